import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES, type CalendarFeed, SETTINGS_MESSAGES } from '@club/shared';
import { assignments, calendarFeeds, members, settings } from '../../../db/schema/index.js';
import { addDays, todayIn } from '../../../lib/calendar.js';
import { toSessionUser } from '../../users/users.service.js';
import { createMember, createScheduleWithNights, type FactoryNight } from '../../../../test/factories.js';
import { bearer, callTrpc, TEST_PUBLIC_URL, useTestApp } from '../../../../test/harness.js';
import { getMyFeeds, resetFeed } from './calendar.service.js';
import { type SignedInContext, signedInCaller } from '../../../lib/context.js';

// Issue 9 item 4: private iCal feeds, a member's own duty nights and, for admins, the club's whole rota.
const t = useTestApp();

const today = () => todayIn('America/Los_Angeles');
const addSchedule = (type: 'current' | 'next' | 'archived', nights: FactoryNight[]) =>
  createScheduleWithNights(t.db, type, nights);

type Member = Awaited<ReturnType<typeof createMember>>;
/** A unit of work in the member's name, as their own request gets one. */
const asMember = <T>(member: Member, work: (ctx: SignedInContext) => Promise<T>) =>
  t.inClub(work, signedInCaller(toSessionUser(member)));
/** Fetches a feed URL the way a calendar app does: no session, no cookie. */
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: url.slice(TEST_PUBLIC_URL.length) });
const feedPath = (feed: CalendarFeed) => feed.url.slice(TEST_PUBLIC_URL.length);

