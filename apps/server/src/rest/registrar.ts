import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inLocale, type Locale, MAINTENANCE_MESSAGES } from '@club/shared';
import { type AuthResult, callerAllowedBy } from '../lib/access.js';
import { assertDeploymentRoot, requestClub } from '../lib/club-address.js';
import type { DeploymentRouteConfig } from '../plugins/clubs.js';
import {
  type Caller,
  type DeploymentContext,
  deploymentContextFor,
  type OperatorContext,
  runInClub,
} from '../lib/context.js';
import { AppError, parseOrThrow } from '../lib/errors.js';
import { requestMeta } from '../lib/request-meta.js';
import { authenticateOperator } from '../modules/association/operator-sign-in.js';
import { clearSessionCookie, setSessionCookie } from '../modules/auth/session-cookie.js';
import { getAllSettings } from '../modules/settings/settings.service.js';
import { sendSuccess } from './envelope.js';
import { type FileAnswer, type RestRoute, StreamedData, type UploadField, type UploadedFile } from './route.js';
import { readUploadedFile } from './upload.js';

/** The OpenAPI path /users/{id} as Fastify writes it; a numeric id leaves any other segment to the 404 of unknown paths. */
export function fastifyPath(route: Pick<RestRoute, 'path' | 'numericId'>): string {
  return route.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    route.numericId && name === 'id' ? ':id(^\\d+$)' : `:${name}`,
  );
}

function isUpload(body: RestRoute['body']): body is UploadField {
  return typeof body === 'object' && body !== null && 'multipartField' in body;
}

/** The role gate (SPEC §6), before any input is read: who may not call a route learns nothing from its inputs. */
function gate(route: RestRoute, request: FastifyRequest, auth: AuthResult): Caller {
  // A GET that deletes must never run on a browser's cookie: a link on any other site could trigger it, because
  // SameSite=Lax cookies travel with top-level navigations. Old scripts send a bearer token, so that is all it takes.
  if (route.bearerOnly && !request.headers.authorization?.toLowerCase().startsWith('bearer ')) {
    throw new AppError('UNAUTHORIZED', MAINTENANCE_MESSAGES.bearerRequired);
  }
  return callerAllowedBy(route, auth);
}

/** An upload is read before its unit of work begins (issue 28): no transaction waits on a slow sender. */
async function readFile(
  request: FastifyRequest,
  route: RestRoute,
  database: FastifyInstance['database'],
): Promise<UploadedFile | undefined> {
  if (!isUpload(route.body)) return undefined;
  // SPEC §5: the club's own upload limit, read at each upload so a change on the settings page applies at once.
  const { max_upload_size } = await database.inClub(requestClub(request).id, (db) =>
    getAllSettings(db, ['max_upload_size']),
  );
  return readUploadedFile(request, route.body.multipartField, max_upload_size);
}

function readBody(route: RestRoute, request: FastifyRequest): unknown {
  if (!route.body || isUpload(route.body)) return undefined;
  const raw = route.bodyMayBeEmpty ? (request.body ?? {}) : request.body;
  return parseOrThrow(route.bodyFor ? route.bodyFor(raw) : route.body, raw, request.locale);
}

/**
 * The API.md envelope around data streamed in pieces; compression (plugins/compression.ts) applies as to any answer.
 * Answers once the stream has ended, however it ends (written, or the client gone before or while it is written):
 * the pieces read a cursor of the unit of work, which stays open until then.
 */
async function sendStreamedEnvelope(
  reply: FastifyReply,
  status: number,
  message: string | undefined,
  data: StreamedData,
) {
  const pieces = data.pieces[Symbol.asyncIterator]();
  const first = await pieces.next();
  async function* envelope() {
    yield '{"status":"success","data":';
    if (!first.done) yield first.value;
    yield* { [Symbol.asyncIterator]: () => pieces };
    yield message ? `,"message":${JSON.stringify(message)}}` : '}';
  }
  const stream = Readable.from(envelope());
  const ended = new Promise<void>((resolve) => stream.once('close', resolve));
  void reply.code(status).type('application/json; charset=utf-8').send(stream);
  await ended;
  await pieces.return?.().catch(() => undefined);
  return reply;
}

