import type { AppRouter, RouterInputs, RouterOutputs } from '@club/server/trpc';
import { createApiClient } from '../lib/api-client';
import { authStore } from '../lib/auth-store';
import { decodeSessionClaims } from '../lib/session-token';
import { TRPC_CODES } from './trpc-error';

/** Thrown by a fake handler to answer with a tRPC error of this HTTP status. */
export class ApiFailure extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
    /** Per-field messages, as the server sends for a failed validation. */
    readonly fieldErrors?: Record<string, string>,
    /** What a conflict asks the client to decide on (issue 25), as the server sends it in data.conflict. */
    readonly conflict?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** Every procedure of the server as its tRPC path ('users.list'). */
type ProcedurePath<Record, Prefix extends string = ''> = {
  [Key in keyof Record & string]: Record[Key] extends { _def: { type: 'query' | 'mutation' | 'subscription' } }
    ? `${Prefix}${Key}`
    : ProcedurePath<Record[Key], `${Prefix}${Key}.`>;
}[keyof Record & string];
export type Procedure = ProcedurePath<AppRouter['_def']['record']>;

type At<Tree, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof Tree
    ? At<Tree[Head], Rest>
    : never
  : Path extends keyof Tree
    ? Tree[Path]
    : never;

/** A fake takes the procedure's real input and must answer its real output, so it cannot drift from the server. */
export type FakeHandler<P extends Procedure> = (
  input: At<RouterInputs, P>,
) => At<RouterOutputs, P> | Promise<At<RouterOutputs, P>>;
export type FakeHandlers = { [P in Procedure]?: FakeHandler<P> };
/** An answer the server's types rule out, for a test of how the app copes when one arrives anyway. */
export const offContract = (answer: object): never => answer as never;

export type ApiCall = { path: string; input: unknown; authorization: string | null };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function readInput(url: URL, init: RequestInit | undefined): unknown {
  if (init?.method === 'POST') return typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
  const raw = url.searchParams.get('input');
  return raw === null ? undefined : JSON.parse(raw);
}

/** auth.me as the server answers it: the caller the bearer token names, or 401 without one. */
function answerMe(authorization: string | null) {
  const claims = authorization ? decodeSessionClaims(authorization.replace(/^Bearer /, '')) : null;
  if (!claims) throw new ApiFailure(401, 'Authentication required');
  const { user_id, email, first_name, last_name, role, is_admin } = claims;
  return { id: user_id, email, first_name, last_name, role, is_admin, locale: null };
}

/**
 * The real API client over a fake server speaking tRPC's HTTP format, so tests exercise the same headers, error
 * mapping and 401 handling as the app. auth.me answers the caller unless a test says otherwise (the shell asks it on
 * every page); other unknown procedures answer 404.
 */
export function createFakeApi(handlers: FakeHandlers) {
  const calls: ApiCall[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // Duck-typed: the client's URL may come from another realm (jsdom's or Node's), where instanceof fails.
    const href = typeof input === 'string' ? input : 'href' in input ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const path = url.pathname.replace(/^.*\/api\/trpc\//, '');
    const body = readInput(url, init);
    const authorization = new Headers(init?.headers).get('Authorization');
    calls.push({ path, input: body, authorization });
    try {
      // The path and the body come off the wire untyped; the handler for that path was typed when the test wrote it.
      const byPath = handlers as Partial<Record<string, (input: unknown) => unknown>>;
      const handler = byPath[path] ?? (path === 'auth.me' ? () => answerMe(authorization) : undefined);
      if (!handler) throw new ApiFailure(404, `No procedure ${path}`);
      return json(200, { result: { data: await handler(body) } });
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      const data = {
        code: TRPC_CODES[error.httpStatus] ?? 'INTERNAL_SERVER_ERROR',
        httpStatus: error.httpStatus,
        path,
        fieldErrors: error.fieldErrors,
        ...(error.conflict ? { conflict: error.conflict } : {}),
      };
      return json(error.httpStatus, { error: { message: error.message, code: -32000, data } });
    }
  };
  const client = createApiClient({
    url: '/api/trpc',
    getToken: () => authStore.getState().token,
    onUnauthorized: () => authStore.clear(),
    fetchImpl,
  });
  return { client, fetchImpl, calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

export type FakeApi = ReturnType<typeof createFakeApi>;
