import { StrictMode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ReplacementCandidates as Candidates, SWAP_MESSAGES, type SwapCreated } from '@club/shared';
import { AppProviders } from '../../../../app/app-providers';
import { authStore } from '../../../../lib/auth-store';
import { formatDanceDate } from '../../../../lib/dance-date';
import { createQueryClient } from '../../../../lib/query-client';
import { ApiFailure, createFakeApi, type FakeHandlers } from '../../../../test/fake-api';
import { branding } from '../../../../test/fixtures';
import { adminUser, makeSignIn } from '../../../../test/session-fixtures';
import { ReplacementCandidates } from './replacement-candidates';

const listed: Candidates = {
  assignment_id: 31,
  dance_date: '2027-04-14',
  replacing: { id: 3, name: 'Ann Lee' },
  swap_request_id: null,
  candidates: [
    { member: { id: 4, name: 'Bob Ray' }, served: 0, last_served: null, asked: false },
    { member: { id: 5, name: 'Cy Moss' }, served: 2, last_served: '2026-10-07', asked: false },
    { member: { id: 6, name: 'Di Fox' }, served: 5, last_served: '2026-11-04', asked: true },
  ],
};

const created = (name: string): SwapCreated => ({
  request: {
    id: 9,
    kind: 'give_away',
    status: 'open',
    dance_date: '2027-04-14',
    club_night_type: 'NORMAL',
    requester: { id: 3, name: 'Ann Lee' },
    message: null,
    taken_by: null,
    return_date: null,
    resolved_by: null,
    created_at: '2027-03-01T10:00:00.000Z',
    resolved_at: null,
    offered_to: 1,
  },
  message: SWAP_MESSAGES.askedOne(name),
  emails: 1,
  members: 1,
  batch_id: null,
});

function setup(handlers: FakeHandlers = {}) {
  const api = createFakeApi({
    'settings.branding': () => branding,
    'swaps.replacementCandidates': () => listed,
    ...handlers,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  render(
    <StrictMode>
      <AppProviders apiClient={api.client} queryClient={queryClient}>
        <ReplacementCandidates assignmentId={31} memberId={3} memberName="Ann Lee" />
      </AppProviders>
    </StrictMode>,
  );
  return api;
}

// Issue 25 point 9 (decision 053): who could take a vacant place, and one tap asks one of them alone.
describe('Who could take a vacant place', () => {
  beforeEach(() => authStore.signIn(makeSignIn(adminUser)));

  it('shows a loader, then the members least served first with their counts, and marks who was asked', async () => {
    const api = setup();
    expect(screen.getByRole('status', { name: "Loading who could take Ann Lee's place" })).toBeTruthy();
    const list = await screen.findByRole('list', { name: "Who could take Ann Lee's place" });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByText(/\w/)[0]!.textContent)).toEqual(['Bob Ray', 'Cy Moss', 'Di Fox']);
    expect(within(rows[0]!).getByText('Served 0 nights')).toBeTruthy();
    expect(within(rows[1]!).getByText(`Served 2 nights, last on ${formatDanceDate('2026-10-07')}`)).toBeTruthy();
    expect(within(rows[2]!).getByText('Asked')).toBeTruthy();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
    expect(api.callsTo('swaps.replacementCandidates')[0]?.input).toEqual({ id: 31, member_id: 3 });
  });

  it('asks one member alone with one tap and says so', async () => {
    const api = setup({ 'swaps.askReplacement': () => created('Cy Moss') });
    fireEvent.click(await screen.findByRole('button', { name: 'Ask Cy Moss' }));
    await waitFor(() =>
      expect(api.callsTo('swaps.askReplacement')[0]?.input).toEqual({
        id: 31,
        data: { member_id: 5, replacing_id: 3 },
      }),
    );
    expect(await screen.findByText(SWAP_MESSAGES.askedOne('Cy Moss'))).toBeTruthy();
  });

  it('says so when nobody can take the place', async () => {
    setup({ 'swaps.replacementCandidates': () => ({ ...listed, candidates: [] }) });
    expect(await screen.findByText("Nobody free that night can take Ann Lee's place right now.")).toBeTruthy();
  });

  it('shows a failure with a retry', async () => {
    setup({
      'swaps.replacementCandidates': () => {
        throw new ApiFailure(409, SWAP_MESSAGES.noVacancy);
      },
    });
    expect(await screen.findByText(SWAP_MESSAGES.noVacancy)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
