import { useEffect } from 'react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { SessionUser } from '@club/shared';
import type { ApiClient } from '../../lib/api-client';
import { useLocation } from '../../lib/router/hooks';
import type { Path } from '../../lib/router/location';
import { paths } from '../../config/paths';
import { settingsQueryOptions } from '../../lib/query-client';
import { useTRPC } from '../../lib/trpc';
import { adminIndexSection } from './admin-index-redirect';
import { ADMIN_SECTIONS } from './admin-sections';

/** Whether the Admin page at this address opens on a section whose cards edit the club settings (/admin goes on to Club). */
function opensSettingsSection({ pathname, search }: Pick<Path, 'pathname' | 'search'>): boolean {
  const section = pathname === paths.admin ? adminIndexSection(search) : pathname;
  return ADMIN_SECTIONS.find((candidate) => candidate.path === section)?.readsSettings ?? false;
}

/**
 * Asks for the club settings as the Admin page opens on a section whose cards edit them: the address changes to the
 * section only once the section's code has arrived and run, and the section asked only then, and after its form's
 * chunk. Cold, that was half of the Admin page's wait in `npm run bench -- pages`.
 */
export function useSectionSettingsPrefetch() {
  const location = useLocation();
  const readsSettings = opensSettingsSection(location);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (readsSettings)
      void queryClient.prefetchQuery(trpc.settings.admin.queryOptions(undefined, settingsQueryOptions));
  }, [readsSettings, queryClient, trpc]);
}

/**
 * Issue 26 (decision 096): an administrator who opens the app on such a section gets the settings asked for as the app
 * starts, beside the shell's first reads, rather than once the shell and the Admin page have drawn, which on the
 * bench's old laptop was 0.4–0.7 s later. Anyone else asks nothing: the server refuses the settings to all but
 * administrators, and the page then shows them Access Denied.
 */
export function startSectionSettingsRead(
  queryClient: QueryClient,
  apiClient: ApiClient,
  location: Pick<Path, 'pathname' | 'search'>,
  user: SessionUser | null,
): void {
  if (!user?.is_admin || !opensSettingsSection(location)) return;
  const trpc = createTRPCOptionsProxy({ client: apiClient, queryClient });
  void queryClient.prefetchQuery(trpc.settings.admin.queryOptions(undefined, settingsQueryOptions));
}
