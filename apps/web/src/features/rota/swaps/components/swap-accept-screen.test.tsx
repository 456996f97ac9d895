import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type MyDuties, nightInWords, SWAP_MESSAGES, type SwapLinkResult, type SwapLinkView } from '@club/shared';
import { authStore } from '../../../../lib/auth-store';
import { formatDanceDate } from '../../../../lib/dance-date';
import { ApiFailure, createFakeApi, type FakeHandlers } from '../../../../test/fake-api';
import { branding, noSchedules } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { adminUser, makeSignIn, memberUser } from '../../../../test/session-fixtures';

// Issue 9: the page an e-mailed accept link opens, before or without a session.
const session = makeSignIn(memberUser);
const accepted: SwapLinkResult = {
  ...session,
  request: {
    id: 12,
    kind: 'swap',
    status: 'accepted',
    dance_date: '2027-04-14',
    club_night_type: 'NORMAL',
    requester: { id: 3, name: 'Ann Lee' },
    message: null,
    taken_by: { id: memberUser.id, name: 'José Member' },
    return_date: '2027-04-21',
    resolved_by: null,
    created_at: '2027-03-01T10:00:00.000Z',
    resolved_at: '2027-03-02T10:00:00.000Z',
    offered_to: 3,
  },
};
/** Issue 25: what the link offers, as the page reads it before the tap. */
const offer: SwapLinkView = {
  request_id: 12,
  dance_date: '2027-04-14',
  club_night_type: 'NORMAL',
  kind: 'swap',
  requester_name: 'Ann Lee',
  member_id: memberUser.id,
  member_name: 'José Member',
  return_date: '2027-04-21',
  message: 'Family visit',
  start_time: '19:30',
  end_time: '22:00',
  caller: 'Cal Caller',
  cuer: null,
  program: null,
  theme: 'Hoedown',
  serving_with: ['Dee Partner'],
  clock: '24h',
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
  acceptLink: FakeHandlers['swaps.acceptLink'],
  url = '/swaps/accept?token=tok-1&return_date=2027-04-21',
  viewAcceptLink: FakeHandlers['swaps.viewAcceptLink'] = () => offer,
) {
  const api = createFakeApi({
    ...noSchedules,
    'settings.branding': () => branding,
    'swaps.viewAcceptLink': viewAcceptLink,
    'swaps.acceptLink': acceptLink,
    'duties.me': () => noDuties,
    'swaps.mine': () => ({ requests: [], offers: [] }),
  });
  return { api, ...renderApp(api, url) };
}

/** Issue 25 point 3 (decision 057): the page takes nothing until the member taps. */
async function tapTake() {
  fireEvent.click(await screen.findByRole('button', { name: SWAP_MESSAGES.linkPage.take }));
}

describe('swap accept page', () => {
  it('takes nothing on opening: it says what the link does and waits for the tap', async () => {
    const { api } = setup(() => accepted);
    expect(await screen.findByRole('heading', { name: SWAP_MESSAGES.linkPage.title })).toBeTruthy();
    expect(screen.getByText(SWAP_MESSAGES.linkPage.swap('Ann Lee', '2027-04-21'))).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('swaps.acceptLink')).toHaveLength(0);
    expect(authStore.getState().isAuthenticated).toBe(false);
  });

  it('names the night before the tap: its date in words, time, caller, theme, who asked and their message', async () => {
    const { api } = setup(() => accepted);
    expect(await screen.findByRole('heading', { name: nightInWords('2027-04-14') })).toBeTruthy();
    expect(screen.getByText(/Cal Caller/)).toBeTruthy();
    // Issue 26: the club's clock, as the offer e-mail wrote the time.
    expect(screen.getByText('19:30–22:00')).toBeTruthy();
    expect(screen.getByText(/Hoedown/)).toBeTruthy();
    expect(screen.getByText(SWAP_MESSAGES.linkPage.writes('Ann Lee', 'Family visit'))).toBeTruthy();
    expect(screen.getByText('Serving with Dee Partner')).toBeTruthy();
    expect(screen.getByRole('button', { name: SWAP_MESSAGES.linkPage.take })).toBeTruthy();
    expect(api.callsTo('swaps.viewAcceptLink').map((call) => call.input)).toEqual([
      { token: 'tok-1', return_date: '2027-04-21' },
    ]);
    expect(api.callsTo('swaps.acceptLink')).toHaveLength(0);
  });

  it('shows why a link that can no longer take its night is refused, with no button to tap', async () => {
    const { api } = setup(
      () => accepted,
      '/swaps/accept?token=tok-4',
      () => {
        throw new ApiFailure(409, SWAP_MESSAGES.taken);
      },
    );
    expect(await screen.findByText(SWAP_MESSAGES.taken)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Could not take the night' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: SWAP_MESSAGES.linkPage.take })).toBeNull();
    expect(api.callsTo('swaps.acceptLink')).toHaveLength(0);
  });

  it('takes the night once (even under StrictMode), signs the member in and says which night is theirs', async () => {
    const { api, history } = setup(() => accepted);
    await tapTake();
    expect(screen.getByRole('heading', { name: 'Taking the night…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: "You're on duty" })).toBeTruthy();
    expect(api.callsTo('swaps.acceptLink').map((call) => call.input)).toEqual([
      { token: 'tok-1', return_date: '2027-04-21' },
    ]);
    expect(screen.getByText(formatDanceDate('2027-04-14'))).toBeTruthy();
    expect(screen.getByText(/in place of Ann Lee/)).toBeTruthy();
    expect(screen.getByText(formatDanceDate('2027-04-21'))).toBeTruthy();
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, token: session.token, user: memberUser });

    fireEvent.click(screen.getByRole('button', { name: 'Go to My duties' }));
    await waitFor(() => expect(history.location.pathname).toBe('/my-duties'));
    expect(await screen.findByText('You have no upcoming duties.')).toBeTruthy();
  });

  it('shows the server’s message when another member was faster, and keeps a session already open', async () => {
    authStore.signIn(makeSignIn(adminUser));
    const { api, history } = setup(() => {
      throw new ApiFailure(409, SWAP_MESSAGES.taken);
    }, '/swaps/accept?token=tok-2');
    await tapTake();
    expect(await screen.findByText(SWAP_MESSAGES.taken)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Could not take the night' })).toBeTruthy();
    expect(api.callsTo('swaps.acceptLink').map((call) => call.input)).toEqual([{ token: 'tok-2' }]);
    expect(authStore.getState().user).toEqual(adminUser);
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go to My duties' }));
    await waitFor(() => expect(history.location.pathname).toBe('/my-duties'));
  });

  it('refuses an expired link with the server’s message and offers to sign in', async () => {
    const { history } = setup(() => {
      throw new ApiFailure(401, SWAP_MESSAGES.linkInvalid);
    }, '/swaps/accept?token=tok-3');
    await tapTake();
    expect(await screen.findByText(SWAP_MESSAGES.linkInvalid)).toBeTruthy();
    expect(authStore.getState().isAuthenticated).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
  });

  it('says the link is invalid without asking the server when it has no token', async () => {
    const { api } = setup(() => accepted, '/swaps/accept');
    expect(await screen.findByText(SWAP_MESSAGES.linkInvalid)).toBeTruthy();
    expect(api.callsTo('swaps.acceptLink')).toHaveLength(0);
    expect(api.callsTo('swaps.viewAcceptLink')).toHaveLength(0);
  });
});
