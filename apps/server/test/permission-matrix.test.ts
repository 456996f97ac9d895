import { beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_UNIT, createBackup, listBackups } from '../src/modules/maintenance/backups.service.js';
import { getScheduleView } from '../src/modules/rota/night/night-view.js';
import { createNextSchedule } from '../src/modules/rota/plan/schedule-lifecycle.js';
import { createApiToken } from '../src/modules/auth/api-tokens.service.js';
import { issueLoginLink } from '../src/modules/auth/auth.service.js';
import { resetFeed } from '../src/modules/rota/feeds/calendar.service.js';
import { findMemberById, getMainAdminId, toSessionUser } from '../src/modules/users/users.service.js';
import { eq } from 'drizzle-orm';
import {
  assignments,
  nightConfirmations,
  nightVacancies,
  notifyBatches,
  notifyMessages,
  nightSignups,
  schedules,
  settings,
  swapOffers,
  swapRequests,
} from '../src/db/schema/index.js';
import { addDays } from '../src/lib/calendar.js';
import { createMemberLinkToken } from '../src/lib/one-time-token.js';
import { createMember } from './factories.js';
import { callTrpc, useTestApp } from './harness.js';
import { multipart } from './multipart.js';
import { REST_ROUTES } from '../src/rest/rest-routes.js';
import { signedInCaller, SYSTEM } from '../src/lib/context.js';
import { appRouter } from '../src/trpc/app-router.js';
import type { Meta } from '../src/trpc/init.js';
import { MESSAGES } from '@club/shared';

// ARCHITECTURE.md: every domain's routes walked as anonymous, member, admin and main administrator, over tRPC and
// REST. Later issues add their rows here.
type Caller = 'anonymous' | 'member' | 'admin' | 'main_admin';
type Row = { name: string; call: (token: string | undefined) => Promise<number>; allowed: Caller[]; okStatus?: number };

const everyone: Caller[] = ['anonymous', 'member', 'admin', 'main_admin'];
const signedIn: Caller[] = ['member', 'admin', 'main_admin'];
const admins: Caller[] = ['admin', 'main_admin'];

// One set of callers and rows for the whole matrix: nothing is emptied between the cases.
const t = useTestApp({ reset: false });
const tokens: Partial<Record<Caller, string>> = {};
let memberId: number;
let mainAdminId: number;
let otherId: number;
const callerIds = new Map<string, number>();

