import { Drawer } from '@mantine/core';
import type { SessionUser } from '@club/shared';
import { SidebarContent } from './sidebar-content';

type NavigationDrawerProps = { user: SessionUser; isOpen: boolean; onClose: () => void };

/** SPEC §2: on a phone the sidebar slides out as the 'Navigation' drawer. */
export function NavigationDrawer({ user, isOpen, onClose }: NavigationDrawerProps) {
  return (
    <Drawer
      opened={isOpen}
      onClose={onClose}
      title="Navigation"
      size={288}
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': 'Close navigation' }}
      styles={{ body: { padding: 0 } }}
    >
      <SidebarContent user={user} onNavigate={onClose} />
    </Drawer>
  );
}
