import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { DUTY_MESSAGES, type MyDuties, NIGHT_MESSAGES, type SetAvailabilityInput } from '@club/shared';
import { formatDanceDate } from '../../../../lib/dance-date';
import { authStore } from '../../../../lib/auth-store';
import { ApiFailure, createFakeApi, type FakeHandlers } from '../../../../test/fake-api';
import { branding, noSchedules } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { makeSignIn, memberUser } from '../../../../test/session-fixtures';

// Issue 9 'My duties': the member's upcoming nights with who serves alongside, and per night whether they can serve
// (issue 17: two choices in words, 'Available' and "Can't serve", with what became of the last change).
const myDuties: MyDuties = {
  duties: [
    {
      dance_date: '2027-04-07',
      club_night_type: 'NORMAL',
      schedule_type: 'current',
      slot: 2,
      notes: 'Bring cookies',
      partners: [
        { id: 3, name: 'Ann Lee' },
        { id: 4, name: 'Bob Ray' },
      ],
      assignment_id: 1,
      self_chosen: false,
      can_give_back: false,
      cancelled_at: null,
      cancel_reason: null,
      start_time: '19:00',
      end_time: '22:30',
      caller: 'Tom Miller',
      cuer: null,
      program: 'Plus',
      theme: 'Winter Ball',
    },
    {
      dance_date: '2027-06-30',
      club_night_type: 'FIFTH WED',
      schedule_type: 'next',
      slot: 1,
      notes: null,
      partners: [],
      assignment_id: 2,
      self_chosen: false,
      can_give_back: false,
      cancelled_at: null,
      cancel_reason: null,
    },
  ],
  unavailable_dates: ['2027-04-14'],
  upcoming_nights: [
    { dance_date: '2027-04-07', club_night_type: 'NORMAL' },
    { dance_date: '2027-04-14', club_night_type: 'NORMAL' },
    { dance_date: '2027-04-21', club_night_type: 'NORMAL' },
    { dance_date: '2027-06-30', club_night_type: 'FIFTH WED' },
  ],
  self_signup: false,
  open_nights: [],
  partner: null,
};
const handlers: FakeHandlers = {
  ...noSchedules,
  'settings.branding': () => branding,
  'duties.me': () => myDuties,
  'swaps.mine': () => ({ requests: [], offers: [] }),
  'calendar.feeds': () => ({ member: null, club: null }),
  'duties.availability': () => ({
    member_id: 2,
    unavailable_dates: [],
    away: [],
    partner_away: [],
    unavailable_nights: [],
  }),
};
const nightControl = (isoDate: string) =>
  screen.getByRole('radiogroup', { name: DUTY_MESSAGES.availabilityFor(formatDanceDate(isoDate)) });
const choice = (isoDate: string, label: string) =>
  within(nightControl(isoDate)).getByRole<HTMLInputElement>('radio', { name: label });
const available = (isoDate: string) => choice(isoDate, DUTY_MESSAGES.availableLabel);
const cannotServe = (isoDate: string) => choice(isoDate, DUTY_MESSAGES.unavailableLabel);
const nightRow = (isoDate: string) => {
  const row = nightControl(isoDate).closest('li');
  if (!row) throw new Error(`no row for ${isoDate}`);
  return row;
};

beforeEach(() => authStore.signIn(makeSignIn(memberUser)));

