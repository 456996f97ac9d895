import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONFIRM_MESSAGES, DUTY_MESSAGES, LINK_ANSWER_MESSAGES, type MyDuties, type NightAnswer } from '@club/shared';
import { authStore } from '../../../../lib/auth-store';
import { formatDanceDate } from '../../../../lib/dance-date';
import { createFakeApi, type FakeHandlers } from '../../../../test/fake-api';
import { branding, noSchedules } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { makeSignIn, memberUser } from '../../../../test/session-fixtures';

// Issue 19 part 3: on My duties a member confirms or declines each night of a published schedule.
const duty = (
  dance_date: string,
  assignment_id: number,
  confirmation: 'waiting' | 'confirmed' | 'declined' | null,
) => ({
  dance_date,
  club_night_type: 'NORMAL' as const,
  schedule_type: 'next' as const,
  slot: 1,
  notes: null,
  partners: [],
  assignment_id,
  self_chosen: false,
  can_give_back: false,
  cancelled_at: null,
  cancel_reason: null,
  confirmation,
});
const myDuties: MyDuties = {
  duties: [duty('2027-03-03', 7, 'waiting'), duty('2027-03-10', 8, 'confirmed'), duty('2027-03-17', 9, null)],
  unavailable_dates: [],
  upcoming_nights: [],
  self_signup: false,
  open_nights: [],
  partner: null,
};
const answered = (id: number, state: 'confirmed' | 'declined'): NightAnswer => ({
  assignment_id: id,
  dance_date: '2027-03-03',
  member_id: memberUser.id,
  state,
  message:
    state === 'confirmed'
      ? CONFIRM_MESSAGES.confirmed('2027-03-03')
      : CONFIRM_MESSAGES.declinedToldAdmins('2027-03-03'),
  swap_request_id: null,
});
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
  'schedules.confirmNight': () => answered(7, 'confirmed'),
  'schedules.declineNight': () => answered(7, 'declined'),
};

beforeEach(() => authStore.signIn(makeSignIn(memberUser)));

describe('answering on My duties', () => {
  it('shows each published night’s answer and confirms a waiting one', async () => {
    const api = createFakeApi(handlers);
    renderApp(api, '/my-duties');
    const confirm = await screen.findByRole('button', { name: `I'll be there on ${formatDanceDate('2027-03-03')}` });
    expect(screen.getByText(CONFIRM_MESSAGES.badge.waiting)).toBeTruthy();
    expect(screen.getByText(CONFIRM_MESSAGES.badge.confirmed)).toBeTruthy();
    // The unpublished night offers no answer.
    expect(screen.queryByRole('button', { name: `I'll be there on ${formatDanceDate('2027-03-17')}` })).toBeNull();
    fireEvent.click(confirm);
    await waitFor(() => expect(api.callsTo('schedules.confirmNight').map((call) => call.input)).toEqual([{ id: 7 }]));
    expect(await screen.findByText(CONFIRM_MESSAGES.confirmed('2027-03-03'))).toBeTruthy();
  });

  it('declining asks the can’t-serve question and sends the choice', async () => {
    const api = createFakeApi(handlers);
    renderApp(api, '/my-duties');
    fireEvent.click(await screen.findByRole('button', { name: `I can't make it on ${formatDanceDate('2027-03-03')}` }));
    fireEvent.click(await screen.findByRole('button', { name: DUTY_MESSAGES.tellAdmins }));
    await waitFor(() =>
      expect(api.callsTo('schedules.declineNight').map((call) => call.input)).toEqual([
        { id: 7, data: { replacement: 'tell_admins' } },
      ]),
    );
  });

  it('declining a night the household also serves asks whether they still serve, and declines for them too', async () => {
    const withBob: MyDuties = {
      ...myDuties,
      duties: [{ ...duty('2027-03-03', 7, 'waiting'), partners: [{ id: 41, name: 'Bob Lee' }] }],
      household: [{ id: 41, name: 'Bob Lee' }],
    };
    const api = createFakeApi({ ...handlers, 'duties.me': () => withBob });
    renderApp(api, '/my-duties');
    const date = formatDanceDate('2027-03-03');
    fireEvent.click(await screen.findByRole('button', { name: `I can't make it on ${date}` }));
    fireEvent.click(await screen.findByRole('button', { name: DUTY_MESSAGES.askOthers }));
    expect(await screen.findByText(LINK_ANSWER_MESSAGES.householdQuestion('Bob Lee', date))).toBeTruthy();
    expect(api.callsTo('schedules.declineNight')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: LINK_ANSWER_MESSAGES.householdCantEither('Bob Lee') }));
    await waitFor(() =>
      expect(api.callsTo('schedules.declineNight').map((call) => call.input)).toEqual([
        { id: 7, data: { replacement: 'ask_others' } },
        { id: 7, data: { replacement: 'ask_others', member_id: 41 } },
      ]),
    );
  });

  it('when the household member still serves, only the member’s own decline is sent', async () => {
    const withBob: MyDuties = {
      ...myDuties,
      duties: [{ ...duty('2027-03-03', 7, 'waiting'), partners: [{ id: 41, name: 'Bob Lee' }] }],
      household: [{ id: 41, name: 'Bob Lee' }],
    };
    const api = createFakeApi({ ...handlers, 'duties.me': () => withBob });
    renderApp(api, '/my-duties');
    fireEvent.click(await screen.findByRole('button', { name: `I can't make it on ${formatDanceDate('2027-03-03')}` }));
    fireEvent.click(await screen.findByRole('button', { name: DUTY_MESSAGES.tellAdmins }));
    fireEvent.click(await screen.findByRole('button', { name: LINK_ANSWER_MESSAGES.householdServes('Bob Lee') }));
    await waitFor(() =>
      expect(api.callsTo('schedules.declineNight').map((call) => call.input)).toEqual([
        { id: 7, data: { replacement: 'tell_admins' } },
      ]),
    );
  });
});

describe('My duties for a member who reads German', () => {
  it('writes the night’s times in the 24-hour clock and its details in German, in a 12-hour club', async () => {
    authStore.signIn(makeSignIn({ ...memberUser, locale: 'de' }));
    const withTimes: MyDuties = {
      ...myDuties,
      duties: [{ ...duty('2027-03-03', 7, 'waiting'), start_time: '19:30', end_time: '22:00', theme: 'Frühlingsball' }],
    };
    const api = createFakeApi({
      ...handlers,
      'duties.me': () => withTimes,
      'auth.me': () => ({ ...memberUser, locale: 'de' }),
    });
    renderApp(api, '/my-duties');
    expect(await screen.findByText('19:30–22:00 · Motto: Frühlingsball')).toBeTruthy();
  });
});
