import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MyDuties, type MySwaps, SWAP_MESSAGES, type SwapOffer, type SwapRequest } from '@club/shared';
import { authStore } from '../../../../lib/auth-store';
import { formatDanceDate } from '../../../../lib/dance-date';
import { ApiFailure, createFakeApi, type FakeHandlers } from '../../../../test/fake-api';
import { branding, noSchedules } from '../../../../test/fixtures';
import { pickOption } from '../../../../test/pick-option';
import { renderApp } from '../../../../test/render-app';
import { makeSignIn, memberUser } from '../../../../test/session-fixtures';
import { makeMember } from '../../../../test/member-fixtures';

// Issue 9 on 'My duties': asking for a swap of one's own night, withdrawing it, and taking another member's night.
const myDuties: MyDuties = {
  duties: [
    {
      dance_date: '2027-04-07',
      club_night_type: 'NORMAL',
      schedule_type: 'current',
      slot: 1,
      notes: null,
      partners: [],
      assignment_id: 1,
      self_chosen: false,
      can_give_back: false,
      cancelled_at: null,
      cancel_reason: null,
    },
    {
      dance_date: '2027-04-21',
      club_night_type: 'NORMAL',
      schedule_type: 'current',
      slot: 2,
      notes: null,
      partners: [],
      assignment_id: 2,
      self_chosen: false,
      can_give_back: false,
      cancelled_at: null,
      cancel_reason: null,
    },
  ],
  unavailable_dates: [],
  upcoming_nights: [],
  self_signup: false,
  open_nights: [],
  partner: null,
};
const me = { id: memberUser.id, name: 'José Member' };
const ann = { id: 3, name: 'Ann Lee' };
const openRequest: SwapRequest = {
  id: 11,
  kind: 'give_away',
  status: 'open',
  dance_date: '2027-04-21',
  club_night_type: 'NORMAL',
  requester: me,
  message: null,
  taken_by: null,
  return_date: null,
  resolved_by: null,
  created_at: '2027-03-01T10:00:00.000Z',
  resolved_at: null,
  offered_to: 4,
};
const annOffer: SwapOffer = {
  ...openRequest,
  id: 12,
  kind: 'swap',
  dance_date: '2027-04-14',
  requester: ann,
  message: 'Family wedding that week',
  return_dates: ['2027-04-07', '2027-04-21'],
};
const noSwaps: MySwaps = { requests: [], offers: [] };

function setup(handlers: FakeHandlers = {}) {
  const api = createFakeApi({
    ...noSchedules,
    'settings.branding': () => branding,
    'duties.me': () => myDuties,
    'swaps.mine': () => noSwaps,
    ...handlers,
  });
  renderApp(api, '/my-duties');
  return api;
}
const askButton = (isoDate: string) =>
  screen.findByRole('button', { name: `Ask for a swap for ${formatDanceDate(isoDate)}` });

