import type { AddressInfo } from 'node:net';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiToken } from '../src/modules/auth/api-tokens.service.js';
import { SESSION_COOKIE } from '../src/modules/auth/session-cookie.js';
import { resetFeed } from '../src/modules/rota/feeds/calendar.service.js';
import { createNextSchedule, promoteNextSchedule } from '../src/modules/rota/plan/schedule-lifecycle.js';
import { findMemberById, getMainAdminId, toSessionUser } from '../src/modules/users/users.service.js';
import { type SignedInContext, signedInCaller } from '../src/lib/context.js';
import { notifyBatches, notifyMessages, swapRequests } from '../src/db/schema/index.js';
import { createMember } from '../test/factories.js';
import { TEST_PUBLIC_URL, useTestApp } from '../test/harness.js';
import { type OpenApi, type Operation, operationsOf, type Probe, probesFor } from './openapi-probes.js';
import { IS_FULL, SIZES } from './sizes.js';

// Issue 26: an OpenAPI fuzzer. It reads the live document from the server on loopback, sends requests it generates
// from each operation's schemas (valid ones and ones with one part broken) as four callers, and checks every answer
// against the document: no 5xx, no status the operation does not declare, every error in the API.md envelope.
const SEED = IS_FULL ? Date.now() : 26;
// Nothing leaves the machine: the geocoders are pointed at a closed loopback port (the harness's SMTP is its catcher).
const CLOSED_PORT = 'http://127.0.0.1:9';
const t = useTestApp({ reset: false, env: { GEOCODER_URL: CLOSED_PORT, GOOGLE_GEOCODER_URL: CLOSED_PORT } });
const FOREIGN_ORIGIN = 'https://elsewhere.example';

let baseUrl: string;
let operations: Operation[];

type Tokens = { admin: string; member: string };

/**
 * What the probes aim at: the main administrator, another administrator, a member and a partner, a current and a
 * next schedule, a swap request, an API token, a calendar feed and an e-mail that failed. Made anew after every
 * operation that changes data, so a deletion (of members, of a schedule) leaves the next operation a whole fixture.
 */
async function seed(): Promise<Tokens> {
  await t.reset();
  const mainAdmin = (await findMemberById(t.db, (await getMainAdminId(t.db))!))!;
  const admin = await createMember(t.db, { role: 'admin', address: '1 Main Street' });
  const member = await createMember(t.db, { notes: 'Calls patter' });
  await createMember(t.db, { partner_id: member.id });
  const asMainAdmin = <T>(work: (ctx: SignedInContext) => Promise<T>) =>
    t.inClub(work, signedInCaller(toSessionUser(mainAdmin)));
  const next = await asMainAdmin(async (ctx) => {
    await createNextSchedule(ctx, { name: 'Winter', start_date: '2027-01-01', end_date: '2027-01-31' });
    await promoteNextSchedule(ctx);
    return createNextSchedule(ctx, { name: 'Spring', start_date: '2027-03-01', end_date: '2027-03-31' });
  });
  await t.db
    .insert(swapRequests)
    .values({ requester_id: member.id, dance_date: next.assignments[0]!.dance_date, kind: 'give_away' });
  await asMainAdmin((ctx) => createApiToken(ctx, { name: 'Fuzz script' }));
  await asMainAdmin((ctx) => resetFeed(ctx, 'member'));
  const [batch] = await t.db.insert(notifyBatches).values({}).returning();
  await t.db.insert(notifyMessages).values({
    batch_id: batch!.id,
    kind: 'nightRestored',
    event_key: 'fuzz:failed',
    inbox: member.email,
    to_address: member.email,
    member_ids: [member.id],
    subject: 'Back on',
    status: 'failed',
    failed_at: new Date(),
  });
  return { admin: await t.signIn(admin), member: await t.signIn(member) };
}

type Caller = 'anonymous' | 'member' | 'admin' | 'foreign';
const CALLERS: Caller[] = ['anonymous', 'foreign', 'member', 'admin'];

/** The caller's credentials: a member as the web app sends them (cookie, own Origin), an admin as a script does. */
function credentials(caller: Caller, tokens: Tokens): Record<string, string> {
  if (caller === 'member') return { cookie: `${SESSION_COOKIE}=${tokens.member}`, origin: TEST_PUBLIC_URL };
  if (caller === 'admin') return { authorization: `Bearer ${tokens.admin}` };
  if (caller === 'foreign') return { cookie: `${SESSION_COOKIE}=${tokens.admin}`, origin: FOREIGN_ORIGIN };
  return {};
}

/** The SMTP test connects to the host it is given: the fuzzer's stays on loopback. */
function onLoopback(probe: Probe): Probe {
  if (typeof probe.body !== 'string' || !probe.body.includes('smtp_host')) return probe;
  try {
    const value = JSON.parse(probe.body) as unknown;
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { smtp_host?: unknown }).smtp_host === 'string'
    ) {
      return { ...probe, body: JSON.stringify({ ...value, smtp_host: '127.0.0.1' }) };
    }
  } catch {
    // Not JSON: the server refuses it before anything connects.
  }
  return probe;
}

type Tally = {
  probes: number;
  fiveHundreds: number;
  /** 502: the mail server refused (a test with encryption or a login the catcher does not offer), which is its answer. */
  mailServerRefused: number;
  undeclared: number;
  /** Successful JSON answers checked against the schema the document gives them. */
  checkedAgainstSchema: number;
  byCaller: Record<Caller, number>;
};
const tally: Tally = {
  probes: 0,
  fiveHundreds: 0,
  mailServerRefused: 0,
  undeclared: 0,
  checkedAgainstSchema: 0,
  byCaller: { anonymous: 0, member: 0, admin: 0, foreign: 0 },
};
const failures: string[] = [];