function answer(route: RestRoute, reply: FastifyReply, result: unknown, locale: Locale) {
  const { answer: kind } = route;
  if (kind.kind === 'file') {
    const file = result as FileAnswer;
    for (const [name, value] of Object.entries(file.headers)) reply.header(name, value);
    return reply.send(file.body);
  }
  if (kind.kind === 'raw') return reply.code(kind.statusOf?.(result) ?? 200).send(result);
  // Issue 29: a success's message in the caller's language, as an error's is (rest/error-handler.ts).
  const text = typeof kind.message === 'function' ? kind.message(result, locale) : kind.message;
  const message = text && inLocale(text, locale);
  const status = kind.statusOf?.(result) ?? kind.status ?? 200;
  if (result instanceof StreamedData) return sendStreamedEnvelope(reply, status, message, result);
  return sendSuccess(reply, result, {
    status,
    ...(message ? { message } : {}),
  });
}

/** An operator's route gets the operator it authenticated; every other route outside a club, none. */
function deploymentOrOperator(ctx: DeploymentContext, operator: string | null): OperatorContext {
  // Only an operator route's handler reads `operator`, and the gate gave it one before this runs.
  return (operator === null ? ctx : { ...ctx, operator }) as OperatorContext;
}

/** Turns route declarations into Fastify routes: gate, parse, contextFor, the handler, the API.md envelope. */
export function registerRoutes(app: FastifyInstance, routes: readonly RestRoute[]): void {
  for (const route of routes) {
    app.route({
      method: route.method.toUpperCase(),
      url: fastifyPath(route),
      // Issue 28: a route of the deployment itself answers without a club's path or host (plugins/clubs.ts).
      config: (route.outsideClub || route.atDeploymentRoot ? { deployment: true } : {}) satisfies DeploymentRouteConfig,
      handler: async (request, reply) => {
        if (route.association) assertDeploymentRoot(request);
        const caller = gate(route, request, request.auth);
        const operator =
          route.access === 'operator' ? await authenticateOperator(app.config, request.headers.authorization) : null;
        const params = route.params ? parseOrThrow(route.params, request.params, request.locale) : undefined;
        const query = route.query ? parseOrThrow(route.query, request.query, request.locale) : undefined;
        const body = readBody(route, request);
        const file = await readFile(request, route, app.database);
        const sessionId = request.auth.user ? request.auth.sessionId : null;
        const input = { params, query, body, file, meta: requestMeta(request, app.config), sessionId };
        const scope = { caller, log: request.log, locale: request.locale };
        // A streamed answer is written inside its unit of work, whose transaction holds the cursor it reads.
        let sent: FastifyReply | undefined;
        // defineRoute checked the handler against its own schemas and access; the list holds routes of every shape.
        const atRoot = route.atDeploymentRoot && !request.club ? route.atDeploymentRoot : null;
        const result = atRoot
          ? await atRoot(deploymentContextFor(app.contextDeps, scope), input)
          : route.outsideClub
            ? await route.handler(deploymentOrOperator(deploymentContextFor(app.contextDeps, scope), operator), input)
            : await runInClub(app.contextDeps, { ...scope, club: requestClub(request) }, async (ctx) => {
                const value = await route.handler(ctx, input);
                if (value instanceof StreamedData) sent = await answer(route, reply, value, request.locale);
                return value;
              });
        if (sent) return sent;
        if (route.session === 'set') setSessionCookie(reply, app.config, (result as { token: string }).token);
        if (route.session === 'clear') clearSessionCookie(reply);
        return answer(route, reply, result, request.locale);
      },
    });
  }
}
