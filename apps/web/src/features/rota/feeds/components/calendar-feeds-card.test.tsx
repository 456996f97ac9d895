import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CalendarFeed, MyCalendarFeeds } from '@club/shared';
import { authStore } from '../../../../lib/auth-store';
import { ApiFailure, createFakeApi, type FakeHandlers } from '../../../../test/fake-api';
import { branding, noSchedules } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { adminUser, makeSignIn, memberUser } from '../../../../test/session-fixtures';
import { ADD_TO_CALENDAR_MESSAGES } from '@club/shared/plain';

// Issue 9 item 4: the private calendar links on the 'My duties' page.
const feed = (kind: CalendarFeed['kind'], token: string): CalendarFeed => ({
  kind,
  url: `https://club.example.org/api/ical/${token}.ics`,
  webcal_url: `webcal://club.example.org/api/ical/${token}.ics`,
  name: kind === 'club' ? 'Hoedown Club – Squarehead rota' : 'Hoedown Club – My squarehead duty',
  created_at: '2027-04-01T10:00:00.000Z',
  last_fetched_at: null,
});
const none: MyCalendarFeeds = { member: null, club: null };
const handlers = (feeds: MyCalendarFeeds, more: FakeHandlers = {}): FakeHandlers => ({
  ...noSchedules,
  'settings.branding': () => branding,
  'duties.me': () => ({
    duties: [],
    unavailable_dates: [],
    upcoming_nights: [],
    self_signup: false,
    open_nights: [],
    partner: null,
  }),
  'calendar.feeds': () => feeds,
  ...more,
});
const block = async (name: string) => within(await screen.findByRole('region', { name }));

