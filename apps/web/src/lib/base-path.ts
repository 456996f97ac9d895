// The server rewrites <base href="/"> to {BASE_PATH}/ when it serves index.html (SPEC §2: every route sits under
// {base}), so the document's base URI is the one source for the router basename and the API root.

/** The base path without a trailing slash: '' at the root of a host, '/club' under a prefix. */
export function getBasePath(baseUri: string = document.baseURI): string {
  return new URL(baseUri).pathname.replace(/\/+$/, '');
}

/** SPEC §7: the API lives under {base}/api; tRPC answers at {base}/api/trpc. */
export function getTrpcUrl(baseUri: string = document.baseURI): string {
  return `${getBasePath(baseUri)}/api/trpc`;
}