beforeAll(async () => {
  const member = await createMember(t.db);
  memberId = member.id;
  otherId = (await createMember(t.db)).id;
  mainAdminId = (await getMainAdminId(t.db))!;
  tokens.member = await t.signIn(member);
  tokens.admin = await t.signIn(await createMember(t.db, { role: 'admin' }));
  tokens.main_admin = await t.signIn((await findMemberById(t.db, (await getMainAdminId(t.db))!))!);
  const admin = await findMemberById(t.db, (await getMainAdminId(t.db))!);
  callerIds.set(tokens.member, memberId).set(tokens.main_admin, admin!.id);
  callerIds.set(tokens.admin, (await callTrpc(t.app, 'auth.me', { token: tokens.admin })).data.id);
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const rest =
  (method: Method, url: string | (() => string | Promise<string>), payload?: () => object) =>
  async (token: string | undefined) =>
    (
      await t.app.inject({
        method,
        url: typeof url === 'string' ? url : await url(),
        ...(payload ? { payload: payload() } : {}),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
    ).statusCode;
const trpc =
  (procedure: string, type: 'query' | 'mutation' = 'query', input?: () => unknown) =>
  async (token: string | undefined) =>
    (await callTrpc(t.app, procedure, { token, type, input: input ? await input() : undefined })).status;
let sequence = 0;
const newMemberFields = () => ({
  first_name: 'New',
  last_name: `Member${(sequence += 1)}`,
  email: `new${sequence}@example.org`,
});
const freshMemberId = async () => (await createMember(t.db)).id;
// A month always ahead of today, so nights in it can be marked unavailable (past nights cannot).
const YEAR = new Date().getUTCFullYear() + 1;
const period = { start_date: `${YEAR}-04-01`, end_date: `${YEAR}-04-30` };
/** A live next schedule (made when missing) and the id of one of its nights. */
const nextNightId = async () => {
  const existing = await getScheduleView(t.db, 'next');
  const view =
    existing.count > 0 ? existing : await t.inClub((ctx) => createNextSchedule(ctx, { name: 'Matrix', ...period }));
  return view.assignments[0]!.id;
};
/** The date of one night of the live next schedule (issue 9: availability is marked on schedule nights only). */
const nextNightDate = async () => {
  await nextNightId();
  return (await getScheduleView(t.db, 'next')).assignments[0]!.dance_date;
};
/** The newest backup's name, made when there is none. */
const backupFileName = async () =>
  (await listBackups({ config: t.config, club: t.club })).backups[0]?.file_name ??
  (await t.inClub((ctx) => createBackup(ctx), SYSTEM, BACKUP_UNIT)).file_name;
const smtpTest = () => ({ smtp_host: '127.0.0.1', smtp_port: t.mail.port, smtp_encryption: 'none' });
/** A one-pixel PNG as the logo field of a multipart form. */
const uploadLogo = async (token: string | undefined) => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const body = multipart('logo', 'logo.png', png, 'image/png');
  return (
    await t.app.inject({
      method: 'POST',
      url: '/api/settings/upload-logo',
      payload: body.payload,
      headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    })
  ).statusCode;
};
/** Issue 9: a night of its own on the live next schedule, with this member on duty (dates past the April period). */
let extraNights = 0;
const freshNightFor = async (squareheadId: number) => {
  await nextNightId();
  const [next] = await t.db.select({ id: schedules.id }).from(schedules).where(eq(schedules.type, 'next'));
  extraNights += 1;
  // June to September, then the same months a year on: October is freshOpenNight's.
  const dance_date =
    extraNights <= 120 ? addDays(`${YEAR}-06-01`, extraNights) : addDays(`${YEAR + 1}-06-01`, extraNights - 120);
  await t.db.insert(assignments).values({ schedule_id: next!.id, dance_date, squarehead1_id: squareheadId });
  return dance_date;
};
/**
 * Issue 19 part 2: with self sign-up on, a night of its own on the next schedule with one fresh member on it, so the
 * caller can take a place. October, never a Wednesday: the away rules other rows set leave it free.
 */
let openNights = 0;
const freshOpenNight = async () => {
  for (const [key, value] of [
    ['self_signup', true],
    ['max_signups_per_schedule', 52],
  ] as const)
    await t.db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: [settings.club_id, settings.key], set: { value } });
  await nextNightId();
  const [next] = await t.db.select({ id: schedules.id }).from(schedules).where(eq(schedules.type, 'next'));
  let dance_date = addDays(`${YEAR}-10-01`, (openNights += 1));
  while (new Date(`${dance_date}T00:00:00Z`).getUTCDay() === 3)
    dance_date = addDays(`${YEAR}-10-01`, (openNights += 1));
  const [night] = await t.db
    .insert(assignments)
    .values({ schedule_id: next!.id, dance_date, squarehead1_id: await freshMemberId() })
    .returning();
  return night!.id;
};
/** A member signs up themself; administrators (the main one is exempt from duty) sign up a fresh member for them. */
const signupBody = async (token: string | undefined) =>
  token === tokens.member || token === undefined ? {} : { member_id: await freshMemberId() };
/** A night the caller took by signing up, to give back; anonymous callers name a fresh member's. */
const ownSignup = async (token: string | undefined) => {
  const id = await freshOpenNight();
  const member = (token && callerIds.get(token)) || (await freshMemberId());
  await t.db.update(assignments).set({ squarehead2_id: member }).where(eq(assignments.id, id));
  await t.db.insert(nightSignups).values({ assignment_id: id, member_id: member, signed_up_by: member });
  return id;
};
/** An open give-away request of a fresh member, which any other signed-in member could take. */
const freshSwapId = async () => {
  const requester = await freshMemberId();
  const [request] = await t.db
    .insert(swapRequests)
    .values({ requester_id: requester, dance_date: await freshNightFor(requester), kind: 'give_away' })
    .returning();
  return request!.id;
};
/** Issue 25 point 9: a fresh member's night that needs a replacement (they said they cannot serve it). */
let vacancyNights = 0;
const freshVacancyNightId = async () => {
  const squarehead = await freshMemberId();
  await nextNightId();
  const [next] = await t.db.select({ id: schedules.id }).from(schedules).where(eq(schedules.type, 'next'));
  // February: a window of its own, so the June nights of freshNightFor do not run into October's open nights.
  const dance_date = addDays(`${YEAR}-02-01`, (vacancyNights += 1));
  await t.db.insert(assignments).values({ schedule_id: next!.id, dance_date, squarehead1_id: squarehead });
  await t.db.insert(nightVacancies).values({ member_id: squarehead, dance_date, choice: 'tell_admins' });
  const [night] = await t.db
    .select({ id: assignments.id })
    .from(assignments)
    .where(eq(assignments.dance_date, dance_date));
  return night!.id;
};
/** The token of an e-mailed offer of a fresh request to a fresh member. */
// Offer links name the member they were mailed to and are bound to their address (decision 057).
const freshSwapLinkToken = async () => {
  const member = await createMember(t.db);
  const { token, hash } = createMemberLinkToken(member.id, member.email);
  await t.db.insert(swapOffers).values({
    swap_request_id: await freshSwapId(),
    member_id: member.id,
    token_hash: hash,
    expires_at: new Date(Date.now() + 60_000),
  });
  return token;
};
/** The caller's own night to ask about; anonymous callers name a night of a fresh member. */
const ownNight = async (token: string | undefined) =>
  freshNightFor((token && callerIds.get(token)) || (await freshMemberId()));
/** Issue 19 part 3: a night of this member on the next schedule, published so it can be answered. */
const publishedNightOf = async (squareheadId: number) => {
  const dance_date = await freshNightFor(squareheadId);
  await t.db.update(schedules).set({ published_at: new Date() }).where(eq(schedules.type, 'next'));
  const [night] = await t.db
    .select({ id: assignments.id })
    .from(assignments)
    .where(eq(assignments.dance_date, dance_date));
  return night!.id;
};
/** The caller's own published night; anonymous callers name a night of a fresh member. */
const ownPublishedNightId = async (token: string | undefined) =>
  publishedNightOf((token && callerIds.get(token)) || (await freshMemberId()));
/** The token of an e-mailed confirm link of a fresh member's published night. */
const freshRespondToken = async () => {
  const member = await createMember(t.db);
  // Issue 25: the link names its member and is bound to the address it was mailed to.
  const { token, hash } = createMemberLinkToken(member.id, member.email);
  await t.db.insert(nightConfirmations).values({
    assignment_id: await publishedNightOf(member.id),
    member_id: member.id,
    token_hash: hash,
    token_expires_at: new Date(Date.now() + 60_000),
  });
  return token;
};
/** The token of a fresh member's sign-in link, to be used once. */
const freshLoginLinkToken = async () => (await issueLoginLink(t, toSessionUser(await createMember(t.db)))).token;
/** A batch of queued e-mails to follow (one e-mail to a fresh member, sent in this process: jobs are off here). */
const freshMailBatchId = async () => {
  const member = await createMember(t.db);
  const queued = await t.inClub((ctx) =>
    ctx.afterCommit([
      { kind: 'nightRestored', dance_date: period.start_date, notify: 'squareheads', squarehead_ids: [member.id] },
    ]),
  );
  return queued.batch_id!;
};
/** A fresh e-mail that failed for good and can be tried again. */
const freshFailedMailId = async () => {
  const member = await createMember(t.db);
  const [batch] = await t.db.insert(notifyBatches).values({}).returning();
  const people = [
    {
      id: member.id,
      name: `${member.first_name} ${member.last_name}`,
      first_name: member.first_name,
      email: member.email,
    },
  ];
  const event = {
    kind: 'nightRestored' as const,
    dance_date: period.start_date,
    notify: 'squareheads' as const,
    squarehead_ids: [member.id],
  };
  const [message] = await t.db
    .insert(notifyMessages)
    .values({
      batch_id: batch!.id,
      kind: 'nightRestored',
      event_key: `matrix:${member.id}`,
      inbox: member.email,
      to_address: member.email,
      member_ids: [member.id],
      subject: 'Back on',
      status: 'failed',
      failed_at: new Date(),
      retry_payload: { event, to: { to: member.email, people, part: '' } },
    })
    .returning();
  return message!.id;
};
/** A fresh API token of the main administrator, to be revoked. */
const freshApiTokenId = async () =>
  (
    await t.inClub(
      (ctx) => createApiToken(ctx, { name: 'Matrix' }),
      signedInCaller(toSessionUser((await findMemberById(t.db, mainAdminId))!)),
    )
  ).id;
/** The path of a fresh member calendar feed (issue 9): the URL's secret is the only credential it needs. */
const memberFeedPath = async () =>
  new URL(
    (
      await t.inClub(
        (ctx) => resetFeed(ctx, 'member'),
        signedInCaller(toSessionUser((await findMemberById(t.db, memberId))!)),
      )
    ).url,
  ).pathname;
const emptyNight = () => ({
  club_night_type: 'NORMAL',
  squarehead1_id: null,
  squarehead2_id: null,
  squarehead3_id: null,
  squarehead4_id: null,
  notes: null,
});

const rows: Row[] = [
  { name: 'GET /api/health', call: rest('GET', '/api/health'), allowed: everyone },
  { name: 'GET /api/db-test', call: rest('GET', '/api/db-test'), allowed: everyone },
  { name: 'GET /api/status', call: rest('GET', '/api/status'), allowed: everyone },
  { name: 'tRPC status.get', call: trpc('status.get'), allowed: everyone },
  { name: 'tRPC status.health', call: trpc('status.health'), allowed: everyone },
  { name: 'tRPC status.dbTest', call: trpc('status.dbTest'), allowed: everyone },
  {
    name: 'POST /api/auth/send-login-link',
    call: rest('POST', '/api/auth/send-login-link', () => ({ email: 'matrix@example.org' })),
    allowed: everyone,
  },
  {
    name: 'POST /api/auth/validate-token',
    call: async (token) => {
      const link = await freshLoginLinkToken();
      return rest('POST', '/api/auth/validate-token', () => ({ token: link }))(token);
    },
    allowed: everyone,
  },
  {
    name: 'tRPC auth.sendLoginLink',
    call: trpc('auth.sendLoginLink', 'mutation', () => ({ email: 'matrix-trpc@example.org' })),
    allowed: everyone,
  },
  {
    name: 'tRPC auth.validateToken',
    call: trpc('auth.validateToken', 'mutation', async () => ({ token: await freshLoginLinkToken() })),
    allowed: everyone,
  },
  // Development shortcut: the test app is a development server, app.inject calls from loopback, and the call carries
  // this start's key (decision 046); without it the shortcut answers 403 to everyone.
  {
    name: 'tRPC auth.devLogin',
    call: async (token) =>
      (
        await callTrpc(t.app, 'auth.devLogin', {
          token,
          type: 'mutation',
          headers: { 'x-dev-key': t.config.devShortcutKey ?? '' },
        })
      ).status,
    allowed: everyone,
  },
  { name: 'tRPC settings.branding', call: trpc('settings.branding'), allowed: everyone },
  { name: 'tRPC settings.public', call: trpc('settings.public'), allowed: signedIn },
  { name: 'tRPC users.summary', call: trpc('users.summary'), allowed: signedIn },
  { name: 'tRPC auth.me', call: trpc('auth.me'), allowed: signedIn },
  { name: 'GET /api/users', call: rest('GET', '/api/users'), allowed: signedIn },
  { name: 'GET /api/users/assignable', call: rest('GET', '/api/users/assignable'), allowed: signedIn },
  { name: 'GET /api/users/{id}', call: rest('GET', () => `/api/users/${otherId}`), allowed: signedIn },
  { name: 'GET /api/users/export/csv', call: rest('GET', '/api/users/export/csv'), allowed: signedIn },
  { name: 'tRPC users.list', call: trpc('users.list'), allowed: signedIn },
  { name: 'tRPC users.assignable', call: trpc('users.assignable'), allowed: signedIn },
  { name: 'tRPC users.get', call: trpc('users.get', 'query', () => ({ id: otherId })), allowed: signedIn },
  { name: 'tRPC users.protectedIds', call: trpc('users.protectedIds'), allowed: signedIn },
  { name: 'GET /api/users/me/household', call: rest('GET', '/api/users/me/household'), allowed: signedIn },
  { name: 'tRPC users.myHousehold', call: trpc('users.myHousehold'), allowed: signedIn },
  { name: 'POST /api/users', call: rest('POST', '/api/users', newMemberFields), allowed: admins, okStatus: 201 },
  { name: 'tRPC users.create', call: trpc('users.create', 'mutation', newMemberFields), allowed: admins },
  {
    name: "PUT /api/users/{id} (another member's phone)",
    call: rest(
      'PUT',
      () => `/api/users/${otherId}`,
      () => ({ phone: '555 0100' }),
    ),
    allowed: admins,
  },
  {
    name: "tRPC users.update (another member's phone)",
    call: trpc('users.update', 'mutation', () => ({ id: otherId, data: { phone: '555 0101' } })),
    allowed: admins,
  },
  {
    name: 'POST /api/users/import',
    call: async (token) => {
      const boundary = 'matrix-boundary';
      const csv = `Name,Email\r\n"Imported, Ivy",ivy${(sequence += 1)}@example.org\r\n`;
      const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.csv"\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
      const headers = {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      };
      return (await t.app.inject({ method: 'POST', url: '/api/users/import', payload, headers })).statusCode;
    },
    allowed: admins,
  },
  {
    name: 'tRPC users.import',
    call: trpc('users.import', 'mutation', () => ({
      file_name: 'r.csv',
      content: `Name,Email\r\n"Imported, Ivo",ivo${(sequence += 1)}@example.org\r\n`,
    })),
    allowed: admins,
  },
  { name: 'GET /api/schedules/current', call: rest('GET', '/api/schedules/current'), allowed: signedIn },
  { name: 'GET /api/schedules/next', call: rest('GET', '/api/schedules/next'), allowed: signedIn },
  { name: 'tRPC schedules.current', call: trpc('schedules.current'), allowed: signedIn },
  { name: 'tRPC schedules.next', call: trpc('schedules.next'), allowed: signedIn },
  {
    name: 'POST /api/schedules/next',
    call: rest('POST', '/api/schedules/next', () => ({ name: 'Matrix', ...period })),
    allowed: admins,
    okStatus: 201,
  },
  {
    name: 'tRPC schedules.create',
    call: trpc('schedules.create', 'mutation', () => ({ name: 'Matrix', ...period })),
    allowed: admins,
  },
  {
    name: 'POST /api/schedules/next/add-dates',
    call: async (token) => (await nextNightId(), rest('POST', '/api/schedules/next/add-dates', () => period)(token)),
    allowed: admins,
  },
  {
    name: 'tRPC schedules.addDates',
    call: async (token) => (await nextNightId(), trpc('schedules.addDates', 'mutation', () => period)(token)),
    allowed: admins,
  },
  {
    name: 'PUT /api/schedules/assignments/{id}',
    call: rest('PUT', async () => `/api/schedules/assignments/${await nextNightId()}`, emptyNight),
    allowed: admins,
  },
  {
    name: 'tRPC schedules.updateAssignment',
    call: trpc('schedules.updateAssignment', 'mutation', async () => ({ id: await nextNightId(), data: emptyNight() })),
    allowed: admins,
  },
  {
    name: 'DELETE /api/schedules/assignments/{id}',
    call: rest('DELETE', async () => `/api/schedules/assignments/${await nextNightId()}`),
    allowed: admins,
  },
  {
    name: 'tRPC schedules.deleteAssignment',
    call: trpc('schedules.deleteAssignment', 'mutation', async () => ({ id: await nextNightId() })),
    allowed: admins,
  },
  {
    name: 'POST /api/schedules/assignments/{id}/cancel',
    call: async (token) => {
      const id = await nextNightId();
      await t.db.update(assignments).set({ cancelled_at: null }).where(eq(assignments.id, id));
      return rest('POST', `/api/schedules/assignments/${id}/cancel`, () => ({ reason: 'Snow', notify: 'squareheads' }))(
        token,
      );
    },
    allowed: admins,
  },
  {
    name: 'tRPC schedules.cancelNight',
    call: async (token) => {
      const id = await nextNightId();
      await t.db.update(assignments).set({ cancelled_at: null }).where(eq(assignments.id, id));
      return trpc('schedules.cancelNight', 'mutation', () => ({ id, data: { reason: 'Snow', notify: 'squareheads' } }))(
        token,
      );
    },
    allowed: admins,
  },
  {
    name: 'POST /api/schedules/assignments/{id}/uncancel',
    call: async (token) => {
      const id = await nextNightId();
      await t.db.update(assignments).set({ cancelled_at: new Date() }).where(eq(assignments.id, id));
      return rest('POST', `/api/schedules/assignments/${id}/uncancel`)(token);
    },
    allowed: admins,
  },
  {
    name: 'tRPC schedules.uncancelNight',
    call: async (token) => {
      const id = await nextNightId();
      await t.db.update(assignments).set({ cancelled_at: new Date() }).where(eq(assignments.id, id));
      return trpc('schedules.uncancelNight', 'mutation', () => ({ id }))(token);
    },
    allowed: admins,
  },
  {
    name: 'POST /api/schedules/assignments/{id}/signup',
    call: async (token) => {
      const [id, body] = [await freshOpenNight(), await signupBody(token)];
      return rest('POST', `/api/schedules/assignments/${id}/signup`, () => body)(token);
    },
    allowed: signedIn,
  },
  {
    name: 'tRPC schedules.signup',
    call: async (token) => {
      const [id, data] = [await freshOpenNight(), await signupBody(token)];
      return trpc('schedules.signup', 'mutation', () => ({ id, data }))(token);
    },
    allowed: signedIn,
  },
  {
    name: 'DELETE /api/schedules/assignments/{id}/signup',
    call: async (token) => rest('DELETE', `/api/schedules/assignments/${await ownSignup(token)}/signup`)(token),
    allowed: signedIn,
  },
  {
    name: 'tRPC schedules.withdrawSignup',
    call: async (token) => {
      const id = await ownSignup(token);
      return trpc('schedules.withdrawSignup', 'mutation', () => ({ id }))(token);
    },
    allowed: signedIn,
  },
  {
    name: 'POST /api/schedules/next/auto-fill',
    call: async (token) => (await nextNightId(), rest('POST', '/api/schedules/next/auto-fill', () => ({}))(token)),
    allowed: admins,
  },
  {
    name: 'tRPC schedules.autoFill',
    call: async (token) => (
      await nextNightId(),
      trpc('schedules.autoFill', 'mutation', () => ({ apply: false }))(token)
    ),
    allowed: admins,
  },
  { name: 'GET /api/duties/me', call: rest('GET', '/api/duties/me'), allowed: signedIn },
  { name: 'tRPC duties.me', call: trpc('duties.me'), allowed: signedIn },
  {
    name: 'PUT /api/duties/me/availability',
    call: async (token) => {
      const dance_date = await nextNightDate();
      return rest('PUT', '/api/duties/me/availability', () => ({ dance_date, available: false }))(token);
    },
    allowed: signedIn,
  },
  {
    name: 'tRPC duties.setAvailability',
    call: trpc('duties.setAvailability', 'mutation', async () => ({
      dance_date: await nextNightDate(),
      available: true,
    })),
    allowed: signedIn,
  },
  // Issue 19: ranges and repeating rules, the caller's own or, for admins, a member's; and the rota report.
  { name: 'GET /api/duties/me/availability', call: rest('GET', '/api/duties/me/availability'), allowed: signedIn },
  { name: 'tRPC duties.availability', call: trpc('duties.availability'), allowed: signedIn },
  {
    name: 'PUT /api/duties/me/availability (away ranges and rules)',
    call: rest('PUT', '/api/duties/me/availability', () => ({ away: [{ kind: 'month', month: 7 }] })),
    allowed: signedIn,
  },
  {
    name: 'tRPC duties.setAvailability (away ranges and rules)',
    call: trpc('duties.setAvailability', 'mutation', () => ({ away: [{ kind: 'nth_weekday', nth: 1, weekday: 3 }] })),
    allowed: signedIn,
  },
  {
    name: 'GET /api/duties/members/{id}/availability',
    call: rest('GET', () => `/api/duties/members/${otherId}/availability`),
    allowed: admins,
  },
  {
    name: 'PUT /api/duties/members/{id}/availability',
    call: rest(
      'PUT',
      () => `/api/duties/members/${otherId}/availability`,
      () => ({ away: [] }),
    ),
    allowed: admins,
  },
  // Issue 19 part 7: a single night (can't serve with its choice) for a member who called the club.
  {
    name: 'PUT /api/duties/members/{id}/availability (a single night)',
    call: async (token) => {
      const dance_date = await freshNightFor(otherId);
      return rest('PUT', `/api/duties/members/${otherId}/availability`, () => ({
        dance_date,
        available: false,
        replacement: 'tell_admins',
      }))(token);
    },
    allowed: admins,
  },
  {
    name: 'tRPC duties.setMemberAvailability',
    call: async (token) => {
      const dance_date = await nextNightDate();
      return trpc('duties.setMemberAvailability', 'mutation', () => ({
        id: otherId,
        data: { dance_date, available: false },
      }))(token);
    },
    allowed: admins,
  },
  {
    name: 'tRPC duties.memberAvailability',
    call: trpc('duties.memberAvailability', 'query', () => ({ id: otherId })),
    allowed: admins,
  },
  {
    name: 'tRPC duties.setMemberAvailability (away ranges and rules)',
    call: trpc('duties.setMemberAvailability', 'mutation', () => ({ id: otherId, data: { away: [] } })),
    allowed: admins,
  },
  {
    name: 'POST /api/schedules/next/publish',
    call: async (token) => (
      await freshNightFor(await freshMemberId()),
      rest('POST', '/api/schedules/next/publish')(token)
    ),
    allowed: admins,
  },
  {
    name: 'tRPC schedules.publish',
    call: async (token) => (await freshNightFor(await freshMemberId()), trpc('schedules.publish', 'mutation')(token)),
    allowed: admins,
  },
  {
    name: 'GET /api/schedules/confirmations/waiting',
    call: rest('GET', '/api/schedules/confirmations/waiting'),
    allowed: admins,
  },
  { name: 'tRPC schedules.waiting', call: trpc('schedules.waiting'), allowed: admins },
  {
    name: 'POST /api/schedules/assignments/{id}/confirm',
    call: async (token) =>
      rest('POST', `/api/schedules/assignments/${await ownPublishedNightId(token)}/confirm`, () => ({}))(token),
    allowed: signedIn,
  },
  {
    name: 'tRPC schedules.confirmNight',
    call: async (token) => {
      const id = await ownPublishedNightId(token);
      return trpc('schedules.confirmNight', 'mutation', () => ({ id }))(token);
    },
    allowed: signedIn,
  },
  {
    name: 'POST /api/schedules/assignments/{id}/confirm (for another member)',
    call: async (token) => {
      const member_id = await freshMemberId();
      const id = await publishedNightOf(member_id);
      return rest('POST', `/api/schedules/assignments/${id}/confirm`, () => ({ member_id }))(token);
    },
    allowed: admins,
  },
  {
    name: 'POST /api/schedules/assignments/{id}/decline',
    call: async (token) =>
      rest('POST', `/api/schedules/assignments/${await ownPublishedNightId(token)}/decline`, () => ({}))(token),
    allowed: signedIn,
  },
  {
    name: 'tRPC schedules.declineNight',
    call: async (token) => {
      const id = await ownPublishedNightId(token);
      return trpc('schedules.declineNight', 'mutation', () => ({ id, data: { replacement: 'tell_admins' } }))(token);
    },
    allowed: signedIn,
  },
  {
    name: 'POST /api/schedules/respond-link',
    call: async (token) => {
      const link = await freshRespondToken();
      return rest('POST', '/api/schedules/respond-link', () => ({ token: link, answer: 'confirm' }))(token);
    },
    allowed: everyone,
  },
  {
    name: 'GET /api/schedules/respond-link',
    call: async (token) => {
      const link = await freshRespondToken();
      return rest('GET', `/api/schedules/respond-link?token=${encodeURIComponent(link)}`)(token);
    },
    allowed: everyone,
  },
  {
    name: 'tRPC schedules.viewRespondLink',
    call: trpc('schedules.viewRespondLink', 'query', async () => ({ token: await freshRespondToken() })),
    allowed: everyone,
  },
  {
    name: 'tRPC schedules.respondLink',
    call: trpc('schedules.respondLink', 'mutation', async () => ({
      token: await freshRespondToken(),
      answer: 'decline',
    })),
    allowed: everyone,
  },
  { name: 'GET /api/schedules/fairness', call: rest('GET', '/api/schedules/fairness'), allowed: admins },
  { name: 'tRPC schedules.fairness', call: trpc('schedules.fairness'), allowed: admins },
  { name: 'GET /api/calendar/feeds', call: rest('GET', '/api/calendar/feeds'), allowed: signedIn },
  { name: 'tRPC calendar.feeds', call: trpc('calendar.feeds'), allowed: signedIn },
  { name: 'PUT /api/calendar/feeds/member', call: rest('PUT', '/api/calendar/feeds/member'), allowed: signedIn },
  { name: 'PUT /api/calendar/feeds/club', call: rest('PUT', '/api/calendar/feeds/club'), allowed: admins },
  {
    name: 'tRPC calendar.resetFeed (member)',
    call: trpc('calendar.resetFeed', 'mutation', () => ({ kind: 'member' })),
    allowed: signedIn,
  },
  {
    name: 'tRPC calendar.resetFeed (club)',
    call: trpc('calendar.resetFeed', 'mutation', () => ({ kind: 'club' })),
    allowed: admins,
  },
  { name: 'DELETE /api/calendar/feeds/{kind}', call: rest('DELETE', '/api/calendar/feeds/club'), allowed: signedIn },
  {
    name: 'tRPC calendar.revokeFeed',
    call: trpc('calendar.revokeFeed', 'mutation', () => ({ kind: 'member' })),
    allowed: signedIn,
  },
  { name: 'GET /api/ical/{file}', call: rest('GET', memberFeedPath), allowed: everyone },
  { name: 'GET /api/swaps/mine', call: rest('GET', '/api/swaps/mine'), allowed: signedIn },
  { name: 'tRPC swaps.mine', call: trpc('swaps.mine'), allowed: signedIn },
  {
    name: 'POST /api/swaps',
    call: async (token) => {
      const dance_date = await ownNight(token);
      return rest('POST', '/api/swaps', () => ({ dance_date, kind: 'give_away' }))(token);
    },
    allowed: signedIn,
    okStatus: 201,
  },
  {
    name: 'POST /api/swaps (member_id: for a member who called the club)',
    call: async (token) => {
      const dance_date = await freshNightFor(otherId);
      return rest('POST', '/api/swaps', () => ({ dance_date, kind: 'give_away', member_id: otherId }))(token);
    },
    allowed: admins,
    okStatus: 201,
  },
  {
    name: 'tRPC swaps.create',
    call: async (token) => {
      const dance_date = await ownNight(token);
      return trpc('swaps.create', 'mutation', () => ({ dance_date, kind: 'swap' }))(token);
    },
    allowed: signedIn,
  },
  // Only assignable members take nights; the main administrator is created exempt.
  {
    name: 'POST /api/swaps/{id}/accept',
    call: rest(
      'POST',
      async () => `/api/swaps/${await freshSwapId()}/accept`,
      () => ({}),
    ),
    allowed: ['member', 'admin'],
  },
  {
    name: 'tRPC swaps.accept',
    call: trpc('swaps.accept', 'mutation', async () => ({ id: await freshSwapId() })),
    allowed: ['member', 'admin'],
  },
  {
    name: 'POST /api/swaps/{id}/cancel (another member’s request)',
    call: rest('POST', async () => `/api/swaps/${await freshSwapId()}/cancel`),
    allowed: admins,
  },
  {
    name: 'tRPC swaps.cancel (another member’s request)',
    call: trpc('swaps.cancel', 'mutation', async () => ({ id: await freshSwapId() })),
    allowed: admins,
  },
  {
    name: 'POST /api/swaps/accept-link',
    call: async (token) => {
      const link = await freshSwapLinkToken();
      return rest('POST', '/api/swaps/accept-link', () => ({ token: link }))(token);
    },
    allowed: everyone,
  },
  {
    name: 'GET /api/swaps/accept-link',
    call: async (token) => {
      const link = await freshSwapLinkToken();
      return rest('GET', `/api/swaps/accept-link?token=${encodeURIComponent(link)}`)(token);
    },
    allowed: everyone,
  },
  {
    name: 'tRPC swaps.viewAcceptLink',
    call: trpc('swaps.viewAcceptLink', 'query', async () => ({ token: await freshSwapLinkToken() })),
    allowed: everyone,
  },
  {
    name: 'tRPC swaps.acceptLink',
    call: trpc('swaps.acceptLink', 'mutation', async () => ({ token: await freshSwapLinkToken() })),
    allowed: everyone,
  },
  {
    name: 'POST /api/swaps/{id}/decline',
    call: rest('POST', async () => `/api/swaps/${await freshSwapId()}/decline`),
    allowed: signedIn,
  },
  {
    name: 'tRPC swaps.decline',
    call: trpc('swaps.decline', 'mutation', async () => ({ id: await freshSwapId() })),
    allowed: signedIn,
  },
  {
    name: 'POST /api/swaps/{id}/offer-all',
    call: rest('POST', async () => `/api/swaps/${await freshSwapId()}/offer-all`),
    allowed: admins,
  },
  {
    name: 'tRPC swaps.offerToEveryone',
    call: trpc('swaps.offerToEveryone', 'mutation', async () => ({ id: await freshSwapId() })),
    allowed: admins,
  },
  { name: 'GET /api/swaps', call: rest('GET', '/api/swaps?status=all'), allowed: admins },
  { name: 'tRPC swaps.list', call: trpc('swaps.list', 'query', () => ({ status: 'open' })), allowed: admins },
  {
    name: 'GET /api/swaps/{id}/candidates',
    call: rest('GET', async () => `/api/swaps/${await freshSwapId()}/candidates`),
    allowed: admins,
  },
  {
    name: 'tRPC swaps.candidates',
    call: trpc('swaps.candidates', 'query', async () => ({ id: await freshSwapId() })),
    allowed: admins,
  },
  {
    name: 'GET /api/schedules/assignments/{id}/replacement-candidates',
    call: rest('GET', async () => `/api/schedules/assignments/${await freshVacancyNightId()}/replacement-candidates`),
    allowed: admins,
  },
  {
    name: 'tRPC swaps.replacementCandidates',
    call: trpc('swaps.replacementCandidates', 'query', async () => ({ id: await freshVacancyNightId() })),
    allowed: admins,
  },
  {
    name: 'POST /api/schedules/assignments/{id}/ask-replacement',
    call: async (token) => {
      const member_id = await freshMemberId();
      return rest(
        'POST',
        async () => `/api/schedules/assignments/${await freshVacancyNightId()}/ask-replacement`,
        () => ({ member_id }),
      )(token);
    },
    allowed: admins,
    okStatus: 201,
  },
  {
    name: 'tRPC swaps.askReplacement',
    call: trpc('swaps.askReplacement', 'mutation', async () => ({
      id: await freshVacancyNightId(),
      data: { member_id: await freshMemberId() },
    })),
    allowed: admins,
  },
  {
    name: 'POST /api/swaps/{id}/approve',
    call: async (token) => {
      const member_id = await freshMemberId();
      return rest(
        'POST',
        async () => `/api/swaps/${await freshSwapId()}/approve`,
        () => ({ member_id }),
      )(token);
    },
    allowed: admins,
  },
  {
    name: 'tRPC swaps.approve',
    call: trpc('swaps.approve', 'mutation', async () => ({
      id: await freshSwapId(),
      data: { member_id: await freshMemberId() },
    })),
    allowed: admins,
  },
  {
    name: 'tRPC schedules.unavailableMembers',
    call: trpc('schedules.unavailableMembers', 'query', async () => ({ dance_date: await nextNightDate() })),
    allowed: admins,
  },
  {
    name: 'POST /api/schedules/promote',
    call: async (token) => (await nextNightId(), rest('POST', '/api/schedules/promote')(token)),
    allowed: admins,
  },
  {
    name: 'tRPC schedules.promote',
    call: async (token) => (await nextNightId(), trpc('schedules.promote', 'mutation')(token)),
    allowed: admins,
  },
  {
    name: 'POST /api/maintenance/clear-next-schedule',
    call: rest('POST', '/api/maintenance/clear-next-schedule'),
    allowed: admins,
  },
  {
    name: 'POST /api/maintenance/clear-current-schedule',
    call: rest('POST', '/api/maintenance/clear-current-schedule'),
    allowed: admins,
  },
  { name: 'GET /api/maintenance/backups', call: rest('GET', '/api/maintenance/backups'), allowed: admins },
  {
    name: 'POST /api/maintenance/backups',
    call: rest('POST', '/api/maintenance/backups'),
    allowed: admins,
    okStatus: 201,
  },
  {
    name: 'GET /api/maintenance/backups/{file_name}',
    call: rest('GET', async () => `/api/maintenance/backups/${await backupFileName()}`),
    allowed: admins,
  },
  { name: 'tRPC maintenance.backups', call: trpc('maintenance.backups'), allowed: admins },
  { name: 'tRPC maintenance.backupNow', call: trpc('maintenance.backupNow', 'mutation'), allowed: admins },
  {
    name: 'tRPC schedules.clear',
    call: trpc('schedules.clear', 'mutation', () => ({ type: 'next' })),
    allowed: admins,
  },
  { name: 'GET /api/settings', call: rest('GET', '/api/settings'), allowed: signedIn },
  { name: 'GET /api/settings/{public key}', call: rest('GET', '/api/settings/club_name'), allowed: signedIn },
  { name: 'GET /api/settings/{admin key}', call: rest('GET', '/api/settings/reminder_days'), allowed: admins },
  { name: 'tRPC settings.get', call: trpc('settings.get'), allowed: signedIn },
  {
    name: 'PUT /api/settings',
    call: rest('PUT', '/api/settings', () => ({ club_subtitle: 'Matrix' })),
    allowed: admins,
  },
  {
    name: 'PUT /api/settings/{key}',
    call: rest('PUT', '/api/settings/club_subtitle', () => ({ value: 'Matrix' })),
    allowed: admins,
  },
  {
    name: 'tRPC settings.update',
    call: trpc('settings.update', 'mutation', () => ({ club_subtitle: 'Matrix' })),
    allowed: admins,
  },
  { name: 'tRPC settings.admin', call: trpc('settings.admin'), allowed: admins },
  { name: 'tRPC settings.mapConfig', call: trpc('settings.mapConfig'), allowed: signedIn },
  { name: 'POST /api/users/geocode-all', call: rest('POST', '/api/users/geocode-all'), allowed: admins },
  { name: 'tRPC users.geocodeAll', call: trpc('users.geocodeAll', 'mutation'), allowed: admins },
  // With no run going, an admin is told there is nothing to restart.
  {
    name: 'POST /api/users/geocode-restart',
    call: rest('POST', '/api/users/geocode-restart'),
    allowed: admins,
    okStatus: 409,
  },
  {
    name: 'tRPC users.geocodeRestart',
    call: trpc('users.geocodeRestart', 'mutation'),
    allowed: admins,
    okStatus: 409,
  },
  { name: 'GET /api/users/geocode-progress', call: rest('GET', '/api/users/geocode-progress'), allowed: signedIn },
  { name: 'tRPC users.geocodeProgress', call: trpc('users.geocodeProgress'), allowed: signedIn },
  { name: 'POST /api/settings/upload-logo', call: uploadLogo, allowed: admins },
  {
    name: 'POST /api/email/test-reminders',
    call: rest('POST', '/api/email/test-reminders', () => ({ test_date: period.start_date })),
    allowed: admins,
  },
  {
    name: 'POST /api/email/test-reminder',
    call: rest('POST', '/api/email/test-reminder', () => ({ test_date: period.start_date })),
    allowed: admins,
  },
  {
    name: 'tRPC email.testReminders',
    call: trpc('email.testReminders', 'query', () => ({ test_date: period.start_date })),
    allowed: admins,
  },
  { name: 'POST /api/email/send-reminders', call: rest('POST', '/api/email/send-reminders'), allowed: admins },
  { name: 'tRPC email.sendReminders', call: trpc('email.sendReminders', 'mutation'), allowed: admins },
  { name: 'GET /api/email/reminder-failures', call: rest('GET', '/api/email/reminder-failures'), allowed: admins },
  { name: 'tRPC email.reminderFailures', call: trpc('email.reminderFailures'), allowed: admins },
  {
    name: 'GET /api/notify/batches/{id}',
    call: rest('GET', async () => `/api/notify/batches/${await freshMailBatchId()}`),
    allowed: admins,
  },
  {
    name: 'tRPC notify.batch',
    call: trpc('notify.batch', 'query', async () => ({ id: await freshMailBatchId() })),
    allowed: admins,
  },
  { name: 'GET /api/notify/failed', call: rest('GET', '/api/notify/failed'), allowed: admins },
  { name: 'tRPC notify.failed', call: trpc('notify.failed'), allowed: admins },
  {
    name: 'POST /api/notify/messages/{id}/retry',
    call: rest('POST', async () => `/api/notify/messages/${await freshFailedMailId()}/retry`),
    allowed: admins,
  },
  {
    name: 'tRPC notify.retry',
    call: trpc('notify.retry', 'mutation', async () => ({ id: await freshFailedMailId() })),
    allowed: admins,
  },
  { name: 'POST /api/email/test-smtp', call: rest('POST', '/api/email/test-smtp', smtpTest), allowed: admins },
  { name: 'tRPC email.testSmtp', call: trpc('email.testSmtp', 'mutation', smtpTest), allowed: admins },
  {
    name: 'POST /api/email/send-test',
    call: rest('POST', '/api/email/send-test', () => ({ email: 'test@example.org' })),
    allowed: admins,
  },
  {
    name: 'tRPC email.sendTest',
    call: trpc('email.sendTest', 'mutation', () => ({ email: 'test@example.org' })),
    allowed: admins,
  },
  { name: 'GET /api/maintenance/import-logs', call: rest('GET', '/api/maintenance/import-logs'), allowed: admins },
  { name: 'tRPC maintenance.importLogs', call: trpc('maintenance.importLogs'), allowed: admins },
  {
    name: 'POST /api/maintenance/clear-import-logs',
    call: rest('POST', '/api/maintenance/clear-import-logs'),
    allowed: admins,
  },
  { name: 'tRPC maintenance.clearImportLogs', call: trpc('maintenance.clearImportLogs', 'mutation'), allowed: admins },
  {
    name: 'GET /api/maintenance/audit-log',
    call: rest('GET', '/api/maintenance/audit-log?entity=member&limit=10'),
    allowed: admins,
  },
  {
    name: 'tRPC maintenance.auditLog',
    call: trpc('maintenance.auditLog', 'query', () => ({ search: 'x' })),
    allowed: admins,
  },
  { name: 'GET /api/openapi.json', call: rest('GET', '/api/openapi.json'), allowed: everyone },
  { name: 'GET /api/docs', call: rest('GET', '/api/docs'), allowed: everyone },
  { name: 'GET /api/auth/api-tokens', call: rest('GET', '/api/auth/api-tokens'), allowed: admins },
  {
    name: 'POST /api/auth/api-tokens',
    call: rest('POST', '/api/auth/api-tokens', () => ({ name: 'Matrix' })),
    allowed: admins,
    okStatus: 201,
  },
  {
    name: 'DELETE /api/auth/api-tokens/{id}',
    call: rest('DELETE', async () => `/api/auth/api-tokens/${await freshApiTokenId()}`),
    allowed: admins,
  },
  { name: 'tRPC auth.apiTokens', call: trpc('auth.apiTokens'), allowed: admins },
  {
    name: 'tRPC auth.createApiToken',
    call: trpc('auth.createApiToken', 'mutation', () => ({ name: 'Matrix' })),
    allowed: admins,
  },
  {
    name: 'tRPC auth.revokeApiToken',
    call: trpc('auth.revokeApiToken', 'mutation', async () => ({ id: await freshApiTokenId() })),
    allowed: admins,
  },
  {
    name: 'DELETE /api/users/{id}',
    call: rest('DELETE', async () => `/api/users/${await freshMemberId()}`),
    allowed: admins,
  },
  {
    name: 'tRPC users.delete',
    call: trpc('users.delete', 'mutation', async () => ({ id: await freshMemberId() })),
    allowed: admins,
  },
];

describe.each(rows)('$name', ({ call, allowed, okStatus }) => {
  it.each(everyone)('as %s', async (caller) => {
    const status = await call(tokens[caller]);
    if (allowed.includes(caller)) expect(status).toBe(okStatus ?? 200);
    else expect(status).toBe(caller === 'anonymous' ? 401 : 403);
  });
});

// Every declared REST route (rest/rest-routes.ts) is walked by being declared: the gate answers before any input is
// read, so a sample path value stands for any. The rows above walk the callers a route lets in, with real inputs.
const SAMPLE_PATH_VALUES: Record<string, string> = {
  id: '1',
  kind: 'member',
  key: 'club_name',
  file_name: 'club-backup-20270101T000000Z.json.gz',
  file: 'x.ics',
};
const samplePath = (path: string) =>
  `/api${path.replace(/\{(\w+)\}/g, (_match, name: string) => SAMPLE_PATH_VALUES[name]!)}`;
const declaredName = (route: (typeof REST_ROUTES)[number]) => `${route.method.toUpperCase()} ${route.path}`;

const gateCases = REST_ROUTES.flatMap((route) => [
  ...(route.access === 'public'
    ? []
    : [{ name: declaredName(route), route, caller: 'anonymous' as const, status: 401 }]),
  ...(route.access === 'admin' ? [{ name: declaredName(route), route, caller: 'member' as const, status: 403 }] : []),
]);

describe('every declared route', () => {
  it.each(gateCases)('$name refuses $caller callers with $status', async ({ route, caller, status }) => {
    expect(await rest(route.method.toUpperCase() as Method, samplePath(route.path))(tokens[caller])).toBe(status);
  });
});

describe('the declared routes', () => {
  it('each have a row above that walks the callers they let in', () => {
    const named = [
      ...rows.map((row) => row.name),
      'POST /api/auth/logout',
      'POST /api/maintenance/clear-members',
      'GET /api/maintenance/direct-clear-members',
    ];
    const unwalked = REST_ROUTES.filter((route) => {
      const pattern = new RegExp(
        `^${route.method.toUpperCase()} /api${route.path.replace(/\{\w+\}/g, '(\\{[^}]+\\}|[^ /]+)')}( |$)`,
      );
      return !named.some((name) => pattern.test(name));
    });
    expect(unwalked.map(declaredName)).toEqual([]);
  });
});

// Every tRPC procedure (trpc/app-router.ts) is walked by the declaration trpc/procedure-from.ts built it from and
// recorded in its meta. The gate answers before any input is parsed, so none is sent; the rows above walk the callers
// a procedure lets in, with real inputs.
type BuiltProcedure = { _def: { type: 'query' | 'mutation'; meta?: Meta } };
// At run time tRPC keeps every procedure of the router here by its dotted path ('users.update').
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, BuiltProcedure>).map(
  ([path, procedure]) => ({ path, type: procedure._def.type, declaration: procedure._def.meta?.declaration }),
);

