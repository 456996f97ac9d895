import type { AssociationClub, AssociationClubCreated, ClubCreate, OperatorSession } from '@club/shared';
import { commonMessages } from '@club/shared/plain';
import { visitorLocale } from '../../../components/visitor-locale';
import { ApiCallError } from '../../../lib/api-call';
import type { Fetch } from '../../../lib/api-fetch';
import { getBasePath } from '../../../lib/base-path';

type Envelope<T> =
  | { status: 'success'; data: T; message?: string }
  | { status: 'error'; message: string; errors?: Record<string, string> };

/**
 * Issue 28: the deployment's REST routes (the association's, {base}/api/association/…, and the root's sign-in),
 * which belong to no club and so to no club's tRPC router. Failures are the app's ApiCallError, with the status and field messages lib/api-error reads.
 */
export function createAssociationApi(fetchImpl: Fetch, getSession: () => string | null) {
  const root = `${getBasePath()}/api`;
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ data: T; message?: string }> {
    const headers: Record<string, string> = {};
    const session = getSession();
    if (session) headers.authorization = `Bearer ${session}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchImpl(`${root}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (cause) {
      throw new ApiCallError(cause instanceof Error ? cause.message : String(cause));
    }
    let answer: Envelope<T>;
    try {
      answer = (await response.json()) as Envelope<T>;
    } catch {
      throw new ApiCallError(commonMessages(visitorLocale()).httpError(response.status), {
        httpStatus: response.status,
      });
    }
    if (answer.status === 'error') {
      throw new ApiCallError(answer.message, { httpStatus: response.status, fieldErrors: answer.errors });
    }
    return { data: answer.data, ...(answer.message ? { message: answer.message } : {}) };
  }
  return {
    /** The deployment's sign-in page: one e-mail with a link for each club the address belongs to. */
    sendClubLinks: async (email: string) =>
      (await call<Record<string, never>>('POST', '/auth/send-login-link', { email })).message,
    sendLoginLink: async (email: string) =>
      (await call<Record<string, never>>('POST', '/association/send-login-link', { email })).message,
    validateToken: async (token: string) =>
      (await call<OperatorSession>('POST', '/association/validate-token', { token })).data,
    clubs: async () => (await call<AssociationClub[]>('GET', '/association/clubs')).data,
    createClub: async (club: ClubCreate) =>
      (await call<AssociationClubCreated>('POST', '/association/clubs', club)).data,
    setSuspended: async (slug: string, suspended: boolean) =>
      (
        await call<AssociationClub>(
          'POST',
          `/association/clubs/${encodeURIComponent(slug)}/${suspended ? 'suspend' : 'resume'}`,
        )
      ).data,
  };
}

export type AssociationApi = ReturnType<typeof createAssociationApi>;
