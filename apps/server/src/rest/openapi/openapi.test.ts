import Fastify, { type RouteOptions } from 'fastify';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/harness.js';
import { restRoutes } from '../index.js';
import { buildOpenApiDocument, type OpenApiDocument } from './build-openapi.js';
import { renderDocsPage } from './render-docs.js';

// Issue 7: the OpenAPI document lists every REST route the server registers and every path of API.md, and validates.
let t: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(() => t.close());

const documented = () =>
  Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));

/** Every route the REST plugin registers, in OpenAPI path form, collected as Fastify adds them. */
async function registeredRoutes(): Promise<string[]> {
  const probe = Fastify();
  probe.decorate('config', t.config);
  const routes: string[] = [];
  probe.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push(`${method} ${route.url.replace(/^\/api/, '').replace(/:(\w+)(\([^)]*\))?/g, '{$1}')}`);
    }
  });
  await probe.register(restRoutes, { prefix: '/api' });
  await probe.ready();
  await probe.close();
  return routes;
}

// The paths of /work/shared/API.md (the REST wire contract), copied as they are written there.
const API_MD_PATHS = [
  'GET /health',
  'GET /db-test',
  'GET /status',
  'POST /auth/send-login-link',
  'POST /auth/validate-token',
  'POST /auth/logout',
  'GET /users',
  'GET /users/assignable',
  'GET /users/{id}',
  'POST /users',
  'PUT /users/{id}',
  'DELETE /users/{id}',
  'POST /users/import',
  'GET /users/export/csv',
  'POST /users/geocode-all',
  'GET /users/geocode-progress',
  'GET /schedules/current',
  'GET /schedules/next',
  'POST /schedules/next',
  'POST /schedules/next/add-dates',
  'PUT /schedules/assignments/{id}',
  'DELETE /schedules/assignments/{id}',
  'POST /schedules/promote',
  'GET /settings',
  'GET /settings/{key}',
  'PUT /settings',
  'PUT /settings/{key}',
  'POST /settings/upload-logo',
  'POST /email/test-reminders',
  'POST /email/test-reminder',
  'POST /email/test-smtp',
  'POST /email/send-test',
  'GET /maintenance/import-logs',
  'POST /maintenance/clear-import-logs',
  'POST /maintenance/clear-members',
  'GET /maintenance/direct-clear-members',
  'POST /maintenance/clear-next-schedule',
  'POST /maintenance/clear-current-schedule',
];

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('names the server with the public URL and base path, and both kinds of credentials', () => {
    expect(document.servers).toEqual([{ url: `${TEST_PUBLIC_URL}/api` }]);
    expect(Object.keys(document.components.securitySchemes as object)).toEqual(['bearerAuth', 'cookieAuth']);
  });

  it('describes every REST route the server registers, and nothing else', async () => {
    const ownRoutes = ['GET /openapi.json', 'GET /docs'];
    const registered = (await registeredRoutes()).filter((route) => !ownRoutes.includes(route));
    expect(registered.length).toBeGreaterThan(40);
    expect([...documented()].sort()).toEqual([...registered].sort());
  });

  it('lists every path of API.md', () => {
    const paths = documented();
    expect(API_MD_PATHS.filter((path) => !paths.includes(path))).toEqual([]);
  });

  it('wraps answers in the API.md envelope, except the raw status routes and file downloads', () => {
    const users = document.paths['/users']!.get as { responses: Record<string, { content: Record<string, { schema: { required: string[] } }> }> };
    expect(users.responses['200']!.content['application/json']!.schema.required).toEqual(['status', 'data']);
    expect(Object.keys(users.responses)).toEqual(['200', '400', '401', '422', '500', '503']);
    const health = JSON.stringify(document.paths['/health']);
    expect(health).not.toContain('"data"');
    expect(JSON.stringify(document.paths['/users/export/csv'])).toContain('text/csv');
    expect(JSON.stringify(document.paths['/maintenance/backups/{file_name}'])).toContain('application/gzip');
    expect(JSON.stringify(document.paths['/users/import'])).toContain('multipart/form-data');
    expect(JSON.stringify(document.paths['/settings/upload-logo'])).toContain('"logo"');
  });

  it('is public and reveals no secrets', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(t.config.sessionSecret!);
    expect(response.body).not.toContain(t.config.databaseUrl!);
  });
});

describe('GET /api/docs', () => {
  it('is a server-rendered page of every route, grouped by tag, with no scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).not.toContain('<script');
    for (const tag of ['Status', 'Auth', 'Users', 'Schedules', 'Settings', 'Email', 'Maintenance']) {
      expect(response.body).toContain(`<h2 id="${tag}">${tag}</h2>`);
    }
    expect(response.body).toContain('<code>/auth/api-tokens/{id}</code>');
    expect(response.body).toContain('<strong>Who:</strong> Admins');
    expect(response.body).toContain('<code>first_name</code>');
  });

  it('escapes what it shows', () => {
    const page = renderDocsPage(
      buildOpenApiDocument({
        publicUrl: 'http://club.test',
        version: '1',
        routes: [
          {
            method: 'post', path: '/x', tag: 'T<b>', access: 'public', summary: 'Says <script>alert(1)</script>',
            body: z.object({ 'a"b': z.string() }), answer: { kind: 'envelope', data: z.object({ '<i>': z.number() }) },
          },
        ],
      }),
    );
    expect(page).not.toContain('<script>');
    expect(page).toContain('Says &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('<code>a&quot;b</code>');
    expect(page).toContain('<code>&lt;i&gt;</code>');
    expect(page).not.toContain('<b>');
  });
});
