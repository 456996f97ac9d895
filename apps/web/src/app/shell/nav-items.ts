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
import { BASE_LOCALE, catalog, type Locale } from '@club/shared/plain';
import { type AppPath, paths } from '../../config/paths';

/** `text` names the entry in the reader's language; `label` is its English name, which the SPEC and tests use. */
export type NavItem = {
  label: string;
  text: (locale: Locale) => string;
  path: AppPath;
  icon: Icon;
  isAdminOnly: boolean;
};

const entry = (text: NavItem['text'], path: AppPath, icon: Icon, isAdminOnly = false): NavItem => ({
  label: text(BASE_LOCALE),
  text,
  path,
  icon,
  isAdminOnly,
});

/**
 * SPEC §2 sidebar entries, in order; Admin only for admins. Issue 9 adds 'My duties' and issue 26 'My details' for
 * every signed-in user.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  entry((locale) => catalog.shell_nav_dashboard({}, { locale }), paths.dashboard, IconLayoutDashboard),
  entry((locale) => catalog.shell_nav_members({}, { locale }), paths.members, IconUsers),
  entry((locale) => catalog.shell_nav_map({}, { locale }), paths.map, IconMap2),
  entry((locale) => catalog.shell_nav_current_schedule({}, { locale }), paths.currentSchedule, IconCalendarEvent),
  entry((locale) => catalog.shell_nav_next_schedule({}, { locale }), paths.nextSchedule, IconCalendarPlus),
  entry((locale) => catalog.shell_nav_my_duties({}, { locale }), paths.myDuties, IconClipboardCheck),
  entry((locale) => catalog.shell_nav_my_details({}, { locale }), paths.myDetails, IconUserCircle),
  entry((locale) => catalog.shell_nav_admin({}, { locale }), paths.admin, IconSettings, true),
];

export function getNavItems(isAdmin: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => isAdmin || !item.isAdminOnly);
}

/** The entry a pathname belongs to, nested pages included. */
export function findNavItem(pathname: string): NavItem | undefined {
  return NAV_ITEMS.find((item) => pathname === item.path || pathname.startsWith(`${item.path}/`));
}
