import { Box } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { PageHeader } from '../components/page-header';
import { AdminSectionNav } from './admin/admin-section-nav';
import { ADMIN_SECTIONS } from './admin/admin-sections';

/** SPEC §2 Admin Settings, in sections (issue 26, decision 061): the list of sections above the open one. */
export function AdminPage() {
  const { pathname } = useLocation();
  const current = ADMIN_SECTIONS.find((section) => pathname === section.path);
  return (
    <>
      <PageHeader title="Admin Settings" subtitle={current?.summary} />
      <Box mb="lg">
        <AdminSectionNav current={current} />
      </Box>
      <Outlet />
    </>
  );
}
