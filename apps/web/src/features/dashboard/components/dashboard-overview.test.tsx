import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Assignment, MyDuty } from '@club/shared';
import { formatDanceDate } from '../../../lib/dance-date';
import { authStore } from '../../../lib/auth-store';
import { ApiFailure, createFakeApi, type FakeHandlers } from '../../../test/fake-api';
import { branding, memberSummary, noNightDetails, publicSettings, status } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { adminUser, makeSignIn, memberUser } from '../../../test/session-fixtures';
import { formatTimestamp } from '../utils/format-timestamp';

/** My duties' answer with these duties and nothing else to show. */
const myDuties = (duties: MyDuty[]) => ({
  duties,
  unavailable_dates: [],
  upcoming_nights: [],
  self_signup: false,
  open_nights: [],
  partner: null,
});

const handlers: FakeHandlers = {
  'settings.branding': () => branding,
  'settings.public': () => publicSettings,
  'status.get': () => status,
  'users.summary': () => memberSummary,
  'duties.me': () => myDuties([]),
  'swaps.mine': () => ({ requests: [], offers: [] }),
  'schedules.current': () => ({ schedule: null, assignments: [], count: 0 }),
  'schedules.next': () => ({ schedule: null, assignments: [], count: 0 }),
};

const duty = (dance_date: string, partners: string[]): MyDuty => ({
  dance_date,
  club_night_type: 'NORMAL',
  schedule_type: 'current',
  slot: 1,
  notes: null,
  partners: partners.map((name, index) => ({ id: index + 10, name })),
  assignment_id: 1,
  self_chosen: false,
  can_give_back: false,
  cancelled_at: null,
  cancel_reason: null,
});

beforeEach(() => authStore.signIn(makeSignIn(memberUser)));

