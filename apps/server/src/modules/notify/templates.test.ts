import { beforeEach, describe, expect, it } from 'vitest';
import type { SwapRequest } from '@club/shared';
import { eq } from 'drizzle-orm';
import { members, settings } from '../../db/schema/index.js';
import { settleAfterAnswer } from '../../lib/after-answer.js';
import type { NotifyEvent } from '../../lib/events.js';
import { createMember, createScheduleWithNights } from '../../../test/factories.js';
import type { CapturedMail } from '../../../test/mail-catcher.js';
import { useTestApp } from '../../../test/harness.js';

// Every e-mail the club sends, as the mail server receives it: one template per event, in the words the workflows
// used before notify took them over (jobs off: the outbox sends in this process right after the commit).
const t = useTestApp();
const NIGHT = '2027-03-10';
const LATER = '2027-03-17';
const LAST = '2027-03-24';
const URL = 'http://club.test';

type Member = Awaited<ReturnType<typeof createMember>>;
let ann: Member;
let bob: Member;
let cy: Member;
let di: Member;
let ed: Member;

beforeEach(async () => {
  await t.db.insert(settings).values({ key: 'club_name', value: 'Rainbow Squares' });
  ann = await createMember(t.db, { first_name: 'Ann', last_name: 'Lee', email: 'lees@example.org' });
  // The same inbox, written otherwise: still one e-mail.
  bob = await createMember(t.db, { first_name: 'Bob', last_name: 'Lee', email: ' Lees@Example.org' });
  cy = await createMember(t.db, { first_name: 'Cy', last_name: 'Ray', email: 'cy@example.org' });
  di = await createMember(t.db, { first_name: 'Di', last_name: 'Fox', email: 'di@example.org' });
  ed = await createMember(t.db, { first_name: 'Ed', last_name: 'Admin', email: 'ed@example.org', role: 'admin' });
});

/** Queues the events as a workflow does, waits for the in-process send, and answers what was queued. */
async function queue(...events: NotifyEvent[]) {
  const queued = await t.inClub((ctx) => ctx.afterCommit(events));
  await settleAfterAnswer();
  return queued;
}

