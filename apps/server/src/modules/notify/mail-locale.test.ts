import { beforeEach, describe, expect, it } from 'vitest';
import type { SwapRequest } from '@club/shared';
import { settings } from '../../db/schema/index.js';
import { settleAfterAnswer } from '../../lib/after-answer.js';
import type { NotifyEvent } from '../../lib/events.js';
import { createMember, createScheduleWithNights } from '../../../test/factories.js';
import type { CapturedMail } from '../../../test/mail-catcher.js';
import { useTestApp } from '../../../test/harness.js';

// Issue 29: each e-mail as the mail server receives it, in its recipient's language — a German member of an English
// club reads German, an English member of the same club the SPEC's English, an inbox shared by both the club's.
const t = useTestApp();
const NIGHT = '2027-03-10';
const LATER = '2027-03-17';
const URL = 'http://club.test';

type Member = Awaited<ReturnType<typeof createMember>>;
let ute: Member;
let cy: Member;
let di: Member;

beforeEach(async () => {
  await t.db.insert(settings).values({ key: 'club_name', value: 'Rainbow Squares' });
  ute = await createMember(t.db, { first_name: 'Ute', last_name: 'Berg', email: 'ute@example.org', locale: 'de' });
  cy = await createMember(t.db, { first_name: 'Cy', last_name: 'Ray', email: 'cy@example.org', locale: 'en' });
  di = await createMember(t.db, { first_name: 'Di', last_name: 'Fox', email: 'di@example.org' });
});

async function queue(...events: NotifyEvent[]) {
  const queued = await t.inClub((ctx) => ctx.afterCommit(events));
  await settleAfterAnswer();
  return queued;
}

