import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@club/shared';
import { createMember } from '../../../test/factories.js';
import { bearer, TEST_PUBLIC_URL, useTestApp } from '../../../test/harness.js';
import { SESSION_COOKIE } from '../../modules/auth/session-cookie.js';
import { CROSS_SITE_REFUSED } from '../../plugins/csrf.js';
import { MAX_PATH_PART_LENGTH } from '../framework-errors.js';
import type { RestRoute } from '../route.js';
import { REST_ROUTES } from '../rest-routes.js';
import type { OpenApiDocument } from './build-openapi.js';

// Issue 26: the OpenAPI document lists every status a route answers. Each guard is made to answer on every route it
// covers, and the status it gave must be one the document declares for that route. None of these requests reaches a
// handler: each is refused before, so nothing is changed.
const t = useTestApp({ reset: false });
let document: OpenApiDocument;
let memberToken: string;
let adminToken: string;

beforeAll(async () => {
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  memberToken = await t.signIn(await createMember(t.db));
  adminToken = await t.signIn(await createMember(t.db, { role: 'admin' }));
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const methodOf = (route: RestRoute) => route.method.toUpperCase() as Method;
const urlOf = (route: RestRoute, part?: string) =>
  `/api${route.path.replace(/\{(\w+)\}/g, (_match, name: string) => part ?? (name === 'id' ? '1' : 'x'))}`;
const declared = (route: RestRoute) =>
  Object.keys((document.paths[route.path] as Record<string, { responses: object }>)[route.method]!.responses).map(
    Number,
  );
const changes = REST_ROUTES.filter((route) => route.method !== 'get');
const name = (route: RestRoute) => `${route.method.toUpperCase()} ${route.path}`;

async function expectDeclared(
  route: RestRoute,
  answer: Promise<{ statusCode: number; json: () => unknown }>,
  status: number,
) {
  const response = await answer;
  expect(response.statusCode, `${name(route)}: ${JSON.stringify(response.json())}`).toBe(status);
  expect(response.json()).toMatchObject({ status: 'error', message: expect.any(String) });
  expect(declared(route), name(route)).toContain(status);
}

describe('the statuses the guards answer are declared', () => {
  it('401 for anyone without credentials on every route that needs them', async () => {
    for (const route of REST_ROUTES.filter((candidate) => candidate.access !== 'public')) {
      await expectDeclared(
        route,
        t.app.inject({
          method: methodOf(route),
          url: urlOf(route),
          ...(route.method === 'get' ? {} : { payload: {} }),
        }),
        401,
      );
    }
  });

  it("403 for a member on every administrators' route", async () => {
    for (const route of REST_ROUTES.filter((candidate) => candidate.access === 'admin' && !candidate.bearerOnly)) {
      const answer = t.app.inject({
        method: methodOf(route),
        url: urlOf(route),
        headers: bearer(memberToken),
        ...(route.method === 'get' ? {} : { payload: {} }),
      });
      await expectDeclared(route, answer, 403);
    }
  });

  it('403 for a change sent with the session cookie from another site, on every route that changes anything', async () => {
    for (const route of changes) {
      const response = await t.app.inject({
        method: methodOf(route),
        url: urlOf(route),
        headers: { origin: 'https://elsewhere.example', 'content-type': 'application/json' },
        cookies: { [SESSION_COOKIE]: adminToken },
        payload: '{}',
      });
      expect(response.json().message, name(route)).toBe(CROSS_SITE_REFUSED);
      await expectDeclared(route, Promise.resolve(response), 403);
    }
  });

  it('401 for the session cookie where only a bearer token is taken', async () => {
    for (const route of REST_ROUTES.filter((candidate) => candidate.bearerOnly)) {
      const answer = t.app.inject({
        method: methodOf(route),
        url: urlOf(route),
        headers: { origin: TEST_PUBLIC_URL },
        cookies: { [SESSION_COOKIE]: adminToken },
      });
      await expectDeclared(route, answer, 401);
      expect((document.paths[route.path] as Record<string, { security: unknown }>)[route.method]!.security).toEqual([
        { bearerAuth: [] },
      ]);
    }
  });

  it('413 for a body over the limit, and 415 for a body of a type no route reads, on every change', async () => {
    const huge = JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) });
    for (const route of changes) {
      const headers = bearer(adminToken);
      await expectDeclared(
        route,
        t.app.inject({
          method: methodOf(route),
          url: urlOf(route),
          headers: { ...headers, 'content-type': 'application/json' },
          payload: huge,
        }),
        413,
      );
      await expectDeclared(
        route,
        t.app.inject({
          method: methodOf(route),
          url: urlOf(route),
          headers: { ...headers, 'content-type': 'application/xml' },
          payload: '<text/>',
        }),
        415,
      );
    }
  });

  it('414 for a path part over the limit, on every route with one', async () => {
    for (const route of REST_ROUTES.filter((candidate) => candidate.params)) {
      const answer = t.app.inject({
        method: methodOf(route),
        url: urlOf(route, '1'.repeat(MAX_PATH_PART_LENGTH + 1)),
        ...(route.method === 'get' ? {} : { payload: {} }),
      });
      await expectDeclared(route, answer, 414);
    }
  });

  it('400 for a Host header that names no host, on every route', async () => {
    for (const route of REST_ROUTES) {
      const response = await t.app.inject({ method: methodOf(route), url: urlOf(route), headers: { host: 'a@b' } });
      expect(response.json().message).toBe(MESSAGES.badHostHeader);
      await expectDeclared(route, Promise.resolve(response), 400);
    }
  });
});
