import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MailBatch } from '@club/shared';
import { AppProviders } from '../app/app-providers';
import { authStore } from '../lib/auth-store';
import { createQueryClient } from '../lib/query-client';
import { ApiFailure, createFakeApi } from '../test/fake-api';
import { branding } from '../test/fixtures';
import { adminUser, makeSignIn } from '../test/session-fixtures';
import { MailProgress } from './mail-progress';

/** The line on its own over a fake server whose batch answers `answers` in turn, the last one from then on. */
function setup(batchId: number | null, answers: (MailBatch | ApiFailure)[]) {
  let asked = 0;
  const api = createFakeApi({
    'settings.branding': () => branding,
    'notify.batch': () => {
      const answer = answers[Math.min(asked, answers.length - 1)]!;
      asked += 1;
      if (answer instanceof ApiFailure) throw answer;
      return answer;
    },
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  render(
    <StrictMode>
      <AppProviders apiClient={api.client} queryClient={queryClient}>
        <MailProgress batchId={batchId} />
      </AppProviders>
    </StrictMode>,
  );
  return api;
}

const batch = (counts: Partial<MailBatch>): MailBatch => ({
  id: 4,
  total: 113,
  queued: 0,
  sent: 0,
  failed: 0,
  done: false,
  ...counts,
});

describe('the progress line of queued e-mails', () => {
  beforeEach(() => authStore.signIn(makeSignIn(adminUser)));

  it('counts the e-mails sent until none is waiting, then says all went', async () => {
    const api = setup(4, [batch({ queued: 73, sent: 40 }), batch({ sent: 113, done: true })]);
    expect(await screen.findByText('Sending: 40 of 113 e-mails sent…')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'E-mails sent' }).getAttribute('aria-valuenow')).toBe('35');
    expect(await screen.findByText('All 113 e-mails were sent.', {}, { timeout: 3000 })).toBeTruthy();
    const asked = api.callsTo('notify.batch').length;
    // Done: it stops asking.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(api.callsTo('notify.batch')).toHaveLength(asked);
    expect(api.callsTo('notify.batch')[0]!.input).toEqual({ id: 4 });
  });

  it('says how many could not be sent', async () => {
    setup(4, [batch({ sent: 110, failed: 3, done: true })]);
    expect(await screen.findByText('3 of 113 e-mails could not be sent; see the Admin page.')).toBeTruthy();
  });

  it('shows nothing and asks nothing without a batch', async () => {
    const api = setup(null, [batch({})]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(api.callsTo('notify.batch')).toEqual([]);
  });

  it('says so when the server cannot be asked', async () => {
    setup(4, [new ApiFailure(500, 'boom')]);
    expect(await screen.findByText('Could not check on the e-mails being sent.')).toBeTruthy();
  });
});
