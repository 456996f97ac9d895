import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Assignment, DUTY_MESSAGES } from '@club/shared';
import { AppProviders } from '../../../../app/app-providers';
import { authStore } from '../../../../lib/auth-store';
import { createQueryClient } from '../../../../lib/query-client';
import { createFakeApi } from '../../../../test/fake-api';
import { branding } from '../../../../test/fixtures';
import { makeMember } from '../../../../test/member-fixtures';
import { adminUser, makeSignIn } from '../../../../test/session-fixtures';
import { AssignmentEditorDialog } from './assignment-editor-dialog';

// Issue 9: members who marked the night unavailable are flagged in the squarehead selects, never hidden.
const ann = makeMember({ id: 1, first_name: 'Ann', last_name: 'Lee' });
const bob = makeMember({ id: 2, first_name: 'Bob', last_name: 'Ray' });
const night: Assignment = {
  id: 9,
  schedule_id: 1,
  dance_date: '2027-04-14',
  club_night_type: 'NORMAL',
  squarehead1_id: 1,
  squarehead2_id: null,
  squarehead3_id: null,
  squarehead4_id: null,
  squarehead1_name: 'Ann Lee',
  squarehead2_name: null,
  squarehead3_name: null,
  squarehead4_name: null,
  notes: null,
  status: 'partial',
  cant_serve_ids: [],
  self_signup_ids: [],
  start_time: null,
  end_time: null,
  caller: null,
  cuer: null,
  program: null,
  theme: null,
  cancelled_at: null,
  cancel_reason: null,
};

function renderEditor(users = [ann, bob]) {
  const api = createFakeApi({
    'settings.branding': () => branding,
    'schedules.updateAssignment': () => night,
    'users.assignable': () => ({ users, count: users.length }),
    'schedules.unavailableMembers': () => ({
      member_ids: [1],
      reasons: [{ member_id: 1, reason: 'away until Feb 28 (marked by Bob Lee)' }],
    }),
  });
  render(
    <AppProviders apiClient={api.client} queryClient={createQueryClient()}>
      <AssignmentEditorDialog opened assignment={night} onClose={() => {}} />
    </AppProviders>,
  );
  return api;
}

beforeEach(() => authStore.signIn(makeSignIn(adminUser)));

describe('assignment editor availability flag', () => {
  it('flags the chosen unavailable member with the reason under the field, and asks for the right night', async () => {
    const api = renderEditor();
    const warning = await screen.findByText(
      DUTY_MESSAGES.unavailableBecause('Ann Lee', 'away until Feb 28 (marked by Bob Lee)'),
    );
    expect(warning).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Squarehead 1' }).value).toBe(
      `Ann Lee${DUTY_MESSAGES.unavailableSuffix}`,
    );
    expect(api.callsTo('schedules.unavailableMembers').map((call) => call.input)).toEqual([
      { dance_date: '2027-04-14' },
    ]);
  });

  it('still offers unavailable members, flagged, beside available ones', async () => {
    renderEditor();
    await screen.findByText(DUTY_MESSAGES.unavailableBecause('Ann Lee', 'away until Feb 28 (marked by Bob Lee)'));
    const slot2 = screen.getByRole('combobox', { name: 'Squarehead 2' });
    fireEvent.click(slot2);
    // jsdom gives the input no layout, so Mantine keeps the open list hidden: read it from the listbox it controls.
    const listboxId = await waitFor(
      () => slot2.getAttribute('aria-controls') ?? Promise.reject(new Error('did not open')),
    );
    const options = within(document.getElementById(listboxId)!).queryAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual([
      `Ann Lee${DUTY_MESSAGES.unavailableSuffix}`,
      'Bob Ray',
    ]);
    fireEvent.click(options[1]!);
    await waitFor(() => expect((slot2 as HTMLInputElement).value).toBe('Bob Ray'));
    // Only the unavailable choice carries a warning.
    expect(screen.getAllByText(/cannot serve this night/)).toHaveLength(1);
  });
});

// Issue 17: two members of the same name could not be told apart in the squarehead lists.
describe('assignment editor names', () => {
  it('tells two assignable members of the same name apart by their e-mail', async () => {
    const annToo = makeMember({ id: 3, first_name: 'Ann', last_name: 'Lee', email: 'ann.lee.senior@example.org' });
    renderEditor([{ ...ann, email: 'ann.lee@example.org' }, bob, annToo]);
    await screen.findByText(
      DUTY_MESSAGES.unavailableBecause('Ann Lee (ann.lee@example.org)', 'away until Feb 28 (marked by Bob Lee)'),
    );
    const slot2 = screen.getByRole('combobox', { name: 'Squarehead 2' });
    fireEvent.click(slot2);
    const listboxId = await waitFor(
      () => slot2.getAttribute('aria-controls') ?? Promise.reject(new Error('did not open')),
    );
    const options = within(document.getElementById(listboxId)!).queryAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual([
      'Ann Lee (ann.lee.senior@example.org)',
      `Ann Lee (ann.lee@example.org)${DUTY_MESSAGES.unavailableSuffix}`,
      'Bob Ray',
    ]);
  });
});

// Issue 24: each clear (×) button says what it clears, and a keyboard reaches it.
describe('assignment editor clear buttons', () => {
  it('names each after its field, empties the slot and gives the focus back to it', async () => {
    renderEditor();
    const slot1 = screen.getByRole<HTMLInputElement>('combobox', { name: 'Squarehead 1' });
    await waitFor(() => expect(slot1.value).toBe(`Ann Lee${DUTY_MESSAGES.unavailableSuffix}`));
    const clear = screen.getByRole('button', { name: 'Clear Squarehead 1' });
    expect(clear.tabIndex).toBe(0);
    expect(clear.hasAttribute('aria-hidden')).toBe(false);
    // Empty slots and an empty program have nothing to clear.
    expect(screen.queryByRole('button', { name: 'Clear Squarehead 2' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear Program' })).toBeNull();
    fireEvent.click(clear);
    await waitFor(() => expect(slot1.value).toBe(''));
    expect(document.activeElement).toBe(slot1);
    expect(screen.queryByRole('button', { name: 'Clear Squarehead 1' })).toBeNull();
  });

  it('saves the emptied slot as null, with the other fields as the server reads them', async () => {
    const api = renderEditor();
    const slot1 = screen.getByRole<HTMLInputElement>('combobox', { name: 'Squarehead 1' });
    await waitFor(() => expect(slot1.value).not.toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Clear Squarehead 1' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Notes' }), { target: { value: '  Potluck  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Assignment' }));
    await waitFor(() => expect(api.callsTo('schedules.updateAssignment')).toHaveLength(1));
    expect(api.callsTo('schedules.updateAssignment')[0]!.input).toEqual({
      id: 9,
      data: {
        club_night_type: 'NORMAL',
        squarehead1_id: null,
        squarehead2_id: null,
        squarehead3_id: null,
        squarehead4_id: null,
        notes: 'Potluck',
        start_time: null,
        end_time: null,
        caller: null,
        cuer: null,
        program: null,
        theme: null,
      },
    });
  });
});
