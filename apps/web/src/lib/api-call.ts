import { commonMessages } from '@club/shared/plain';
import { visitorLocale } from '../components/visitor-locale';
import { API_CALL_ERROR } from './api-error';
import { type Fetch, WITHOUT_SESSION_MARK } from './api-fetch';

/** A failed call, carrying what tRPC's own client error carries (the server's message and its data). */
export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = API_CALL_ERROR;
  }
}

type CallOptions = { withoutSession?: boolean };
type Answer = { result?: { data?: unknown }; error?: { message?: unknown; data?: unknown } };

/**
 * Issue 18: tRPC procedures called with plain fetch, in the wire format of tRPC's httpLink (a query is a GET with its
 * input as JSON in `?input=`, a mutation a POST with a JSON body; answers are `{result: {data}}` or `{error}`). The
 * sign-in page started on its own uses this, so it needs neither the tRPC client nor TanStack Query. Answers are not
 * checked, as tRPC's client does not check them either: the server declares them.
 */
export function createApiCaller(fetchApi: Fetch, url: string) {
  const call = async (method: 'GET' | 'POST', path: string, input: unknown, options: CallOptions = {}) => {
    const headers: Record<string, string> = options.withoutSession ? { [WITHOUT_SESSION_MARK]: '1' } : {};
    let target = `${url}/${path}`;
    const init: RequestInit = { method, headers };
    if (method === 'GET' && input !== undefined) target += `?input=${encodeURIComponent(JSON.stringify(input))}`;
    if (method === 'POST') {
      headers['content-type'] = 'application/json';
      if (input !== undefined) init.body = JSON.stringify(input);
    }
    let response: Response;
    try {
      response = await fetchApi(target, init);
    } catch (cause) {
      // No answer (network failure, timeout): like tRPC's client, an error without data.
      throw new ApiCallError(cause instanceof Error ? cause.message : String(cause));
    }
    let answer: Answer;
    try {
      answer = (await response.json()) as Answer;
    } catch {
      throw new ApiCallError(commonMessages(visitorLocale()).httpError(response.status), {
        httpStatus: response.status,
      });
    }
    if (answer.error) {
      const message = typeof answer.error.message === 'string' ? answer.error.message : '';
      throw new ApiCallError(message || commonMessages(visitorLocale()).httpError(response.status), answer.error.data);
    }
    return answer.result?.data;
  };
  return {
    query: (path: string, input?: unknown, options?: CallOptions) => call('GET', path, input, options),
    mutation: (path: string, input?: unknown, options?: CallOptions) => call('POST', path, input, options),
  };
}

export type ApiCaller = ReturnType<typeof createApiCaller>;
