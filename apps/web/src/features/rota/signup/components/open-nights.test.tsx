import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Assignment, type MyDuties, type OpenNight, SIGNUP_MESSAGES } from '@club/shared';
import { formatDanceDate } from '../../../../lib/dance-date';
import { authStore } from '../../../../lib/auth-store';
import { ApiFailure, createFakeApi, type FakeHandlers } from '../../../../test/fake-api';
import { branding, noNightDetails, noSchedules } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { adminUser, makeSignIn, memberUser } from '../../../../test/session-fixtures';

// Issue 19 part 2: 'Nights that need you' on My duties, "Take this night" on the schedules, and giving a night back.
const open = (assignment_id: number, dance_date: string, overrides: Partial<OpenNight> = {}): OpenNight => ({
  assignment_id,
  dance_date,
  club_night_type: 'NORMAL',
  schedule_type: 'next',
  start_time: '19:30',
  end_time: '22:00',
  caller: 'Cal Caller',
  program: 'Plus',
  slots_left: 3,
  with_partner: false,
  ...overrides,
});
const myDuties = (overrides: Partial<MyDuties> = {}): MyDuties => ({
  duties: [],
  unavailable_dates: [],
  upcoming_nights: [],
  self_signup: true,
  open_nights: [open(7, '2027-05-05'), open(8, '2027-05-12', { slots_left: 1, caller: null, program: null })],
  partner: null,
  ...overrides,
});
const night: Assignment = {
  ...noNightDetails,
  id: 7,
  schedule_id: 2,
  dance_date: '2027-05-05',
  club_night_type: 'NORMAL',
  notes: null,
  status: 'partial',
  cant_serve_ids: [],
  self_signup_ids: [21],
  squarehead1_id: 20,
  squarehead1_name: 'Ann Lee',
  squarehead2_id: 21,
  squarehead2_name: 'Mo Self',
  squarehead3_id: null,
  squarehead3_name: null,
  squarehead4_id: null,
  squarehead4_name: null,
};
const handlers = (duties: MyDuties): FakeHandlers => ({
  ...noSchedules,
  'settings.branding': () => branding,
  'duties.me': () => duties,
  'swaps.mine': () => ({ requests: [], offers: [] }),
  'calendar.feeds': () => ({ member: null, club: null }),
  'duties.availability': () => ({
    member_id: memberUser.id,
    unavailable_dates: [],
    away: [],
    partner_away: [],
    unavailable_nights: [],
  }),
  'schedules.signup': () => night,
  'schedules.withdrawSignup': () => night,
});
const section = () => screen.findByRole('region', { name: SIGNUP_MESSAGES.needYouTitle });

beforeEach(() => authStore.signIn(makeSignIn(memberUser)));

