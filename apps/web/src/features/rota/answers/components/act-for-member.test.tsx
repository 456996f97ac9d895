import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACTING_MESSAGES, type Assignment, CONFIRM_MESSAGES, DUTY_MESSAGES } from '@club/shared';
import { AppProviders } from '../../../../app/app-providers';
import { authStore } from '../../../../lib/auth-store';
import { createQueryClient } from '../../../../lib/query-client';
import { ApiFailure, createFakeApi, type FakeHandlers } from '../../../../test/fake-api';
import { branding, noNightDetails } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { adminUser, makeSignIn } from '../../../../test/session-fixtures';
import { formatDanceDate } from '../../../../lib/dance-date';
import { ActForMemberMenu } from './act-for-member';

// Issue 19 part 7: an admin does for a squarehead who phoned what the squarehead could do in the app.
const night = (id: number, dance_date: string, cantServe: number[] = []): Assignment => ({
  ...noNightDetails,
  id,
  schedule_id: 1,
  dance_date,
  club_night_type: 'NORMAL',
  notes: null,
  status: cantServe.length > 0 ? 'needs_replacement' : 'partial',
  cant_serve_ids: cantServe,
  self_signup_ids: [],
  squarehead1_id: 11,
  squarehead1_name: 'Mo Duty',
  squarehead2_id: 12,
  squarehead2_name: 'Ann Lee',
  squarehead3_id: null,
  squarehead3_name: null,
  squarehead4_id: null,
  squarehead4_name: null,
});
const schedule = {
  id: 1,
  name: 'Spring',
  type: 'current' as const,
  start_date: '2027-04-01',
  end_date: '2027-04-30',
  created_at: '2027-03-01T00:00:00.000Z',
};
const marked = {
  dance_date: '2027-04-14',
  available: false,
  warning: DUTY_MESSAGES.toldAdmins,
  needs_replacement: true,
  swap_request_id: null,
};
const person = { id: 12, name: 'Ann Lee' };
const created = {
  request: {
    id: 5,
    kind: 'give_away' as const,
    status: 'open' as const,
    dance_date: '2027-04-14',
    club_night_type: 'NORMAL' as const,
    requester: person,
    message: null,
    taken_by: null,
    return_date: null,
    resolved_by: null,
    created_at: '2027-04-01T00:00:00.000Z',
    resolved_at: null,
    offered_to: 3,
  },
  message: 'Your request was sent to 3 members.',
  emails: 3,
  members: 3,
  batch_id: null,
};

beforeEach(() => authStore.signIn(makeSignIn(adminUser)));

/** Each night's menu as a phone card shows it; the table row's is reached through the whole page below. */
function renderMenus(nights: Assignment[], handlers: FakeHandlers = {}) {
  const api = createFakeApi({ 'settings.branding': () => branding, ...handlers });
  render(
    <AppProviders apiClient={api.client} queryClient={createQueryClient()}>
      {nights.map((night) => (
        <ActForMemberMenu key={night.id} night={night} fullWidth />
      ))}
    </AppProviders>,
  );
  return api;
}

// In jsdom floating-ui sees the button as hidden (no layout), so the open dropdown stays out of sight: its items are
// found hidden or not, as pickOption does for a Select.
const openMenu = async (date: string) => {
  fireEvent.click(screen.getByRole('button', { name: `For a squarehead… on ${formatDanceDate(date)}` }));
  return screen.findByRole('menu', { hidden: true });
};