describe('swaps on My duties', () => {
  beforeEach(() => authStore.signIn(makeSignIn(memberUser)));

  it('asks for a swap of a night with the chosen kind and message, and shows the server’s message', async () => {
    const api = setup({
      'swaps.create': () => ({
        request: openRequest,
        message: SWAP_MESSAGES.requestSent(4),
        emails: 4,
        members: 4,
        batch_id: null,
      }),
    });
    fireEvent.click(await askButton('2027-04-07'));
    const dialog = await screen.findByRole('dialog', { name: `Ask for a swap: ${formatDanceDate('2027-04-07')}` });
    // Nothing is sent until the member says what they want.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Choose whether to give the night away or swap it')).toBeTruthy();
    expect(api.callsTo('swaps.create')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Swap it for one of their nights' }));
    fireEvent.change(within(dialog).getByLabelText('Message (optional)'), { target: { value: '  Away that week  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(api.callsTo('swaps.create').map((call) => call.input)).toEqual([
        { dance_date: '2027-04-07', kind: 'swap', message: 'Away that week' },
      ]),
    );
    expect(await screen.findByText('Your request was e-mailed to 4 members.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  // Issue 25 point 9: one member may be named, who alone is e-mailed; the server's refusal shows under the choice.
  it('asks one named member when one is chosen, and shows why a member cannot take it', async () => {
    const cy = makeMember({ id: 7, first_name: 'Cy', last_name: 'Moss' });
    let refuse = true;
    const api = setup({
      'users.assignable': () => ({ users: [cy], count: 1 }),
      'swaps.create': () => {
        if (refuse) throw new ApiFailure(422, 'Validation failed', { ask_member_id: SWAP_MESSAGES.notEligible });
        return { request: openRequest, message: SWAP_MESSAGES.requestSent(1), emails: 1, members: 1, batch_id: null };
      },
    });
    fireEvent.click(await askButton('2027-04-07'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Give the night away' }));
    await pickOption(dialog, 'Ask one member (optional)', 'Cy Moss');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText(SWAP_MESSAGES.notEligible)).toBeTruthy();
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(api.callsTo('swaps.create')).toHaveLength(2));
    expect(api.callsTo('swaps.create').at(-1)?.input).toEqual({
      dance_date: '2027-04-07',
      kind: 'give_away',
      ask_member_id: 7,
    });
    expect(await screen.findByText('Your request was e-mailed to 1 member.')).toBeTruthy();
  });

  it('shows the server’s field message under the form', async () => {
    setup({
      'swaps.create': () => {
        throw new ApiFailure(422, 'Validation failed', { message: 'The message can be at most 500 characters' });
      },
    });
    fireEvent.click(await askButton('2027-04-07'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Give the night away' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('The message can be at most 500 characters')).toBeTruthy();
  });

  it('marks a night with an open request, withdraws it after confirming, and lists it under My swap requests', async () => {
    let swaps: MySwaps = { requests: [openRequest], offers: [] };
    const api = setup({
      'swaps.mine': () => swaps,
      'swaps.cancel': () => {
        const cancelled: MySwaps['requests'][number] = { ...openRequest, status: 'cancelled', resolved_by: me };
        swaps = { requests: [cancelled], offers: [] };
        return cancelled;
      },
    });
    const withdraw = await screen.findByRole('button', {
      name: `Withdraw the swap request for ${formatDanceDate('2027-04-21')}`,
    });
    expect(screen.getByText('Swap requested')).toBeTruthy();
    expect(screen.queryByRole('button', { name: `Ask for a swap for ${formatDanceDate('2027-04-21')}` })).toBeNull();
    const mine = screen.getByRole('heading', { name: 'My swap requests' }).closest('section')!;
    expect(within(mine).getByText('Open')).toBeTruthy();

    fireEvent.click(withdraw);
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw Swap Request' });
    expect(api.callsTo('swaps.cancel')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw Request' }));
    await waitFor(() => expect(api.callsTo('swaps.cancel').map((call) => call.input)).toEqual([{ id: 11 }]));
    expect(await askButton('2027-04-21')).toBeTruthy();
    expect(await within(mine).findByText('Cancelled')).toBeTruthy();
  });

  it('takes a night offered as a swap, handing back the chosen night, and refreshes the duties', async () => {
    let swaps: MySwaps = { requests: [], offers: [annOffer] };
    const api = setup({
      'swaps.mine': () => swaps,
      'swaps.accept': (input) => {
        swaps = noSwaps;
        return {
          request: {
            ...annOffer,
            status: 'accepted',
            taken_by: me,
            return_date: (input.data as { return_date: string }).return_date,
          },
        };
      },
    });
    const offers = (await screen.findByRole('heading', { name: 'Nights you could take' })).closest('section')!;
    expect(within(offers).getByText('Ann Lee would like to swap this night for one of yours.')).toBeTruthy();
    expect(within(offers).getByText('Family wedding that week')).toBeTruthy();

    const swap = within(offers).getByRole('button', { name: `Swap for ${formatDanceDate('2027-04-14')}` });
    fireEvent.click(swap);
    expect(await within(offers).findByText(SWAP_MESSAGES.returnDateRequired)).toBeTruthy();
    const giveBack = within(offers).getByRole<HTMLSelectElement>('combobox', { name: 'Night you give back' });
    fireEvent.change(giveBack, { target: { value: '2027-04-21' } });
    expect(giveBack.selectedOptions[0]?.text).toBe(formatDanceDate('2027-04-21'));
    fireEvent.click(swap);
    const dialog = await screen.findByRole('dialog', { name: 'Swap Nights' });
    expect(
      within(dialog).getByText(`Ann Lee will serve on ${formatDanceDate('2027-04-21')} instead of you.`),
    ).toBeTruthy();
    const dutiesLoads = api.callsTo('duties.me').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Swap nights' }));

    await waitFor(() =>
      expect(api.callsTo('swaps.accept').map((call) => call.input)).toEqual([
        { id: 12, data: { return_date: '2027-04-21' } },
      ]),
    );
    expect(await screen.findByText('You took the night. It is now on your duties.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('duties.me').length).toBeGreaterThan(dutiesLoads));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Nights you could take' })).toBeNull());
  });

  it('says so and refreshes when another member was faster', async () => {
    let swaps: MySwaps = { requests: [], offers: [{ ...annOffer, kind: 'give_away', return_dates: [] }] };
    const api = setup({
      'swaps.mine': () => swaps,
      'swaps.accept': () => {
        swaps = noSwaps;
        throw new ApiFailure(409, SWAP_MESSAGES.taken);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: `Take this night, ${formatDanceDate('2027-04-14')}` }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Take This Night' })).getByRole('button', {
        name: 'Take the night',
      }),
    );
    expect(await screen.findByText(SWAP_MESSAGES.taken)).toBeTruthy();
    expect(api.callsTo('swaps.accept')[0]?.input).toEqual({ id: 12 });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Nights you could take' })).toBeNull());
  });

  // Issue 17 item 9: saying no keeps the member out of later waves and of the closing notice.
  it('lets a member say no to a night on offer, which then leaves the list', async () => {
    let swaps: MySwaps = { requests: [], offers: [{ ...annOffer, kind: 'give_away', return_dates: [] }] };
    const api = setup({
      'swaps.mine': () => swaps,
      'swaps.decline': () => {
        swaps = noSwaps;
        return swaps;
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: `Not for me, ${formatDanceDate('2027-04-14')}` }));
    expect(await screen.findByText(SWAP_MESSAGES.declined)).toBeTruthy();
    expect(api.callsTo('swaps.decline')[0]?.input).toEqual({ id: 12 });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Nights you could take' })).toBeNull());
  });
});
