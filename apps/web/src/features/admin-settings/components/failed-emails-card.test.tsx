import { StrictMode } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FailedMail } from '@club/shared';
import { AppProviders } from '../../../app/app-providers';
import { authStore } from '../../../lib/auth-store';
import { createQueryClient } from '../../../lib/query-client';
import { ApiFailure, createFakeApi, type FakeHandlers } from '../../../test/fake-api';
import { branding } from '../../../test/fixtures';
import { adminUser, makeSignIn } from '../../../test/session-fixtures';
import { FailedEmailsCard } from './failed-emails-card';

const reminder: FailedMail = {
  id: 12,
  kind: 'reminder',
  to: 'lees@example.org',
  member_names: ['Ann Lee', 'Bob Lee'],
  subject: 'Squarehead reminder: Rainbow Squares on Wednesday, March 10, 2027',
  attempts: 6,
  last_error: 'Mailbox unavailable',
  failed_at: '2027-03-03T16:31:00.000Z',
  can_retry: true,
};
const signIn: FailedMail = {
  ...reminder,
  id: 13,
  kind: 'signInLinks',
  to: 'cy@example.org',
  member_names: ['Cy Ray'],
  subject: 'Your Rainbow Squares login link',
  can_retry: false,
};

/** The card on its own, with the app's providers; the Admin page around it has its own test. */
function setup(handlers: FakeHandlers) {
  const api = createFakeApi({ 'settings.branding': () => branding, ...handlers });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
  render(
    <StrictMode>
      <AppProviders apiClient={api.client} queryClient={queryClient}>
        <FailedEmailsCard />
      </AppProviders>
    </StrictMode>,
  );
  return api;
}

describe('E-mails that could not be sent', () => {
  beforeEach(() => authStore.signIn(makeSignIn(adminUser)));

  it('lists each failed e-mail, tries one again and follows it until it is sent', async () => {
    let failed = [reminder, signIn];
    const api = setup({
      'notify.failed': () => ({ messages: failed }),
      'notify.retry': () => {
        failed = [signIn];
        return { emails: 1, members: 2, batch_id: 5 };
      },
      'notify.batch': () => ({ id: 5, total: 1, queued: 0, sent: 1, failed: 0, done: true }),
    });
    const table = await screen.findByRole('table', { name: 'Failed e-mails' });
    const row = within(table).getByText('Ann Lee, Bob Lee <lees@example.org>').closest('tr')!;
    expect(within(row).getByText('Reminder')).toBeTruthy();
    expect(within(row).getByText('Mailbox unavailable (6 attempts)')).toBeTruthy();
    // A sign-in link is not kept to be sent again: the row says what to do instead.
    const signInRow = within(table).getByText('Cy Ray <cy@example.org>').closest('tr')!;
    expect(within(signInRow).queryByRole('button')).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: /^Try again: Squarehead reminder/ }));
    expect(await screen.findByText('The e-mail is on its way again.')).toBeTruthy();
    expect(api.callsTo('notify.retry')[0]!.input).toEqual({ id: 12 });
    expect(await screen.findByText('The e-mail was sent.')).toBeTruthy();
    await expect.poll(() => screen.queryByText('Ann Lee, Bob Lee <lees@example.org>')).toBeNull();
  });

  it("shows the server's reason when an e-mail cannot be tried again", async () => {
    setup({
      'notify.failed': () => ({ messages: [reminder] }),
      'notify.retry': () => {
        throw new ApiFailure(409, 'No mail server is configured. Set the SMTP settings first.');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Try again/ }));
    expect(
      await screen.findByText(
        'Could not try the e-mail again. No mail server is configured. Set the SMTP settings first.',
      ),
    ).toBeTruthy();
  });

  it('shows nothing while no e-mail has failed', async () => {
    const api = setup({ 'notify.failed': () => ({ messages: [] }) });
    await expect.poll(() => api.callsTo('notify.failed').length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'E-mails that could not be sent' })).toBeNull();
  });
});

// Issue 29: a German admin reads the card in German; the server's own reasons too, a mail server's answer as it came.
describe('E-mails that could not be sent, for a German admin', () => {
  const german = { ...adminUser, locale: 'de' as const };
  beforeEach(() => authStore.signIn(makeSignIn(german)));

  it('names the columns, the kind, the attempts and what to do in German', async () => {
    const expired: FailedMail = { ...signIn, id: 14, last_error: 'Not sent before its link expired.', attempts: 1 };
    setup({ 'auth.me': () => german, 'notify.failed': () => ({ messages: [reminder, expired] }) });
    const card = await screen.findByRole('region', { name: 'E-Mails, die nicht gesendet werden konnten' });
    const table = within(card).getByRole('table', { name: 'Fehlgeschlagene E-Mails' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Fehlgeschlagen', 'Anlass', 'An', 'Betreff', 'Letzter Fehler', '']);
    const row = within(table).getByText('Ann Lee, Bob Lee <lees@example.org>').closest('tr')!;
    expect(within(row).getByText('Erinnerung')).toBeTruthy();
    expect(within(row).getByText('Mailbox unavailable (6 Versuche)')).toBeTruthy();
    // German dates, on the 24-hour clock.
    expect(within(row).getByText(/^03\.03\.2027, \d{2}:31$/)).toBeTruthy();
    expect(
      within(row).getByRole('button', {
        name: 'Erneut versuchen: Squarehead reminder: Rainbow Squares on Wednesday, March 10, 2027 an lees@example.org',
      }),
    ).toBeTruthy();
    const expiredRow = within(table).getByText('Cy Ray <cy@example.org>').closest('tr')!;
    expect(within(expiredRow).getByText('Anmeldelink')).toBeTruthy();
    expect(within(expiredRow).getByText('Nicht gesendet, bevor ihr Link abgelaufen ist. (1 Versuch)')).toBeTruthy();
    expect(within(expiredRow).getByText(/^Diese E-Mail enthielt Einmal-Links/)).toBeTruthy();
  });
});
