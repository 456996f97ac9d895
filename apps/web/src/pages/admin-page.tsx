import { Box } from '@mantine/core';
import { catalog } from '@club/shared/plain';
import { useLocation } from '../lib/router/hooks';
import { Outlet } from '../lib/router/router-provider';
import { PageHeader } from '../components/page-header';
import { paths } from '../config/paths';
import { useReaderLocale } from '../lib/reader-locale';
import { useFailedEmails } from '../features/admin-settings/hooks/use-failed-emails';
import { AdminSectionNav } from './admin/admin-section-nav';
import { ADMIN_SECTIONS } from './admin/admin-sections';
import { useSectionSettingsPrefetch } from './admin/use-section-settings-prefetch';

/**
 * SPEC §2 Admin Settings, in sections (issue 26, decision 061): the list of sections above the open one. E-mails that
 * failed were the page's first card; now that they have a section, its link says how many wait there.
 */
export function AdminPage() {
  const { pathname } = useLocation();
  const locale = useReaderLocale();
  const current = ADMIN_SECTIONS.find((section) => pathname === section.path);
  useSectionSettingsPrefetch();
  const failedCount = useFailedEmails().data?.messages.length ?? 0;
  const notes =
    failedCount > 0 ? { [paths.adminEmail]: catalog.page_failed_note({ count: failedCount }, { locale }) } : {};
  return (
    <>
      <PageHeader title={catalog.page_admin_settings({}, { locale })} subtitle={current?.summary(locale)} />
      <Box mb="lg">
        <AdminSectionNav current={current} notes={notes} />
      </Box>
      <Outlet />
    </>
  );
}
