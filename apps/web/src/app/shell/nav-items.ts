import {
  type Icon,
  IconCalendarEvent,
  IconCalendarPlus,
  IconClipboardCheck,
  IconLayoutDashboard,
  IconMap2,
  IconSettings,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import { type AppPath, paths } from '../../config/paths';

export type NavItem = { label: string; path: AppPath; icon: Icon; isAdminOnly: boolean };

/**
 * SPEC §2 sidebar entries, in order; Admin only for admins. Issue 9 adds 'My duties' and issue 26 'My details' for
 * every signed-in user.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', path: paths.dashboard, icon: IconLayoutDashboard, isAdminOnly: false },
  { label: 'Members', path: paths.members, icon: IconUsers, isAdminOnly: false },
  { label: 'Map', path: paths.map, icon: IconMap2, isAdminOnly: false },
  { label: 'Current Schedule', path: paths.currentSchedule, icon: IconCalendarEvent, isAdminOnly: false },
  { label: 'Next Schedule', path: paths.nextSchedule, icon: IconCalendarPlus, isAdminOnly: false },
  { label: 'My duties', path: paths.myDuties, icon: IconClipboardCheck, isAdminOnly: false },
  { label: 'My details', path: paths.myDetails, icon: IconUserCircle, isAdminOnly: false },
  { label: 'Admin', path: paths.admin, icon: IconSettings, isAdminOnly: true },
];

export function getNavItems(isAdmin: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => isAdmin || !item.isAdminOnly);
}

/** The entry a pathname belongs to, nested pages included. */
export function findNavItem(pathname: string): NavItem | undefined {
  return NAV_ITEMS.find((item) => pathname === item.path || pathname.startsWith(`${item.path}/`));
}
