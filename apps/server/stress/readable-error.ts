import type { LightMyRequestResponse } from 'fastify';

// What must never reach a client (API.md: "500 only for faults, with no internals in the body").
const INTERNALS =
  /undefined|\[object |\bat .+:\d+|\.[cm]?[jt]s:\d|stack|syntax error|relation "|violates|\bselect .+ from\b|\binsert into\b|postgres|drizzle|ECONNREFUSED/i;

/** Why an answer is not a readable 4xx in the API.md error envelope; empty when it is. */
export function unreadableError(response: Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'body'>): string[] {
  const problems: string[] = [];
  if (response.statusCode < 400 || response.statusCode >= 500) problems.push(`answered ${response.statusCode}`);
  if (!String(response.headers['content-type'] ?? '').includes('application/json')) {
    return [...problems, `content-type ${String(response.headers['content-type'])}`];
  }
  let body: { status?: unknown; message?: unknown; errors?: unknown };
  try {
    body = JSON.parse(response.body);
  } catch {
    return [...problems, 'a body that is not JSON'];
  }
  if (body.status !== 'error') problems.push(`status "${String(body.status)}"`);
  if (typeof body.message !== 'string' || body.message.trim() === '') problems.push('no message');
  else if (INTERNALS.test(body.message)) problems.push(`message "${body.message.slice(0, 200)}"`);
  for (const [field, message] of Object.entries((body.errors ?? {}) as Record<string, unknown>)) {
    if (typeof message !== 'string' || message.trim() === '' || INTERNALS.test(message)) {
      problems.push(`errors.${field.slice(0, 40)} "${String(message).slice(0, 200)}"`);
    }
  }
  return problems;
}
