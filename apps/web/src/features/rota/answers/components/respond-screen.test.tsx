import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONFIRM_MESSAGES,
  DUTY_MESSAGES,
  LINK_ANSWER_MESSAGES,
  type MyDuties,
  type RespondLinkResult,
  type RespondLinkView,
} from '@club/shared';
import { authStore } from '../../../../lib/auth-store';
import { ApiFailure, createFakeApi, type FakeHandlers } from '../../../../test/fake-api';
import { branding, noSchedules } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { makeSignIn, memberUser } from '../../../../test/session-fixtures';
import type { ApiCaller } from '../../../../lib/api-call';
import { startRespondLinkRead } from '../utils/early-respond-read';

// Issue 19 part 3, issue 25: the page an e-mailed "I'll be there" / "I can't make it" link opens shows the night and
// answers only on a tap.
const session = makeSignIn(memberUser);
const answer = (state: 'confirmed' | 'declined', swap_request_id: number | null = null): RespondLinkResult => ({
  ...session,
  assignment_id: 7,
  dance_date: '2027-03-05',
  member_id: memberUser.id,
  state,
  message:
    state === 'confirmed'
      ? CONFIRM_MESSAGES.confirmed('2027-03-05')
      : CONFIRM_MESSAGES.declinedToldAdmins('2027-03-05'),
  swap_request_id,
});
const view: RespondLinkView = {
  assignment_id: 7,
  dance_date: '2027-03-05',
  club_night_type: 'NORMAL',
  member_id: memberUser.id,
  member_name: 'Doris Day',
  state: 'waiting',
  serving_with: ['Carol King'],
  start_time: '19:30',
  end_time: '22:00',
  caller: 'Mike Sikorsky',
  cuer: null,
  program: 'Plus',
  theme: 'Winter Ball',
  clock: '12h',
};
const noDuties: MyDuties = {
  duties: [],
  unavailable_dates: [],
  upcoming_nights: [],
  self_signup: false,
  open_nights: [],
  partner: null,
};

function setup(
  respondLink: FakeHandlers['schedules.respondLink'],
  url: string,
  viewLink: FakeHandlers['schedules.viewRespondLink'] = () => view,
) {
  const api = createFakeApi({
    ...noSchedules,
    'settings.branding': () => branding,
    'schedules.viewRespondLink': viewLink,
    'schedules.respondLink': respondLink,
    'duties.me': () => noDuties,
    'swaps.mine': () => ({ requests: [], offers: [] }),
  });
  return { api, ...renderApp(api, url) };
}

