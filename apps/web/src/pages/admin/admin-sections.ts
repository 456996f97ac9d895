import { paths } from '../../config/paths';
import { type LazyPage, lazyPage } from '../../lib/router/lazy-page';

export type AdminSection = {
  label: string;
  path: string;
  /** One line under the section list saying what the section holds, so an admin knows they are in the right place. */
  summary: string;
  /** Each section is a chunk of its own, fetched when it is first opened or its entry is pointed at. */
  page: LazyPage;
  /** Its cards edit the club settings, which the Admin page asks for beside the section's code, not after it. */
  readsSettings: boolean;
};

/**
 * Issue 26 (decision 061): the Admin page in sections, in this order; /admin opens the first. Which card sits in which
 * section is the decision's table.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    label: 'Club',
    path: paths.adminClub,
    summary: 'Club details, theme and the maps key.',
    page: lazyPage(() => import('./club-section').then((module) => module.ClubSection)),
    readsSettings: true,
  },
  {
    label: 'E-mail and reminders',
    path: paths.adminEmail,
    summary: 'The mail server, reminders, the e-mail template and e-mails that failed.',
    page: lazyPage(() => import('./email-section').then((module) => module.EmailSection)),
    readsSettings: true,
  },
  {
    label: 'Rota',
    path: paths.adminRota,
    summary: 'Swap requests and how the squarehead duty is spread.',
    page: lazyPage(() => import('./rota-section').then((module) => module.RotaSection)),
    readsSettings: false,
  },
  {
    label: 'Members and import',
    path: paths.adminMembers,
    summary: "Members' away dates and the record of CSV imports.",
    page: lazyPage(() => import('./members-section').then((module) => module.MembersSection)),
    readsSettings: false,
  },
  {
    label: 'Maintenance',
    path: paths.adminMaintenance,
    summary: 'Time zone, backups, API tokens and the danger zone.',
    page: lazyPage(() => import('./maintenance-section').then((module) => module.MaintenanceSection)),
    readsSettings: true,
  },
  {
    label: 'Audit',
    path: paths.adminAudit,
    summary: 'Who changed what, and when.',
    page: lazyPage(() => import('./audit-section').then((module) => module.AuditSection)),
    readsSettings: false,
  },
];

/** Starts fetching a section's code as its entry is pointed at; a failure shows when the section is opened. */
export function preloadAdminSection(section: AdminSection) {
  section.page.preload().catch(() => undefined);
}