const procedureGateCases = procedures.flatMap(({ path, type, declaration }) => [
  ...(declaration && declaration.access !== 'public'
    ? [{ path, type, caller: 'anonymous' as const, status: 401, message: MESSAGES.authRequired }]
    : []),
  ...(declaration?.access === 'admin'
    ? [{ path, type, caller: 'member' as const, status: 403, message: MESSAGES.adminRequired(declaration.action) }]
    : []),
]);

describe('every tRPC procedure', () => {
  it('is built from a declaration', () => {
    expect(procedures.filter((procedure) => !procedure.declaration).map((procedure) => procedure.path)).toEqual([]);
  });

  it.each(procedureGateCases)(
    '$path refuses $caller callers with $status',
    async ({ path, type, caller, ...refusal }) => {
      const { status, error } = await callTrpc(t.app, path, { token: tokens[caller], type });
      expect({ status, message: error?.message }).toEqual(refusal);
    },
  );

  it('has a row above that walks the callers it lets in', () => {
    const named = [...rows.map((row) => row.name), 'tRPC auth.logout', 'tRPC maintenance.clearMembers'];
    const unwalked = procedures.filter(
      ({ path }) => !named.some((name) => new RegExp(`^tRPC ${path}( |$)`).test(name)),
    );
    expect(unwalked.map(({ path }) => path)).toEqual([]);
  });
});