describe('confirm link page', () => {
  it("shows the night the entry script read while the page loaded, in the club's clock, without asking again", async () => {
    const early: { path: string; input: unknown; withoutSession?: boolean }[] = [];
    const caller: ApiCaller = {
      query: (path, input, options) => {
        early.push({ path, input, withoutSession: options?.withoutSession });
        return Promise.resolve({ ...view, clock: '24h' });
      },
      mutation: () => Promise.reject(new Error('the entry script only reads')),
    };
    startRespondLinkRead(caller, '?token=tok-early&answer=confirm');
    const { api } = setup(() => answer('confirmed'), '/respond?token=tok-early&answer=confirm');
    expect(await screen.findByRole('heading', { name: 'Friday, March 5' })).toBeTruthy();
    expect(screen.getByText('19:30–22:00')).toBeTruthy();
    expect(early).toEqual([{ path: 'schedules.viewRespondLink', input: { token: 'tok-early' }, withoutSession: true }]);
    expect(api.callsTo('schedules.viewRespondLink')).toHaveLength(0);
  });

  it('shows the night and answers nothing until the tap; the tap confirms once and signs the member in', async () => {
    const { api, history } = setup(() => answer('confirmed'), '/respond?token=tok-1&answer=confirm');
    expect(await screen.findByRole('heading', { name: 'Friday, March 5' })).toBeTruthy();
    expect(screen.getByText('7:30 PM–10:00 PM')).toBeTruthy();
    expect(screen.getByText('Caller: Mike Sikorsky · Program: Plus · Theme: Winter Ball')).toBeTruthy();
    expect(screen.getByText(LINK_ANSWER_MESSAGES.servingWith('Carol King'))).toBeTruthy();
    expect(api.callsTo('schedules.viewRespondLink').map((call) => call.input)).toEqual([{ token: 'tok-1' }]);
    expect(api.callsTo('schedules.respondLink')).toHaveLength(0);
    expect(authStore.getState().isAuthenticated).toBe(false);

    const confirm = screen.getByRole('button', { name: LINK_ANSWER_MESSAGES.confirmButton });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByRole('heading', { name: 'You’re confirmed' })).toBeTruthy();
    expect(screen.getByText("Thanks — you're confirmed for Friday, March 5.")).toBeTruthy();
    expect(api.callsTo('schedules.respondLink').map((call) => call.input)).toEqual([
      { token: 'tok-1', answer: 'confirm' },
    ]);
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, user: memberUser });
    fireEvent.click(screen.getByRole('button', { name: 'Go to My duties' }));
    await waitFor(() => expect(history.location.pathname).toBe('/my-duties'));
  });

  it('"I can’t make it" asks once more: an optional reason and who finds a replacement', async () => {
    const { api } = setup(() => answer('declined', 12), '/respond?token=tok-2&answer=decline');
    expect(await screen.findByRole('heading', { name: LINK_ANSWER_MESSAGES.declineQuestion })).toBeTruthy();
    expect(api.callsTo('schedules.respondLink')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(LINK_ANSWER_MESSAGES.declineReasonLabel), {
      target: { value: ' Visiting my sister ' },
    });
    fireEvent.click(screen.getByRole('radio', { name: LINK_ANSWER_MESSAGES.declineAskOthers }));
    fireEvent.click(screen.getByRole('button', { name: LINK_ANSWER_MESSAGES.declineButton }));
    expect(await screen.findByText(CONFIRM_MESSAGES.declinedToldAdmins('2027-03-05'))).toBeTruthy();
    expect(api.callsTo('schedules.respondLink').map((call) => call.input)).toEqual([
      { token: 'tok-2', answer: 'decline', reason: 'Visiting my sister', replacement: 'ask_others' },
    ]);
  });

  it('after a decline that only told the admins, offers to ask others to take the night', async () => {
    setup(() => answer('declined'), '/respond?token=tok-5&answer=decline');
    fireEvent.click(await screen.findByRole('button', { name: LINK_ANSWER_MESSAGES.declineButton }));
    expect(await screen.findByText(CONFIRM_MESSAGES.declinedToldAdmins('2027-03-05'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: DUTY_MESSAGES.askOthers }));
    expect(await screen.findByRole('dialog', { name: /Ask for a swap/ })).toBeTruthy();
  });

  it('a used or expired link shows the server’s clear message and the way to My duties, before any tap', async () => {
    const { api } = setup(
      () => answer('confirmed'),
      '/respond?token=tok-3&answer=confirm',
      () => {
        throw new ApiFailure(409, CONFIRM_MESSAGES.linkInvalid);
      },
    );
    expect(await screen.findByText(CONFIRM_MESSAGES.linkInvalid)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'This link can’t be used' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(api.callsTo('schedules.respondLink')).toHaveLength(0);
  });

  it('a link without its token or answer is refused without asking the server', async () => {
    const { api } = setup(() => answer('confirmed'), '/respond?token=tok-4');
    expect(await screen.findByText(CONFIRM_MESSAGES.linkInvalid)).toBeTruthy();
    expect(api.callsTo('schedules.respondLink')).toHaveLength(0);
    expect(api.callsTo('schedules.viewRespondLink')).toHaveLength(0);
  });
});
