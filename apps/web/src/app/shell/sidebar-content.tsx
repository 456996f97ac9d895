import { Box, Divider, Stack } from '@mantine/core';
import { LoadingIndicator } from '../../components/loading-indicator';
import { IconLogout } from '@tabler/icons-react';
import { useLocation } from '../../lib/router/hooks';
import type { SessionUser } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { useReaderLocale } from '../../lib/reader-locale';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { preloadPage } from '../page-modules';
import { ClubBrand } from './club-brand';
import { findNavItem, getNavItems } from './nav-items';
import { SidebarEntry } from './sidebar-entry';
import { UserCard } from './user-card';

type SidebarContentProps = {
  user: SessionUser;
  /** Called after an entry is chosen, so the mobile drawer can close. */
  onNavigate?: () => void;
};

/** Brand, navigation, user and logout: the same content in the desktop sidebar and the mobile drawer. */
export function SidebarContent({ user, onNavigate }: SidebarContentProps) {
  const { pathname } = useLocation();
  const { logout, isLoggingOut } = useLogout();
  const current = findNavItem(pathname);
  const locale = useReaderLocale();

  return (
    <Stack gap={0} h="100%">
      <ClubBrand />
      <Divider />
      {/* The browser's own scrolling: Mantine's ScrollArea would add floating-ui to every signed-in page (issue 18). */}
      <Box flex={1} style={{ overflowY: 'auto' }}>
        <Box component="nav" aria-label={catalog.shell_main_navigation({}, { locale })} p="xs">
          {getNavItems(user.is_admin).map((item) => {
            const isActive = item === current;
            return (
              <SidebarEntry
                key={item.path}
                to={item.path}
                label={item.text(locale)}
                icon={<item.icon size={20} stroke={1.6} aria-hidden />}
                aria-current={isActive ? 'page' : undefined}
                onClick={onNavigate}
                // Issue 18: a page's code starts loading as the pointer or the focus reaches its entry.
                onMouseEnter={() => preloadPage(item.path)}
                onFocus={() => preloadPage(item.path)}
                onTouchStart={() => preloadPage(item.path)}
              />
            );
          })}
        </Box>
      </Box>
      <Divider />
      <UserCard user={user} onNavigate={onNavigate} />
      <Box px="xs" pb="xs">
        <SidebarEntry
          label={catalog.shell_logout({}, { locale })}
          icon={
            isLoggingOut ? <LoadingIndicator size={18} besideText /> : <IconLogout size={20} stroke={1.6} aria-hidden />
          }
          onClick={() => void logout()}
          disabled={isLoggingOut}
        />
      </Box>
    </Stack>
  );
}
