import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Assignment, ROTA_PAGE_MESSAGES, type WaitingAnswer } from '@club/shared';
import { authStore } from '../lib/auth-store';
import { formatDanceDate } from '../lib/dance-date';
import { createFakeApi } from '../test/fake-api';
import { branding, noNightDetails } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { adminUser, makeSignIn } from '../test/session-fixtures';

// Issue 25 part 8: the admin's rota page says what comes next — the month's work in order, the waiting list as a
// count that opens it, and cancelling a night as its own action, not a button of the editor.
const DATE = '2027-04-14';
const night: Assignment = {
  ...noNightDetails,
  id: 1,
  schedule_id: 1,
  dance_date: DATE,
  club_night_type: 'NORMAL',
  notes: null,
  status: 'partial',
  cant_serve_ids: [],
  self_signup_ids: [],
  squarehead1_id: 11,
  squarehead1_name: 'Mo Duty',
  squarehead2_id: null,
  squarehead2_name: null,
  squarehead3_id: null,
  squarehead3_name: null,
  squarehead4_id: null,
  squarehead4_name: null,
};
const schedule = {
  id: 1,
  name: 'April',
  type: 'next' as const,
  start_date: '2027-04-01',
  end_date: '2027-04-30',
  created_at: '2027-03-01T00:00:00.000Z',
  published_at: '2027-03-02T10:00:00.000Z',
};
const waiting: WaitingAnswer[] = Array.from({ length: 30 }, (_, index) => ({
  assignment_id: 1,
  dance_date: DATE,
  member_id: 100 + index,
  member_name: `Waiting Member${index}`,
  nudged_at: null,
}));

beforeEach(() => authStore.signIn(makeSignIn(adminUser)));

function renderPage() {
  return renderApp(
    createFakeApi({
      'settings.branding': () => branding,
      'schedules.next': () => ({ schedule, assignments: [night], count: 1 }),
      'schedules.waiting': () => waiting,
      'users.assignable': () => ({ users: [], count: 0 }),
      'schedules.unavailableMembers': () => ({ member_ids: [], reasons: [] }),
    }),
    '/next-schedule',
  );
}

describe('the Next Schedule for an administrator', () => {
  it('groups the month’s work in order, one sentence each, with the waiting list as a count that opens it', async () => {
    renderPage();
    const steps = await screen.findByRole('region', { name: ROTA_PAGE_MESSAGES.stepsTitle });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^(Publish|Answers|Promote)$/).textContent)).toEqual([
      'Publish',
      'Answers',
      'Promote',
    ]);
    expect(within(items[0]!).getByRole('button', { name: 'Publish changes' })).toBeTruthy();
    expect(within(items[0]!).getByText(/^Published /)).toBeTruthy();
    expect(within(items[2]!).getByRole('button', { name: 'Promote to Current' })).toBeTruthy();
    expect(within(items[2]!).getByText(ROTA_PAGE_MESSAGES.promoteSentence)).toBeTruthy();

    // Thirty waiting squareheads are one line until the admin opens them.
    const count = await within(items[1]!).findByRole('button', { name: ROTA_PAGE_MESSAGES.outstanding(30) });
    expect(count.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Waiting Member0')).toBeNull();
    fireEvent.click(count);
    expect(count.getAttribute('aria-expanded')).toBe('true');
    const list = await screen.findByRole('list', { name: 'Waiting for an answer' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(30);
  });

  it('cancels a night from its own row action and dialog; the editor has no cancel-night button', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Dance Schedule & Assignments' });
    const label = formatDanceDate(DATE);
    fireEvent.click(within(table).getByRole('button', { name: `Edit ${label}` }));
    const editor = await screen.findByRole('dialog', { name: 'Edit Assignment' });
    expect(within(editor).queryByRole('button', { name: /Cancel night/ })).toBeNull();
    fireEvent.click(within(editor).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Assignment' })).toBeNull());

    fireEvent.click(within(table).getByRole('button', { name: `Cancel night of ${label}` }));
    const dialog = await screen.findByRole('dialog', { name: `Cancel ${label}` });
    expect(within(dialog).getByRole('button', { name: 'Cancel the night' })).toBeTruthy();
    // The editor's lazy form and two dialogs take a few seconds in jsdom on a busy machine.
  }, 20_000);
});