describe('the member themself', () => {
  it('may change their own contact fields, over REST and tRPC', async () => {
    expect(
      await rest(
        'PUT',
        () => `/api/users/${memberId}`,
        () => ({ phone: '555 0102', address: '3 Pine Ct' }),
      )(tokens.member),
    ).toBe(200);
    expect(
      await trpc('users.update', 'mutation', () => ({ id: memberId, data: { birthday: '04/01' } }))(tokens.member),
    ).toBe(200);
  });

  // Issue 9: availability is always the caller's own; naming another member is refused.
  it("may mark their own availability but not another member's", async () => {
    const dance_date = await nextNightDate();
    expect(
      await rest('PUT', '/api/duties/me/availability', () => ({ dance_date, available: false }))(tokens.member),
    ).toBe(200);
    expect(
      await rest('PUT', '/api/duties/me/availability', () => ({ dance_date, available: false, member_id: otherId }))(
        tokens.member,
      ),
    ).toBe(422);
    expect(
      await trpc('duties.setAvailability', 'mutation', () => ({ dance_date, available: false, member_id: otherId }))(
        tokens.member,
      ),
    ).toBe(400);
  });

  // Issue 26: a new address goes to the member's own household only; anyone else named refuses the whole change.
  it('may not pass their new address to a member outside their household', async () => {
    const data = { address: '8 Elm Row', household_ids: [otherId] };
    expect(
      await rest(
        'PUT',
        () => `/api/users/${memberId}`,
        () => data,
      )(tokens.member),
    ).toBe(403);
    expect(await trpc('users.update', 'mutation', () => ({ id: memberId, data }))(tokens.member)).toBe(403);
    expect((await findMemberById(t.db, otherId))?.address).not.toBe('8 Elm Row');
    expect((await findMemberById(t.db, memberId))?.address).not.toBe('8 Elm Row');
  });

  it('may not change their status, role or admin flag', async () => {
    for (const data of [{ status: 'exempt' }, { is_admin: true }]) {
      expect(
        await rest(
          'PUT',
          () => `/api/users/${memberId}`,
          () => data,
        )(tokens.member),
      ).toBe(403);
      expect(await trpc('users.update', 'mutation', () => ({ id: memberId, data }))(tokens.member)).toBe(403);
    }
  });
});