const cardOf = (heading: string) => {
  const card = screen.getByRole('heading', { name: heading }).closest('.mantine-Card-root');
  if (!(card instanceof HTMLElement)) throw new Error(`${heading} card missing`);
  return card;
};
const headingsInOrder = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('dashboard', () => {
  it('shows an administrator member counts, database, club information and the whole system status', async () => {
    authStore.signIn(makeSignIn(adminUser));
    renderApp(createFakeApi(handlers), '/dashboard');
    expect((await screen.findByTestId('member-count')).textContent).toBe('42');
    expect(screen.getByText('3 administrators')).toBeTruthy();
    expect(screen.getByTestId('db-status').textContent).toBe('Connected');
    expect(screen.getByTestId('env-badge').textContent).toBe('PREVIEW');

    const club = screen.getByRole('heading', { name: 'Club Information' }).closest('div.mantine-Card-root');
    if (!(club instanceof HTMLElement)) throw new Error('club card missing');
    expect(within(club).getByText('Rhythm Rounders')).toBeTruthy();
    expect(within(club).getByText('Squares every Wednesday')).toBeTruthy();
    expect(within(club).getByText('12 Promenade Way, San Jose, CA')).toBeTruthy();
    expect(within(club).getByText('Wednesday')).toBeTruthy();

    const system = screen.getByRole('heading', { name: 'System Status' }).closest('div.mantine-Card-root');
    if (!(system instanceof HTMLElement)) throw new Error('system card missing');
    expect(within(system).getByText('0.1.0')).toBeTruthy();
    expect(within(system).getByText('operational')).toBeTruthy();
    expect(within(system).getByText(formatTimestamp(status.timestamp, 'en'))).toBeTruthy();
  });

  it("shows a 'Connection Error' panel when a call fails, and retries on request", async () => {
    let isDown = true;
    const api = createFakeApi({
      ...handlers,
      'status.get': () => {
        if (isDown) throw new ApiFailure(500, 'Something went wrong on the server. Please try again.');
        return status;
      },
    });
    renderApp(api, '/dashboard');
    expect(await screen.findByText('Connection Error')).toBeTruthy();
    expect(screen.getByText(/Something went wrong on the server/)).toBeTruthy();
    // SPEC §7: the first failure plus 2 retries.
    expect(api.callsTo('status.get')).toHaveLength(3);

    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('operational')).toBeTruthy();
    expect(screen.queryByText('Connection Error')).toBeNull();
  });

  // Issue 17: on a phone a member's next duty sat 2.5 screens down, below the database type and the API version.
  it('leads a member with their next duty, then the club, and ends with only the system status a member needs', async () => {
    const duties = [duty('2027-04-07', ['Ann Lee'])];
    renderApp(
      createFakeApi({
        ...handlers,
        'duties.me': () => myDuties(duties),
      }),
      '/dashboard',
    );
    expect(await within(cardOf('My next duty')).findByText('With Ann Lee')).toBeTruthy();
    expect(await screen.findByTestId('member-count')).toBeTruthy();
    expect(headingsInOrder()).toEqual(['My next duty', 'Club Information', 'Members', 'System Status']);

    const system = cardOf('System Status');
    expect(within(system).getByText('operational')).toBeTruthy();
    expect(within(system).getByText(formatTimestamp(status.timestamp, 'en'))).toBeTruthy();
    expect(within(system).queryByText('API version')).toBeNull();
    expect(screen.queryByTestId('env-badge')).toBeNull();
    expect(screen.queryByTestId('db-status')).toBeNull();
  });

  // Issue 9, and issue 17: the next night with the club night, who serves alongside and the swap action, then the two after it.
  it("shows the member's next duty in full, the two after it, and a link to My duties", async () => {
    const duties = [
      duty('2027-04-07', ['Ann Lee']),
      duty('2027-04-14', []),
      duty('2027-04-21', ['Bob Ray', 'Cy Fox']),
      duty('2027-04-28', []),
    ];
    renderApp(
      createFakeApi({
        ...handlers,
        'duties.me': () => myDuties(duties),
      }),
      '/dashboard',
    );
    const card = await screen.findByRole('region', { name: 'My next duty' });
    const next = await within(card).findByTestId('next-duty');
    expect(within(next).getByText(formatDanceDate('2027-04-07'))).toBeTruthy();
    expect(within(next).getByText('NORMAL')).toBeTruthy();
    expect(within(next).getByText('With Ann Lee')).toBeTruthy();
    expect(
      await within(next).findByRole('button', { name: `Ask for a swap for ${formatDanceDate('2027-04-07')}` }),
    ).toBeTruthy();
    expect(within(card).getByText('With Bob Ray, Cy Fox')).toBeTruthy();
    expect(within(card).getByText(formatDanceDate('2027-04-21'))).toBeTruthy();
    expect(within(card).queryByText(formatDanceDate('2027-04-28'))).toBeNull();
    expect(
      within(card).getByRole('link', { name: 'See all my duties and set availability' }).getAttribute('href'),
    ).toBe('/my-duties');
  });

  it('points to the nights other members ask the member to take', async () => {
    const offer = {
      id: 5,
      kind: 'give_away' as const,
      status: 'open' as const,
      dance_date: '2027-04-14',
      club_night_type: 'NORMAL' as const,
      requester: { id: 3, name: 'Ann Lee' },
      message: null,
      taken_by: null,
      return_date: null,
      resolved_by: null,
      created_at: '2027-03-01T10:00:00.000Z',
      resolved_at: null,
      offered_to: 3,
      return_dates: [],
    };
    renderApp(
      createFakeApi({ ...handlers, 'swaps.mine': () => ({ requests: [], offers: [offer, { ...offer, id: 6 }] }) }),
      '/dashboard',
    );
    expect(await screen.findByText('2 members ask for someone to take their nights.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See my duties and the nights I could take' }).getAttribute('href')).toBe(
      '/my-duties',
    );
  });

  it('says so when the member has no upcoming duties', async () => {
    renderApp(createFakeApi(handlers), '/dashboard');
    expect(await screen.findByText('You have no upcoming duties.')).toBeTruthy();
  });

  // Issue 17 item 1: a member's "can't serve" reaches the administrators' dashboard.
  it('shows an administrator the nights needing a replacement, with who cannot serve and a link to the schedule', async () => {
    authStore.signIn(makeSignIn(adminUser));
    const night: Assignment = {
      ...noNightDetails,
      id: 7,
      schedule_id: 2,
      dance_date: '2027-05-05',
      club_night_type: 'NORMAL',
      notes: null,
      status: 'needs_replacement',
      cant_serve_ids: [21],
      self_signup_ids: [],
      squarehead1_id: 20,
      squarehead1_name: 'Ann Lee',
      squarehead2_id: 21,
      squarehead2_name: 'Mo Duty',
      squarehead3_id: null,
      squarehead3_name: null,
      squarehead4_id: null,
      squarehead4_name: null,
    };
    const schedule = {
      id: 2,
      name: 'Summer',
      type: 'next' as const,
      start_date: '2027-05-01',
      end_date: '2027-06-30',
      created_at: '2027-03-01T00:00:00.000Z',
    };
    renderApp(
      createFakeApi({
        ...handlers,
        'schedules.next': () => ({
          schedule,
          assignments: [night, { ...night, id: 8, status: 'partial', cant_serve_ids: [] }],
          count: 2,
        }),
        'swaps.replacementCandidates': () => ({
          assignment_id: 7,
          dance_date: '2027-05-05',
          replacing: { id: 21, name: 'Mo Duty' },
          swap_request_id: null,
          candidates: [{ member: { id: 30, name: 'Bea Free' }, served: 1, last_served: null, asked: false }],
        }),
      }),
      '/dashboard',
    );
    await screen.findByRole('heading', { name: 'Nights needing a replacement' });
    const card = cardOf('Nights needing a replacement');
    expect(within(card).getAllByRole('listitem')).toHaveLength(1);
    expect(within(card).getByText(formatDanceDate('2027-05-05'))).toBeTruthy();
    expect(within(card).getByText(/Mo Duty can't serve\./)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Open the Next Schedule' }).getAttribute('href')).toBe(
      '/next-schedule',
    );
    // Issue 25 point 9: who could take the place opens on demand, each with an Ask button.
    fireEvent.click(within(card).getByRole('button', { name: "Who could take Mo Duty's place?" }));
    const candidates = await within(card).findByRole('list', { name: "Who could take Mo Duty's place" });
    expect(within(candidates).getByText('Bea Free')).toBeTruthy();
    expect(within(candidates).getByRole('button', { name: 'Ask Bea Free' })).toBeTruthy();
  });

  it('shows an administrator no such card when every night has its squareheads', async () => {
    authStore.signIn(makeSignIn(adminUser));
    const api = createFakeApi(handlers);
    renderApp(api, '/dashboard');
    expect(await screen.findByTestId('member-count')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Nights needing a replacement' })).toBeNull();
    expect(api.callsTo('schedules.current')).toHaveLength(1);
  });

  it('does not read the schedules for a member', async () => {
    const api = createFakeApi(handlers);
    renderApp(api, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'My next duty' })).toBeTruthy();
    expect(api.callsTo('schedules.current')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Nights needing a replacement' })).toBeNull();
  });
});

