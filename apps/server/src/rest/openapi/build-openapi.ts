import { z } from 'zod';
import { MESSAGES } from '@club/shared';
import { CROSS_SITE_REFUSED } from '../../plugins/csrf.js';
import { MAX_PATH_PART_LENGTH } from '../framework-errors.js';
import type { RestRoute } from '../route.js';
import { REST_ROUTES } from '../rest-routes.js';

type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, unknown>;
};

const STRING_CHECKS = ['format', 'pattern'] as const;
const NUMBER_CHECKS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'] as const;

/**
 * Issue 26: a value read in two steps (trimmed text then an e-mail address, a number or its text then a port between 1
 * and 65535) is described by zod from its first step only, as it is sent. The second step's format and range still
 * hold for what is sent, so they are carried over: a string's format and pattern to the string, a number's range (and
 * that it is whole) to the number, beside the text form of it, whose own pattern already says it is numeric text.
 */
function carrySecondStep(sent: JsonSchema, read: JsonSchema): void {
  if (Array.isArray(sent.anyOf)) {
    for (const option of sent.anyOf as JsonSchema[]) carrySecondStep(option, read);
    return;
  }
  if (sent.type === 'string' && read.type === 'string') {
    for (const key of STRING_CHECKS) if (read[key] !== undefined && sent[key] === undefined) sent[key] = read[key];
  }
  if (sent.type === 'number' && (read.type === 'number' || read.type === 'integer')) {
    sent.type = read.type;
    for (const key of NUMBER_CHECKS) if (read[key] !== undefined) sent[key] = read[key];
  }
}

// OpenAPI 3.1 schemas are JSON Schema 2020-12, which is what zod 4 writes. A request is described as it is sent
// (before defaults and trimming), an answer as the server produces it.
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Refinements and preprocessing have no JSON Schema form; the field's type and bounds still do.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema: sent }) => {
      const def = zodSchema._zod.def;
      if (io === 'input' && def.type === 'pipe') carrySecondStep(sent, jsonSchema(def.out as z.ZodType, 'input'));
    },
  });
  return rest;
}

const ERROR_TEXTS: Record<number, string> = {
  400: 'Bad request: a Host header that names no host, a body that does not parse, or a NUL character in a value',
  401: `No or bad credentials: "${MESSAGES.authRequired}" or "${MESSAGES.invalidToken}"`,
  403:
    'Signed in but not allowed ("Admin access required to …"), or a change sent with the session cookie from a page ' +
    `other than the club manager's own: "${CROSS_SITE_REFUSED}"`,
  404: 'Not found',
  409: 'Conflict with the current state, or with another change made at the same moment',
  413: 'Body or upload too large',
  414: `A part of the path longer than ${MAX_PATH_PART_LENGTH} characters`,
  415: 'A body of a type the route does not read',
  422: `"${MESSAGES.validationFailed}", with a message per field in errors`,
  429: 'Rate limited; see the Retry-After header',
  500: 'A fault of the server; no internals in the body',
  502: 'Another server (the mail server) refused',
  503: 'The database cannot be reached for a moment (stopped or restarting); see the Retry-After header',
};

/**
 * API.md: the statuses a route may answer besides success: from who may call it (plugins/auth.ts and lib/access.ts),
 * the guards every request passes (plugins/host-header.ts, plugins/csrf.ts, Fastify's body and path limits, the
 * race mapping of lib/write-races.ts), what it reads, and its own list. rest/openapi/declared-statuses.test.ts makes
 * each guard answer and finds its status here.
 */
