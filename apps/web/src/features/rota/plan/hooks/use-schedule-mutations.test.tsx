import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../app/app-providers';
import { authStore } from '../../../../lib/auth-store';
import { createQueryClient } from '../../../../lib/query-client';
import { ApiFailure, createFakeApi, type FakeHandlers } from '../../../../test/fake-api';
import { branding } from '../../../../test/fixtures';
import { adminUser, makeSignIn } from '../../../../test/session-fixtures';
import { useScheduleMutations } from './use-schedule-mutations';

const german = { ...adminUser, locale: 'de' as const };

function ClearNext() {
  const { clear } = useScheduleMutations();
  return <button onClick={() => clear.mutate({ type: 'next' })}>clear</button>;
}

function renderFor(handlers: FakeHandlers) {
  const api = createFakeApi({ 'settings.branding': () => branding, 'auth.me': () => german, ...handlers });
  render(
    <AppProviders apiClient={api.client} queryClient={createQueryClient()}>
      <ClearNext />
    </AppProviders>,
  );
}

// Issue 29: clearing a schedule from its page answers a German admin in German, as the Admin page's card does.
describe('clearing the next schedule for a German admin', () => {
  beforeEach(() => authStore.signIn(makeSignIn(german)));

  it('says in German that there was nothing to clear', async () => {
    renderFor({
      'schedules.clear': () => ({ schedule_deleted: false, schedule_name: null, assignments_deleted: 0 }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(await screen.findByText('Es gibt keinen nächsten Dienstplan zum Löschen')).toBeTruthy();
  });

  it('says in German that clearing failed, with the status where the server said nothing', async () => {
    renderFor({
      'schedules.clear': () => {
        throw new ApiFailure(400, '');
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(await screen.findByText('Der nächste Dienstplan konnte nicht gelöscht werden: Fehler 400')).toBeTruthy();
  });
});
