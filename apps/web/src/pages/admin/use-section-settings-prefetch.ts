import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from '../../lib/router/hooks';
import { paths } from '../../config/paths';
import { settingsQueryOptions } from '../../lib/query-client';
import { useTRPC } from '../../lib/trpc';
import { adminIndexSection } from './admin-index-redirect';
import { ADMIN_SECTIONS } from './admin-sections';

/**
 * Asks for the club settings as the Admin page opens on a section whose cards edit them, /admin itself included
 * (it goes on to Club): the address changes to the section only once the section's code has arrived and run, and the
 * section asked only then, and after its form's chunk. Cold, that was half of the Admin page's wait in
 * `npm run bench -- pages`.
 */
export function useSectionSettingsPrefetch() {
  const { pathname, search } = useLocation();
  const section = pathname === paths.admin ? adminIndexSection(search) : pathname;
  const readsSettings = ADMIN_SECTIONS.find((candidate) => candidate.path === section)?.readsSettings ?? false;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (readsSettings)
      void queryClient.prefetchQuery(trpc.settings.admin.queryOptions(undefined, settingsQueryOptions));
  }, [readsSettings, queryClient, trpc]);
}