/** What a wall clock in `timeZone` shows at a parsed date-time: "2030-01-08 19:30". */
const wallClock = (time: ICAL.Time, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(time.toJSDate());

/** An alarm as a parser reads it: its action, its trigger's kind, and the wall-clock time it rings in its event's zone. */
function alarmOf(alarm: ICAL.Component, start: ICAL.Time) {
  const trigger = alarm.getFirstProperty('trigger')!;
  const rings = start.clone();
  rings.isDate = false;
  rings.addDuration(trigger.getFirstValue() as ICAL.Duration);
  return `${String(alarm.getFirstPropertyValue('action'))} ${trigger.type} ${rings.toString().replace('T', ' ').slice(0, 16)}`;
}

/** The calendar and its events as an iCalendar parser reads them; times as the club's clocks show them. */
function parse(ics: string, timeZone = 'America/Los_Angeles') {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  // The feed defines each TZID it uses; registered, the parser places its times at their real moments.
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((event) => {
    const start = event.getFirstProperty('dtstart')!;
    const end = event.getFirstProperty('dtend')!;
    const shown = (property: ICAL.Property) =>
      property.type === 'date'
        ? String(property.getFirstValue())
        : wallClock(property.getFirstValue() as ICAL.Time, timeZone);
    return {
      uid: event.getFirstPropertyValue('uid'),
      has_stamp: event.getFirstPropertyValue('dtstamp') !== null,
      start_type: start.type,
      start: shown(start),
      end_type: end.type,
      end: shown(end),
      alarms: event.getAllSubcomponents('valarm').map((alarm) => alarmOf(alarm, start.getFirstValue() as ICAL.Time)),
      summary: event.getFirstPropertyValue('summary'),
      description: event.getFirstPropertyValue('description'),
      location: event.getFirstPropertyValue('location'),
    };
  });
  return { calendar, events };
}

async function readFeed(feed: CalendarFeed, timeZone?: string) {
  const response = await fetchFeed(feed.url);
  expect(response.statusCode, response.body).toBe(200);
  return parse(response.body, timeZone);
}

/** The alarm of SPEC §9's reminder hour: 08:00 on the club's clock the day before the night, before its start. */
const alarmFor = (date: string) => [`DISPLAY duration ${addDays(date, -1)} 08:00`];

describe('the member feed', () => {
  it('speaks its owner’s language: summary, description and alarm German for a German member (issue 29)', async () => {
    const [ute, cy] = [
      await createMember(t.db, { first_name: 'Ute', last_name: 'Berg', locale: 'de' }),
      await createMember(t.db, { first_name: 'Cy', last_name: 'Ray' }),
    ];
    await t.db.insert(settings).values({ key: 'club_name', value: 'Hoedown Club' });
    const soon = addDays(today(), 7);
    await addSchedule('current', [{ dance_date: soon, slots: [ute.id, cy.id], notes: 'Kuchen mitbringen' }]);
    const alarmText = (ics: { calendar: ICAL.Component }) =>
      ics.calendar
        .getAllSubcomponents('vevent')
        .flatMap((event) => event.getAllSubcomponents('valarm'))
        .map((alarm) => alarm.getFirstPropertyValue('description'));

    const german = await readFeed(await asMember(ute, (ctx) => resetFeed(ctx, 'member')));
    expect(german.events.map(({ summary, description }) => ({ summary, description }))).toEqual([
      { summary: 'Squarehead-Dienst – Hoedown Club', description: 'Im Dienst mit: Cy Ray\nNotizen: Kuchen mitbringen' },
    ]);
    expect(alarmText(german)).toEqual(['Squarehead-Dienst – Hoedown Club']);
    const english = await readFeed(await asMember(cy, (ctx) => resetFeed(ctx, 'member')));
    expect(english.events.map(({ summary, description }) => ({ summary, description }))).toEqual([
      { summary: 'Squarehead duty – Hoedown Club', description: 'Serving with: Ute Berg\nNotes: Kuchen mitbringen' },
    ]);
    expect(alarmText(english)).toEqual(['Squarehead duty – Hoedown Club']);
  });

  it('is valid iCalendar with exactly the member’s nights, who serves with them and the notes', async () => {
    const [me, ann, bob] = [
      await createMember(t.db, { first_name: 'Me', last_name: 'Myself' }),
      await createMember(t.db, { first_name: 'Ann', last_name: 'Lee' }),
      await createMember(t.db, { first_name: 'Bob', last_name: 'Ray' }),
    ];
    await t.db.insert(settings).values([
      { key: 'club_name', value: 'Hoedown Club' },
      { key: 'club_address', value: '1 Main St, Town' },
    ]);
    const [past, soon, fifth, overlap, other] = [
      addDays(today(), -7),
      addDays(today(), 7),
      addDays(today(), 21),
      addDays(today(), 35),
      addDays(today(), 14),
    ];
    await addSchedule('archived', [{ dance_date: addDays(today(), -400), slots: [me.id] }]);
    await addSchedule('current', [
      { dance_date: past, slots: [me.id] },
      { dance_date: soon, slots: [ann.id, me.id, bob.id], notes: 'Bring cookies' },
      { dance_date: other, slots: [ann.id, bob.id] },
      { dance_date: overlap, slots: [me.id, ann.id] },
    ]);
    await addSchedule('next', [
      { dance_date: fifth, slots: [null, null, null, me.id], club_night_type: 'FIFTH WED' },
      { dance_date: overlap, slots: [me.id] },
    ]);

    const { calendar, events } = await readFeed(await asMember(me, (ctx) => resetFeed(ctx, 'member')));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toContain('Square Dance Club Manager');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Hoedown Club – My squarehead duty');
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT4H');
    const host = new URL(TEST_PUBLIC_URL).host;
    const night = (date: string, description: string) => ({
      uid: `duty-${date}-${me.id}@${host}`,
      has_stamp: true,
      start_type: 'date-time',
      start: `${date} 19:30`,
      end_type: 'date-time',
      end: `${date} 22:00`,
      alarms: alarmFor(date),
      summary: 'Squarehead duty – Hoedown Club',
      description,
      location: '1 Main St, Town',
    });
    // The archived schedule and the night Me does not serve on are not there; the date on both schedules is there once.
    expect(events).toEqual([
      night(past, 'No one else assigned yet'),
      night(soon, 'Serving with: Ann Lee, Bob Ray\nNotes: Bring cookies'),
      night(fifth, 'No one else assigned yet\nFIFTH WED night'),
      night(overlap, 'Serving with: Ann Lee'),
    ]);
  });

  it('never shows another member’s nights, and leaves LOCATION out when the club has no address', async () => {
    const [me, ann] = [await createMember(t.db), await createMember(t.db, { first_name: 'Ann', last_name: 'Lee' })];
    await addSchedule('current', [
      { dance_date: addDays(today(), 7), slots: [ann.id] },
      { dance_date: addDays(today(), 14), slots: [null, ann.id] },
    ]);
    expect((await readFeed(await asMember(me, (ctx) => resetFeed(ctx, 'member')))).events).toEqual([]);
    const { calendar, events } = await readFeed(await asMember(ann, (ctx) => resetFeed(ctx, 'member')));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Square Dance Club – My squarehead duty');
    expect(events.map((event) => [event.start, event.location])).toEqual([
      [`${addDays(today(), 7)} 19:30`, null],
      [`${addDays(today(), 14)} 19:30`, null],
    ]);
  });

  it('shows a change of the rota on the next fetch, under the same UID', async () => {
    const [me, ann] = [await createMember(t.db), await createMember(t.db, { first_name: 'Ann', last_name: 'Lee' })];
    const date = addDays(today(), 7);
    await addSchedule('current', [{ dance_date: date, slots: [me.id] }]);
    const feed = await asMember(me, (ctx) => resetFeed(ctx, 'member'));
    const before = (await readFeed(feed)).events;
    expect(before.map((event) => event.description)).toEqual(['No one else assigned yet']);

    // A swap: Ann joins the night, then Me hands it over to Ann.
    await t.db.update(assignments).set({ squarehead2_id: ann.id, notes: 'Swapped' });
    const after = (await readFeed(feed)).events;
    expect(after.map((event) => [event.uid, event.description])).toEqual([
      [before[0]!.uid, 'Serving with: Ann Lee\nNotes: Swapped'],
    ]);
    await t.db.update(assignments).set({ squarehead1_id: null });
    expect((await readFeed(feed)).events).toEqual([]);
  });
});

describe('event times (issue 17 item 8)', () => {
  it('runs from the club night’s start to its end on the club’s clock, with an alarm the day before at the reminder hour', async () => {
    const me = await createMember(t.db);
    await t.db.insert(settings).values([
      { key: 'system_timezone', value: 'Europe/Berlin' },
      { key: 'club_night_start', value: '20:00' },
      { key: 'club_night_end', value: '00:30' },
    ]);
    // 2030-03-31 is the night Berlin's clocks go forward: the times stay those of the club's wall clock.
    const nights = ['2030-03-27', '2030-03-31'];
    await addSchedule(
      'next',
      nights.map((dance_date) => ({ dance_date, slots: [me.id] })),
    );
    const feed = await asMember(me, (ctx) => resetFeed(ctx, 'member'));
    const { events } = await readFeed(feed, 'Europe/Berlin');
    expect(events.map((event) => [event.start_type, event.start, event.end, event.alarms])).toEqual(
      nights.map((date) => ['date-time', `${date} 20:00`, `${addDays(date, 1)} 00:30`, alarmFor(date)]),
    );
    const body = (await fetchFeed(feed.url)).body;
    expect(body).toMatch(/^DTSTART;TZID=Europe\/Berlin:20300327T200000\r$/m);
    expect(body).toMatch(/^DTSTART;TZID=Europe\/Berlin:20300331T200000\r$/m);
    expect(body).toMatch(/^TRIGGER:-P1DT12H\r$/m);
  });

  it('carries the club’s TZID with its VTIMEZONE, right in summer and in winter whatever zone the server runs in', async () => {
    const me = await createMember(t.db);
    await t.db.insert(settings).values([
      { key: 'system_timezone', value: 'Europe/Berlin' },
      { key: 'club_night_start', value: '19:30' },
      { key: 'club_night_end', value: '22:00' },
    ]);
    const [july, january] = ['2030-07-10', '2031-01-08'];
    await addSchedule(
      'next',
      [july, january].map((dance_date) => ({ dance_date, slots: [me.id] })),
    );
    const feed = await asMember(me, (ctx) => resetFeed(ctx, 'member'));
    // A server whose own clock is set to another zone (as a container's often is) must not shift the times.
    const serverZone = process.env['TZ'];
    process.env['TZ'] = 'America/New_York';
    const body = await fetchFeed(feed.url).finally(() => {
      process.env['TZ'] = serverZone;
    });
    expect(body.statusCode).toBe(200);
    const { calendar, events } = parse(body.body, 'Europe/Berlin');
    expect(calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual([
      'Europe/Berlin',
    ]);
    const starts = calendar
      .getAllSubcomponents('vevent')
      .map((event) => event.getFirstProperty('dtstart')!)
      .map((start) => [start.getParameter('tzid'), (start.getFirstValue() as ICAL.Time).toJSDate().toISOString()]);
    // 19:30 in Berlin is 17:30 UTC in summer (CEST, +2) and 18:30 UTC in winter (CET, +1).
    expect(starts).toEqual([
      ['Europe/Berlin', '2030-07-10T17:30:00.000Z'],
      ['Europe/Berlin', '2031-01-08T18:30:00.000Z'],
    ]);
    expect(body.body).toMatch(/^DTSTART;TZID=Europe\/Berlin:20300710T193000\r$/m);
    expect(body.body).toMatch(/^DTEND;TZID=Europe\/Berlin:20310108T220000\r$/m);
    expect(events.map((event) => [event.start, event.end, event.alarms])).toEqual([
      [`${july} 19:30`, `${july} 22:00`, alarmFor(july)],
      [`${january} 19:30`, `${january} 22:00`, alarmFor(january)],
    ]);
  });

  it('falls back to UTC times, without a TZID, for a zone the VTIMEZONE library does not hold under that name', async () => {
    const me = await createMember(t.db);
    await t.db.insert(settings).values([
      { key: 'system_timezone', value: 'UTC' },
      { key: 'club_night_start', value: '19:30' },
    ]);
    await addSchedule('next', [{ dance_date: '2030-07-10', slots: [me.id] }]);
    const { body } = await fetchFeed((await asMember(me, (ctx) => resetFeed(ctx, 'member'))).url);
    expect(body).toMatch(/^DTSTART:20300710T193000Z\r$/m);
    expect(body).not.toMatch(/TZID|VTIMEZONE/);
  });

  it('is an all-day event only when the club keeps no start time', async () => {
    const me = await createMember(t.db);
    const date = addDays(today(), 7);
    await addSchedule('current', [{ dance_date: date, slots: [me.id] }]);
    const feed = await asMember(me, (ctx) => resetFeed(ctx, 'member'));
    expect((await readFeed(feed)).events.map((event) => [event.start_type, event.start, event.end])).toEqual([
      ['date-time', `${date} 19:30`, `${date} 22:00`],
    ]);
    await t.db.insert(settings).values({ key: 'club_night_start', value: '' });
    expect(
      (await readFeed(feed)).events.map((event) => [event.start_type, event.start, event.end, event.alarms]),
    ).toEqual([['date', date, addDays(date, 1), alarmFor(date)]]);
  });

  it('takes only HH:MM times or nothing as the club night’s start and end', async () => {
    const admin = await createMember(t.db, { role: 'admin' });
    const token = await t.signIn(admin);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(token),
      payload: { club_night_start: '7.30pm', club_night_end: '24:00' },
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.body).toContain(SETTINGS_MESSAGES.clockTime('Club night start'));
    expect(refused.body).toContain(SETTINGS_MESSAGES.clockTime('Club night end'));
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(token),
      payload: { club_night_start: '19:00', club_night_end: '' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

describe('the club feed', () => {
  it('holds every night of the live schedules with its squareheads, for an administrator, ringing only on their own', async () => {
    const admin = await createMember(t.db, { role: 'admin' });
    const [ann, bob] = [
      await createMember(t.db, { first_name: 'Ann', last_name: 'Lee' }),
      await createMember(t.db, { first_name: 'Bob', last_name: 'Ray' }),
    ];
    const [a, b, c] = [addDays(today(), 7), addDays(today(), 14), addDays(today(), 28)];
    // A club that keeps no start time gets all-day events.
    await t.db.insert(settings).values({ key: 'club_night_start', value: '' });
    await addSchedule('archived', [{ dance_date: addDays(today(), -400), slots: [ann.id] }]);
    const board = addDays(today(), 35);
    await addSchedule('current', [
      { dance_date: a, slots: [ann.id, null, bob.id], notes: 'Caller: Jim' },
      { dance_date: b },
    ]);
    await addSchedule('next', [
      { dance_date: b, slots: [bob.id] },
      { dance_date: c, slots: [bob.id, admin.id], club_night_type: 'FIFTH WED' },
      { dance_date: board, club_night_type: 'FIFTH WED' },
    ]);

    const { calendar, events } = await readFeed(await asMember(admin, (ctx) => resetFeed(ctx, 'club')));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Square Dance Club – Squarehead rota');
    const host = new URL(TEST_PUBLIC_URL).host;
    // On a date both schedules hold, the current schedule's night is the one shown.
    expect(events.map((event) => [event.uid, event.start, event.end, event.summary, event.description])).toEqual([
      [`night-${a}@${host}`, a, addDays(a, 1), 'Squareheads: Ann Lee, Bob Ray', 'Notes: Caller: Jim'],
      [`night-${b}@${host}`, b, addDays(b, 1), 'Squareheads: none yet', null],
      [
        `night-${c}@${host}`,
        c,
        addDays(c, 1),
        `Squareheads: Bob Ray, ${admin.first_name} ${admin.last_name} (FIFTH WED)`,
        null,
      ],
      [`night-${board}@${host}`, board, addDays(board, 1), 'Squareheads: none yet (FIFTH WED)', null],
    ]);
    expect(events.every((event) => event.has_stamp && event.start_type === 'date' && event.end_type === 'date')).toBe(
      true,
    );
    // Issue 26: only the administrator's own night rings; other members' nights and the empty board night do not.
    expect(events.map((event) => event.alarms)).toEqual([[], [], alarmFor(c), []]);
  });

  it('is refused to members, hidden from them even when a row exists, and dead once its admin is demoted', async () => {
    const member = await createMember(t.db);
    const token = await t.signIn(member);
    const put = await t.app.inject({ method: 'PUT', url: '/api/calendar/feeds/club', headers: bearer(token) });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe(CALENDAR_MESSAGES.clubFeedAdminOnly);
    const trpc = await callTrpc(t.app, 'calendar.resetFeed', { token, type: 'mutation', input: { kind: 'club' } });
    expect([trpc.status, trpc.error.message]).toEqual([403, CALENDAR_MESSAGES.clubFeedAdminOnly]);
    expect(await t.db.select().from(calendarFeeds)).toEqual([]);

    const admin = await createMember(t.db, { role: 'admin' });
    const feed = await asMember(admin, (ctx) => resetFeed(ctx, 'club'));
    expect((await fetchFeed(feed.url)).statusCode).toBe(200);
    await t.db.update(members).set({ role: 'member', is_admin: false }).where(eq(members.id, admin.id));
    const demoted = { ...admin, role: 'member' as const, is_admin: false };
    expect(await asMember(demoted, (ctx) => getMyFeeds(ctx))).toEqual({ member: null, club: null });
    const dead = await fetchFeed(feed.url);
    expect([dead.statusCode, dead.json().message]).toEqual([404, CALENDAR_MESSAGES.feedNotFound]);
  });
});

describe('a club name with a line break (issue 14)', () => {
  const forged = 'Hoedown\r\nBEGIN:VEVENT\r\nUID:x@evil.example\r\nDTSTART;VALUE=DATE:20300101\r\nEND:VEVENT';

  it('is refused over REST and tRPC, and saves nothing', async () => {
    const token = await t.signIn(await createMember(t.db, { role: 'admin' }));
    const rest = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(token),
      payload: { club_name: forged },
    });
    expect(rest.statusCode).toBe(422);
    expect(rest.json().errors).toEqual({ club_name: SETTINGS_MESSAGES.oneLine });
    const single = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/club_address',
      headers: bearer(token),
      payload: { value: '1 Main St\nBEGIN:VEVENT' },
    });
    expect(single.statusCode).toBe(422);
    const trpc = await callTrpc(t.app, 'settings.update', { token, type: 'mutation', input: { club_name: forged } });
    expect([trpc.status, trpc.error.data.fieldErrors]).toEqual([400, { club_name: SETTINGS_MESSAGES.oneLine }]);
    expect(await t.db.select().from(settings)).toEqual([]);
  });

  it('adds no event to a feed when it was stored before the rule', async () => {
    const me = await createMember(t.db);
    await t.db.insert(settings).values([{ key: 'club_name', value: forged }]);
    await addSchedule('current', [{ dance_date: addDays(today(), 7), slots: [me.id] }]);
    const { events } = await readFeed(await asMember(me, (ctx) => resetFeed(ctx, 'member')));
    expect(events.map((event) => event.uid)).toEqual([
      `duty-${addDays(today(), 7)}-${me.id}@${new URL(TEST_PUBLIC_URL).host}`,
    ]);
  });
});

describe('feed URLs', () => {
  it('are secret per feed: a reset ends the old URL at once, and turning off ends it', async () => {
    const me = await createMember(t.db);
    await addSchedule('current', [{ dance_date: addDays(today(), 7), slots: [me.id] }]);
    const token = await t.signIn(me);
    const first = (
      await t.app.inject({ method: 'PUT', url: '/api/calendar/feeds/member', headers: bearer(token) })
    ).json().data as CalendarFeed;
    expect(first.url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/ical/\\d+-[\\w-]{43}\\.ics$`));
    expect(first.webcal_url).toBe(first.url.replace('http://', 'webcal://'));
    expect((await readFeed(first)).events).toHaveLength(1);

    const second = (
      await t.app.inject({ method: 'PUT', url: '/api/calendar/feeds/member', headers: bearer(token) })
    ).json().data as CalendarFeed;
    expect(second.url).not.toBe(first.url);
    expect((await fetchFeed(first.url)).statusCode).toBe(404);
    expect((await readFeed(second)).events).toHaveLength(1);

    const off = await t.app.inject({ method: 'DELETE', url: '/api/calendar/feeds/member', headers: bearer(token) });
    expect([off.statusCode, off.json().data]).toEqual([200, { member: null, club: null }]);
    expect((await fetchFeed(second.url)).statusCode).toBe(404);
  });

  it('answer 404 to tampered, borrowed and garbled tokens', async () => {
    const [me, other] = [await createMember(t.db), await createMember(t.db)];
    const mine = feedPath(await asMember(me, (ctx) => resetFeed(ctx, 'member')));
    const theirs = feedPath(await asMember(other, (ctx) => resetFeed(ctx, 'member')));
    const [, myId, myMac] = /\/ical\/(\d+)-([\w-]+)\.ics$/.exec(mine)!;
    const [, theirId] = /\/ical\/(\d+)-/.exec(theirs)!;
    const flipped = `${myMac!.slice(0, 10)}${myMac![10] === 'A' ? 'B' : 'A'}${myMac!.slice(11)}`;
    // The last character's low two bits decode to nothing: setting one spells the same MAC another way.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = `${myMac!.slice(0, 42)}${alphabet[alphabet.indexOf(myMac![42]!) + 1]}`;
    for (const url of [
      `/api/ical/${myId}-${flipped}.ics`,
      `/api/ical/${myId}-${respelled}.ics`,
      `/api/ical/${theirId}-${myMac}.ics`,
      `/api/ical/${myId}-${myMac}`,
      `/api/ical/${myId}-${myMac!.slice(1)}.ics`,
      '/api/ical/garbage.ics',
      '/api/ical/99999-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([url, response.statusCode, response.json().message]).toEqual([url, 404, CALENDAR_MESSAGES.feedNotFound]);
    }
    expect((await t.app.inject({ method: 'GET', url: mine })).statusCode).toBe(200);
  });

  it('serve text/calendar with short private caching, inline, and record the fetch', async () => {
    const me = await createMember(t.db);
    const feed = await asMember(me, (ctx) => resetFeed(ctx, 'member'));
    expect(feed.last_fetched_at).toBeNull();
    const response = await fetchFeed(feed.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/^private, max-age=\d{1,4}$/);
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="[\w-]+\.ics"$/);
    expect(response.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const { member } = await asMember(me, (ctx) => getMyFeeds(ctx));
    expect(Date.parse(member!.last_fetched_at!)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('the one-time download (issue 26)', () => {
  it('is the same feed as a file to save, not counted as a calendar app’s read, and dead with the feed', async () => {
    const me = await createMember(t.db);
    await addSchedule('current', [{ dance_date: addDays(today(), 7), slots: [me.id] }]);
    const feed = await asMember(me, (ctx) => resetFeed(ctx, 'member'));
    const download = await fetchFeed(`${feed.url}?download=1`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(download.headers['content-disposition']).toBe('attachment; filename="squarehead-calendar.ics"');
    expect(parse(download.body).events.map((event) => event.uid)).toEqual(
      (await readFeed(feed)).events.map((event) => event.uid),
    );
    // readFeed above was the calendar app's read; the download before it left last_fetched_at alone.
    await t.db.update(calendarFeeds).set({ last_fetched_at: null });
    expect((await fetchFeed(`${feed.url}?download=1`)).statusCode).toBe(200);
    expect((await asMember(me, (ctx) => getMyFeeds(ctx))).member!.last_fetched_at).toBeNull();

    const odd = await fetchFeed(`${feed.url}?download=yes`);
    expect([odd.statusCode, odd.json().errors]).toEqual([422, { download: 'download is 1 or left out' }]);
    await asMember(me, (ctx) => resetFeed(ctx, 'member'));
    const dead = await fetchFeed(`${feed.url}?download=1`);
    expect([dead.statusCode, dead.json().message]).toEqual([404, CALENDAR_MESSAGES.feedNotFound]);
  });

  it('answers with the calendar’s name beside its URLs', async () => {
    const me = await createMember(t.db);
    await t.db.insert(settings).values({ key: 'club_name', value: 'Hoedown Club' });
    const token = await t.signIn(me);
    const created = await t.app.inject({ method: 'PUT', url: '/api/calendar/feeds/member', headers: bearer(token) });
    expect(created.json().data.name).toBe('Hoedown Club – My squarehead duty');
    const listed = await callTrpc(t.app, 'calendar.feeds', { token });
    expect(listed.data.member.name).toBe('Hoedown Club – My squarehead duty');
  });
});

describe('managing feeds over REST and tRPC', () => {
  it('answers the same on both, for the caller only', async () => {
    const admin = await createMember(t.db, { role: 'admin' });
    const token = await t.signIn(admin);
    const created = await callTrpc(t.app, 'calendar.resetFeed', { token, type: 'mutation', input: { kind: 'club' } });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ kind: 'club', last_fetched_at: null });
    const rest = await t.app.inject({ method: 'GET', url: '/api/calendar/feeds', headers: bearer(token) });
    const trpc = await callTrpc(t.app, 'calendar.feeds', { token });
    expect(rest.json().data).toEqual({ member: null, club: created.data });
    expect(trpc.data).toEqual(rest.json().data);
    // Another member sees none of it.
    const other = await callTrpc(t.app, 'calendar.feeds', { token: await t.signIn(await createMember(t.db)) });
    expect(other.data).toEqual({ member: null, club: null });

    const revoked = await callTrpc(t.app, 'calendar.revokeFeed', { token, type: 'mutation', input: { kind: 'club' } });
    expect(revoked.data).toEqual({ member: null, club: null });
    expect(await t.db.select().from(calendarFeeds)).toEqual([]);
  });

  it('refuses anonymous callers with 401 and an unknown kind with 422', async () => {
    for (const [method, url] of [
      ['GET', '/api/calendar/feeds'],
      ['PUT', '/api/calendar/feeds/member'],
      ['DELETE', '/api/calendar/feeds/member'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
    expect((await callTrpc(t.app, 'calendar.feeds')).status).toBe(401);
    expect((await callTrpc(t.app, 'calendar.resetFeed', { type: 'mutation', input: { kind: 'member' } })).status).toBe(
      401,
    );
    const token = await t.signIn(await createMember(t.db));
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/calendar/feeds/everyone', headers: bearer(token) })).statusCode,
    ).toBe(422);
    expect(await t.db.select().from(calendarFeeds)).toEqual([]);
  });
});