// The document's schemas are JSON Schema 2020-12 (OpenAPI 3.1); formats (email, date) are checked as declared.
const ajv = new Ajv2020({ strict: false });
addFormats.default(ajv);
const validators = new Map<object, ValidateFunction>();
function validatorOf(schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

/** Why an answer falls outside the document; empty when it does not. */
function outsideTheDocument(operation: Operation, status: number, type: string, text: string): string[] {
  const declared = operation.responses.get(status);
  if (!declared) return [`status ${status}, which the document does not declare`];
  if (status >= 400) {
    try {
      const body = JSON.parse(text) as { status?: unknown; message?: unknown };
      if (body.status !== 'error' || typeof body.message !== 'string' || body.message.trim() === '') {
        return ['an error outside the envelope'];
      }
    } catch {
      return ['an error whose body is not JSON'];
    }
    return [];
  }
  if (!declared.types.some((declaredType) => type.startsWith(declaredType))) return [`content type ${type}`];
  if (!type.startsWith('application/json')) return [];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return ['a JSON answer that does not parse'];
  }
  if (!declared.schema) return [];
  tally.checkedAgainstSchema += 1;
  const validate = validatorOf(declared.schema);
  if (validate(body)) return [];
  return [`an answer its schema refuses: ${ajv.errorsText(validate.errors, { dataVar: 'answer' }).slice(0, 300)}`];
}

async function send(operation: Operation, probe: Probe, caller: Caller, tokens: Tokens) {
  const response = await fetch(`${baseUrl}${probe.url}`, {
    method: probe.method,
    headers: { ...probe.headers, ...credentials(caller, tokens) },
    redirect: 'manual',
    ...(probe.body !== undefined ? { body: probe.body } : {}),
  });
  const text = await response.text();
  tally.probes += 1;
  tally.byCaller[caller] += 1;
  const ours = response.status >= 500 && response.status !== 502;
  if (ours) tally.fiveHundreds += 1;
  if (response.status === 502) tally.mailServerRefused += 1;
  const problems = outsideTheDocument(operation, response.status, response.headers.get('content-type') ?? '', text);
  if (problems.length > 0) tally.undeclared += 1;
  if (ours || problems.length > 0) {
    failures.push(
      `${caller} ${probe.method} ${probe.url.slice(0, 100)} (${probe.label}) → ${response.status}: ${problems.join('; ')} ${text.slice(0, 200)}`,
    );
  }
  return response.status;
}

/** How many operations a full run fuzzes between two lines of progress. */
const PROGRESS_EVERY = 10;

/** Changes data: every method but GET, and the GET that deletes (bearer only, route.ts). */
const changesData = (operation: Operation) => operation.method !== 'GET' || operation.access === 'bearer-only';

beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as OpenApi;
  // Reads first, then changes, each change on a fixture of its own.
  operations = operationsOf(document).sort((a, b) => Number(changesData(a)) - Number(changesData(b)));
});

describe('the OpenAPI document against the live server', () => {
  it(
    'answers every generated request as the document says: no 5xx, no undeclared status, errors in the envelope',
    async () => {
      const startedAt = Date.now();
      let tokens = await seed();
      for (const [index, operation] of operations.entries()) {
        const probes = probesFor(operation, SIZES.fuzzProbesPerOperation, SEED + index).map(onLoopback);
        // The administrator last: what it changes would leave the other callers' requests nothing to aim at.
        let changed = false;
        for (const caller of CALLERS) {
          for (const probe of probes) {
            const status = await send(operation, probe, caller, tokens);
            changed ||= status < 300;
          }
        }
        // A change that was refused changed nothing, so the fixture is made anew only after one that went through.
        if (changed && changesData(operation)) tokens = await seed();
        // The full run takes most of an hour on two cores: it says how far it has come, as it goes.
        if (IS_FULL && (index + 1) % PROGRESS_EVERY === 0) {
          process.stdout.write(
            `OpenAPI fuzz: ${index + 1} of ${operations.length} operations, ${tally.probes} probes, ` +
              `${tally.fiveHundreds} × 5xx, ${tally.undeclared} outside the document, ` +
              `${Math.round((Date.now() - startedAt) / 1000)} s\n`,
          );
        }
      }
      const byCaller = Object.entries(tally.byCaller).map(([caller, count]) => `${caller} ${count}`);
      process.stdout.write(
        `\nOpenAPI fuzz: ${tally.probes} probes (${byCaller.join(', ')}) on ${operations.length} operations; ` +
          `${tally.fiveHundreds} × 5xx, ${tally.undeclared} outside the document ` +
          `(${tally.checkedAgainstSchema} successes checked against their schema); ` +
          `${tally.mailServerRefused} × 502 from the SMTP test, the mail server's own refusal\n`,
      );
      expect(failures.slice(0, 40), `${failures.length} answers outside the document`).toEqual([]);
      expect(tally.fiveHundreds).toBe(0);
      expect(tally.undeclared).toBe(0);
      expect(tally.probes).toBeGreaterThan(operations.length * CALLERS.length);
    },
    IS_FULL ? 3_600_000 : 120_000,
  );
});
