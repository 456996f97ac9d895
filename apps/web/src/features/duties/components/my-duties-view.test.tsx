import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DUTY_MESSAGES, type MyDuties } from '@club/shared';
import { formatDanceDate } from '../../../lib/dance-date';
import { authStore } from '../../../lib/auth-store';
import { ApiFailure, createFakeApi, type FakeHandlers } from '../../../test/fake-api';
import { branding } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeSignIn, memberUser } from '../../../test/session-fixtures';

// Issue 9 'My duties': the member's upcoming nights with who serves alongside, and an "I can serve" switch per night.
const myDuties: MyDuties = {
  duties: [
    {
      dance_date: '2027-04-07', club_night_type: 'NORMAL', schedule_type: 'current', slot: 2, notes: 'Bring cookies',
      partners: [{ id: 3, name: 'Ann Lee' }, { id: 4, name: 'Bob Ray' }],
    },
    { dance_date: '2027-06-30', club_night_type: 'FIFTH WED', schedule_type: 'next', slot: 1, notes: null, partners: [] },
  ],
  unavailable_dates: ['2027-04-14'],
  upcoming_nights: [
    { dance_date: '2027-04-07', club_night_type: 'NORMAL' },
    { dance_date: '2027-04-14', club_night_type: 'NORMAL' },
    { dance_date: '2027-06-30', club_night_type: 'FIFTH WED' },
  ],
};
const handlers: FakeHandlers = {
  'settings.branding': () => branding,
  'duties.me': () => myDuties,
  'swaps.mine': () => ({ requests: [], offers: [] }),
  'calendar.feeds': () => ({ member: null, club: null }),
};
const canServe = (isoDate: string) => screen.getByRole('switch', { name: `I can serve on ${formatDanceDate(isoDate)}` }) as HTMLInputElement;

beforeEach(() => authStore.signIn(makeSignIn(memberUser)));

describe('my duties page', () => {
  it('lists upcoming duties with who serves alongside, and a switch per night reflecting the marks', async () => {
    renderApp(createFakeApi(handlers), '/my-duties');
    expect(await screen.findByText('With Ann Lee, Bob Ray')).toBeTruthy();
    expect(screen.getByText('No one else assigned yet')).toBeTruthy();
    expect(screen.getByText('Bring cookies')).toBeTruthy();
    expect(screen.getAllByText(formatDanceDate('2027-04-07')).length).toBeGreaterThan(0);
    expect(canServe('2027-04-07').checked).toBe(true);
    expect(canServe('2027-04-14').checked).toBe(false);
    // The sidebar entry and the breadcrumb.
    expect(screen.getByRole('link', { name: 'My duties' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('My duties')).toBeTruthy();
  });

  it('flips a switch at once and saves it for the signed-in member', async () => {
    let release = () => {};
    const api = createFakeApi({
      ...handlers,
      'duties.setAvailability': (input) =>
        new Promise((resolve) => {
          release = () => resolve({ ...(input as object), warning: null });
        }),
    });
    renderApp(api, '/my-duties');
    await screen.findByText('With Ann Lee, Bob Ray');
    fireEvent.click(canServe('2027-06-30'));
    // Optimistic: off before the server answers.
    await waitFor(() => expect(canServe('2027-06-30').checked).toBe(false));
    expect(api.callsTo('duties.setAvailability').map((call) => call.input)).toEqual([{ dance_date: '2027-06-30', available: false }]);
    release();
  });

  it('shows the warning when the member marks a night they already serve on', async () => {
    renderApp(
      createFakeApi({ ...handlers, 'duties.setAvailability': () => ({ dance_date: '2027-04-07', available: false, warning: DUTY_MESSAGES.alreadyAssigned }) }),
      '/my-duties',
    );
    await screen.findByText('With Ann Lee, Bob Ray');
    fireEvent.click(canServe('2027-04-07'));
    expect(await screen.findByText(DUTY_MESSAGES.alreadyAssigned)).toBeTruthy();
  });

  it('turns the switch back and shows a toast when saving fails', async () => {
    renderApp(
      createFakeApi({
        ...handlers,
        'duties.setAvailability': () => {
          throw new ApiFailure(500, 'Something went wrong on the server. Please try again.');
        },
      }),
      '/my-duties',
    );
    await screen.findByText('With Ann Lee, Bob Ray');
    fireEvent.click(canServe('2027-04-14'));
    expect(await screen.findByText(DUTY_MESSAGES.availabilitySaveFailed)).toBeTruthy();
    await waitFor(() => expect(canServe('2027-04-14').checked).toBe(false));
  });

  it('says so when there are no duties and no nights', async () => {
    renderApp(createFakeApi({ ...handlers, 'duties.me': () => ({ duties: [], unavailable_dates: [], upcoming_nights: [] }) }), '/my-duties');
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
    expect(await screen.findByText('Error Loading Duties')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
