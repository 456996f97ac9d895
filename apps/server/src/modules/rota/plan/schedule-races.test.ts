import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, SCHEDULE_MESSAGES } from '@club/shared';
import { createMember } from '../../../../test/factories.js';
import { bearer, useTestApp } from '../../../../test/harness.js';

// Issue 26: an OpenAPI fuzzer found add-dates answering 500 when a create or clear of the next schedule ran at the same
// moment (7 of 10 pairs): it wrote nights for a schedule deleted meanwhile. Each pair here runs at once on the real
// database, several times, and every answer must be a success or a readable 409.
const t = useTestApp();
let token: string;
beforeEach(async () => {
  token = await t.signIn(await createMember(t.db, { role: 'admin' }));
});

const PAIRS_EACH = 10;
type Call = () => Promise<{ statusCode: number; json: () => { status: string; message?: string } }>;
const api = (method: 'POST' | 'PUT', url: string, payload: object = {}) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

const createNext = (name = 'Spring') =>
  api('POST', '/api/schedules/next', { name, start_date: '2027-04-01', end_date: '2027-04-30', replace: true });
const addDates = () =>
  api('POST', '/api/schedules/next/add-dates', { start_date: '2027-05-01', end_date: '2027-05-31' });
const clearNext = () => api('POST', '/api/maintenance/clear-next-schedule');
const promote = () => api('POST', '/api/schedules/promote');
const firstNightId = async () =>
  (
    await t.db.execute<{ id: number }>(
      sql`select a.id from assignments a join schedules s on s.id = a.schedule_id where s.type = 'next' order by a.dance_date limit 1`,
    )
  )[0]!.id;

const CONFLICT_TEXTS: string[] = [
  MESSAGES.changedMeanwhile,
  SCHEDULE_MESSAGES.noNextSchedule,
  SCHEDULE_MESSAGES.nothingToPromote,
  SCHEDULE_MESSAGES.createdMeanwhile,
  SCHEDULE_MESSAGES.assignmentNotFound,
];

/**
 * Runs the pair `calls` makes at once on a fresh next schedule, PAIRS_EACH times, and answers the statuses seen. An
 * answer is a success or a readable conflict (`alsoAllowed` adds a status, such as the 404 of a night cleared away).
 */
async function race(calls: () => Promise<[Call, Call]> | [Call, Call], alsoAllowed: number[] = []): Promise<number[]> {
  const seen: number[] = [];
  for (let round = 0; round < PAIRS_EACH; round += 1) {
    await clearNext();
    expect((await createNext()).statusCode).toBe(201);
    const [first, second] = await calls();
    const answers = await Promise.all([first(), second()]);
    for (const answer of answers) {
      seen.push(answer.statusCode);
      expect([200, 201, 409, ...alsoAllowed], JSON.stringify(answer.json())).toContain(answer.statusCode);
      if (answer.statusCode === 409) expect(CONFLICT_TEXTS).toContain(answer.json().message);
    }
    // Whatever won, no night is left without its schedule.
    const [orphans] = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from assignments a left join schedules s on s.id = a.schedule_id where s.id is null`,
    );
    expect(orphans!.n).toBe(0);
  }
  return seen;
}

describe('schedule writes at the same moment', () => {
  it('add-dates beside creating the next schedule answers success or 409, never 500', async () => {
    await race(() => [addDates, () => createNext('Summer')]);
  });

  it('add-dates beside clearing the next schedule answers success or 409, never 500', async () => {
    await race(() => [addDates, clearNext]);
  });

  it('add-dates beside promoting the next schedule answers success or 409, never 500', async () => {
    await race(() => [addDates, promote]);
  });

  it('promoting twice at once promotes once; the other is told there is nothing to promote', async () => {
    const seen = await race(() => [promote, promote]);
    expect(seen.filter((status) => status === 409)).toHaveLength(PAIRS_EACH);
  });

  it('editing a night beside clearing its schedule answers success, 404 or 409, never 500', async () => {
    await race(async () => {
      const id = await firstNightId();
      return [clearNext, () => api('PUT', `/api/schedules/assignments/${id}`, { notes: 'Bring cake' })];
    }, [404]);
  });
});
