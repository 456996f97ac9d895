import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { FeedNight } from './feed-nights.js';
import { renderClubFeed, renderMemberFeed } from './feed-ics.js';

// Issue 14 item 9: every text value of a feed is RFC 5545 TEXT, whatever the club's settings and the rota hold.
// ical.js leaves unknown properties escaped; NAME and X-WR-CALNAME are TEXT (RFC 7986, Apple), so it is told so.
ICAL.design.icalendar.property['name'] = { defaultType: 'text' };
ICAL.design.icalendar.property['x-wr-calname'] = { defaultType: 'text' };

const INJECTED =
  '\r\nBEGIN:VEVENT\r\nUID:forged@evil.example\r\nDTSTART;VALUE=DATE:20300101\r\nSUMMARY:Forged\r\nEND:VEVENT\r\nX-A:';
const club = {
  name: `Hoedown${INJECTED}Club`,
  address: `1 Main St; Hall B, Town\\North${INJECTED}`,
  publicUrl: 'http://club.test',
  night: { start: '19:30', end: '22:00', timeZone: 'America/Los_Angeles' },
  locale: 'en' as const,
};
const noDetails = {
  start_time: null,
  end_time: null,
  caller: null,
  cuer: null,
  program: null,
  theme: null,
  cancelled: false,
  not_serving: false,
  cancel_reason: null,
};
const nights: FeedNight[] = [
  {
    ...noDetails,
    dance_date: '2030-01-08',
    club_night_type: 'NORMAL',
    notes: `Bring cake\u001b[31m${INJECTED}`,
    squareheads: [
      { id: 1, name: 'Me Myself' },
      { id: 2, name: `Ann${INJECTED}Lee` },
    ],
  },
  {
    ...noDetails,
    dance_date: '2030-01-29',
    club_night_type: 'FIFTH WED',
    notes: 'Ä'.repeat(120),
    squareheads: [{ id: 1, name: 'Me Myself' }],
  },
];
/** What a reader sees of a value: its line breaks kept, the other control characters gone. */
const shown = (value: string) => value.replace(/\r\n/g, '\n').replaceAll('\u001b', '');

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return { calendar, events: calendar.getAllSubcomponents('vevent') };
}