describe('calendar feed card', () => {
  beforeEach(() => authStore.signIn(makeSignIn(memberUser)));

  it('offers to create the link when the member has none, and then shows it', async () => {
    const api = createFakeApi(handlers(none, { 'calendar.resetFeed': () => feed('member', '1-abc') }));
    renderApp(api, '/my-duties');
    expect(await screen.findByRole('heading', { name: 'Calendar feed' })).toBeTruthy();
    const mine = await block('My duty nights');
    // Members never see the club rota's block.
    expect(screen.queryByRole('region', { name: 'Club rota calendar' })).toBeNull();
    fireEvent.click(mine.getByRole('button', { name: 'Create my calendar link' }));
    await waitFor(() =>
      expect(mine.getByLabelText<HTMLInputElement>('Calendar link').value).toBe(
        'https://club.example.org/api/ical/1-abc.ics',
      ),
    );
    expect(api.callsTo('calendar.resetFeed').map((call) => call.input)).toEqual([{ kind: 'member' }]);
    // Issue 26: the ways to add it are open at once, each a link with one line of help.
    const ways = within(mine.getByRole('list', { name: 'Ways to add the calendar' }));
    expect(mine.getByRole('button', { name: 'Add to calendar' }).getAttribute('aria-expanded')).toBe('true');
    const link = (name: string) => ways.getByRole('link', { name });
    expect(link('Google Calendar').getAttribute('href')).toBe(
      'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fclub.example.org%2Fapi%2Fical%2F1-abc.ics',
    );
    expect(link('Google Calendar').getAttribute('target')).toBe('_blank');
    expect(link('Apple Calendar (iPhone, iPad, Mac)').getAttribute('href')).toBe(
      'webcal://club.example.org/api/ical/1-abc.ics',
    );
    expect(link('Outlook.com').getAttribute('href')).toBe(
      'https://outlook.live.com/calendar/0/addfromweb?url=https%3A%2F%2Fclub.example.org%2Fapi%2Fical%2F1-abc.ics&name=Hoedown%20Club%20%E2%80%93%20My%20squarehead%20duty',
    );
    expect(link('Outlook for work or school').getAttribute('href')).toMatch(
      /^https:\/\/outlook\.office\.com\/calendar\/0\/addfromweb\?url=/,
    );
    const download = link('Download a file (.ics)');
    expect([download.getAttribute('href'), download.hasAttribute('download')]).toEqual([
      'https://club.example.org/api/ical/1-abc.ics?download=1',
      true,
    ]);
    expect(download.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(download.getAttribute('aria-describedby')!)!.textContent).toBe(
      ADD_TO_CALENDAR_MESSAGES.download.help,
    );
    expect(await screen.findByText('Calendar link ready')).toBeTruthy();
  });

  it('resets the link only after a confirmation that the old one stops working', async () => {
    const api = createFakeApi(
      handlers(
        { member: feed('member', '1-old'), club: null },
        { 'calendar.resetFeed': () => feed('member', '1-new') },
      ),
    );
    renderApp(api, '/my-duties');
    const mine = await block('My duty nights');
    expect(mine.getByLabelText<HTMLInputElement>('Calendar link').readOnly).toBe(true);
    fireEvent.click(mine.getByRole('button', { name: 'Reset link' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset calendar link' }));
    expect(dialog.getByText(/The old link stops working at once/)).toBeTruthy();
    expect(api.callsTo('calendar.resetFeed')).toEqual([]);
    fireEvent.click(dialog.getByRole('button', { name: 'Reset link' }));
    await waitFor(() => expect(mine.getByLabelText<HTMLInputElement>('Calendar link').value).toContain('1-new'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('turns the link off after a confirmation', async () => {
    const api = createFakeApi(
      handlers({ member: feed('member', '1-abc'), club: null }, { 'calendar.revokeFeed': () => none }),
    );
    renderApp(api, '/my-duties');
    const mine = await block('My duty nights');
    fireEvent.click(mine.getByRole('button', { name: 'Turn off' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Turn off calendar link' })).getByRole('button', {
        name: 'Turn off',
      }),
    );
    expect(await mine.findByRole('button', { name: 'Create my calendar link' })).toBeTruthy();
    expect(api.callsTo('calendar.revokeFeed').map((call) => call.input)).toEqual([{ kind: 'member' }]);
    expect(await screen.findByText('Calendar link turned off')).toBeTruthy();
  });

  it('keeps the ways closed once a calendar app reads the link, and opens them on request', async () => {
    renderApp(
      createFakeApi(
        handlers({ member: { ...feed('member', '1-abc'), last_fetched_at: '2027-04-02T10:00:00.000Z' }, club: null }),
      ),
      '/my-duties',
    );
    const mine = await block('My duty nights');
    const toggle = mine.getByRole('button', { name: 'Add to calendar' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(mine.queryByRole('link', { name: 'Google Calendar' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await mine.findByRole('link', { name: 'Google Calendar' })).toBeTruthy();
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBe(
      mine.getByRole('list', { name: 'Ways to add the calendar' }),
    );
  });

  it('copies the link and says so, or selects it for copying by hand when the browser refuses', async () => {
    const written: string[] = [];
    let allowed = true;
    // jsdom has no clipboard; this stands in for the browser's, which may refuse outside https.
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: (text: string) =>
          allowed ? (written.push(text), Promise.resolve()) : Promise.reject(new Error('denied')),
      },
    });
    renderApp(createFakeApi(handlers({ member: feed('member', '1-abc'), club: null })), '/my-duties');
    const mine = await block('My duty nights');
    fireEvent.click(mine.getByRole('button', { name: 'Copy' }));
    expect(await mine.findByText(ADD_TO_CALENDAR_MESSAGES.copy.confirmation)).toBeTruthy();
    expect(mine.getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(written).toEqual(['https://club.example.org/api/ical/1-abc.ics']);

    allowed = false;
    fireEvent.click(mine.getByRole('button', { name: 'Copied' }));
    expect(await mine.findByText(ADD_TO_CALENDAR_MESSAGES.copy.byHand)).toBeTruthy();
    expect(document.activeElement).toBe(mine.getByLabelText('Calendar link'));
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('shows an error with Retry when the links cannot be loaded', async () => {
    renderApp(
      createFakeApi(
        handlers(none, {
          'calendar.feeds': () => {
            throw new ApiFailure(500, 'Something went wrong on the server. Please try again.');
          },
        }),
      ),
      '/my-duties',
    );
    const panel = (await screen.findByText('Could not load your calendar links')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('calendar feed card for administrators', () => {
  beforeEach(() => authStore.signIn(makeSignIn(adminUser)));

  it('adds the club rota block, managed on its own', async () => {
    const api = createFakeApi(
      handlers({ member: feed('member', '1-abc'), club: null }, { 'calendar.resetFeed': () => feed('club', '2-xyz') }),
    );
    renderApp(api, '/my-duties');
    const club = await block('Club rota calendar');
    fireEvent.click(club.getByRole('button', { name: 'Create the club calendar link' }));
    await waitFor(() =>
      expect(club.getByRole('link', { name: 'Apple Calendar (iPhone, iPad, Mac)' }).getAttribute('href')).toBe(
        'webcal://club.example.org/api/ical/2-xyz.ics',
      ),
    );
    expect(api.callsTo('calendar.resetFeed').map((call) => call.input)).toEqual([{ kind: 'club' }]);
    expect((await block('My duty nights')).getByLabelText<HTMLInputElement>('Calendar link').value).toContain('1-abc');
  });
});