// Issue 29: a German administrator reads the club day, the badges, the count and the moment in German.
describe('the dashboard for a German administrator', () => {
  const german = { ...adminUser, locale: 'de' as const };
  beforeEach(() => authStore.signIn(makeSignIn(german)));

  it('names the day, the badges and the night type in German and writes numbers and moments as Germans do', async () => {
    renderApp(
      createFakeApi({
        ...handlers,
        'auth.me': () => german,
        'users.summary': () => ({ member_count: 1234, admin_count: 3 }),
        'duties.me': () => myDuties([{ ...duty('2027-04-07', ['Ann Lee']), club_night_type: 'FIFTH WED' }]),
      }),
      '/dashboard',
    );
    expect((await screen.findByTestId('member-count')).textContent).toBe('1.234');
    expect(screen.getByTestId('db-status').textContent).toBe('Verbunden');
    expect(screen.getByTestId('env-badge').textContent).toBe('Vorschau');

    const club = cardOf('Über den Club');
    expect(within(club).getByText('Mittwoch')).toBeTruthy();
    expect(within(club).queryByText('Wednesday')).toBeNull();

    const system = cardOf('Systemstatus');
    expect(within(system).getByText('in Betrieb')).toBeTruthy();
    expect(within(system).getByText(/^01\.05\.2025, \d{2}:04$/)).toBeTruthy();

    const next = await screen.findByTestId('next-duty');
    expect(within(next).getByText('Mi., 7. Apr. 2027')).toBeTruthy();
    expect(within(next).getByText('5. MITTWOCH')).toBeTruthy();
  });
});