const to = (address: string) => t.mail.messages.filter((mail) => mail.to.includes(address.toLowerCase()));
function only(address: string): CapturedMail {
  const mails = to(address);
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

const swapRequest = (overrides: Partial<SwapRequest> = {}): SwapRequest => ({
  id: 7,
  kind: 'swap',
  status: 'open',
  dance_date: NIGHT,
  club_night_type: 'NORMAL',
  requester: { id: di.id, name: 'Di Fox' },
  message: null,
  taken_by: null,
  return_date: null,
  resolved_by: null,
  created_at: '2027-03-01T10:00:00.000Z',
  resolved_at: null,
  offered_to: 3,
  ...overrides,
});

describe('sign-in links', () => {
  it('sends one link to one member, expiring with the link', async () => {
    const queued = await queue({
      kind: 'signInLinks',
      email: 'cy@example.org',
      links: [{ member_id: cy.id, url: `${URL}/login?token=one` }],
    });
    expect(queued).toEqual({ emails: 1, members: 1, batch_id: expect.any(Number) });
    const mail = only('cy@example.org');
    expect(mail.subject).toBe('Your Rainbow Squares login link');
    expect(mail.text).toBe(
      [
        'Hello,',
        'Use this link to sign in to Rainbow Squares:',
        `Sign in to Rainbow Squares: ${URL}/login?token=one`,
        'The link works once and expires in 15 minutes. If you did not ask for it, you can ignore this e-mail.',
      ].join('\n\n'),
    );
    expect(mail.html).toContain('Use this button to sign in:');
  });

  it('names each member of a shared address with their own link', async () => {
    await queue({
      kind: 'signInLinks',
      email: 'lees@example.org',
      links: [
        { member_id: ann.id, url: `${URL}/login?token=ann` },
        { member_id: bob.id, url: `${URL}/login?token=bob` },
      ],
    });
    const mail = only('lees@example.org');
    expect(mail.text).toBe(
      [
        'Hello,',
        'Use one of these links to sign in to Rainbow Squares:',
        `Sign in as Ann Lee: ${URL}/login?token=ann\nSign in as Bob Lee: ${URL}/login?token=bob`,
        'The link works once and expires in 15 minutes. If you did not ask for it, you can ignore this e-mail.',
      ].join('\n\n'),
    );
    expect(mail.html).toContain('Sign in as Bob Lee');
  });
});

describe('reminders', () => {
  it("fills the club's template once per inbox, and queues the same reminder only once", async () => {
    await t.db.insert(settings).values([
      { key: 'email_template_subject', value: 'Reminder: {dance_date}' },
      { key: 'email_template_body', value: 'Hello {member_name}, serving with you: {other_squareheads}.' },
    ]);
    await createScheduleWithNights(t.db, 'current', [{ dance_date: NIGHT, slots: [ann.id, bob.id, cy.id] }]);
    const [night] = await t.db.query.assignments.findMany();
    const event: NotifyEvent = {
      kind: 'reminder',
      assignment_id: night!.id,
      dance_date: NIGHT,
      days_before: 7,
      member_ids: [cy.id, bob.id, ann.id],
      night: {
        start_time: null,
        end_time: null,
        caller: null,
        program: null,
        squareheads: [
          { id: ann.id, name: 'Ann Lee' },
          { id: bob.id, name: 'Bob Lee' },
          { id: cy.id, name: 'Cy Ray' },
        ],
      },
    };
    expect(await queue(event)).toMatchObject({ emails: 2, members: 3 });
    expect(only('lees@example.org')).toMatchObject({
      subject: 'Reminder: Wednesday, March 10, 2027',
      text: 'Hello Ann Lee and Bob Lee, serving with you: Cy Ray.',
    });
    expect(only('cy@example.org').text).toBe('Hello Cy Ray, serving with you: Ann Lee and Bob Lee.');
    // A second run, or a second server, reaching the same reminder.
    expect(await queue(event)).toEqual({ emails: 0, members: 0, batch_id: null });
    expect(t.mail.messages).toHaveLength(2);
  });
});

describe('confirm requests', () => {
  it('shows a block per night with its details, and a row of two buttons per member of the inbox', async () => {
    await t.db.insert(settings).values({ key: 'club_address', value: '12 Elm Street, Springfield' });
    const queued = await queue({
      kind: 'asked',
      reason: 'publish',
      asks: [
        { member_id: ann.id, assignment_id: 1, dance_date: LATER, token: 'ann-later' },
        { member_id: bob.id, assignment_id: 2, dance_date: NIGHT, token: 'bob-night' },
        { member_id: ann.id, assignment_id: 2, dance_date: NIGHT, token: 'ann-night' },
        { member_id: cy.id, assignment_id: 2, dance_date: NIGHT, token: 'cy-night' },
      ],
      nights: [
        {
          assignment_id: 2,
          dance_date: NIGHT,
          start_time: '19:00',
          end_time: '22:30',
          caller: 'Tom Miller',
          cuer: 'Sue Ray',
          program: 'Plus',
          theme: 'Winter Ball',
          squareheads: [
            { id: ann.id, name: 'Ann Lee' },
            { id: bob.id, name: 'Bob Lee' },
            { id: cy.id, name: 'Cy Ray' },
          ],
        },
      ],
    });
    expect(queued).toMatchObject({ emails: 2, members: 3 });
    const answer = (token: string, indent = '  ') =>
      `${indent}I'll be there: ${URL}/respond?token=${token}&answer=confirm\n` +
      `${indent}I can't make it: ${URL}/respond?token=${token}&answer=decline`;
    const lees = only('lees@example.org');
    expect(lees.subject).toBe('Please confirm your squarehead nights – Rainbow Squares');
    expect(lees.text).toBe(
      [
        'Hello Ann Lee and Bob Lee,',
        'The schedule is published. You are on squarehead duty on the nights below: please tell us whether you will be there.',
        [
          'Wednesday, March 10, 2027',
          '  Time: 7:00 PM–10:30 PM (PST)',
          '  Place: 12 Elm Street, Springfield',
          '  Caller: Tom Miller',
          '  Cuer: Sue Ray',
          '  Program: Plus',
          '  Theme: Winter Ball',
          '  Also serving: Cy Ray',
          '  Ann Lee:',
          answer('ann-night', '    '),
          '  Bob Lee:',
          answer('bob-night', '    '),
        ].join('\n'),
        // A night the event has no details of: the club's times and place.
        [
          'Wednesday, March 17, 2027',
          '  Time: 7:30 PM–10:00 PM (PDT)',
          '  Place: 12 Elm Street, Springfield',
          '  Ann Lee:',
          answer('ann-later', '    '),
        ].join('\n'),
        'Each button works once and signs you in; it works until the night. You can also answer on My duties.',
      ].join('\n\n'),
    );
    // One filled green button and one outlined, never two of the same.
    expect(lees.html).toMatch(/background:#2b8a3e;color:#ffffff">I&#39;ll be there</);
    expect(lees.html).toMatch(/background:#ffffff;color:#343a40">I can&#39;t make it</);
    expect(lees.html).toContain('<strong>Ann Lee</strong>');
    const cyMail = only('cy@example.org');
    expect(cyMail.text).toContain(`Hello Cy Ray,\n\n`);
    expect(cyMail.text).toContain('  Also serving: Ann Lee and Bob Lee\n');
    // Alone in the inbox: the buttons need no name.
    expect(cyMail.text).toContain(`\n${answer('cy-night')}`);
  });

  it('words the nudge and the added night their own way', async () => {
    await queue(
      { kind: 'asked', reason: 'nudge', asks: [{ member_id: cy.id, assignment_id: 1, dance_date: NIGHT, token: 'n' }] },
      { kind: 'asked', reason: 'added', asks: [{ member_id: di.id, assignment_id: 1, dance_date: NIGHT, token: 'a' }] },
    );
    const nudge = only('cy@example.org');
    expect(nudge.subject).toBe('Will you be there? Please answer for your squarehead night – Rainbow Squares');
    expect(nudge.text).toContain(
      'You have not yet told us whether you will be there on the night below: please answer with one click.',
    );
    const added = only('di@example.org');
    expect(added.subject).toBe('Please confirm your new squarehead night – Rainbow Squares');
    expect(added.text).toContain(
      'An administrator put you on squarehead duty for the night below: please tell us whether you will be there.',
    );
  });

  it('tells members taken off a night, one note per inbox and night', async () => {
    const queued = await queue({
      kind: 'removed',
      removals: [
        { member_id: cy.id, dance_date: NIGHT },
        { member_id: ann.id, dance_date: NIGHT },
        { member_id: bob.id, dance_date: LATER },
      ],
    });
    expect(queued).toMatchObject({ emails: 3, members: 3 });
    const lees = to('lees@example.org');
    expect(lees.map((mail) => mail.subject).sort()).toEqual([
      'You are no longer on duty on Wednesday, March 10 – Rainbow Squares',
      'You are no longer on duty on Wednesday, March 17 – Rainbow Squares',
    ]);
    expect(lees.find((mail) => mail.subject.includes('March 17'))!.text).toBe(
      [
        'Hello Bob Lee,',
        'An administrator changed the squareheads for Wednesday, March 17, 2027: you are no longer on duty that night. You need not do anything.',
        `See my duties: ${URL}/my-duties`,
      ].join('\n\n'),
    );
  });

  it('tells a member what an administrator answered for them', async () => {
    await queue(
      {
        kind: 'answeredFor',
        admin: { id: ed.id, name: 'Ed Admin' },
        member_id: cy.id,
        dance_date: NIGHT,
        answer: 'confirmed',
      },
      {
        kind: 'answeredFor',
        admin: { id: ed.id, name: 'Ed Admin' },
        member_id: di.id,
        dance_date: NIGHT,
        answer: 'declined',
      },
    );
    expect(only('cy@example.org')).toMatchObject({
      subject: 'Confirmed: Wednesday, March 10 – Rainbow Squares',
      text: [
        'Hello Cy Ray,',
        "Ed Admin confirmed for you that you'll be there as squarehead on Wednesday, March 10, 2027.",
        `See my duties: ${URL}/my-duties`,
      ].join('\n\n'),
    });
    expect(only('di@example.org')).toMatchObject({
      subject: 'Declined: Wednesday, March 10 – Rainbow Squares',
      text: expect.stringContaining(
        "Ed Admin told us for you that you can't make it on Wednesday, March 10, 2027; the night needs a replacement.",
      ),
    });
  });
});

describe('what an administrator did for a member', () => {
  const admin = () => ({ id: ed.id, name: 'Ed Admin' });
  const marchRange = { kind: 'range', start_date: '2027-03-01', end_date: '2027-03-05', also_partner: false } as const;
  const firstWednesday = { kind: 'nth_weekday', nth: 1, weekday: 3, also_partner: true } as const;

  it('lists away dates removed and added, to the member and the partner it covers, by first names', async () => {
    expect(
      await queue({
        kind: 'actedFor',
        admin: admin(),
        member_ids: [ann.id, bob.id],
        notice: { kind: 'away', added: [marchRange], removed: [firstWednesday] },
      }),
    ).toMatchObject({ emails: 1, members: 2 });
    expect(only('lees@example.org')).toMatchObject({
      subject: 'Ed Admin marked for you – Rainbow Squares',
      text: [
        'Hello Ann and Bob,',
        'Ed Admin marked for you:\nRemoved: Every first Wednesday (also partner)\nAdded: Away Mar 1, 2027 – Mar 5, 2027',
        'If this is not right, call Ed Admin or change it yourself in the app.',
        `Open My duties: ${URL}/my-duties`,
      ].join('\n\n'),
    });
  });

  it("words the away entries in the member's language (issue 29), and a retry stored before it as it was", async () => {
    await t.db.update(members).set({ locale: 'de' }).where(eq(members.id, cy.id));
    await queue(
      {
        kind: 'actedFor',
        admin: admin(),
        member_ids: [cy.id],
        notice: { kind: 'away', added: [marchRange], removed: [firstWednesday] },
      },
      {
        kind: 'actedFor',
        admin: admin(),
        member_ids: [di.id],
        notice: { kind: 'away', added: ['Away Mar 1 – Mar 5'], removed: [] },
      },
    );
    expect(only('cy@example.org').text).toContain(
      'Entfernt: Jeden ersten Mittwoch (auch für den Partner)\nHinzugefügt: Abwesend 1. März 2027 – 5. März 2027',
    );
    expect(only('di@example.org').text).toContain('Added: Away Mar 1 – Mar 5');
  });

  it("words a single night, a can't serve and a cover request", async () => {
    await queue(
      {
        kind: 'actedFor',
        admin: admin(),
        member_ids: [cy.id],
        notice: { kind: 'night', dance_date: NIGHT, available: false },
      },
      {
        kind: 'actedFor',
        admin: admin(),
        member_ids: [di.id],
        notice: { kind: 'cantServe', dance_date: NIGHT, choice: 'ask_others', offered: 1 },
      },
      {
        kind: 'actedFor',
        admin: admin(),
        member_ids: [ann.id],
        notice: { kind: 'askedCover', dance_date: LATER, offered: 4 },
      },
    );
    expect(only('cy@example.org').text).toContain('Ed Admin marked for you:\nUnavailable on Wednesday, March 10, 2027');
    expect(only('di@example.org').text).toContain(
      "Ed Admin marked for you:\nCan't serve on Wednesday, March 10, 2027. Other members were asked to take it (1 member was e-mailed); you stay on the night until someone does.",
    );
    expect(only('lees@example.org')).toMatchObject({
      subject: 'Ed Admin asked for cover for you – Rainbow Squares',
      text: expect.stringContaining(
        'Ed Admin asked for cover for you:\nOther members were asked to take your night on Wednesday, March 17, 2027 (4 members were e-mailed). You stay on the night until someone takes it.',
      ),
    });
  });
});

describe('a night needing a replacement', () => {
  it("tells every administrator's inbox, but not the member's own", async () => {
    const queued = await queue({
      kind: 'vacancy',
      member_id: ed.id,
      dance_date: NIGHT,
      schedule_type: 'next',
      choice: 'ask_others',
      offered: 3,
    });
    // The main administrator only: Ed is the one who cannot serve.
    expect(queued).toMatchObject({ emails: 1, members: 1 });
    expect(to('ed@example.org')).toEqual([]);
    expect(only(t.config.mainAdminEmail)).toMatchObject({
      subject: "Ed Admin can't serve on Wednesday, March 10, 2027 – Rainbow Squares",
      text: [
        "Ed Admin is on duty as squarehead on Wednesday, March 10, 2027 but has said they can't serve that night.",
        'They asked other members to take it (3 members were e-mailed). The night is filled when someone accepts, or when you assign someone else.',
        'Until then the night shows as "Needs replacement" on the Next Schedule.',
        `Open the Next Schedule: ${URL}/next-schedule`,
      ].join('\n\n'),
    });
  });
});

describe('swap requests', () => {
  it('offers a swap with one button per night to give back, each saying whose it is', async () => {
    const queued = await queue({
      kind: 'swapOffered',
      request: swapRequest({ message: 'Family visit' }),
      links: [
        { member_id: ann.id, token: 'ta', return_dates: [LATER] },
        { member_id: bob.id, token: 'tb', return_dates: [LATER, LAST] },
        { member_id: cy.id, token: 'tc', return_dates: [LAST] },
      ],
    });
    expect(queued).toMatchObject({ emails: 2, members: 3 });
    const accept = (token: string, date: string) => `${URL}/swaps/accept?token=${token}&return_date=${date}`;
    expect(only('lees@example.org')).toMatchObject({
      subject: 'Can you take Wednesday, March 10, 2027? – Rainbow Squares',
      text: [
        'Di Fox cannot serve as squarehead on Wednesday, March 10, 2027 and would like to swap it for one of your nights.',
        'This request is for Ann Lee and Bob Lee; each of you has your own button.',
        'Di writes: “Family visit”',
        'The first member to accept takes the night. The button signs you in; it works once, for 7 days, while the request is open.',
        `Take it and give Di Wednesday, March 17, 2027 (Ann Lee): ${accept('ta', LATER)}`,
        `Take it and give Di Wednesday, March 17, 2027 (Bob Lee): ${accept('tb', LATER)}`,
        `Take it and give Di Wednesday, March 24, 2027 (Bob Lee): ${accept('tb', LAST)}`,
      ].join('\n\n'),
    });
  });

  it('offers a give-away with one button', async () => {
    await queue({
      kind: 'swapOffered',
      request: swapRequest({ kind: 'give_away' }),
      links: [{ member_id: cy.id, token: 'tc', return_dates: [] }],
    });
    expect(only('cy@example.org').text).toBe(
      [
        'Di Fox cannot serve as squarehead on Wednesday, March 10, 2027 and is looking for someone to take the night.',
        'The first member to accept takes the night. The button signs you in; it works once, for 7 days, while the request is open.',
        `Take Wednesday, March 10, 2027: ${URL}/swaps/accept?token=tc`,
      ].join('\n\n'),
    );
  });

  it('tells the requester who took it, the taker an admin chose, and the others asked that it is closed', async () => {
    const queued = await queue({
      kind: 'swapClosed',
      request: swapRequest({ status: 'approved', taken_by: { id: cy.id, name: 'Cy Ray' } }),
      asked_member_ids: [ann.id, bob.id, cy.id, ed.id],
      tell_taker: true,
    });
    expect(queued).toMatchObject({ emails: 4, members: 5 });
    for (const address of ['lees@example.org', 'ed@example.org'])
      expect(only(address)).toMatchObject({
        subject: 'Squarehead night Wednesday, March 10, 2027 has been taken – Rainbow Squares',
        text: 'The request from Di Fox for Wednesday, March 10, 2027 has been taken. You need not do anything. Thank you!',
      });
    expect(only('di@example.org')).toMatchObject({
      subject: 'Cy Ray will serve on Wednesday, March 10, 2027 – Rainbow Squares',
      text: `Cy Ray will serve as squarehead on Wednesday, March 10, 2027 in your place.\n\nSee my duties: ${URL}/my-duties`,
    });
    expect(only('cy@example.org')).toMatchObject({
      subject: 'You serve on Wednesday, March 10, 2027 – Rainbow Squares',
      text: `An administrator arranged for you to serve as squarehead on Wednesday, March 10, 2027 instead of Di Fox.\n\nSee my duties: ${URL}/my-duties`,
    });
  });

  it('tells those asked that a cancelled request is no longer needed, and nobody else', async () => {
    await queue({
      kind: 'swapClosed',
      request: swapRequest({ status: 'cancelled' }),
      asked_member_ids: [cy.id],
      tell_taker: false,
    });
    expect(t.mail.messages).toHaveLength(1);
    expect(only('cy@example.org').subject).toBe(
      'Squarehead night Wednesday, March 10, 2027 is no longer needed – Rainbow Squares',
    );
  });
});

describe('cancelled and restored nights', () => {
  it("tells the night's squareheads, one e-mail per inbox", async () => {
    const queued = await queue({
      kind: 'nightCancelled',
      dance_date: NIGHT,
      reason: 'Snow',
      notify: 'squareheads',
      squarehead_ids: [cy.id, bob.id, ann.id],
    });
    expect(queued).toMatchObject({ emails: 2, members: 3 });
    expect(only('lees@example.org')).toMatchObject({
      subject: 'Cancelled: Rainbow Squares on Wednesday, March 10, 2027',
      text: [
        'Hello Ann Lee and Bob Lee,',
        'The dance night on Wednesday, March 10, 2027 is cancelled: Snow.',
        'You were on squarehead duty that night; you need not come. Thank you!',
      ].join('\n\n'),
    });
  });

  it('tells every member with an address, counting inboxes and members apart', async () => {
    await createMember(t.db, { first_name: 'No', last_name: 'Address', email: '' });
    const queued = await queue({ kind: 'nightRestored', dance_date: NIGHT, notify: 'members', squarehead_ids: [] });
    // The main administrator, the Lees (one inbox), Cy, Di and Ed; nobody without an address.
    expect(queued).toMatchObject({ emails: 5, members: 6 });
    expect(only('di@example.org')).toMatchObject({
      subject: 'Back on: Rainbow Squares on Wednesday, March 10, 2027',
      text: 'Hello Di Fox,\n\nThe dance night on Wednesday, March 10, 2027 is on again after all.\n\nWe hope to see you there!',
    });
  });
});

describe('sign-ups', () => {
  it('says "you signed up" to the inbox of whoever chose, and who signed them up to anyone else', async () => {
    await queue(
      {
        kind: 'signedUp',
        dance_date: NIGHT,
        member_ids: [ann.id, bob.id],
        actor: { id: ann.id, name: 'Ann Lee', email: ann.email },
      },
      {
        kind: 'signedUp',
        dance_date: LATER,
        member_ids: [cy.id],
        actor: { id: ed.id, name: 'Ed Admin', email: ed.email },
      },
    );
    expect(only('lees@example.org')).toMatchObject({
      subject: 'Rainbow Squares: you are a squarehead on Wednesday, March 10, 2027',
      text: [
        'Hello Ann Lee and Bob Lee,',
        'You signed up as a squarehead for Wednesday, March 10, 2027. Thank you!',
        'If you cannot come after all, you can give the night back on My duties until a week before.',
      ].join('\n\n'),
    });
    expect(only('cy@example.org').text).toContain(
      'Ed Admin signed you up as a squarehead for Wednesday, March 17, 2027.',
    );
  });
});

describe('the layout', () => {
  it("heads every e-mail but the club's own template with the club's name in its colour", async () => {
    await t.db.insert(settings).values({ key: 'club_color', value: '#123456' });
    await queue({ kind: 'nightRestored', dance_date: NIGHT, notify: 'squareheads', squarehead_ids: [cy.id] });
    expect(only('cy@example.org').html).toContain('<h2 style="margin:0 0 12px;color:#123456">Rainbow Squares</h2>');
  });
});
