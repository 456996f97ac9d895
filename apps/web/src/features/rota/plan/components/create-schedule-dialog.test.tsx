import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalog, SCHEDULE_MESSAGES, SCHEDULE_REPLACE_MESSAGES, type SessionUser } from '@club/shared';
import { AppProviders } from '../../../../app/app-providers';
import { authStore } from '../../../../lib/auth-store';
import { createQueryClient } from '../../../../lib/query-client';
import { ApiFailure, createFakeApi } from '../../../../test/fake-api';
import { branding } from '../../../../test/fixtures';
import { adminUser, makeSignIn } from '../../../../test/session-fixtures';
import { CreateScheduleDialog } from './create-schedule-dialog';

function renderDialog(user: SessionUser = adminUser, onClose = () => {}) {
  const api = createFakeApi({
    'settings.branding': () => branding,
    'auth.me': () => user,
    'schedules.create': (input) => ({
      schedule: { id: 1, ...input, type: 'next', created_at: '2027-01-01T00:00:00Z' },
      assignments: [],
      count: 13,
    }),
  });
  render(
    <AppProviders apiClient={api.client} queryClient={createQueryClient()}>
      <CreateScheduleDialog opened hasNextSchedule={false} onClose={onClose} />
    </AppProviders>,
  );
  const dialog = screen.getByRole('dialog', {
    name: catalog.plan_create_schedule({}, { locale: user.locale ?? 'en' }),
  });
  const field = (label: string) => within(dialog).getByLabelText<HTMLInputElement>(label, { exact: false });
  return { api, dialog, field };
}

/** Types into a date field one keystroke at a time, as a reader does. */
function typeInto(field: HTMLInputElement, text: string) {
  for (let end = 1; end <= text.length; end += 1) fireEvent.change(field, { target: { value: text.slice(0, end) } });
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
    typeInto(field('Start Date'), '03/03/202');
    expect(field('Schedule Name').value).toBe('');
    typeInto(field('Start Date'), '03/03/2027');
    expect(field('Schedule Name').value).toBe('March 2027 Schedule');
    // Issue 29: the end date the start filled in is written as English writes a date.
    expect(field('End Date').value).toBe('03/03/2027');
    typeInto(field('End Date'), '05/26/2027');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Schedule' }));
    await waitFor(() => expect(api.callsTo('schedules.create')).toHaveLength(1));
    expect(api.callsTo('schedules.create')[0]?.input).toEqual({
      name: 'March 2027 Schedule',
      start_date: '2027-03-03',
      end_date: '2027-05-26',
    });
    expect(await screen.findByText(SCHEDULE_MESSAGES.created(13))).toBeTruthy();
  });
  it('closes the open calendar on Escape and only then the dialog', async () => {
    let closed = 0;
    const { field } = renderDialog(adminUser, () => (closed += 1));
    fireEvent.focus(field('Start Date'));
    await waitFor(() => expect(field('Start Date').getAttribute('data-mantine-stop-propagation')).toBe('true'));
    fireEvent.keyDown(field('Start Date'), { key: 'Escape' });
    expect(closed).toBe(0);
    await waitFor(() => expect(field('Start Date').getAttribute('data-mantine-stop-propagation')).toBeNull());
    fireEvent.keyDown(field('Start Date'), { key: 'Escape' });
    expect(closed).toBe(1);
  });
});

// Issue 29: a German admin types and reads the dates day first; the server still gets YYYY-MM-DD.
describe('Create New Schedule for a German admin', () => {
  const german = { ...adminUser, locale: 'de' as const };
  beforeEach(() => authStore.signIn(makeSignIn(german)));

  it('reads the dates as German writes them and sends them as YYYY-MM-DD', async () => {
    const { api, dialog, field } = renderDialog(german);
    expect(field('Startdatum').placeholder).toBe('TT.MM.JJJJ');
    typeInto(field('Startdatum'), '03.03.2027');
    expect(field('Enddatum').value).toBe('03.03.2027');
    expect(field('Name des Dienstplans').value).toBe('Dienstplan März 2027');
    typeInto(field('Enddatum'), '26.05.2027');
    fireEvent.blur(field('Enddatum'));
    expect(field('Enddatum').value).toBe('26.05.2027');
    fireEvent.click(within(dialog).getByRole('button', { name: catalog.plan_create_submit({}, { locale: 'de' }) }));
    await waitFor(() => expect(api.callsTo('schedules.create')).toHaveLength(1));
    expect(api.callsTo('schedules.create')[0]?.input).toMatchObject({
      name: 'Dienstplan März 2027',
      start_date: '2027-03-03',
      end_date: '2027-05-26',
    });
  });

  it('does not take an English date typed into a German field', () => {
    const { field } = renderDialog(german);
    typeInto(field('Startdatum'), '03/30/2027');
    fireEvent.blur(field('Startdatum'));
    expect(field('Startdatum').value).toBe('');
    expect(field('Enddatum').value).toBe('');
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