// Decision 055: what a member reads of a night is what the member screens show, over REST and tRPC alike: who cannot
// serve and everyone's answer, but only their own sign-up and the time of only their own answer.
describe('what a member reads of a night', () => {
  it('hides the others’ sign-ups and answer times from members, and shows administrators everything', async () => {
    const id = await nextNightId();
    const [night] = await t.db.select().from(assignments).where(eq(assignments.id, id));
    await t.db
      .update(assignments)
      .set({ squarehead1_id: memberId, squarehead2_id: otherId, squarehead3_id: null, squarehead4_id: null })
      .where(eq(assignments.id, id));
    await t.db.update(schedules).set({ published_at: new Date() }).where(eq(schedules.id, night!.schedule_id));
    await t.db.delete(nightSignups).where(eq(nightSignups.assignment_id, id));
    await t.db.insert(nightSignups).values([
      { assignment_id: id, member_id: memberId },
      { assignment_id: id, member_id: otherId },
    ]);
    await t.db.delete(nightConfirmations).where(eq(nightConfirmations.assignment_id, id));
    const answered = new Date('2026-01-02T03:04:05.000Z');
    await t.db.insert(nightConfirmations).values([
      { assignment_id: id, member_id: memberId, state: 'confirmed', responded_at: answered },
      { assignment_id: id, member_id: otherId, state: 'declined', responded_at: answered },
    ]);
    await t.db.delete(nightVacancies).where(eq(nightVacancies.dance_date, night!.dance_date));
    await t.db
      .insert(nightVacancies)
      .values({ member_id: otherId, dance_date: night!.dance_date, choice: 'tell_admins' });

    type Seen = {
      id: number;
      self_signup_ids: number[];
      cant_serve_ids: number[];
      confirmations: { member_id: number; state: string; responded_at: string | null }[];
    };
    const overRest = async (token: string | undefined) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/schedules/next',
        headers: { authorization: `Bearer ${token}` },
      });
      return (response.json().data.assignments as Seen[]).find((each) => each.id === id)!;
    };
    const overTrpc = async (token: string | undefined) =>
      ((await callTrpc(t.app, 'schedules.next', { token })).data.assignments as Seen[]).find((each) => each.id === id)!;
    const byMember = (answers: Seen['confirmations']) => [...answers].sort((a, b) => a.member_id - b.member_id);

    for (const read of [overRest, overTrpc]) {
      const seen = await read(tokens.member);
      expect(seen.self_signup_ids).toEqual([memberId]);
      expect(seen.cant_serve_ids).toEqual([otherId]);
      expect(byMember(seen.confirmations)).toEqual(
        byMember([
          { member_id: memberId, state: 'confirmed', responded_at: answered.toISOString() },
          { member_id: otherId, state: 'declined', responded_at: null },
        ]),
      );
      for (const admin of [tokens.admin, tokens.main_admin]) {
        const full = await read(admin);
        expect([...full.self_signup_ids].sort()).toEqual([memberId, otherId].sort());
        expect(full.cant_serve_ids).toEqual([otherId]);
        expect(full.confirmations.every((answer) => answer.responded_at === answered.toISOString())).toBe(true);
      }
    }
  });
});

