// postgres.js's own codes for a connection that failed or was lost, the socket's, and PostgreSQL's SQLSTATEs for a
// server shutting down, starting up or unreachable (classes 08 and 57P).
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
]);

/**
 * Whether a failure is the database being out of reach (stopped, restarting) rather than a fault in our code. Drizzle
 * wraps the driver's error, so the causes are followed a few levels down.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    current = current.cause;
  }
  return false;
}
