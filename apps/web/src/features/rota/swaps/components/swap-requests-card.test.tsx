import { StrictMode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type AdminSwapRequest, SWAP_MESSAGES, type SwapCandidate } from '@club/shared';
import { AppProviders } from '../../../../app/app-providers';
import { authStore } from '../../../../lib/auth-store';
import { formatDanceDate } from '../../../../lib/dance-date';
import { createQueryClient } from '../../../../lib/query-client';
import { ApiFailure, createFakeApi, type FakeHandlers } from '../../../../test/fake-api';
import { branding } from '../../../../test/fixtures';
import { pickOption } from '../../../../test/pick-option';
import { adminUser, makeSignIn } from '../../../../test/session-fixtures';
import { SwapRequestsCard } from './swap-requests-card';

const annSwap: AdminSwapRequest = {
  id: 21,
  kind: 'swap',
  status: 'open',
  dance_date: '2027-04-14',
  club_night_type: 'NORMAL',
  requester: { id: 3, name: 'Ann Lee' },
  message: 'Family wedding',
  taken_by: null,
  return_date: null,
  resolved_by: null,
  created_at: '2027-03-01T10:00:00.000Z',
  resolved_at: null,
  offered_to: 2,
  offers: [
    { member: { id: 4, name: 'Bob Ray' }, offered_at: '2027-03-01T10:00:00.000Z', declined_at: null },
    {
      member: { id: 5, name: 'Cy Moss' },
      offered_at: '2027-03-02T10:00:00.000Z',
      declined_at: '2027-03-02T12:00:00.000Z',
    },
  ],
};
const candidates: SwapCandidate[] = [
  { member: { id: 4, name: 'Bob Ray' }, return_dates: ['2027-04-07'] },
  { member: { id: 5, name: 'Cy Moss' }, return_dates: ['2027-04-21', '2027-05-05'] },
];