describe('the main administrator', () => {
  it.each(['admin', 'main_admin'] as const)('cannot be deleted, even by %s', async (caller) => {
    expect(await rest('DELETE', () => `/api/users/${mainAdminId}`)(tokens[caller])).toBe(403);
    expect(await trpc('users.delete', 'mutation', () => ({ id: mainAdminId }))(tokens[caller])).toBe(403);
  });
});

// Logout ends the session it is called with, so it runs after every row that uses these callers.
describe('POST /api/auth/logout', () => {
  it.each(everyone)('as %s', async (caller) => {
    expect(await rest('POST', '/api/auth/logout')(tokens[caller])).toBe(caller === 'anonymous' ? 401 : 200);
  });
});

// The same over tRPC, with sessions of its own: the callers above have just been signed out.
describe('tRPC auth.logout', () => {
  const freshSessions: Record<Caller, () => Promise<string | undefined>> = {
    anonymous: () => Promise.resolve(undefined),
    member: async () => t.signIn(await createMember(t.db)),
    admin: async () => t.signIn(await createMember(t.db, { role: 'admin' })),
    main_admin: async () => t.signIn((await findMemberById(t.db, mainAdminId))!),
  };
  it.each(everyone)('as %s', async (caller) => {
    expect(await trpc('auth.logout', 'mutation')(await freshSessions[caller]())).toBe(
      caller === 'anonymous' ? 401 : 200,
    );
  });
});

// Clearing members removes the callers the rows above sign in as, so it signs in its own, after everything else.
describe('clearing members', () => {
  const clears = [
    { name: 'POST /api/maintenance/clear-members', call: rest('POST', '/api/maintenance/clear-members') },
    { name: 'GET /api/maintenance/direct-clear-members', call: rest('GET', '/api/maintenance/direct-clear-members') },
    { name: 'tRPC maintenance.clearMembers', call: trpc('maintenance.clearMembers', 'mutation') },
  ];
  it.each(clears)('$name is refused to anonymous callers and members', async ({ call }) => {
    expect(await call(undefined)).toBe(401);
    expect(await call(await t.signIn(await createMember(t.db)))).toBe(403);
  });
  it.each(clears)('$name is allowed to admins and the main administrator', async ({ call }) => {
    // A new admin each time: the main administrator's clear removes the admins of earlier rounds.
    expect(await call(await t.signIn(await createMember(t.db, { role: 'admin' })))).toBe(200);
    expect(await call(await t.signIn((await findMemberById(t.db, mainAdminId))!))).toBe(200);
  });
});
