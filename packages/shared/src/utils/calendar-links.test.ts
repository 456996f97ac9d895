import { describe, expect, it } from 'vitest';
import { calendarLinks } from './calendar-links.js';

// Issue 26: "Add to calendar" links for one private feed.
describe('calendar links', () => {
  const feed = {
    url: 'https://club.example.org/api/ical/7-a_b-c.ics',
    webcal_url: 'webcal://club.example.org/api/ical/7-a_b-c.ics',
    name: 'Hoedown & Co – My squarehead duty',
  };

  it('gives each calendar the form of the address it takes, encoded', () => {
    const links = calendarLinks(feed);
    expect(links.apple).toBe(feed.webcal_url);
    expect(links.download).toBe(`${feed.url}?download=1`);
    const google = new URL(links.google);
    expect([google.origin + google.pathname, google.searchParams.get('cid')]).toEqual([
      'https://calendar.google.com/calendar/render',
      feed.webcal_url,
    ]);
    for (const [link, origin] of [
      [links.outlook, 'https://outlook.live.com'],
      [links.outlook_work, 'https://outlook.office.com'],
    ] as const) {
      const outlook = new URL(link);
      expect([
        outlook.origin + outlook.pathname,
        outlook.searchParams.get('url'),
        outlook.searchParams.get('name'),
      ]).toEqual([`${origin}/calendar/0/addfromweb`, feed.url, feed.name]);
    }
    // The name's '&' would otherwise end the parameter.
    expect(links.outlook).toContain('name=Hoedown%20%26%20Co');
  });
});