describe('feed text values', () => {
  it('cannot add an event or a property through the club name, its address, a member name or the notes', () => {
    for (const ics of [renderMemberFeed(club, 1, nights), renderClubFeed(club, 1, nights)]) {
      const { calendar, events } = parse(ics);
      expect(events.map((event) => event.getFirstPropertyValue('uid'))).toEqual([
        expect.stringMatching(/@club\.test$/),
        expect.stringMatching(/@club\.test$/),
      ]);
      const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
      expect(lines.filter((line) => /^(BEGIN|END|UID|X-A)\b/.test(line))).toEqual([
        'BEGIN:VCALENDAR',
        // The club's zone, defined once (issue 26).
        'BEGIN:VTIMEZONE',
        'BEGIN:DAYLIGHT',
        'END:DAYLIGHT',
        'BEGIN:STANDARD',
        'END:STANDARD',
        'END:VTIMEZONE',
        ...events.flatMap((event) => [
          'BEGIN:VEVENT',
          `UID:${String(event.getFirstPropertyValue('uid'))}`,
          'BEGIN:VALARM',
          'END:VALARM',
          'END:VEVENT',
        ]),
        'END:VCALENDAR',
      ]);
      expect(calendar.getAllProperties().map((property) => property.name)).not.toContain('x-a');
      expect(String(calendar.getFirstPropertyValue('x-wr-calname'))).toMatch(
        new RegExp(`^${shown(club.name).replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')} – `),
      );
      expect(calendar.getFirstPropertyValue('name')).toBe(calendar.getFirstPropertyValue('x-wr-calname'));
      expect(events[0]!.getFirstPropertyValue('location')).toBe(shown(club.address));
    }
  });

  it('keeps the characters TEXT escapes and drops other control characters', () => {
    const { calendar, events } = parse(renderMemberFeed({ ...club, name: 'A, B; C\\D\u0007' }, 1, nights));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('A, B; C\\D – My squarehead duty');
    const description = String(events[0]!.getFirstPropertyValue('description'));
    expect(description).toBe(
      `Serving with: ${shown(`Ann${INJECTED}Lee`)}\nNotes: ${shown(`Bring cake\u001b[31m${INJECTED}`)}`,
    );
  });

  it('folds every line to at most 75 octets, also between multi-byte characters', () => {
    const ics = renderMemberFeed(club, 1, nights);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    expect(parse(ics).events[1]!.getFirstPropertyValue('description')).toBe(
      `No one else assigned yet\nFIFTH WED night\nNotes: ${'Ä'.repeat(120)}`,
    );
  });
});

describe('issue 19: a night with details, and a cancelled night', () => {
  const plainClub = { ...club, name: 'Hoedown Club', address: 'Hall' };
  const detailed: FeedNight = {
    ...noDetails,
    dance_date: '2030-01-15',
    club_night_type: 'NORMAL',
    notes: null,
    squareheads: [{ id: 1, name: 'Me Myself' }],
    start_time: '18:00',
    end_time: '21:15',
    caller: 'Ann Caller',
    cuer: 'Bo Cuer',
    program: 'Plus',
    theme: 'Hoedown',
  };

  it("puts the program in the summary, the details in the description, and times the event by the night's own times", () => {
    const [event] = parse(renderMemberFeed(plainClub, 1, [detailed])).events;
    expect(event!.getFirstPropertyValue('summary')).toBe('Squarehead duty – Hoedown Club (Plus)');
    expect(event!.getFirstPropertyValue('description')).toBe(
      'Caller: Ann Caller · Cuer: Bo Cuer · Program: Plus · Theme: Hoedown\nNo one else assigned yet',
    );
    expect(event!.getFirstPropertyValue('status')).toBe('CONFIRMED');
    // The club's wall clock, named by its zone.
    const shownAt = (name: string) => {
      const property = event!.getFirstProperty(name)!;
      return [property.getParameter('tzid'), String(property.getFirstValue())];
    };
    expect([shownAt('dtstart'), shownAt('dtend')]).toEqual([
      ['America/Los_Angeles', '2030-01-15T18:00:00'],
      ['America/Los_Angeles', '2030-01-15T21:15:00'],
    ]);
  });

  it('keeps a cancelled night as STATUS:CANCELLED, saying so and why, without an alarm', () => {
    const cancelled = { ...detailed, cancelled: true, cancel_reason: 'Hall flooded' };
    for (const ics of [renderMemberFeed(plainClub, 1, [cancelled]), renderClubFeed(plainClub, 1, [cancelled])]) {
      const [event] = parse(ics).events;
      expect(event!.getFirstPropertyValue('status')).toBe('CANCELLED');
      expect(String(event!.getFirstPropertyValue('summary'))).toMatch(/^CANCELLED: /);
      expect(String(event!.getFirstPropertyValue('description'))).toMatch(/^CANCELLED — Hall flooded\n/);
      expect(event!.getAllSubcomponents('valarm')).toHaveLength(0);
    }
  });
});

describe('issue 29: the feed in its owner’s language', () => {
  const german = { ...club, name: 'Hoedown Club', address: 'Saal', locale: 'de' as const };
  const night: FeedNight = {
    ...noDetails,
    dance_date: '2030-01-15',
    club_night_type: 'FIFTH WED',
    notes: 'Kuchen',
    squareheads: [{ id: 1, name: 'Me Myself' }],
    caller: 'Ann Caller',
    program: 'Plus',
    theme: 'Hoedown',
  };

  it('labels the details, the notes and a night without partners in German, and the alarm says the summary', () => {
    const [event] = parse(renderMemberFeed(german, 1, [night])).events;
    expect(event!.getFirstPropertyValue('summary')).toBe('Squarehead-Dienst – Hoedown Club (Plus)');
    expect(event!.getFirstPropertyValue('description')).toBe(
      'Caller: Ann Caller · Programm: Plus · Motto: Hoedown\nNoch niemand sonst eingeteilt\nClubabend FIFTH WED\nNotizen: Kuchen',
    );
    const [alarm] = event!.getAllSubcomponents('valarm');
    expect(alarm!.getFirstPropertyValue('description')).toBe('Squarehead-Dienst – Hoedown Club (Plus)');
  });

  it('marks a cancelled night and one the owner cannot serve in German', () => {
    const cancelled = { ...night, cancelled: true, cancel_reason: 'Saal überflutet' };
    const [off] = parse(renderClubFeed(german, 1, [cancelled])).events;
    expect(off!.getFirstPropertyValue('summary')).toBe('ABGESAGT: Squareheads: Me Myself (FIFTH WED) (Plus)');
    expect(String(off!.getFirstPropertyValue('description'))).toMatch(/^ABGESAGT — Saal überflutet\n/);
    const [notServing] = parse(renderMemberFeed(german, 1, [{ ...night, not_serving: true }])).events;
    expect(String(notServing!.getFirstPropertyValue('summary'))).toMatch(/^NICHT IM DIENST: Squarehead-Dienst/);
    expect(String(notServing!.getFirstPropertyValue('description'))).toMatch(
      /^Sie haben gesagt, dass Sie an diesem Clubabend nicht können\./,
    );
  });
});