describe('nights that need you', () => {
  it('lists the open nights with their times, caller, program and places left, and takes one', async () => {
    const api = createFakeApi(handlers(myDuties()));
    renderApp(api, '/my-duties');
    const card = await section();
    expect(within(card).getByText(formatDanceDate('2027-05-05'))).toBeTruthy();
    // Issue 26: in the club's clock, as My duties and the e-mails write it (the fixture club's is 12-hour).
    expect(within(card).getByText('7:30 PM–10:00 PM · Cal Caller · Plus')).toBeTruthy();
    expect(within(card).getByText('3 places left')).toBeTruthy();
    expect(within(card).getByText('1 place left')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Take it with/ })).toBeNull();
    fireEvent.click(
      within(card).getByRole('button', { name: `${SIGNUP_MESSAGES.take}: ${formatDanceDate('2027-05-05')}` }),
    );
    expect(await screen.findByText(SIGNUP_MESSAGES.taken(formatDanceDate('2027-05-05')))).toBeTruthy();
    expect(api.callsTo('schedules.signup').map((call) => call.input)).toEqual([{ id: 7, data: {} }]);
  });

  it("writes the times in a 24-hour club's clock", async () => {
    renderApp(
      createFakeApi({ ...handlers(myDuties()), 'settings.branding': () => ({ ...branding, clock: '24h' }) }),
      '/my-duties',
    );
    const card = await section();
    expect(await within(card).findByText('19:30–22:00 · Cal Caller · Plus')).toBeTruthy();
  });

  it('offers to take a night with the partner when the partner may take it too', async () => {
    const duties = myDuties({
      partner: { id: 9, name: 'Pat Lee' },
      open_nights: [open(7, '2027-05-05', { with_partner: true })],
    });
    const api = createFakeApi(handlers(duties));
    renderApp(api, '/my-duties');
    fireEvent.click(
      await screen.findByRole('button', { name: `Take it with Pat Lee: ${formatDanceDate('2027-05-05')}` }),
    );
    expect(
      await screen.findByText(SIGNUP_MESSAGES.takenTogether(formatDanceDate('2027-05-05'), 'Pat Lee')),
    ).toBeTruthy();
    expect(api.callsTo('schedules.signup').map((call) => call.input)).toEqual([
      { id: 7, data: { with_partner: true } },
    ]);
  });

  it("shows the server's reason when the night was taken first", async () => {
    const api = createFakeApi({
      ...handlers(myDuties()),
      'schedules.signup': () => {
        throw new ApiFailure(409, 'That night is already full.');
      },
    });
    renderApp(api, '/my-duties');
    const card = await section();
    fireEvent.click(
      within(card).getByRole('button', { name: `${SIGNUP_MESSAGES.take}: ${formatDanceDate('2027-05-12')}` }),
    );
    expect(await screen.findByText('That night is already full.')).toBeTruthy();
  });

  it('says so when no night needs the member, and is not shown while the club has self sign-up off', async () => {
    const { unmount } = renderApp(createFakeApi(handlers(myDuties({ open_nights: [] }))), '/my-duties');
    expect(await screen.findByText(SIGNUP_MESSAGES.noNightsNeedYou)).toBeTruthy();
    unmount();
    renderApp(createFakeApi(handlers(myDuties({ self_signup: false, open_nights: [] }))), '/my-duties');
    await screen.findByText('You have no upcoming duties.');
    expect(screen.queryByRole('heading', { name: SIGNUP_MESSAGES.needYouTitle })).toBeNull();
  });

  it('marks a self-chosen duty and gives it back after confirming', async () => {
    const duty = {
      dance_date: '2027-05-05',
      club_night_type: 'NORMAL' as const,
      schedule_type: 'next' as const,
      slot: 2,
      partners: [],
      notes: null,
      assignment_id: 7,
      self_chosen: true,
      can_give_back: true,
      cancelled_at: null,
      cancel_reason: null,
    };
    const api = createFakeApi(handlers(myDuties({ duties: [duty], open_nights: [] })));
    renderApp(api, '/my-duties');
    expect(await screen.findByText(SIGNUP_MESSAGES.selfChosen)).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', { name: `${SIGNUP_MESSAGES.giveBack}: ${formatDanceDate('2027-05-05')}` }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: SIGNUP_MESSAGES.giveBack }));
    await waitFor(() =>
      expect(api.callsTo('schedules.withdrawSignup').map((call) => call.input)).toEqual([{ id: 7, data: {} }]),
    );
    expect(await screen.findByText(SIGNUP_MESSAGES.givenBack(formatDanceDate('2027-05-05')))).toBeTruthy();
  });
});

describe('the schedule pages', () => {
  const schedule = {
    id: 2,
    name: 'Spring',
    type: 'next' as const,
    start_date: '2027-05-01',
    end_date: '2027-05-31',
    created_at: '2027-03-01T00:00:00.000Z',
  };

  it('offer "Take this night" on a night the member may take', async () => {
    const api = createFakeApi({
      ...handlers(myDuties({ open_nights: [open(7, '2027-05-05')] })),
      'schedules.next': () => ({ schedule, assignments: [night], count: 1 }),
    });
    renderApp(api, '/next-schedule');
    const table = await screen.findByRole('table', { name: 'Dance Schedule & Assignments' });
    fireEvent.click(
      await within(table).findByRole('button', { name: `${SIGNUP_MESSAGES.take}: ${formatDanceDate('2027-05-05')}` }),
    );
    await waitFor(() => expect(api.callsTo('schedules.signup')).toHaveLength(1));
    // Members do not see who signed up themselves.
    expect(within(table).queryByText(SIGNUP_MESSAGES.signedUpMarker)).toBeNull();
  });

  it('show administrators who signed up themselves', async () => {
    authStore.signIn(makeSignIn(adminUser));
    renderApp(
      createFakeApi({
        ...handlers(myDuties({ self_signup: false, open_nights: [] })),
        'schedules.next': () => ({ schedule, assignments: [night], count: 1 }),
        'users.list': () => ({ users: [], total: 0 }) as never,
      }),
      '/next-schedule',
    );
    const table = await screen.findByRole('table', { name: 'Dance Schedule & Assignments' });
    expect(await within(table).findByText(SIGNUP_MESSAGES.signedUpMarker)).toBeTruthy();
  });
});
