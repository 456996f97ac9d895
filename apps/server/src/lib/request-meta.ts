import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import type { RequestMeta } from './context.js';
import { allowsDevShortcuts } from './dev-shortcuts.js';

/** What a service may know of the request that made the call, read by the edges (REST and tRPC alike). */
export function requestMeta(request: FastifyRequest, config: AppConfig): RequestMeta {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    allowsDevShortcuts: allowsDevShortcuts(config, {
      socketAddress: request.socket.remoteAddress,
      headers: request.headers,
    }),
  };
}
