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
  ) {
    super(message);
  }
}

type Handler = (input: unknown) => unknown;
export type FakeHandlers = Record<string, Handler>;
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
  return { id: user_id, email, first_name, last_name, role, is_admin };
}

/**
 * The real API client over a fake server speaking tRPC's HTTP format, so tests exercise the same headers, error
 * mapping and 401 handling as the app. auth.me answers the caller unless a test says otherwise (the shell asks it on
 * every page); other unknown procedures answer 404.
 */
export function createFakeApi(handlers: FakeHandlers) {
  const calls: ApiCall[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^.*\/api\/trpc\//, '');
    const body = readInput(url, init);
    const authorization = new Headers(init?.headers).get('Authorization');
    calls.push({ path, input: body, authorization });
    try {
      const handler = handlers[path] ?? (path === 'auth.me' ? () => answerMe(authorization) : undefined);
      if (!handler) throw new ApiFailure(404, `No procedure ${path}`);
      return json(200, { result: { data: await handler(body) } });
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      const data = {
        code: TRPC_CODES[error.httpStatus] ?? 'INTERNAL_SERVER_ERROR',
        httpStatus: error.httpStatus,
        path,
        fieldErrors: error.fieldErrors,
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
