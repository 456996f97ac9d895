import { StrictMode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiToken } from '@club/shared';
import { AppProviders } from '../../../app/app-providers';
import { authStore } from '../../../lib/auth-store';
import { createQueryClient } from '../../../lib/query-client';
import { ApiFailure, createFakeApi, type FakeHandlers } from '../../../test/fake-api';
import { branding } from '../../../test/fixtures';
import { adminUser, makeSignIn } from '../../../test/session-fixtures';
import { ApiTokensCard } from './api-tokens-card';

const syncToken: ApiToken = {
  id: 7,
  name: 'Roster sync',
  created_at: '2027-03-01T10:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
  created_by: { id: 1, name: 'Ada Admin' },
};

/** The card on its own, with the app's providers; the page around it has its own test. */
function setup(handlers: FakeHandlers = {}) {
  const api = createFakeApi({
    'settings.branding': () => branding,
    'auth.apiTokens': () => ({ tokens: [] }),
    ...handlers,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
  render(
    <StrictMode>
      <AppProviders apiClient={api.client} queryClient={queryClient}>
        <ApiTokensCard />
      </AppProviders>
    </StrictMode>,
  );
  return api;
}

const tokensCard = async () => screen.findByRole('region', { name: 'API Tokens' });

describe('API Tokens card', () => {
  beforeEach(() => authStore.signIn(makeSignIn(adminUser)));

  it('says when there are no tokens yet', async () => {
    setup();
    expect(await within(await tokensCard()).findByText('No API tokens yet')).toBeTruthy();
  });

  it('shows the error state and tries again', async () => {
    let fails = true;
    const api = setup({
      'auth.apiTokens': () => {
        if (fails) throw new ApiFailure(500, 'boom');
        return { tokens: [syncToken] };
      },
    });
    const card = await tokensCard();
    expect(await within(card).findByText('Could not load the API tokens', {}, { timeout: 3000 })).toBeTruthy();
    fails = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('Roster sync')).toBeTruthy();
    expect(api.callsTo('auth.apiTokens').length).toBeGreaterThan(1);
  });

  it('lists each token with its creator, and "Never used" or when it was last used', async () => {
    setup({
      'auth.apiTokens': () => ({
        tokens: [
          syncToken,
          {
            ...syncToken,
            id: 8,
            name: 'Old script',
            last_used_at: '2027-03-02T10:00:00.000Z',
            revoked_at: '2027-03-03T10:00:00.000Z',
          },
        ],
      }),
    });
    const table = await within(await tokensCard()).findByRole('table', { name: 'API tokens' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Ada Admin')).toBeTruthy();
    expect(within(first!).getByText('Never used')).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Revoke Roster sync' })).toBeTruthy();
    expect(within(second!).queryByText('Never used')).toBeNull();
    expect(within(second!).getByText('Revoked')).toBeTruthy();
  });

  it('revokes a token only after the confirmation', async () => {
    const api = setup({
      'auth.apiTokens': () => ({ tokens: [syncToken] }),
      'auth.revokeApiToken': () => ({ revoked_id: 7 }),
    });
    fireEvent.click(await within(await tokensCard()).findByRole('button', { name: 'Revoke Roster sync' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke API Token' });
    expect(api.callsTo('auth.revokeApiToken')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke Token' }));
    await waitFor(() => expect(api.callsTo('auth.revokeApiToken')[0]?.input).toEqual({ id: 7 }));
    expect(await screen.findByText('Token revoked')).toBeTruthy();
  });

  it('needs a name, then shows the new token once with a copy button, a warning and a curl example', async () => {
    const api = setup({
      'auth.createApiToken': (input) => ({
        id: 9,
        name: input.name,
        token: 'club_pat_secret-value',
        created_at: '2027-03-01T10:00:00.000Z',
      }),
    });
    const card = await tokensCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Create token' }));
    expect(await within(card).findByText('Token name is required')).toBeTruthy();
    expect(api.callsTo('auth.createApiToken')).toHaveLength(0);

    fireEvent.change(within(card).getByLabelText('Token name'), { target: { value: '  Roster sync ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'API token created' });
    expect(api.callsTo('auth.createApiToken')[0]?.input).toEqual({ name: 'Roster sync' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Token "Roster sync"').value).toBe('club_pat_secret-value');
    expect(within(dialog).getByRole('button', { name: 'Copy token' })).toBeTruthy();
    expect(within(dialog).getByText(/This token will not be shown again/)).toBeTruthy();
    expect(
      within(dialog).getByText(
        `curl -H "Authorization: Bearer club_pat_secret-value" ${window.location.origin}/api/users`,
      ),
    ).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByText('club_pat_secret-value', { exact: false })).toBeNull());
  });

  it('shows the server’s message for the name', async () => {
    setup({
      'auth.createApiToken': () => {
        throw new ApiFailure(422, 'Validation failed', { name: 'Token name must be 100 characters or less' });
      },
    });
    const card = await tokensCard();
    fireEvent.change(within(card).getByLabelText('Token name'), { target: { value: 'Script' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Create token' }));
    expect(await within(card).findByText('Token name must be 100 characters or less')).toBeTruthy();
  });
});
