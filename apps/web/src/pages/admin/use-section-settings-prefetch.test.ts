import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api-client';
import type { Fetch } from '../../lib/api-fetch';
import { createQueryClient } from '../../lib/query-client';
import { adminUser, memberUser } from '../../test/session-fixtures';
import { startSectionSettingsRead } from './use-section-settings-prefetch';

async function start(pathname: string, user: typeof adminUser | null, search = '') {
  const fetchImpl = vi.fn<Fetch>(() => new Promise<Response>(() => undefined));
  const queryClient = createQueryClient();
  startSectionSettingsRead(
    queryClient,
    createApiClient({ url: '/api/trpc', getToken: () => 'token', onUnauthorized: () => undefined, fetchImpl }),
    { pathname, search },
    user,
  );
  // tRPC's link sends the call a moment later.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return fetchImpl.mock.calls.map(([url]) => (url instanceof Request ? url.url : url.toString()));
}

describe('startSectionSettingsRead', () => {
  it('asks for the settings when an administrator opens a section that edits them, /admin included', async () => {
    expect(await start('/admin', adminUser)).toEqual([expect.stringContaining('/api/trpc/settings.admin')]);
    expect(await start('/admin/email', adminUser)).toEqual([expect.stringContaining('/api/trpc/settings.admin')]);
  });

  it('asks nothing on other sections and pages, or for anyone but an administrator', async () => {
    expect(await start('/admin', adminUser, '?member=3')).toEqual([]);
    expect(await start('/admin/audit', adminUser)).toEqual([]);
    expect(await start('/dashboard', adminUser)).toEqual([]);
    expect(await start('/admin', memberUser)).toEqual([]);
    expect(await start('/admin', null)).toEqual([]);
  });
});
