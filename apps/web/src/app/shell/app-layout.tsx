import '../styles/signed-in-styles';
import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Anchor, Burger, Group } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { catalog } from '@club/shared/plain';
import { useLocation } from '../../lib/router/hooks';
import { Link } from '../../lib/router/link';
import { Outlet } from '../../lib/router/router-provider';
import { ScrollRestoration } from '../../lib/router/scroll-restoration';
import { paths } from '../../config/paths';
import { useReaderLocale } from '../../lib/reader-locale';
import { useClubBranding } from '../../lib/use-branding';
import { useSignedInUser } from '../../lib/use-signed-in-user';
import { AppErrorBoundary } from '../app-error-boundary';
import { AppBreadcrumbs } from './app-breadcrumbs';
import classes from './app-frame.module.css';
import { findPageTrail, pageTitle } from './page-trail';
import { SidebarContent } from './sidebar-content';
import { SkipLink } from './skip-link';
import { useSidebarOpen } from './use-sidebar-open';

// Issue 18: the drawer (a modal with its scroll area and focus trap) is fetched the first time a phone opens it.
const NavigationDrawer = lazy(() =>
  import('./navigation-drawer').then((module) => ({ default: module.NavigationDrawer })),
);

const MAIN_ID = 'main-content';
const SIDEBAR_ID = 'app-sidebar';

/** SPEC §2 layout: a sidebar on desktop, a top bar with a slide-out 'Navigation' drawer on mobile. */
export function AppLayout() {
  const user = useSignedInUser();
  const { pathname } = useLocation();
  const branding = useClubBranding();
  const [isSidebarOpen, setSidebarOpen] = useSidebarOpen();
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);
  const locale = useReaderLocale();
  const to = { locale };
  const trail = findPageTrail(pathname);
  useDocumentTitle(pageTitle(trail, branding?.club_name, locale));

  if (!user) return null;

  return (
    <div className={classes.frame}>
      {/* Issue 17: a new page opens at its top, and Back returns to where the reader was. */}
      <ScrollRestoration />
      <SkipLink targetId={MAIN_ID} />
      <header className={classes.header}>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Burger
            opened={isDrawerOpen}
            onClick={() => {
              setHasOpenedDrawer(true);
              drawer.open();
            }}
            hiddenFrom="sm"
            size="sm"
            aria-label={catalog.shell_open_navigation({}, to)}
            aria-haspopup="dialog"
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => setSidebarOpen((open) => !open)}
            visibleFrom="sm"
            aria-label={isSidebarOpen ? catalog.shell_hide_sidebar({}, to) : catalog.shell_show_sidebar({}, to)}
            aria-expanded={isSidebarOpen}
            aria-controls={SIDEBAR_ID}
          >
            {isSidebarOpen ? <IconLayoutSidebarLeftCollapse size={22} /> : <IconLayoutSidebarLeftExpand size={22} />}
          </ActionIcon>
          {/* Issue 26: the member's own name opens My details. */}
          <Anchor
            component={Link}
            to={paths.myDetails}
            fw={600}
            size="lg"
            c="inherit"
            underline="hover"
            truncate
            aria-label={catalog.shell_welcome_back_my_details({ name: user.first_name }, to)}
          >
            {catalog.shell_welcome_back({ name: user.first_name }, to)}
          </Anchor>
        </Group>
      </header>

      <nav
        id={SIDEBAR_ID}
        aria-label={catalog.shell_sidebar({}, to)}
        className={classes.sidebar}
        data-hidden={!isSidebarOpen || undefined}
      >
        <SidebarContent user={user} />
      </nav>

      {hasOpenedDrawer && (
        <Suspense fallback={null}>
          <NavigationDrawer user={user} isOpen={isDrawerOpen} onClose={drawer.close} />
        </Suspense>
      )}

      <main
        id={MAIN_ID}
        tabIndex={-1}
        className={classes.main}
        data-with-sidebar={isSidebarOpen || undefined}
        style={{ outline: 'none' }}
      >
        <AppBreadcrumbs trail={trail} />
        <AppErrorBoundary resetKey={pathname}>
          <Outlet />
        </AppErrorBoundary>
      </main>
    </div>
  );
}