describe('my duties page', () => {
  it('lists upcoming duties with who serves alongside, and per night whether the member can serve, in words', async () => {
    renderApp(createFakeApi(handlers), '/my-duties');
    expect(await screen.findByText('With Ann Lee, Bob Ray')).toBeTruthy();
    expect(screen.getByText('No one else assigned yet')).toBeTruthy();
    expect(screen.getByText('Bring cookies')).toBeTruthy();
    // Issue 25: each night says when and what, in the rota's time style.
    expect(screen.getByText('7:00 PM–10:30 PM · Caller: Tom Miller · Program: Plus · Theme: Winter Ball')).toBeTruthy();
    expect(screen.getAllByText(formatDanceDate('2027-04-07')).length).toBeGreaterThan(0);
    expect(available('2027-04-07').checked).toBe(true);
    expect(cannotServe('2027-04-07').checked).toBe(false);
    expect(available('2027-04-14').checked).toBe(false);
    expect(cannotServe('2027-04-14').checked).toBe(true);
    // The sidebar entry and the breadcrumb.
    expect(screen.getByRole('link', { name: 'My duties' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('My duties')).toBeTruthy();
  });

  it("changes a night to 'Can't serve' at once, saves it for the signed-in member and says it was saved", async () => {
    let release = () => {};
    const api = createFakeApi({
      ...handlers,
      'duties.setAvailability': (input) =>
        new Promise((resolve) => {
          release = () =>
            resolve({
              ...(input as SetAvailabilityInput),
              warning: null,
              needs_replacement: false,
              swap_request_id: null,
            });
        }),
    });
    renderApp(api, '/my-duties');
    await screen.findByText('With Ann Lee, Bob Ray');
    fireEvent.click(cannotServe('2027-04-21'));
    // Optimistic: changed before the server answers.
    await waitFor(() => expect(cannotServe('2027-04-21').checked).toBe(true));
    expect(within(nightRow('2027-04-21')).getByText(DUTY_MESSAGES.availabilitySaving)).toBeTruthy();
    expect(api.callsTo('duties.setAvailability').map((call) => call.input)).toEqual([
      { dance_date: '2027-04-21', available: false },
    ]);
    release();
    expect(await within(nightRow('2027-04-21')).findByText(DUTY_MESSAGES.availabilitySaved)).toBeTruthy();
  });

  // Issue 17 item 1: "I can't serve" on one's own night asks, in the same step, who should find a replacement.
  describe("can't serve a night the member is on duty for", () => {
    const dialog = () =>
      screen.findByRole('dialog', { name: DUTY_MESSAGES.cantServeTitle(formatDanceDate('2027-04-07')) });
    const answered = (warning: string) =>
      createFakeApi({
        ...handlers,
        'duties.setAvailability': (input) => ({
          ...(input as { dance_date: string; available: boolean }),
          warning,
          needs_replacement: true,
          swap_request_id: 5,
        }),
      });

    it('asks other members to take it when the member chooses so, and says who was told', async () => {
      const api = answered(DUTY_MESSAGES.askedOthers(6));
      renderApp(api, '/my-duties');
      await screen.findByText('With Ann Lee, Bob Ray');
      fireEvent.click(cannotServe('2027-04-07'));
      expect(within(await dialog()).getByText(DUTY_MESSAGES.cantServeQuestion)).toBeTruthy();
      // Nothing is saved until the member answers.
      expect(api.callsTo('duties.setAvailability')).toHaveLength(0);
      fireEvent.click(within(await dialog()).getByRole('button', { name: DUTY_MESSAGES.askOthers }));
      expect(await screen.findByText(DUTY_MESSAGES.askedOthers(6), undefined, { timeout: 5000 })).toBeTruthy();
      expect(api.callsTo('duties.setAvailability').map((call) => call.input)).toEqual([
        { dance_date: '2027-04-07', available: false, replacement: 'ask_others' },
      ]);
    });

    it('only tells the administrators when the member chooses so', async () => {
      const api = answered(DUTY_MESSAGES.toldAdmins);
      renderApp(api, '/my-duties');
      await screen.findByText('With Ann Lee, Bob Ray');
      fireEvent.click(cannotServe('2027-04-07'));
      fireEvent.click(within(await dialog()).getByRole('button', { name: DUTY_MESSAGES.tellAdmins }));
      expect(await screen.findByText(DUTY_MESSAGES.toldAdmins, undefined, { timeout: 5000 })).toBeTruthy();
      expect(api.callsTo('duties.setAvailability').map((call) => call.input)).toEqual([
        { dance_date: '2027-04-07', available: false, replacement: 'tell_admins' },
      ]);
    });

    it('keeps the duty and saves nothing when the member changes their mind', async () => {
      const api = answered(DUTY_MESSAGES.toldAdmins);
      renderApp(api, '/my-duties');
      await screen.findByText('With Ann Lee, Bob Ray');
      fireEvent.click(cannotServe('2027-04-07'));
      fireEvent.click(within(await dialog()).getByRole('button', { name: DUTY_MESSAGES.keepDuty }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(available('2027-04-07').checked).toBe(true);
      expect(api.callsTo('duties.setAvailability')).toHaveLength(0);
    });

    it('does not ask for a night the member is not on duty for', async () => {
      const api = answered(DUTY_MESSAGES.toldAdmins);
      renderApp(api, '/my-duties');
      await screen.findByText('With Ann Lee, Bob Ray');
      fireEvent.click(cannotServe('2027-04-21'));
      await waitFor(() => expect(api.callsTo('duties.setAvailability')).toHaveLength(1));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(api.callsTo('duties.setAvailability')[0]!.input).toEqual({ dance_date: '2027-04-21', available: false });
    });
  });

  it('changes the night back and says so beside it when saving fails, and saves it on Try again', async () => {
    let isDown = true;
    const api = createFakeApi({
      ...handlers,
      'duties.setAvailability': (input) => {
        if (isDown) throw new ApiFailure(500, 'Something went wrong on the server. Please try again.');
        return { ...(input as SetAvailabilityInput), warning: null, needs_replacement: false, swap_request_id: null };
      },
    });
    renderApp(api, '/my-duties');
    await screen.findByText('With Ann Lee, Bob Ray');
    fireEvent.click(available('2027-04-14'));
    const row = nightRow('2027-04-14');
    expect(await within(row).findByText(DUTY_MESSAGES.availabilitySaveFailed)).toBeTruthy();
    await waitFor(() => expect(cannotServe('2027-04-14').checked).toBe(true));

    isDown = false;
    fireEvent.click(within(row).getByRole('button', { name: `Try again for ${formatDanceDate('2027-04-14')}` }));
    expect(await within(row).findByText(DUTY_MESSAGES.availabilitySaved)).toBeTruthy();
    expect(api.callsTo('duties.setAvailability').at(-1)?.input).toEqual({ dance_date: '2027-04-14', available: true });
  });

  it('says at once that the change was not saved when the browser is offline, instead of holding it', async () => {
    const api = createFakeApi({
      ...handlers,
      'duties.setAvailability': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp(api, '/my-duties');
    await screen.findByText('With Ann Lee, Bob Ray');
    onlineManager.setOnline(false);
    try {
      fireEvent.click(cannotServe('2027-04-21'));
      expect(await within(nightRow('2027-04-21')).findByText(DUTY_MESSAGES.availabilitySaveFailed)).toBeTruthy();
      expect(available('2027-04-21').checked).toBe(true);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  // Issue 24: a duty on a cancelled night says so and why, and offers nothing to answer, swap or give back. (The
  // server leaves cancelled nights out of those to mark, but keeps the member's duties on them, marked cancelled.)
  it('shows a duty on a cancelled night as cancelled, with the reason, and offers no answer or swap for it', async () => {
    const waiting: MyDuties = {
      ...myDuties,
      duties: myDuties.duties.map((duty) => ({
        ...duty,
        confirmation: 'waiting' as const,
        ...(duty.dance_date === '2027-04-07'
          ? { cancelled_at: '2027-04-01T10:00:00.000Z', cancel_reason: 'Hall flooded' }
          : {}),
      })),
      upcoming_nights: myDuties.upcoming_nights.filter((upcoming) => upcoming.dance_date !== '2027-04-07'),
    };
    renderApp(
      createFakeApi({
        ...handlers,
        'duties.me': () => waiting,
      }),
      '/my-duties',
    );
    await screen.findByText('With Ann Lee, Bob Ray');
    const cancelledDuty = screen.getByText(NIGHT_MESSAGES.cancelledLine('Hall flooded')).closest('li');
    if (!cancelledDuty) throw new Error('no row for the cancelled duty');
    expect(within(cancelledDuty).getByText(formatDanceDate('2027-04-07'))).toBeTruthy();
    expect(within(cancelledDuty).getByText(NIGHT_MESSAGES.cancelledBadge)).toBeTruthy();
    expect(within(cancelledDuty).queryByRole('button')).toBeNull();
    // The night that is still on keeps its answer and its swap.
    expect(
      await screen.findByRole('button', { name: `I'll be there on ${formatDanceDate('2027-06-30')}` }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: `Ask for a swap for ${formatDanceDate('2027-06-30')}` }),
    ).toBeTruthy();
  });

  it('draws only the duties card while the duties load, and the cards below with them', async () => {
    let answer: (duties: MyDuties) => void = () => {};
    renderApp(
      createFakeApi({ ...handlers, 'duties.me': () => new Promise<MyDuties>((resolve) => (answer = resolve)) }),
      '/my-duties',
    );
    // Issue 27: a card drawn below the placeholder would be pushed down by however many duties come.
    const duties = within(await screen.findByRole('region', { name: 'Upcoming duties' }, { timeout: 4000 }));
    expect(duties.getByRole('status', { name: 'Loading your duties' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Availability' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Away' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Calendar feed' })).toBeNull();

    answer(myDuties);
    expect(await screen.findByRole('region', { name: 'Availability' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Away' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Calendar feed' })).toBeTruthy();
    expect(duties.queryByRole('status', { name: 'Loading your duties' })).toBeNull();
  });

  it('says so when there are no duties and no nights', async () => {
    renderApp(
      createFakeApi({
        ...handlers,
        'duties.me': () => ({
          duties: [],
          unavailable_dates: [],
          upcoming_nights: [],
          self_signup: false,
          open_nights: [],
          partner: null,
        }),
      }),
      '/my-duties',
    );
    expect(await screen.findByText('You have no upcoming duties.')).toBeTruthy();
    expect(screen.getByText('There are no upcoming club nights on the schedules yet.')).toBeTruthy();
  });

  it('shows an error panel with Retry when the duties cannot be loaded', async () => {
    renderApp(
      createFakeApi({
        ...handlers,
        'duties.me': () => {
          throw new ApiFailure(500, 'Something went wrong on the server. Please try again.');
        },
      }),
      '/my-duties',
    );
    // The page's chunk (with the Away section) can take over a second to load on a busy machine.
    expect(await screen.findByText('Error Loading Duties', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Calendar feed' })).toBeTruthy();
  });
});

// Issue 29: a German member reads the nights' types and dates in German, as the schedule page names them.
describe('my duties page, in German', () => {
  it('names the night types and dates in German', async () => {
    const german = { ...memberUser, locale: 'de' as const };
    authStore.signIn(makeSignIn(german));
    renderApp(createFakeApi({ ...handlers, 'auth.me': () => german }), '/my-duties');
    const duties = await screen.findByRole('region', { name: 'Anstehende Dienste' }, { timeout: 5000 });
    const fifth = (await within(duties).findByText('Mi., 30. Juni 2027')).closest('li');
    if (!fifth) throw new Error('no row for the FIFTH WED duty');
    expect(within(fifth).getByText('5. MITTWOCH')).toBeTruthy();
    expect(within(duties).getByText('NORMAL')).toBeTruthy();
    expect(within(duties).queryByText('FIFTH WED')).toBeNull();
    const nights = screen.getByRole('region', { name: 'Verfügbarkeit' });
    expect(within(nights).getByText('5. MITTWOCH')).toBeTruthy();
    expect(within(nights).getByRole('radiogroup', { name: 'Können Sie am Mi., 30. Juni 2027?' })).toBeTruthy();
  });
});

// Members of 50 to 80 read My duties on a phone: no badge or button text below 14 px (Mantine's sm).
describe('my duties text sizes', () => {
  it('gives every badge and button at least 14 px text', async () => {
    renderApp(
      createFakeApi({
        ...handlers,
        'duties.me': () => ({
          ...myDuties,
          duties: myDuties.duties.map((duty) => ({ ...duty, confirmation: 'waiting' as const })),
        }),
      }),
      '/my-duties',
    );
    await screen.findByRole('button', { name: `I'll be there on ${formatDanceDate('2027-06-30')}` }, { timeout: 5000 });
    const badges = [...document.querySelectorAll<HTMLElement>('.mantine-Badge-root')];
    expect(badges.length).toBeGreaterThan(2);
    for (const badge of badges)
      expect(badge.style.fontSize, badge.textContent ?? '').toBe('var(--mantine-font-size-sm)');
    const buttons = [...document.querySelectorAll<HTMLElement>('main .mantine-Button-root')];
    expect(buttons.length).toBeGreaterThan(2);
    for (const button of buttons)
      expect(['sm', 'md', 'lg', 'xl', 'compact-sm', 'compact-md'], button.textContent ?? '').toContain(
        button.dataset.size ?? 'sm',
      );
  });
});
