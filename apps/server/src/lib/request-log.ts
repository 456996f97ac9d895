import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { redactUrl } from './redact.js';

/**
 * Issue 17 item 18: Fastify's two info lines per request (2,600 in 25 minutes) drowned the sign-in links. One line per
 * answered request at debug level instead (LOG_LEVEL=debug shows them), with the URL as the req serializer redacts it;
 * a request that failed still logs at error level, and Fastify's other lines stay as they are.
 */
export class DebugRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else reply.log.debug(entry, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'route not found');
  }

  /**
   * Issue 26: a browser that leaves a page, or a phone that loses its signal, stops a download half-way; Fastify said
   * "stream closed prematurely" at info, with neither what nor why. That is the visitor's doing, not a fault: one
   * debug line naming the request. Any other break in an answer already under way is a warning, with its path.
   */
  override streamError(error: Error & { code?: string }, request: FastifyRequest): void {
    const what = `${request.method} ${redactUrl(request.url)}`;
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
      request.log.debug(`${what} stopped before the end: the client closed the connection`);
    } else {
      request.log.warn({ err: error }, `${what} broke off after the answer had begun`);
    }
  }
}
