import fc from 'fast-check';
import { multipartFile } from './bad-inputs.js';
import { invalidValue, type JsonSchema, validValue } from './schema-values.js';

type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema };
type Content = Record<string, { schema: JsonSchema }>;
export type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: { type: 'json'; schema: JsonSchema } | { type: 'multipart'; field: string };
  /** The statuses the document declares, with the content types of each and the schema of a JSON answer. */
  responses: Map<number, { types: string[]; schema?: JsonSchema }>;
  /** Public, or the credentials it takes: a bearer-only route is a GET that changes data (route.ts). */
  access: 'public' | 'credentials' | 'bearer-only';
};

export type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Content };
        responses: Record<string, { content?: Content; $ref?: string }>;
        security: Record<string, string[]>[];
      }
    >
  >;
  components: { responses: Record<string, { content?: Content }> };
};

/** Every operation of the document, read as the fuzzer needs it. */
export function operationsOf(document: OpenApi): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const content = operation.requestBody?.content;
      const multipart = content?.['multipart/form-data']?.schema.properties;
      const json = content?.['application/json']?.schema;
      const responses = new Map(
        Object.entries(operation.responses).map(([status, response]) => {
          const resolved = response.$ref ? document.components.responses[response.$ref.split('/').at(-1)!]! : response;
          const types = Object.keys(resolved.content ?? {});
          return [Number(status), { types, schema: resolved.content?.['application/json']?.schema }];
        }),
      );
      const security = operation.security;
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        ...(multipart
          ? { body: { type: 'multipart' as const, field: Object.keys(multipart)[0]! } }
          : json
            ? { body: { type: 'json' as const, schema: json } }
            : {}),
        responses,
        access:
          security.length === 0
            ? ('public' as const)
            : security.length === 1 && 'bearerAuth' in security[0]!
              ? ('bearer-only' as const)
              : ('credentials' as const),
      };
    }),
  );
}

export type Probe = {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
};

const bytes = fc.uint8Array({ maxLength: 200 }).map((array) => Buffer.from(array));

/**
 * A broken path part: no number, negative, over Fastify's length, characters a path rarely holds. Never a dot
 * segment: a URL resolves `..` and `.` away before sending, so the request would be for another path.
 */
const brokenPathPart = fc.oneof(
  fc.string({ minLength: 1, maxLength: 12 }).filter((text) => text !== '.' && text !== '..'),
  fc.constantFrom('-1', '0', '1.5', '99999999999', '1e3', '%00', ' '),
  fc.integer({ min: 101, max: 400 }).map((length) => '9'.repeat(length)),
);

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Requests for one operation: `valid` ones follow the document's schemas everywhere, the others break one part (a
 * path value, a query value, or the body). A fixed seed makes each run send the same requests.
 */
export function probesFor(operation: Operation, count: number, seed: number): Probe[] {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const valueOf = (parameter: Parameter, broken: boolean) =>
    broken ? (parameter.in === 'path' ? brokenPathPart : invalidValue(parameter.schema)) : validValue(parameter.schema);

  const part = fc.constantFrom(
    'valid',
    ...(pathParameters.length > 0 ? ['path'] : []),
    ...(queryParameters.length > 0 ? ['query'] : []),
    ...(operation.body ? ['body'] : []),
  );
  const probe = part.chain((broken) => {
    const path = fc.tuple(...pathParameters.map((parameter) => valueOf(parameter, broken === 'path')));
    const query = fc.tuple(
      ...queryParameters.map((parameter) =>
        parameter.required || broken === 'query'
          ? valueOf(parameter, broken === 'query')
          : fc.option(validValue(parameter.schema), { nil: undefined }),
      ),
    );
    const body = bodyFor(operation, broken === 'body');
    return fc.tuple(fc.constant(broken), path, query, body);
  });
  return fc.sample(probe, { numRuns: count, seed }).map(([broken, path, query, body]) => {
    let url = operation.path;
    pathParameters.forEach((parameter, index) => {
      url = url.replace(`{${parameter.name}}`, encodeURIComponent(asText(path[index])));
    });
    const search = new URLSearchParams();
    queryParameters.forEach((parameter, index) => {
      if (query[index] !== undefined) search.set(parameter.name, asText(query[index]));
    });
    const queryText = search.toString();
    return {
      label: broken === 'valid' ? 'valid' : `broken ${broken}`,
      method: operation.method,
      url: `/api${url}${queryText ? `?${queryText}` : ''}`,
      ...body,
    };
  });
}

function bodyFor(
  operation: Operation,
  broken: boolean,
): fc.Arbitrary<{ headers: Record<string, string>; body?: string | Buffer }> {
  const { body } = operation;
  if (!body) return fc.constant({ headers: {} });
  if (body.type === 'multipart') {
    return bytes.map((content) => {
      const upload = multipartFile(broken ? 'not_the_field' : body.field, 'upload.bin', content);
      return { headers: upload.headers, body: upload.payload };
    });
  }
  const value = broken
    ? fc.oneof(
        { weight: 4, arbitrary: invalidValue(body.schema).map((invalid) => JSON.stringify(invalid) ?? 'null') },
        { weight: 1, arbitrary: fc.constantFrom('{"a":', '', '[', 'nul', '{"a":1,}') },
      )
    : validValue(body.schema).map((valid) => JSON.stringify(valid));
  return value.map((text) => ({ headers: { 'content-type': 'application/json' }, body: text }));
}