function only(address: string): CapturedMail {
  const mails = t.mail.messages.filter((mail) => mail.to.includes(address));
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

const signIn = (email: string, ...members: Member[]): NotifyEvent => ({
  kind: 'signInLinks',
  email,
  links: members.map((member) => ({ member_id: member.id, url: `${URL}/login?token=${member.first_name}` })),
});

describe('the sign-in link', () => {
  it('is German for a German member and English, exactly as before, for an English one', async () => {
    await queue(signIn('ute@example.org', ute), signIn('cy@example.org', cy));
    const german = only('ute@example.org');
    expect(german.subject).toBe('Ihr Anmeldelink für Rainbow Squares');
    expect(german.text).toBe(
      [
        'Guten Tag,',
        'Mit diesem Link melden Sie sich bei Rainbow Squares an:',
        `Bei Rainbow Squares anmelden: ${URL}/login?token=Ute`,
        'Der Link funktioniert ein einziges Mal und läuft in 15 Minuten ab. Wenn Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.',
      ].join('\n\n'),
    );
    expect(german.html).toContain('Mit dieser Schaltfläche melden Sie sich an:');
    const english = only('cy@example.org');
    expect(english.subject).toBe('Your Rainbow Squares login link');
    expect(english.text).toContain('Use this link to sign in to Rainbow Squares:');
  });

  it('goes to a shared inbox in the language its people share, else in the club’s', async () => {
    const uwe = await createMember(t.db, {
      first_name: 'Uwe',
      last_name: 'Berg',
      email: 'ute@example.org',
      locale: 'de',
    });
    const bo = await createMember(t.db, { first_name: 'Bo', last_name: 'Ray', email: 'cy@example.org' });
    await queue(signIn('ute@example.org', ute, uwe), signIn('cy@example.org', cy, bo));
    expect(only('ute@example.org').text).toContain('Als Uwe Berg anmelden');
    // Cy chose English and Bo follows the club, which speaks English: both read English.
    expect(only('cy@example.org').text).toContain('Sign in as Bo Ray');

    t.mail.clear();
    await t.db.insert(settings).values({ key: 'club_locale', value: 'de' });
    await queue(signIn('cy@example.org', cy, bo));
    // Now Bo follows a German club and Cy reads English: the inbox gets the club's German.
    expect(only('cy@example.org').subject).toBe('Ihr Anmeldelink für Rainbow Squares');
  });
});

describe('the confirm e-mail', () => {
  it('writes the night, its times and the buttons in German for a German member', async () => {
    await t.db.insert(settings).values({ key: 'club_address', value: 'Lindenstraße 4, Köln' });
    await queue({
      kind: 'asked',
      reason: 'publish',
      asks: [
        { member_id: ute.id, assignment_id: 2, dance_date: NIGHT, token: 'ute' },
        { member_id: cy.id, assignment_id: 2, dance_date: NIGHT, token: 'cy' },
      ],
      nights: [
        {
          assignment_id: 2,
          dance_date: NIGHT,
          start_time: '19:00',
          end_time: '22:30',
          caller: 'Tom Miller',
          cuer: null,
          program: 'Plus',
          theme: 'Winterball',
          squareheads: [
            { id: ute.id, name: 'Ute Berg' },
            { id: cy.id, name: 'Cy Ray' },
            { id: di.id, name: 'Di Fox' },
          ],
        },
      ],
    });
    const german = only('ute@example.org');
    expect(german.subject).toBe('Bitte bestätigen Sie Ihre Squarehead-Dienste – Rainbow Squares');
    expect(german.text).toBe(
      [
        'Guten Tag Ute Berg,',
        'Der Dienstplan ist veröffentlicht. Sie sind an den folgenden Clubabenden als Squarehead eingeteilt: Bitte sagen Sie uns, ob Sie kommen.',
        [
          'Mi., 10. März 2027',
          // The club reads the 12-hour clock (Los Angeles); German always the 24-hour one, and names the zone as
          // German Intl does.
          '  Zeit: 19:00–22:30 (GMT-8)',
          '  Ort: Lindenstraße 4, Köln',
          '  Caller: Tom Miller',
          '  Programm: Plus',
          '  Motto: Winterball',
          '  Ebenfalls im Dienst: Cy Ray und Di Fox',
          `  Ich komme: ${URL}/respond?token=ute&answer=confirm`,
          `  Ich kann nicht: ${URL}/respond?token=ute&answer=decline`,
        ].join('\n'),
        'Jede Schaltfläche funktioniert ein einziges Mal und meldet Sie an; sie gilt bis zum Clubabend. Sie können auch unter „Meine Dienste“ antworten.',
      ].join('\n\n'),
    );
    const english = only('cy@example.org');
    expect(english.subject).toBe('Please confirm your squarehead nights – Rainbow Squares');
    expect(english.text).toContain('Wednesday, March 10, 2027\n  Time: 7:00 PM–10:30 PM (PST)\n');
    expect(english.text).toContain('  Also serving: Ute Berg and Di Fox\n');
  });
});

describe('the time zone after the times', () => {
  it('is named as German writes it for a German member of a club in Germany', async () => {
    await t.db.insert(settings).values({ key: 'system_timezone', value: 'Europe/Berlin' });
    const night = (dance_date: string) => ({
      assignment_id: 2,
      dance_date,
      start_time: '19:30',
      end_time: '22:00',
      caller: null,
      cuer: null,
      program: null,
      theme: null,
      squareheads: [
        { id: ute.id, name: 'Ute Berg' },
        { id: cy.id, name: 'Cy Ray' },
      ],
    });
    await queue({
      kind: 'asked',
      reason: 'publish',
      asks: [
        { member_id: ute.id, assignment_id: 2, dance_date: '2026-12-02', token: 'ute' },
        { member_id: cy.id, assignment_id: 2, dance_date: '2026-12-02', token: 'cy' },
      ],
      nights: [night('2026-12-02')],
    });
    expect(only('ute@example.org').text).toContain('Mi., 2. Dezember 2026\n  Zeit: 19:30–22:00 (MEZ)\n');
    expect(only('cy@example.org').text).toContain('Wednesday, December 2, 2026\n  Time: 19:30–22:00 (GMT+1)\n');
  });
});

describe('the reminder', () => {
  it("fills the club's own template with the night in each reader's language", async () => {
    await t.db.insert(settings).values([
      { key: 'email_template_subject', value: 'Reminder: {dance_date}' },
      { key: 'email_template_body', value: 'Hello {member_name}, at {start_time} with {other_squareheads}.' },
    ]);
    await createScheduleWithNights(t.db, 'current', [{ dance_date: NIGHT, slots: [ute.id, cy.id, di.id] }]);
    const [night] = await t.db.query.assignments.findMany();
    await queue({
      kind: 'reminder',
      assignment_id: night!.id,
      dance_date: NIGHT,
      days_before: 7,
      member_ids: [ute.id, cy.id],
      night: {
        start_time: '19:30',
        end_time: null,
        caller: null,
        program: null,
        squareheads: [
          { id: ute.id, name: 'Ute Berg' },
          { id: cy.id, name: 'Cy Ray' },
          { id: di.id, name: 'Di Fox' },
        ],
      },
    });
    // The club's words stay as the club wrote them; the date, time and names are the reader's.
    expect(only('ute@example.org')).toMatchObject({
      subject: 'Reminder: Mi., 10. März 2027',
      text: 'Hello Ute Berg, at 19:30 with Cy Ray und Di Fox.',
    });
    expect(only('cy@example.org')).toMatchObject({
      subject: 'Reminder: Wednesday, March 10, 2027',
      text: 'Hello Cy Ray, at 7:30 PM with Ute Berg and Di Fox.',
    });
  });
});

describe('the swap offer', () => {
  const request: SwapRequest = {
    id: 7,
    kind: 'swap',
    status: 'open',
    dance_date: NIGHT,
    club_night_type: 'NORMAL',
    requester: { id: 0, name: 'Di Fox' },
    message: 'Familienbesuch',
    taken_by: null,
    return_date: null,
    resolved_by: null,
    created_at: '2027-03-01T10:00:00.000Z',
    resolved_at: null,
    offered_to: 2,
  };

  it('asks a German member in German and an English one in English', async () => {
    await queue({
      kind: 'swapOffered',
      request: { ...request, requester: { id: di.id, name: 'Di Fox' } },
      links: [
        { member_id: ute.id, token: 'tu', return_dates: [LATER] },
        { member_id: cy.id, token: 'tc', return_dates: [LATER] },
      ],
    });
    const accept = (token: string) => `${URL}/swaps/accept?token=${token}&return_date=${LATER}`;
    expect(only('ute@example.org')).toMatchObject({
      subject: 'Können Sie den Dienst am Mi., 10. März 2027 übernehmen? – Rainbow Squares',
      text: [
        'Di Fox kann am Mi., 10. März 2027 nicht als Squarehead Dienst tun und möchte den Clubabend gegen einen Ihrer Clubabende tauschen.',
        'Di schreibt: „Familienbesuch“',
        'Wer zuerst annimmt, übernimmt den Clubabend. Die Schaltfläche meldet Sie an; sie funktioniert ein einziges Mal, 7 Tage lang, solange die Anfrage offen ist.',
        `Übernehmen, Di erhält dafür Mi., 17. März 2027: ${accept('tu')}`,
      ].join('\n\n'),
    });
    expect(only('cy@example.org')).toMatchObject({
      subject: 'Can you take Wednesday, March 10, 2027? – Rainbow Squares',
      text: [
        'Di Fox cannot serve as squarehead on Wednesday, March 10, 2027 and would like to swap it for one of your nights.',
        'Di writes: “Familienbesuch”',
        'The first member to accept takes the night. The button signs you in; it works once, for 7 days, while the request is open.',
        `Take it and give Di Wednesday, March 17, 2027: ${accept('tc')}`,
      ].join('\n\n'),
    });
  });
});

describe('the other notices', () => {
  it('tells a German member of a cancelled night in German', async () => {
    await queue({
      kind: 'nightCancelled',
      dance_date: NIGHT,
      reason: 'Saal gesperrt',
      notify: 'squareheads',
      squarehead_ids: [ute.id, cy.id],
    });
    expect(only('ute@example.org')).toMatchObject({
      subject: 'Abgesagt: Rainbow Squares am Mi., 10. März 2027',
      text: [
        'Guten Tag Ute Berg,',
        'Der Clubabend am Mi., 10. März 2027 ist abgesagt: Saal gesperrt.',
        'Sie waren an diesem Abend als Squarehead eingeteilt; Sie müssen nicht kommen. Vielen Dank!',
      ].join('\n\n'),
    });
    expect(only('cy@example.org').subject).toBe('Cancelled: Rainbow Squares on Wednesday, March 10, 2027');
  });
});

describe('what an administrator did, a night taken, and a night that needs a replacement', () => {
  it('tells a German member in German what an administrator did for them', async () => {
    await queue({
      kind: 'actedFor',
      admin: { id: di.id, name: 'Di Fox' },
      member_ids: [ute.id],
      notice: { kind: 'askedCover', dance_date: NIGHT, offered: 1 },
    });
    expect(only('ute@example.org')).toMatchObject({
      subject: 'Di Fox hat für Sie um Vertretung gebeten – Rainbow Squares',
      text: [
        'Guten Tag Ute,',
        'Di Fox hat für Sie um Vertretung gebeten:\nAndere Mitglieder wurden gebeten, Ihren Dienst am Mi., 10. März 2027 zu übernehmen (1 Mitglied hat eine E-Mail bekommen). Sie bleiben eingeteilt, bis jemand übernimmt.',
        'Falls das nicht stimmt, rufen Sie Di Fox an oder ändern Sie es selbst in der App.',
        `Meine Dienste öffnen: ${URL}/my-duties`,
      ].join('\n\n'),
    });
  });

  it('confirms a night taken in German', async () => {
    await queue({
      kind: 'signedUp',
      dance_date: NIGHT,
      member_ids: [ute.id],
      actor: { id: di.id, name: 'Di Fox', email: di.email },
    });
    expect(only('ute@example.org')).toMatchObject({
      subject: 'Rainbow Squares: Sie sind am Mi., 10. März 2027 Squarehead',
      text: [
        'Guten Tag Ute Berg,',
        'Di Fox hat Sie für den Mi., 10. März 2027 als Squarehead eingetragen.',
        'Falls Sie doch nicht kommen können, können Sie den Dienst bis eine Woche vorher unter „Meine Dienste“ zurückgeben.',
      ].join('\n\n'),
    });
  });

  it('tells a German administrator in German who cannot serve', async () => {
    await createMember(t.db, {
      first_name: 'Eva',
      last_name: 'Admin',
      email: 'eva@example.org',
      role: 'admin',
      locale: 'de',
    });
    await queue({
      kind: 'vacancy',
      member_id: cy.id,
      dance_date: NIGHT,
      schedule_type: 'current',
      choice: 'ask_others',
      offered: 2,
      reason: 'Krank',
    });
    expect(only('eva@example.org')).toMatchObject({
      subject: 'Cy Ray kann am Mi., 10. März 2027 nicht Dienst tun – Rainbow Squares',
      text: [
        'Cy Ray ist am Mi., 10. März 2027 als Squarehead eingeteilt, kann an diesem Abend aber nicht.',
        'Die Nachricht dazu: „Krank“',
        'Andere Mitglieder wurden gebeten, den Dienst zu übernehmen (2 Mitglieder haben eine E-Mail bekommen). Der Clubabend ist besetzt, sobald jemand annimmt oder Sie jemand anderen einteilen.',
        'Bis dahin ist der Clubabend auf der Seite „Aktueller Dienstplan“ als „Ersatz gesucht“ markiert.',
        `Seite „Aktueller Dienstplan“ öffnen: ${URL}/current-schedule`,
      ].join('\n\n'),
    });
  });
});
