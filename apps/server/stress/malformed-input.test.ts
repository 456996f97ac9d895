import sharp from 'sharp';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  autoFillInputSchema,
  confirmNightInputSchema,
  declineNightInputSchema,
  MESSAGES,
  settingsWriteSchema,
  type SettingKey,
  signupInputSchema,
  signupWithdrawSchema,
} from '@club/shared';
import { createApiToken } from '../src/modules/auth/api-tokens.service.js';
import { resetFeed } from '../src/modules/rota/feeds/calendar.service.js';
import { createNextSchedule, promoteNextSchedule } from '../src/modules/rota/plan/schedule-lifecycle.js';
import { findMemberById, getMainAdminId, toSessionUser } from '../src/modules/users/users.service.js';
import type { RestRoute } from '../src/rest/route.js';
import { REST_ROUTES } from '../src/rest/rest-routes.js';
import { notifyBatches, notifyMessages, swapRequests } from '../src/db/schema/index.js';
import { createMember } from '../test/factories.js';
import { NUL_REFUSED } from '../src/lib/unstorable-text.js';
import { bearer, callTrpc, useTestApp } from '../test/harness.js';
import {
  type BadRequest,
  badRequestsFor,
  brokenMultipart,
  HUGE,
  isZodBody,
  multipartFile,
  type RouteFixture,
} from './bad-inputs.js';
import { unreadableError } from './readable-error.js';
import { IS_FULL, SIZES } from './sizes.js';
import { snapshotTables } from './table-snapshot.js';
import { type SignedInContext, signedInCaller } from '../src/lib/context.js';

// Issue 8 point 4: every REST route, fed inputs the contract refuses, answers a readable 4xx and changes no row.
// Every table is compared, sessions and audit entries included: the bearer session used here is read, never
// touched, by a request, and a refused request must not leave an audit line either.
const SEED = IS_FULL ? Date.now() : 8;
// Anonymous callers get a sample: the gate answers them before the input is read, so fewer requests prove it.
const ANONYMOUS_EVERY = 5;

