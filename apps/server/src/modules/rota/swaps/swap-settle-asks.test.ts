import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAIL_NIGHT_MESSAGES } from '@club/shared';
import { assignments, nightConfirmations } from '../../../db/schema/index.js';
import { addDays, todayIn } from '../../../lib/calendar.js';
import { createMember, createScheduleWithNights } from '../../../../test/factories.js';
import { bearer, useTestApp } from '../../../../test/harness.js';
import { type CapturedMail, extractSwapLinks } from '../../../../test/mail-catcher.js';

// Issue 25 point 1: when a swap settles, each new holder of a published night is asked to confirm it (one e-mail
// with a link bound to them), and nobody else is; an unpublished night asks nobody. Black-box over REST, real SMTP.
const t = useTestApp();
const today = () => todayIn('America/Los_Angeles');
const night = (days: number) => addDays(today(), days);
type Member = Awaited<ReturnType<typeof createMember>>;

const api = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

/** The answer links of a captured message (the confirm e-mail's "I'll be there" / "I can't make it"). */
const respondTokens = (mail: CapturedMail) =>
  [...mail.text.matchAll(/\/respond\?(\S+)/g)].map((match) => new URLSearchParams(match[1]).get('token') ?? '');
const isAsk = (mail: CapturedMail) => respondTokens(mail).length > 0;
const asksTo = (member: Member) => t.mail.messages.filter((mail) => mail.to.includes(member.email) && isAsk(mail));

async function publishedNights(nights: { dance_date: string; slots: number[] }[]) {
  const admin = await createMember(t.db, { role: 'admin' });
  const adminToken = await t.signIn(admin);
  await createScheduleWithNights(t.db, 'next', nights);
  const published = await api('POST', '/api/schedules/next/publish', adminToken);
  expect(published.statusCode, published.body).toBe(200);
  await t.mailSent();
  t.mail.clear();
  return { admin, adminToken };
}

describe('a settled swap asks each new holder to confirm', () => {
  it('a give-away taken from the e-mailed link: exactly one ask to the taker, none to anyone else', async () => {
    const ann = await createMember(t.db, { first_name: 'Ann' });
    const bob = await createMember(t.db, { first_name: 'Bob' });
    const cy = await createMember(t.db, { first_name: 'Cy' });
    const { admin } = await publishedNights([{ dance_date: night(20), slots: [ann.id, cy.id] }]);

    const asked = await api('POST', '/api/swaps', await t.signIn(ann), { dance_date: night(20), kind: 'give_away' });
    expect(asked.statusCode, asked.body).toBe(201);
    const [link] = extractSwapLinks(await t.mail.waitFor(bob.email, (mail) => mail.subject.startsWith('Can you take')));
    const taken = await api('POST', '/api/swaps/accept-link', null, link);
    expect(taken.statusCode, taken.body).toBe(200);
    await t.mailSent();

    const toBob = asksTo(bob);
    expect(toBob).toHaveLength(1);
    // The ask describes the night as every confirm e-mail does: who else serves it.
    expect(toBob[0]!.text).toContain(`${MAIL_NIGHT_MESSAGES.alsoServing}: ${cy.first_name} ${cy.last_name}`);
    for (const other of [ann, cy, admin]) expect(asksTo(other)).toHaveLength(0);
    // The night waits for Bob, and the e-mailed link answers it for him.
    const [ask] = respondTokens(toBob[0]!);
    const confirmed = await api('POST', '/api/schedules/respond-link', null, { token: ask, answer: 'confirm' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [row] = await t.db
      .select({ state: nightConfirmations.state })
      .from(nightConfirmations)
      .innerJoin(assignments, eq(assignments.id, nightConfirmations.assignment_id))
      .where(and(eq(nightConfirmations.member_id, bob.id), eq(assignments.dance_date, night(20))));
    expect(row?.state).toBe('confirmed');
  });

  it('a swap settled in the app asks both new holders once each, for the night each now holds', async () => {
    const ann = await createMember(t.db, { first_name: 'Ann' });
    const bob = await createMember(t.db, { first_name: 'Bob' });
    const cy = await createMember(t.db, { first_name: 'Cy' });
    await publishedNights([
      { dance_date: night(20), slots: [ann.id, cy.id] },
      { dance_date: night(27), slots: [bob.id] },
    ]);
    const asked = await api('POST', '/api/swaps', await t.signIn(ann), { dance_date: night(20), kind: 'swap' });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().data.request.id as number;
    const taken = await api('POST', `/api/swaps/${id}/accept`, await t.signIn(bob), { return_date: night(27) });
    expect(taken.statusCode, taken.body).toBe(200);
    await t.mailSent();

    expect(asksTo(bob)).toHaveLength(1);
    expect(asksTo(ann)).toHaveLength(1);
    expect(asksTo(cy)).toHaveLength(0);
    const peek = async (mail: CapturedMail) =>
      (
        await api('GET', `/api/schedules/respond-link?token=${encodeURIComponent(respondTokens(mail)[0]!)}`, null)
      ).json().data as { dance_date: string; member_id: number };
    expect(await peek(asksTo(bob)[0]!)).toMatchObject({ dance_date: night(20), member_id: bob.id });
    expect(await peek(asksTo(ann)[0]!)).toMatchObject({ dance_date: night(27), member_id: ann.id });
  });

  it('a night on a schedule not yet published asks nobody', async () => {
    const ann = await createMember(t.db, { first_name: 'Ann' });
    const bob = await createMember(t.db, { first_name: 'Bob' });
    await createScheduleWithNights(t.db, 'next', [{ dance_date: night(20), slots: [ann.id] }]);
    const asked = await api('POST', '/api/swaps', await t.signIn(ann), { dance_date: night(20), kind: 'give_away' });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().data.request.id as number;
    const taken = await api('POST', `/api/swaps/${id}/accept`, await t.signIn(bob), {});
    expect(taken.statusCode, taken.body).toBe(200);
    await t.mailSent();
    expect(t.mail.messages.filter(isAsk)).toHaveLength(0);
  });
});