/** The card on its own, with the app's providers; the admin page around it has its own test. */
function setup(handlers: FakeHandlers = {}) {
  const api = createFakeApi({
    'settings.branding': () => branding,
    'swaps.list': () => [annSwap],
    'swaps.candidates': () => candidates,
    ...handlers,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
  render(
    <StrictMode>
      <AppProviders apiClient={api.client} queryClient={queryClient}>
        <SwapRequestsCard />
      </AppProviders>
    </StrictMode>,
  );
  return api;
}
const card = () => screen.findByRole('region', { name: 'Swap Requests' });
const approveButton = async () =>
  within(await card()).findByRole('button', { name: `Approve swap request for ${formatDanceDate('2027-04-14')}` });

describe('Swap Requests card', () => {
  beforeEach(() => authStore.signIn(makeSignIn(adminUser)));

  it('lists the open requests, and all of them with "Show all"', async () => {
    const api = setup({
      'swaps.list': (input) =>
        (input as { status: string }).status === 'all'
          ? [annSwap, { ...annSwap, id: 22, status: 'cancelled' }]
          : [annSwap],
    });
    const table = await within(await card()).findByRole('table', { name: 'Swap requests' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByText('Ann Lee')).toBeTruthy();
    expect(within(row!).getByText('Family wedding')).toBeTruthy();
    expect(within(row!).getByText('Swap')).toBeTruthy();
    expect(api.callsTo('swaps.list')[0]?.input).toEqual({ status: 'open' });

    fireEvent.click(within(await card()).getByRole('switch', { name: 'Show all' }));
    expect(await within(await card()).findByText('Cancelled')).toBeTruthy();
    expect(api.callsTo('swaps.list').at(-1)?.input).toEqual({ status: 'all' });
  });

  // Issue 25 point 9 (decision 053): a request naming one member says whom it asks; one open to everyone does not.
  it('shows "Asked: <name>" on a request that names one member', async () => {
    setup({
      'swaps.list': () => [
        { ...annSwap, named_member_id: 4, named_member_name: 'Bob Ray' },
        { ...annSwap, id: 22, dance_date: '2027-04-28', named_member_id: null, named_member_name: null },
      ],
    });
    const table = await within(await card()).findByRole('table', { name: 'Swap requests' });
    const [, named, open] = within(table).getAllByRole('row');
    expect(within(named!).getByText(SWAP_MESSAGES.askedNamed('Bob Ray'))).toBeTruthy();
    expect(within(open!).queryByText(/^Asked:/)).toBeNull();
  });

  // Issue 17 item 9: offers go out in waves; the admin sees who was asked when, and can ask everyone at once.
  it('shows who was offered a request and when, and offers it to everyone now', async () => {
    const api = setup({
      'swaps.offerToEveryone': () => ({
        request: { ...annSwap, offered_to: 5 },
        message: SWAP_MESSAGES.offeredToEveryone(3),
        emails: 3,
        members: 3,
        batch_id: null,
      }),
    });
    const table = await within(await card()).findByRole('table', { name: 'Swap requests' });
    fireEvent.click(within(table).getByRole('button', { name: 'Offered to 2 members' }));
    expect(await screen.findByText('Bob Ray')).toBeTruthy();
    expect(screen.getByText('Cy Moss')).toBeTruthy();
    expect(screen.getByText(/said no/)).toBeTruthy();

    fireEvent.click(
      within(table).getByRole('button', { name: `Offer to everyone now: ${formatDanceDate('2027-04-14')}` }),
    );
    expect(await screen.findByText(SWAP_MESSAGES.offeredToEveryone(3))).toBeTruthy();
    expect(api.callsTo('swaps.offerToEveryone')[0]?.input).toEqual({ id: 21 });
  });

  it('says when there are no open requests', async () => {
    setup({ 'swaps.list': () => [] });
    expect(await within(await card()).findByText('No open swap requests')).toBeTruthy();
  });

  it('approves a request for the chosen member and the night they give back', async () => {
    let open = true;
    const api = setup({
      'swaps.list': () => (open ? [annSwap] : []),
      'swaps.approve': (input) => {
        open = false;
        return {
          request: {
            ...annSwap,
            status: 'approved',
            taken_by: { id: 5, name: 'Cy Moss' },
            return_date: (input.data as { return_date: string }).return_date,
          },
        };
      },
    });
    fireEvent.click(await approveButton());
    const dialog = await screen.findByRole('dialog', { name: `Approve swap: ${formatDanceDate('2027-04-14')}` });
    await waitFor(() => expect(api.callsTo('swaps.candidates')[0]?.input).toEqual({ id: 21 }));
    await within(dialog).findByLabelText('Member who takes the night');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Choose who takes the night')).toBeTruthy();
    expect(api.callsTo('swaps.approve')).toHaveLength(0);

    await pickOption(dialog, 'Member who takes the night', 'Cy Moss');
    await pickOption(dialog, 'Night they give back', formatDanceDate('2027-05-05'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(api.callsTo('swaps.approve').map((call) => call.input)).toEqual([
        { id: 21, data: { member_id: 5, return_date: '2027-05-05' } },
      ]),
    );
    expect(await screen.findByText('Approved: Cy Moss now serves on that night.')).toBeTruthy();
    expect(await within(await card()).findByText('No open swap requests')).toBeTruthy();
  });

  it('shows the server’s field message in the approve dialog', async () => {
    setup({
      'swaps.candidates': () => candidates.slice(0, 1),
      'swaps.approve': () => {
        throw new ApiFailure(422, 'Validation failed', { return_date: SWAP_MESSAGES.returnDateInvalid });
      },
    });
    fireEvent.click(await approveButton());
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('Member who takes the night');
    await pickOption(dialog, 'Member who takes the night', 'Bob Ray');
    await pickOption(dialog, 'Night they give back', formatDanceDate('2027-04-07'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText(SWAP_MESSAGES.returnDateInvalid)).toBeTruthy();
  });

  it('says when no member can take the night', async () => {
    setup({ 'swaps.candidates': () => [] });
    fireEvent.click(await approveButton());
    expect(
      await within(await screen.findByRole('dialog')).findByText('No member can take this night right now.'),
    ).toBeTruthy();
  });

  it('cancels a request only after confirming', async () => {
    const api = setup({ 'swaps.cancel': () => ({ ...annSwap, status: 'cancelled' }) });
    fireEvent.click(
      await within(await card()).findByRole('button', { name: `Cancel request for ${formatDanceDate('2027-04-14')}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Swap Request' });
    expect(api.callsTo('swaps.cancel')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Request' }));
    await waitFor(() => expect(api.callsTo('swaps.cancel')[0]?.input).toEqual({ id: 21 }));
  });

  it('shows the error state and tries again', async () => {
    let fails = true;
    setup({
      'swaps.list': () => {
        if (fails) throw new ApiFailure(500, 'boom');
        return [];
      },
    });
    const region = await card();
    expect(await within(region).findByText('Could not load the swap requests', {}, { timeout: 3000 })).toBeTruthy();
    fails = false;
    fireEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('No open swap requests')).toBeTruthy();
  });
});