// The fixtures made once below serve every case: nothing is emptied between them.
const t = useTestApp({ reset: false });
let adminToken: string;
const fixtures = new Map<string, RouteFixture[]>();
const key = (route: Pick<RestRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

const settingFixture = (name: SettingKey, value: unknown): RouteFixture => ({
  params: { key: name },
  validBody: { value },
  // PUT /settings/{key} takes any value in its envelope and checks it as PUT /settings checks that key.
  accepts: (body) =>
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    'value' in body &&
    !['club_lat', 'club_lng'].includes(name) &&
    settingsWriteSchema.safeParse({ [name]: body.value }).success,
});

beforeAll(async () => {
  await t.reset();
  const mainAdmin = (await findMemberById(t.db, (await getMainAdminId(t.db))!))!;
  adminToken = await t.signIn(mainAdmin);
  const member = await createMember(t.db, { notes: 'Calls patter' });
  await createMember(t.db, { partner_id: member.id });
  const asMainAdmin = <T>(work: (ctx: SignedInContext) => Promise<T>) =>
    t.inClub(work, signedInCaller(toSessionUser(mainAdmin)));
  const next = await asMainAdmin(async (ctx) => {
    await createNextSchedule(ctx, { name: 'Winter', start_date: '2027-01-01', end_date: '2027-01-31' });
    await promoteNextSchedule(ctx);
    return createNextSchedule(ctx, { name: 'Spring', start_date: '2027-03-01', end_date: '2027-03-31' });
  });
  const { id: apiTokenId } = await asMainAdmin((ctx) => createApiToken(ctx, { name: 'Stress script' }));

  const id = (value: number) => ({ id: String(value) });
  const memberPath = id(member.id);
  const night = id(next.assignments[0]!.id);
  const [swapRequest] = await t.db
    .insert(swapRequests)
    .values({ requester_id: member.id, dance_date: next.assignments[0]!.dance_date, kind: 'give_away' })
    .returning();
  const swap = id(swapRequest!.id);
  // A batch holding one e-mail that failed for good, as "Try again" finds one.
  const [mailBatch] = await t.db.insert(notifyBatches).values({}).returning();
  const [failedMail] = await t.db
    .insert(notifyMessages)
    .values({
      batch_id: mailBatch!.id,
      kind: 'nightRestored',
      event_key: 'stress:failed',
      inbox: member.email,
      to_address: member.email,
      member_ids: [member.id],
      subject: 'Back on',
      status: 'failed',
      failed_at: new Date(),
    })
    .returning();
  const awayList = [
    { kind: 'range', start_date: '2027-03-03', end_date: '2027-03-17', also_partner: true },
    { kind: 'nth_weekday', nth: 1, weekday: 3 },
    { kind: 'month', month: 7 },
  ];
  const rows: [string, RouteFixture | RouteFixture[]][] = [
    ['post /auth/send-login-link', { params: {}, validBody: { email: 'nobody@example.org' } }],
    ['post /auth/validate-token', { params: {}, validBody: { token: 'abc' } }],
    ['post /auth/api-tokens', { params: {}, validBody: { name: 'Script' } }],
    ['delete /auth/api-tokens/{id}', { params: id(apiTokenId) }],
    ['get /users/{id}', { params: memberPath }],
    ['put /users/{id}', { params: memberPath, validBody: { notes: 'Likes hoedowns' } }],
    ['delete /users/{id}', { params: memberPath }],
    ['post /users', { params: {}, validBody: { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.org' } }],
    [
      'post /schedules/next',
      { params: {}, validBody: { name: 'Summer', start_date: '2027-05-01', end_date: '2027-05-31' } },
    ],
    ['post /schedules/next/add-dates', { params: {}, validBody: { start_date: '2027-04-01', end_date: '2027-04-30' } }],
    // The route reads a missing body as {} (a proposal, which changes nothing).
    [
      'post /schedules/next/auto-fill',
      { params: {}, validBody: { apply: false }, accepts: (body) => autoFillInputSchema.safeParse(body ?? {}).success },
    ],
    [
      'put /schedules/assignments/{id}',
      {
        params: night,
        validBody: {
          club_night_type: 'NORMAL',
          squarehead1_id: member.id,
          squarehead2_id: null,
          squarehead3_id: null,
          squarehead4_id: null,
          notes: 'Bring cake',
        },
      },
    ],
    ['delete /schedules/assignments/{id}', { params: night }],
    [
      'post /schedules/assignments/{id}/cancel',
      { params: night, validBody: { reason: 'Hall flooded', notify: 'squareheads' } },
    ],
    ['post /schedules/assignments/{id}/uncancel', { params: night, validBody: { notify: 'squareheads' } }],
    // Issue 19 part 2: both bodies are optional ({} when empty); self sign-up is off here, so a valid call is refused.
    [
      'post /schedules/assignments/{id}/signup',
      {
        params: night,
        validBody: { with_partner: true },
        accepts: (body) => signupInputSchema.safeParse(body ?? {}).success,
      },
    ],
    [
      'delete /schedules/assignments/{id}/signup',
      {
        params: night,
        validBody: { member_id: member.id },
        accepts: (body) => signupWithdrawSchema.safeParse(body ?? {}).success,
      },
    ],
    // Both read a missing body as {} (one's own night).
    [
      'post /schedules/assignments/{id}/confirm',
      { params: night, validBody: {}, accepts: (body) => confirmNightInputSchema.safeParse(body ?? {}).success },
    ],
    [
      'post /schedules/assignments/{id}/decline',
      {
        params: night,
        validBody: { replacement: 'tell_admins' },
        accepts: (body) => declineNightInputSchema.safeParse(body ?? {}).success,
      },
    ],
    ['post /schedules/respond-link', { params: {}, validBody: { token: 'abc', answer: 'confirm' } }],
    // Issue 25 point 9: nobody on this night said they cannot serve, so a valid call is refused (409).
    ['get /schedules/assignments/{id}/replacement-candidates', { params: night }],
    ['post /schedules/assignments/{id}/ask-replacement', { params: night, validBody: { member_id: member.id } }],
    ['get /settings/{key}', { params: { key: 'club_name' } }],
    [
      'put /settings/{key}',
      [
        settingFixture('club_name', 'Stress Club'),
        settingFixture('smtp_port', 2525),
        settingFixture('backup_enabled', true),
        settingFixture('system_timezone', 'Europe/Paris'),
        settingFixture('club_lat', 45),
      ],
    ],
    ['put /settings', { params: {}, validBody: { club_name: 'Stress Club', smtp_port: 2525 } }],
    ['post /email/test-reminders', { params: {}, validBody: { test_date: '2027-03-03' } }],
    ['post /email/test-reminder', { params: {}, validBody: { test_date: '2027-03-03' } }],
    ['post /email/test-smtp', { params: {}, validBody: { smtp_host: '127.0.0.1', smtp_port: 2525 } }],
    ['post /email/send-test', { params: {}, validBody: { email: 'ann@example.org' } }],
    [
      'put /duties/me/availability',
      [
        {
          params: {},
          validBody: { dance_date: next.assignments[0]!.dance_date, available: false, replacement: 'ask_others' },
        },
        { params: {}, validBody: { away: awayList } },
      ],
    ],
    ['get /duties/members/{id}/availability', { params: memberPath }],
    ['put /duties/members/{id}/availability', { params: memberPath, validBody: { away: awayList } }],
    ['put /calendar/feeds/{kind}', { params: { kind: 'member' } }],
    ['delete /calendar/feeds/{kind}', { params: { kind: 'member' } }],
    [
      'get /ical/{file}',
      {
        params: {
          file: new URL((await asMainAdmin((ctx) => resetFeed(ctx, 'member'))).url).pathname.split('/').at(-1)!,
        },
      },
    ],
    [
      'post /swaps',
      { params: {}, validBody: { dance_date: next.assignments[0]!.dance_date, kind: 'give_away', message: 'Away' } },
    ],
    ['post /swaps/accept-link', { params: {}, validBody: { token: 'abc', return_date: '2027-03-10' } }],
    ['post /swaps/{id}/accept', { params: swap, validBody: { return_date: '2027-03-10' } }],
    ['post /swaps/{id}/cancel', { params: swap }],
    ['post /swaps/{id}/decline', { params: swap }],
    ['post /swaps/{id}/offer-all', { params: swap }],
    ['get /swaps/{id}/candidates', { params: swap }],
    ['post /swaps/{id}/approve', { params: swap, validBody: { member_id: member.id, return_date: '2027-03-10' } }],
    ['get /maintenance/backups/{file_name}', { params: { file_name: 'club-backup-20270101T000000Z.json.gz' } }],
    ['get /notify/batches/{id}', { params: id(mailBatch!.id) }],
    ['post /notify/messages/{id}/retry', { params: id(failedMail!.id) }],
  ];
  for (const [name, fixture] of rows) fixtures.set(name, Array.isArray(fixture) ? fixture : [fixture]);
});

/**
 * A GET with no path value and no query reads nothing a client could get wrong (extra query keys are ignored by
 * design), so it has no bad input; every other route reads a path value, a query, or a body that can be broken.
 */
const takesInput = (route: RestRoute) => route.method !== 'get' || Boolean(route.params || route.query);

type Failure = { request: string; problems: string[] };

async function send(request: BadRequest, token?: string): Promise<Failure | undefined> {
  const response = await t.app.inject({
    method: request.method,
    url: request.url,
    headers: { ...request.headers, ...(token ? bearer(token) : {}) },
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
  const problems = unreadableError(response);
  if (problems.length === 0) return undefined;
  return {
    request: `${token ? 'admin' : 'anonymous'} ${request.method} ${request.url.slice(0, 80)} with ${request.label}`,
    problems: [...problems, response.body.slice(0, 300)],
  };
}

/** Sends every request as the main administrator (and a sample anonymously); lists the answers that are not readable 4xx. */
async function sendAll(requests: BadRequest[]): Promise<{ failures: Failure[]; sent: number }> {
  const failures: Failure[] = [];
  let sent = 0;
  for (const [index, request] of requests.entries()) {
    const callers = index % ANONYMOUS_EVERY === 0 ? [adminToken, undefined] : [adminToken];
    for (const token of callers) {
      sent += 1;
      const failure = await send(request, token);
      if (failure) failures.push(failure);
    }
  }
  return { failures, sent };
}

async function expectRefusedWithoutChange(requests: BadRequest[]) {
  const before = await snapshotTables(t.db);
  const { failures, sent } = await sendAll(requests);
  expect(failures, `${failures.length} of ${sent} answers were not readable 4xx`).toEqual([]);
  expect(await snapshotTables(t.db)).toEqual(before);
  return sent;
}

describe('malformed input on every REST route', () => {
  it('has a fixture for every route that takes a path value or a JSON body', () => {
    const missing = REST_ROUTES.filter(
      (route) => (route.params || isZodBody(route.body)) && !fixtures.has(key(route)),
    ).map(key);
    expect(missing).toEqual([]);
  });

  for (const route of REST_ROUTES.filter(takesInput)) {
    it(
      `${route.method.toUpperCase()} ${route.path}`,
      async () => {
        const requests = (fixtures.get(key(route)) ?? [{ params: {} }]).flatMap((fixture, index) =>
          badRequestsFor(route, fixture, { generated: SIZES.generatedPerRoute, seed: SEED + index }),
        );
        if (route.body && !isZodBody(route.body)) {
          requests.push({
            label: 'JSON instead of a file',
            method: 'POST',
            url: `/api${route.path}`,
            headers: { 'content-type': 'application/json' },
            payload: '{"file":"a,b"}',
          });
        }
        expect(await expectRefusedWithoutChange(requests)).toBeGreaterThan(0);
      },
      IS_FULL ? 600_000 : 60_000,
    );
  }
});

describe('NUL characters, which the schemas let through and PostgreSQL cannot store', () => {
  it('are refused with a readable 400 wherever they appear, and change nothing', async () => {
    const memberId = fixtures.get('put /users/{id}')![0]!.params.id!;
    const body = (payload: unknown, method: BadRequest['method'], url: string): BadRequest => ({
      label: 'a NUL in a field',
      method,
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    await expectRefusedWithoutChange([
      body({ notes: 'a\u0000b' }, 'PUT', `/api/users/${memberId}`),
      body({ first_name: 'A\u0000n', last_name: 'Lee', email: 'ann@example.org' }, 'POST', '/api/users'),
      body({ club_name: 'Club\u0000' }, 'PUT', '/api/settings'),
      body({ name: 'Script\u0000' }, 'POST', '/api/auth/api-tokens'),
      { label: 'a NUL in a path value', method: 'GET', url: '/api/settings/club%00name', headers: {} },
    ]);
  });

  it('are refused over tRPC too, which the web app uses', async () => {
    const before = await snapshotTables(t.db);
    for (const [procedure, input] of [
      ['users.create', { first_name: 'A\u0000n', last_name: 'Lee', email: 'ann@example.org' }],
      ['settings.update', { club_name: 'Club\u0000' }],
    ] as const) {
      const { status, error } = await callTrpc(t.app, procedure, { token: adminToken, type: 'mutation', input });
      expect(status).toBe(400);
      expect(error.message).toBe(NUL_REFUSED);
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

describe('broken characters and dates out of range (issue 14), which once failed with a 500', () => {
  const jsonRequest = (label: string, method: BadRequest['method'], url: string, payload: unknown): BadRequest => ({
    label,
    method,
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

  it('are refused over REST with a readable 422 naming the field, and change nothing', async () => {
    const memberId = fixtures.get('put /users/{id}')![0]!.params.id!;
    const danceDate = (fixtures.get('post /swaps')![0]!.validBody as { dance_date: string }).dance_date;
    const expected: [BadRequest, string][] = [
      [
        jsonRequest('a lone surrogate in the address', 'POST', '/api/users', {
          first_name: 'Ann',
          last_name: 'Lee',
          email: 'ann@example.org',
          address: '\ud800 street',
        }),
        'address',
      ],
      [
        jsonRequest('a lone low surrogate in the notes', 'PUT', `/api/users/${memberId}`, { notes: 'a\udc00' }),
        'notes',
      ],
      [
        jsonRequest('a lone surrogate in the club name', 'PUT', '/api/settings', { club_name: 'Club \ud800' }),
        'club_name',
      ],
      [
        jsonRequest('a lone surrogate in one setting', 'PUT', '/api/settings/club_subtitle', { value: '\udbff' }),
        'value',
      ],
      [
        jsonRequest('a lone surrogate in a token name', 'POST', '/api/auth/api-tokens', { name: 'Script \ud800' }),
        'name',
      ],
      [
        jsonRequest('a lone surrogate in a swap message', 'POST', '/api/swaps', {
          dance_date: danceDate,
          kind: 'give_away',
          message: '\ud800',
        }),
        'message',
      ],
      [
        jsonRequest('year 0000', 'POST', '/api/schedules/next', {
          name: 'Zero',
          start_date: '0000-01-01',
          end_date: '0000-01-31',
        }),
        'start_date',
      ],
      [
        jsonRequest('year 9999', 'POST', '/api/schedules/next', {
          name: 'Far',
          start_date: '9999-12-01',
          end_date: '9999-12-31',
        }),
        'start_date',
      ],
      [
        jsonRequest('year 9999', 'POST', '/api/schedules/next/add-dates', {
          start_date: '9999-12-01',
          end_date: '9999-12-31',
        }),
        'start_date',
      ],
      [jsonRequest('year 0000', 'POST', '/api/email/test-reminders', { test_date: '0000-01-01' }), 'test_date'],
      [jsonRequest('year 9999', 'POST', '/api/email/test-reminders', { test_date: '9999-12-31' }), 'test_date'],
      [
        jsonRequest('year 0000', 'PUT', '/api/duties/me/availability', { dance_date: '0000-01-01', available: false }),
        'dance_date',
      ],
      [
        jsonRequest('year 0000', 'PUT', '/api/duties/me/availability', {
          away: [{ kind: 'range', start_date: '0000-01-01', end_date: '2027-01-01' }],
        }),
        'away.0.start_date',
      ],
      [{ label: 'year 0000', method: 'GET', url: '/api/maintenance/audit-log?from=0000-01-01', headers: {} }, 'from'],
      [{ label: 'year 9999', method: 'GET', url: '/api/maintenance/audit-log?from=9999-12-31', headers: {} }, 'from'],
    ];
    const before = await snapshotTables(t.db);
    for (const [request, field] of expected) {
      const response = await t.app.inject({
        method: request.method,
        url: request.url,
        headers: { ...request.headers, ...bearer(adminToken) },
        payload: request.payload,
      });
      const what = `${request.method} ${request.url} with ${request.label}: ${response.body.slice(0, 300)}`;
      expect(unreadableError(response), what).toEqual([]);
      expect(response.statusCode, what).toBe(422);
      expect(Object.keys(response.json().errors ?? {}), what).toContain(field);
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('are refused over tRPC too, which the web app uses', async () => {
    const before = await snapshotTables(t.db);
    for (const [procedure, input, type] of [
      ['users.create', { first_name: 'A\ud800n', last_name: 'Lee', email: 'ann@example.org' }, 'mutation'],
      ['settings.update', { club_name: 'Club\udc00' }, 'mutation'],
      ['schedules.create', { name: 'Zero', start_date: '0000-01-01', end_date: '0000-01-31' }, 'mutation'],
      ['email.testReminders', { test_date: '9999-12-31' }, 'query'],
      ['maintenance.auditLog', { from: '0000-01-01' }, 'query'],
    ] as const) {
      const { status, error } = await callTrpc(t.app, procedure, { token: adminToken, type, input });
      expect([procedure, status >= 400 && status < 500, error?.data?.fieldErrors]).toEqual([
        procedure,
        true,
        expect.any(Object),
      ]);
    }
    const broken = await callTrpc(t.app, 'users.create', {
      token: adminToken,
      type: 'mutation',
      input: { first_name: 'A\ud800n', last_name: 'Lee', email: 'ann@example.org' },
    });
    expect([broken.status, broken.error.message]).toEqual([422, MESSAGES.brokenCharacter]);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('two creations of the next schedule at once: each a success or a readable 409, never a 500', async () => {
    const rounds = IS_FULL ? 20 : 3;
    for (let round = 0; round < rounds; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          t.app.inject({
            method: 'POST',
            url: '/api/schedules/next',
            headers: bearer(adminToken),
            payload: { name: `Race ${round}.${index}`, start_date: '2027-05-01', end_date: '2027-05-31' },
          }),
        ),
      );
      for (const answer of answers) {
        if (answer.statusCode !== 201)
          expect([answer.statusCode, unreadableError(answer)], answer.body).toEqual([409, []]);
      }
    }
  });
});

describe('broken uploads', () => {
  const roster = 'First Name,Last Name,Email\nAnn,Lee,ann@example.org\n';
  const header = Buffer.from('First Name,Last Name,Email\n');
  const garbage = (length: number, seed: number) =>
    Buffer.from(fc.sample(fc.uint8Array({ minLength: length, maxLength: length }), { numRuns: 1, seed })[0]!);
  const importFile = (label: string, content: Buffer): BadRequest => ({
    label,
    method: 'POST',
    url: '/api/users/import',
    ...multipartFile('file', 'roster.csv', content),
  });

  it('POST /users/import refuses broken multipart and files that are not CSV text', async () => {
    const requests = [
      // A good roster in a broken envelope: only the envelope is wrong.
      ...brokenMultipart('POST', '/api/users/import', 'file', { name: 'roster.csv', content: roster }),
      importFile('an empty file', Buffer.alloc(0)),
      importFile('binary garbage', garbage(4096, SEED)),
      importFile(
        'a CSV with NUL bytes in a row',
        Buffer.concat([header, Buffer.from('An\u0000n,Lee,ann@example.org\n')]),
      ),
      importFile(
        'a CSV with invalid UTF-8',
        Buffer.concat([header, Buffer.from([0x41, 0xff, 0xfe, 0xc3, 0x28]), Buffer.from(',Lee,ann@example.org\n')]),
      ),
      importFile('a CSV in UTF-16', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(roster, 'utf16le')])),
      importFile('a header followed by garbage', Buffer.concat([header, garbage(2048, SEED + 1)])),
      importFile(
        'a PNG instead of a CSV',
        await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ea3323' } })
          .png()
          .toBuffer(),
      ),
      ...Array.from({ length: IS_FULL ? 200 : 10 }, (_, index) =>
        importFile(`random bytes #${index}`, garbage(64 + index * 37, SEED + 100 + index)),
      ),
    ];
    await expectRefusedWithoutChange(requests);
  });

  it('POST /users/import reports an over-long name as a row error and leaves out an over-long phone, never a fault', async () => {
    const upload = multipartFile(
      'file',
      'roster.csv',
      Buffer.from(
        `First Name,Last Name,Email,Phone\n${HUGE.slice(0, 5000)},Lee,ann@example.org,555\nBo,Ray,bo@example.org,${'5'.repeat(500)}\n`,
      ),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/import',
      headers: { ...upload.headers, ...bearer(adminToken) },
      payload: upload.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    // API.md Import: a member is never dropped for an optional field (issue 15).
    expect(response.json().data).toMatchObject({
      imported: 1,
      errors: ['Row 2: first name is longer than 100 characters'],
      warnings: [
        {
          row: 3,
          field: 'phone',
          message: 'The phone is longer than 40 characters; the member was imported without it',
        },
      ],
    });
  });

  it('POST /settings/upload-logo refuses broken multipart and images that are garbage', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ea3323' } })
      .png()
      .toBuffer();
    const logo = (label: string, content: Buffer, name = 'logo.png'): BadRequest => ({
      label,
      method: 'POST',
      url: '/api/settings/upload-logo',
      ...multipartFile('logo', name, content),
    });
    await expectRefusedWithoutChange([
      ...brokenMultipart('POST', '/api/settings/upload-logo', 'logo', { name: 'logo.png', content: png }),
      logo('an empty file', Buffer.alloc(0)),
      logo('garbage named .png', garbage(4096, SEED + 2)),
      logo('a PNG signature followed by garbage', Buffer.concat([png.subarray(0, 16), garbage(1024, SEED + 3)])),
      logo('a truncated PNG', png.subarray(0, png.length / 2)),
      logo('a CSV named .png', Buffer.from(roster)),
      logo('a PNG named .csv', png, 'logo.csv'),
    ]);
  });
});