export function errorStatuses(route: RestRoute): number[] {
  const statuses = new Set(route.errors ?? []);
  // A Host header that names no host is refused before any route (plugins/host-header.ts).
  statuses.add(400);
  if (route.access !== 'public') statuses.add(401);
  if (route.access === 'admin') statuses.add(403);
  if (route.method !== 'get') {
    // Any change may carry the session cookie, and csrf.ts refuses one sent from another page; any may carry a body,
    // which Fastify refuses when it is over its limit or of a type it has no parser for; and any may lose a race.
    statuses.add(403).add(409).add(413).add(415);
  }
  // A path part longer than Fastify reads is refused before the route (rest/framework-errors.ts).
  if (route.params) statuses.add(414);
  if (route.numericId) statuses.add(404);
  // A value the schema refuses is a 422; a NUL character in any value is a 400 (PostgreSQL cannot store it).
  if (route.body || route.query || route.params) statuses.add(422);
  statuses.add(500);
  if (route.path !== '/health') statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

/** The credentials a route takes: none, a bearer token only (bearerOnly), or a bearer token or the session cookie. */
function security(route: RestRoute): Record<string, string[]>[] {
  if (route.access === 'public') return [];
  if (route.access === 'operator') return [{ operatorAuth: [] }];
  if (route.bearerOnly) return [{ bearerAuth: [] }];
  return [{ bearerAuth: [] }, { cookieAuth: [] }];
}

function successResponses(route: RestRoute): [string, JsonSchema][] {
  const { answer } = route;
  if (answer.kind === 'raw') {
    return [
      [
        '200',
        {
          description: 'Answered raw, without the envelope',
          content: { 'application/json': { schema: jsonSchema(answer.schema, 'output') } },
        },
      ],
    ];
  }
  if (answer.kind === 'file') {
    return [
      [
        '200',
        {
          description: answer.description,
          content: { [answer.contentType]: { schema: { type: 'string', format: 'binary' } } },
        },
      ],
    ];
  }
  const envelope = {
    type: 'object',
    properties: { status: { const: 'success' }, data: jsonSchema(answer.data, 'output'), message: { type: 'string' } },
    required: ['status', 'data'],
  };
  const content = { 'application/json': { schema: envelope } };
  return [
    [String(answer.status ?? 200), { description: 'Success', content }],
    ...(answer.also
      ? [[String(answer.also.status), { description: answer.also.description, content }] as [string, JsonSchema]]
      : []),
  ];
}

function parameters(route: RestRoute): JsonSchema[] {
  const described = (location: 'path' | 'query', object: z.ZodObject | undefined) =>
    Object.entries(object?.shape ?? {}).map(([name, schema]) => ({
      name,
      in: location,
      required: location === 'path' || !(schema as z.ZodType).safeParse(undefined).success,
      schema: jsonSchema(schema as z.ZodType, 'input'),
    }));
  return [...described('path', route.params), ...described('query', route.query)];
}

function requestBody(route: RestRoute): JsonSchema | undefined {
  const { body } = route;
  if (!body) return undefined;
  if ('multipartField' in body) {
    const schema = {
      type: 'object',
      properties: { [body.multipartField]: { type: 'string', format: 'binary', description: body.description } },
      required: [body.multipartField],
    };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  return { required: true, content: { 'application/json': { schema: jsonSchema(body, 'input') } } };
}

function operation(route: RestRoute): JsonSchema {
  const responses: Record<string, unknown> = Object.fromEntries(successResponses(route));
  for (const code of errorStatuses(route)) responses[String(code)] = { $ref: `#/components/responses/Error${code}` };
  const body = requestBody(route);
  const params = parameters(route);
  return {
    summary: route.summary,
    tags: [route.tag],
    'x-access': route.access,
    ...(route.accessNote
      ? { description: `Who may call it: ${route.accessNote}.`, 'x-access-note': route.accessNote }
      : {}),
    security: security(route),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

const errorEnvelope = {
  type: 'object',
  properties: {
    status: { const: 'error' },
    message: { type: 'string', description: 'A text a person can read' },
    errors: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'Validation failures only: a message per field',
    },
  },
  required: ['status', 'message'],
};

/** Issue 7: the OpenAPI 3.1 document of every REST route, served at {base}/api/openapi.json. */
export function buildOpenApiDocument(options: {
  publicUrl: string;
  version: string;
  routes?: readonly RestRoute[];
  /** The association's own document (issue 28) has a title of its own. */
  title?: string;
}): OpenApiDocument {
  const routes = options.routes ?? REST_ROUTES;
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) (paths[route.path] ??= {})[route.method] = operation(route);
  const statuses = [...new Set(routes.flatMap(errorStatuses))].sort((a, b) => a - b);
  return {
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'Square dance club manager REST API',
      version: options.version,
      description:
        'Every answer but /health, /db-test, /status and file downloads is wrapped as {"status":"success","data":…,"message"?}; ' +
        'failures as {"status":"error","message":…,"errors"?}; an unknown path under /api is a 404 in that envelope. ' +
        'Field names are snake_case. PUT is a partial update: a field left out keeps its value, null clears it. ' +
        'Scripts send an API token (made on the admin page) as Authorization: Bearer <token>; browser clients on the ' +
        'origins of CORS_ORIGINS may use every method and read Content-Disposition.',
    },
    servers: [{ url: `${options.publicUrl}/api` }],
    tags: [...new Set(routes.map((route) => route.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A session token (JWT from /auth/validate-token, whose payload is pure-ASCII JSON that plain atob decodes) or an API token (club_pat_…)',
        },
        cookieAuth: {
          type: 'apiKey',
          in: 'cookie',
          name: 'club_session',
          description: 'The web app’s HttpOnly session cookie',
        },
        ...(routes.some((route) => route.access === 'operator')
          ? {
              operatorAuth: {
                type: 'http',
                scheme: 'bearer',
                description: 'An operator’s session (JWT from /association/validate-token); no club’s token counts',
              },
            }
          : {}),
      },
      schemas: { Error: errorEnvelope },
      responses: Object.fromEntries(
        statuses.map((code) => [
          `Error${code}`,
          {
            description: ERROR_TEXTS[code] ?? 'Error',
            ...(code === 429
              ? { headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' } } }
              : {}),
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        ]),
      ),
    },
  };
}
