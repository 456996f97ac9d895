import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES, SCHEDULE_REPLACE_MESSAGES } from '@club/shared';
import { AppProviders } from '../../../../app/app-providers';
import { authStore } from '../../../../lib/auth-store';
import { createQueryClient } from '../../../../lib/query-client';
import { ApiFailure, createFakeApi } from '../../../../test/fake-api';
import { branding } from '../../../../test/fixtures';
import { adminUser, makeSignIn } from '../../../../test/session-fixtures';
import { CreateScheduleDialog } from './create-schedule-dialog';

function renderDialog() {
  const api = createFakeApi({
    'settings.branding': () => branding,
    'schedules.create': (input) => ({
      schedule: { id: 1, ...input, type: 'next', created_at: '2027-01-01T00:00:00Z' },
      assignments: [],
      count: 13,
    }),
  });
  render(
    <AppProviders apiClient={api.client} queryClient={createQueryClient()}>
      <CreateScheduleDialog opened hasNextSchedule={false} onClose={() => {}} />
    </AppProviders>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Create New Schedule' });
  const field = (label: string) => within(dialog).getByLabelText<HTMLInputElement>(label, { exact: false });
  return { api, dialog, field };
}

beforeEach(() => authStore.signIn(makeSignIn(adminUser)));

describe('Create New Schedule', () => {
  it('shows the SPEC §5 messages under the fields and sends nothing while they stand', async () => {
    const { api, dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Schedule' }));
    expect(await within(dialog).findByText(SCHEDULE_MESSAGES.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(SCHEDULE_MESSAGES.startDateRequired)).toBeTruthy();
    expect(api.callsTo('schedules.create')).toHaveLength(0);
  });

  it('fills the end date and the name from a finished start date, not from a half-typed year, and sends them', async () => {
    const { api, dialog, field } = renderDialog();
    for (const keystroke of ['0002-03-03', '0020-03-03', '0202-03-03', '2027-03-03']) {
      fireEvent.change(field('Start Date'), { target: { value: keystroke } });
    }
    expect(field('Schedule Name').value).toBe('March 2027 Schedule');
    fireEvent.change(field('End Date'), { target: { value: '2027-05-26' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Schedule' }));
    await waitFor(() => expect(api.callsTo('schedules.create')).toHaveLength(1));
    expect(api.callsTo('schedules.create')[0]?.input).toEqual({
      name: 'March 2027 Schedule',
      start_date: '2027-03-03',
      end_date: '2027-05-26',
    });
    expect(await screen.findByText(SCHEDULE_MESSAGES.created(13))).toBeTruthy();
  });
});

describe('Create New Schedule over a published one (issue 25)', () => {
  it('shows what would be lost and replaces it only after "Replace it"', async () => {
    const api = createFakeApi({
      'settings.branding': () => branding,
      'schedules.create': (input) => {
        if (!input.replace)
          throw new ApiFailure(409, SCHEDULE_REPLACE_MESSAGES.wouldReplace(3, 4, 1), undefined, {
            schedule_name: 'Winter',
            published_at: '2027-01-01T00:00:00Z',
            nights: 3,
            confirmations: 4,
            signups: 1,
          });
        return {
          schedule: { id: 2, ...input, type: 'next', created_at: '2027-01-02T00:00:00Z', published_at: null },
          assignments: [],
          count: 13,
          replaced: {
            schedule_name: 'Winter',
            published_at: '2027-01-01T00:00:00Z',
            nights: 3,
            confirmations: 4,
            signups: 1,
            emails: 2,
            members: 3,
            batch_id: 5,
          },
        };
      },
    });
    let closed = 0;
    render(
      <AppProviders apiClient={api.client} queryClient={createQueryClient()}>
        <CreateScheduleDialog opened hasNextSchedule onClose={() => (closed += 1)} />
      </AppProviders>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Create New Schedule' });
    fireEvent.change(within(dialog).getByLabelText('Start Date', { exact: false }), {
      target: { value: '2027-03-03' },
    });
    fireEvent.change(within(dialog).getByLabelText('End Date', { exact: false }), { target: { value: '2027-05-26' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Schedule' }));
    expect(await within(dialog).findByText(SCHEDULE_REPLACE_MESSAGES.wouldLose('Winter', 3, 4, 1))).toBeTruthy();
    expect(closed).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: SCHEDULE_REPLACE_MESSAGES.confirmReplaceButton }));
    await waitFor(() => expect(api.callsTo('schedules.create')).toHaveLength(2));
    expect(api.callsTo('schedules.create')[1]?.input).toMatchObject({ start_date: '2027-03-03', replace: true });
    await waitFor(() => expect(closed).toBe(1));
    expect(
      await screen.findByText(`${SCHEDULE_MESSAGES.created(13)} ${SCHEDULE_REPLACE_MESSAGES.replaced('Winter', 3)}`),
    ).toBeTruthy();
  });
});
