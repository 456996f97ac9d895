import { StrictMode } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/app-providers';
import { authStore } from '../../../lib/auth-store';
import { createQueryClient } from '../../../lib/query-client';
import { createFakeApi } from '../../../test/fake-api';
import { branding } from '../../../test/fixtures';
import { adminUser, makeSignIn } from '../../../test/session-fixtures';
import { MaintenanceCard } from './maintenance-card';

const german = { ...adminUser, locale: 'de' as const };

// Issue 29: the danger zone in German, each operation still behind its confirmation.
describe('the maintenance card for a German admin', () => {
  beforeEach(() => authStore.signIn(makeSignIn(german)));

  it('names the operations and asks before clearing the next schedule, in German', async () => {
    const api = createFakeApi({ 'settings.branding': () => branding, 'auth.me': () => german });
    render(
      <StrictMode>
        <AppProviders apiClient={api.client} queryClient={createQueryClient()}>
          <MaintenanceCard />
        </AppProviders>
      </StrictMode>,
    );
    const card = await screen.findByRole('region', { name: 'Wartungsaktionen' });
    expect(within(card).getByText('Gefahrenbereich')).toBeTruthy();
    expect(within(card).getByText('Löscht alle Mitglieder außer dem Hauptadministrator und Ihnen.')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Nächsten Plan löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nächsten Dienstplan löschen' });
    expect(within(dialog).getByText('Der aktuelle Dienstplan bleibt unberührt.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    expect(api.callsTo('maintenance.clearSchedule')).toHaveLength(0);
  });
});
