import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TEST_PUBLIC_URL, useTestApp } from '../../../test/harness.js';
import { buildOpenApiDocument, type OpenApiDocument } from './build-openapi.js';
import { renderDocsPage } from './render-docs.js';

// Issue 7: the OpenAPI document lists every path of API.md and validates; it is built from the route declarations the
// server registers (rest/rest-routes.ts), so the two cannot differ.
const t = useTestApp({ reset: false });
let document: OpenApiDocument;
beforeAll(async () => {
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});

const documented = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );

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

  it('lists every path of API.md', () => {
    const paths = documented();
    expect(API_MD_PATHS.filter((path) => !paths.includes(path))).toEqual([]);
  });

  it('wraps answers in the API.md envelope, except the raw status routes and file downloads', () => {
    const users = document.paths['/users']!.get as {
      responses: Record<string, { content: Record<string, { schema: { required: string[] } }> }>;
    };
    expect(users.responses['200']!.content['application/json']!.schema.required).toEqual(['status', 'data']);
    expect(Object.keys(users.responses)).toEqual(['200', '400', '401', '422', '429', '500', '503']);
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

describe('agreement with API.md (issue 15)', () => {
  type Schema = {
    properties?: Record<string, Schema>;
    required?: string[];
    anyOf?: Schema[];
    type?: string;
    additionalProperties?: boolean;
    const?: unknown;
  };
  type Operation = {
    requestBody?: { content: Record<string, { schema: Schema }> };
    responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  };
  const operation = (method: string, path: string) => (document.paths[path] as Record<string, Operation>)[method]!;
  const body = (method: string, path: string) =>
    operation(method, path).requestBody!.content['application/json']!.schema;
  const data = (method: string, path: string, status = '200') =>
    operation(method, path).responses[status]!.content!['application/json']!.schema.properties!.data!;
  const types = (schema: Schema): string[] => (schema.anyOf ? schema.anyOf.flatMap(types) : [schema.type ?? 'any']);

  it('describes partial PUTs: nothing required, null clears', () => {
    for (const path of ['/users/{id}', '/schedules/assignments/{id}', '/settings'])
      expect(body('put', path).required ?? [], path).toEqual([]);
    expect(types(body('put', '/schedules/assignments/{id}').properties!.squarehead3_id!)).toEqual(['integer', 'null']);
  });

  it('takes back the settings map a client read, and refuses keys that are no setting', () => {
    const settings = body('put', '/settings');
    expect(settings.additionalProperties).toBe(false);
    expect(types(settings.properties!.club_lat!)).toEqual(['number', 'string', 'null']);
    expect(types(settings.properties!.club_logo_data!)).toEqual(['string', 'null']);
    expect(types(settings.properties!.smtp_password!)).toEqual(['string', 'null']);
    expect(types(settings.properties!.backup_enabled!)).toEqual(['boolean', 'string']);
    expect(types(settings.properties!.smtp_port!)).toEqual(['integer', 'string']);
    expect(types(settings.properties!.reminder_days!)).toEqual(['string', 'array']);
    expect(Object.keys(settings.properties!)).toEqual(
      expect.arrayContaining(['smtp_password_set', 'google_api_key_set']),
    );
  });

  it('answers reminder_days as the comma list, and routes the singular test-reminder by its body', () => {
    expect(data('post', '/email/test-reminders').properties!.reminder_days!.type).toBe('string');
    expect(body('post', '/email/test-reminder').anyOf!.map((option) => option.required)).toEqual([
      ['test_date'],
      ['email'],
    ]);
    expect(types(body('post', '/email/send-test').properties!.club_logo_data!)).toEqual(['string', 'null']);
  });

  it('answers geocode-all, add-dates and the import as API.md says', () => {
    const geocode = data('post', '/users/geocode-all');
    expect(geocode.required).toEqual(['job_id', 'total', 'geocoded', 'errors', 'message']);
    expect(types(geocode.properties!.job_id!)).toEqual(['integer', 'null']);
    expect(
      Object.keys(operation('post', '/schedules/next/add-dates').responses).filter((status) => status < '300'),
    ).toEqual(['200', '201']);
    const importResult = data('post', '/users/import');
    expect(importResult.required).toEqual([
      'imported',
      'updated',
      'skipped',
      'unchanged',
      'duplicates_handled',
      'shared_emails',
      'auto_partnerships',
      'partners_linked',
      'friends_linked',
      'errors',
      'warnings',
    ]);
    expect((importResult.properties!.warnings as { items: Schema }).items.required).toEqual([
      'row',
      'field',
      'message',
    ]);
  });
});

describe('formats and ranges (issue 26)', () => {
  type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; anyOf?: Schema[] };
  const bodyOf = (method: string, path: string) =>
    (document.paths[path] as Record<string, { requestBody: { content: Record<string, { schema: Schema }> } }>)[method]!
      .requestBody.content['application/json']!.schema;
  const numberOption = (schema: Schema) => schema.anyOf!.find((option) => option.type !== 'string')!;

  it('says which fields are e-mail addresses and which are dates, as their schemas check', () => {
    expect(bodyOf('post', '/auth/send-login-link').properties!.email).toMatchObject({ format: 'email' });
    expect(bodyOf('post', '/users').properties!.email).toMatchObject({ format: 'email', maxLength: 254 });
    const period = bodyOf('post', '/schedules/next/add-dates').properties!;
    expect(period.start_date).toMatchObject({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
    expect(period.end_date).toMatchObject({ format: 'date' });
    expect(bodyOf('post', '/email/test-reminders').properties!.test_date).toMatchObject({ format: 'date' });
  });

  it('gives each numeric setting the range the settings page enforces', () => {
    const settings = bodyOf('put', '/settings').properties!;
    expect(numberOption(settings.smtp_port!)).toEqual({ type: 'integer', minimum: 1, maximum: 65535 });
    expect(numberOption(settings.max_upload_size!)).toEqual({ type: 'integer', minimum: 1, maximum: 100 });
    expect(numberOption(settings.vacancy_notice_minutes!)).toEqual({ type: 'integer', minimum: 0, maximum: 1440 });
  });

  it('says GET direct-clear-members takes a bearer token only, as it refuses the cookie', () => {
    const operation = (document.paths['/maintenance/direct-clear-members'] as Record<string, { security: unknown }>)
      .get!;
    expect(operation.security).toEqual([{ bearerAuth: [] }]);
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
            method: 'post',
            path: '/x',
            tag: 'T<b>',
            access: 'public',
            summary: 'Says <script>alert(1)</script>',
            body: z.object({ 'a"b': z.string() }),
            answer: { kind: 'envelope', data: z.object({ '<i>': z.number() }) },
            handler: () => ({}),
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
