import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

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
}