describe('acting for a squarehead who phoned', () => {
  it('confirms a published night for a squarehead who has not answered, and only for them', async () => {
    const published: Assignment = {
      ...night(1, '2027-04-14'),
      confirmations: [
        { member_id: 11, state: 'waiting', responded_at: null },
        { member_id: 12, state: 'confirmed', responded_at: '2027-04-01T10:00:00.000Z' },
      ],
    };
    const api = renderMenus([published], {
      'schedules.confirmNight': () => ({
        assignment_id: 1,
        dance_date: '2027-04-14',
        member_id: 11,
        state: 'confirmed',
        message: CONFIRM_MESSAGES.confirmedFor('Mo Duty', '2027-04-14'),
        swap_request_id: null,
      }),
    });
    const menu = await openMenu('2027-04-14');
    expect(
      within(menu).queryByRole('menuitem', { name: ACTING_MESSAGES.confirmFor('Ann Lee'), hidden: true }),
    ).toBeNull();
    fireEvent.click(within(menu).getByRole('menuitem', { name: ACTING_MESSAGES.confirmFor('Mo Duty'), hidden: true }));
    await waitFor(() => expect(api.callsTo('schedules.confirmNight')).toHaveLength(1));
    expect(api.callsTo('schedules.confirmNight')[0]!.input).toEqual({ id: 1, data: { member_id: 11 } });
    expect(await screen.findByText(CONFIRM_MESSAGES.confirmedFor('Mo Duty', '2027-04-14'))).toBeTruthy();
  });

  it("marks can't serve for them with the member's choice, and says the member was told", async () => {
    const api = renderMenus([night(1, '2027-04-14')], { 'duties.setMemberAvailability': () => marked });
    const menu = await openMenu('2027-04-14');
    fireEvent.click(
      within(menu).getByRole('menuitem', { name: ACTING_MESSAGES.cantServeFor('Ann Lee'), hidden: true }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: ACTING_MESSAGES.cantServeTitle('Ann Lee', formatDanceDate('2027-04-14')),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: DUTY_MESSAGES.tellAdmins }));
    await waitFor(() => expect(api.callsTo('duties.setMemberAvailability')).toHaveLength(1));
    expect(api.callsTo('duties.setMemberAvailability')[0]!.input).toEqual({
      id: 12,
      data: { dance_date: '2027-04-14', available: false, replacement: 'tell_admins' },
    });
    expect(
      await screen.findByText(`${DUTY_MESSAGES.toldAdmins} ${ACTING_MESSAGES.toldMember('Ann Lee')}`),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open with the server’s reason when it refuses', async () => {
    renderMenus([night(1, '2027-04-14')], {
      'duties.setMemberAvailability': () => {
        throw new ApiFailure(422, DUTY_MESSAGES.pastDate);
      },
    });
    const menu = await openMenu('2027-04-14');
    fireEvent.click(
      within(menu).getByRole('menuitem', { name: ACTING_MESSAGES.cantServeFor('Mo Duty'), hidden: true }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: DUTY_MESSAGES.askOthers }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(DUTY_MESSAGES.pastDate);
  });

  it('asks for cover for them as if they asked, naming the member', async () => {
    const api = renderMenus([night(1, '2027-04-14', [11])], { 'swaps.create': () => created });
    const menu = await openMenu('2027-04-14');
    // Mo already can't serve: only asking for cover is left for Mo.
    expect(
      within(menu).queryByRole('menuitem', { name: ACTING_MESSAGES.cantServeFor('Mo Duty'), hidden: true }),
    ).toBeNull();
    fireEvent.click(within(menu).getByRole('menuitem', { name: ACTING_MESSAGES.askCoverFor('Mo Duty'), hidden: true }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: ACTING_MESSAGES.askCover }));
    await waitFor(() => expect(api.callsTo('swaps.create')).toHaveLength(1));
    expect(api.callsTo('swaps.create')[0]!.input).toEqual({
      dance_date: '2027-04-14',
      kind: 'give_away',
      member_id: 11,
    });
  });

  it('offers nothing on a cancelled night or one without squareheads', () => {
    const empty = { ...night(2, '2027-04-21'), squarehead1_id: null, squarehead1_name: null };
    renderMenus([
      { ...night(1, '2027-04-14'), cancelled_at: '2027-04-01T00:00:00.000Z', cancel_reason: 'Hall flooded' },
      { ...empty, squarehead2_id: null, squarehead2_name: null },
    ]);
    expect(screen.queryByRole('button', { name: /For a squarehead/ })).toBeNull();
  });

  it('is in the table row on a wide screen, without opening the editor', async () => {
    renderApp(
      createFakeApi({
        'settings.branding': () => branding,
        'schedules.current': () => ({ schedule, assignments: [night(1, '2027-04-14')], count: 1 }),
      }),
      '/current-schedule',
    );
    const table = await screen.findByRole('table', { name: 'Dance Schedule & Assignments' });
    fireEvent.click(
      within(table).getByRole('button', { name: `For a squarehead of ${formatDanceDate('2027-04-14')}` }),
    );
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(
      within(menu).getByRole('menuitem', { name: ACTING_MESSAGES.askCoverFor('Ann Lee'), hidden: true }),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

// Issue 29: a German admin reads the menu, its items and the dialog in German, the date as German writes it.
describe('acting for a squarehead, in German', () => {
  it("names the menu, the items and the can't-serve dialog in German", async () => {
    const german = { ...adminUser, locale: 'de' as const };
    authStore.signIn(makeSignIn(german));
    renderMenus([night(1, '2027-04-14')], { 'auth.me': () => german });
    const opener = screen.getByRole('button', { name: 'Für einen Squarehead … am Mi., 14. Apr. 2027' });
    expect(opener.textContent).toBe('Für einen Squarehead …');
    fireEvent.click(opener);
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(
      within(menu).getByRole('menuitem', { name: 'Vertretung suchen – für Ann Lee …', hidden: true }),
    ).toBeTruthy();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Verhindert – für Ann Lee …', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Ann Lee ist am Mi., 14. Apr. 2027 verhindert' });
    expect(
      within(dialog).getByText(
        'Ann Lee ist an diesem Abend einer der Squareheads. Sollen andere Mitglieder gefragt werden, ob sie übernehmen, oder suchen die Administratoren jemanden?',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Andere fragen' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Eingeteilt lassen' })).toBeTruthy();
  });
});
