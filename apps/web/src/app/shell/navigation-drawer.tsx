import { Drawer } from '@mantine/core';
import type { SessionUser } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { useReaderLocale } from '../../lib/reader-locale';
import { SidebarContent } from './sidebar-content';

type NavigationDrawerProps = { user: SessionUser; isOpen: boolean; onClose: () => void };

/** SPEC §2: on a phone the sidebar slides out as the 'Navigation' drawer. */
export function NavigationDrawer({ user, isOpen, onClose }: NavigationDrawerProps) {
  const to = { locale: useReaderLocale() };
  return (
    <Drawer
      opened={isOpen}
      onClose={onClose}
      title={catalog.shell_navigation({}, to)}
      size={288}
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': catalog.shell_close_navigation({}, to) }}
      styles={{ body: { padding: 0 } }}
    >
      <SidebarContent user={user} onNavigate={onClose} />
    </Drawer>
  );
}
