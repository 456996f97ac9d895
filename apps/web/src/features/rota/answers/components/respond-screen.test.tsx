import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONFIRM_MESSAGES, DUTY_MESSAGES, type MyDuties, type RespondLinkResult } from '@club/shared';
import { authStore } from '../../../../lib/auth-store';
import { ApiFailure, createFakeApi, type FakeHandlers } from '../../../../test/fake-api';
import { branding, noSchedules } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { makeSignIn, memberUser } from '../../../../test/session-fixtures';

// Issue 19 part 3: the page an e-mailed "I'll be there" / "I can't make it" link opens, before or without a session.
const session = makeSignIn(memberUser);
const answer = (state: 'confirmed' | 'declined'): RespondLinkResult => ({
  ...session,
  assignment_id: 7,
  dance_date: '2027-03-05',
  member_id: memberUser.id,
  state,
  message:
    state === 'confirmed'
      ? CONFIRM_MESSAGES.confirmed('2027-03-05')
      : CONFIRM_MESSAGES.declinedToldAdmins('2027-03-05'),
  swap_request_id: null,
});
const noDuties: MyDuties = {
  duties: [],
  unavailable_dates: [],
  upcoming_nights: [],
  self_signup: false,
  open_nights: [],
  partner: null,
};

function setup(respondLink: FakeHandlers['schedules.respondLink'], url: string) {
  const api = createFakeApi({
    ...noSchedules,
    'settings.branding': () => branding,
    'schedules.respondLink': respondLink,
    'duties.me': () => noDuties,
    'swaps.mine': () => ({ requests: [], offers: [] }),
  });
  return { api, ...renderApp(api, url) };
}

describe('confirm link page', () => {
  it('confirms once (even under StrictMode), signs the member in and says so in plain words', async () => {
    const { api, router } = setup(() => answer('confirmed'), '/respond?token=tok-1&answer=confirm');
    expect(await screen.findByRole('heading', { name: 'You’re confirmed' })).toBeTruthy();
    expect(screen.getByText("Thanks — you're confirmed for Friday, March 5.")).toBeTruthy();
    expect(api.callsTo('schedules.respondLink').map((call) => call.input)).toEqual([
      { token: 'tok-1', answer: 'confirm' },
    ]);
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, user: memberUser });
    fireEvent.click(screen.getByRole('button', { name: 'Go to My duties' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-duties'));
  });

  it('after a decline, says the admins were told and offers to ask others to take the night', async () => {
    setup(() => answer('declined'), '/respond?token=tok-2&answer=decline');
    expect(await screen.findByText(CONFIRM_MESSAGES.declinedToldAdmins('2027-03-05'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: DUTY_MESSAGES.askOthers }));
    expect(await screen.findByRole('dialog', { name: /Ask for a swap/ })).toBeTruthy();
  });

  it('a used or expired link shows the server’s clear message and the way to My duties', async () => {
    setup(() => {
      throw new ApiFailure(409, CONFIRM_MESSAGES.linkInvalid);
    }, '/respond?token=tok-3&answer=confirm');
    expect(await screen.findByText(CONFIRM_MESSAGES.linkInvalid)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'This link can’t be used' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('a link without its token or answer is refused without asking the server', async () => {
    const { api } = setup(() => answer('confirmed'), '/respond?token=tok-4');
    expect(await screen.findByText(CONFIRM_MESSAGES.linkInvalid)).toBeTruthy();
    expect(api.callsTo('schedules.respondLink')).toHaveLength(0);
  });
});
