import { BASE_LOCALE, catalog, type Locale } from '@club/shared/plain';
import { paths } from '../../config/paths';
import { type LazyPage, lazyPage } from '../../lib/router/lazy-page';

export type AdminSection = {
  /** The section's English name, as the SPEC and tests call it; `text` is its name in the reader's language. */
  label: string;
  text: (locale: Locale) => string;
  path: string;
  /** One line under the section list saying what the section holds, so an admin knows they are in the right place. */
  summary: (locale: Locale) => string;
  /** Each section is a chunk of its own, fetched when it is first opened or its entry is pointed at. */
  page: LazyPage;
  /** Its cards edit the club settings, which the Admin page asks for beside the section's code, not after it. */
  readsSettings: boolean;
};

const named = (text: AdminSection['text']) => ({ label: text(BASE_LOCALE), text });

/**
 * Issue 26 (decision 061): the Admin page in sections, in this order; /admin opens the first. Which card sits in which
 * section is the decision's table.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    ...named((locale) => catalog.page_section_club({}, { locale })),
    path: paths.adminClub,
    summary: (locale) => catalog.page_section_club_summary({}, { locale }),
    page: lazyPage(() => import('./club-section').then((module) => module.ClubSection)),
    readsSettings: true,
  },
  {
    ...named((locale) => catalog.page_section_email({}, { locale })),
    path: paths.adminEmail,
    summary: (locale) => catalog.page_section_email_summary({}, { locale }),
    page: lazyPage(() => import('./email-section').then((module) => module.EmailSection)),
    readsSettings: true,
  },
  {
    ...named((locale) => catalog.page_section_rota({}, { locale })),
    path: paths.adminRota,
    summary: (locale) => catalog.page_section_rota_summary({}, { locale }),
    page: lazyPage(() => import('./rota-section').then((module) => module.RotaSection)),
    readsSettings: false,
  },
  {
    ...named((locale) => catalog.page_section_members({}, { locale })),
    path: paths.adminMembers,
    summary: (locale) => catalog.page_section_members_summary({}, { locale }),
    page: lazyPage(() => import('./members-section').then((module) => module.MembersSection)),
    readsSettings: false,
  },
  {
    ...named((locale) => catalog.page_section_maintenance({}, { locale })),
    path: paths.adminMaintenance,
    summary: (locale) => catalog.page_section_maintenance_summary({}, { locale }),
    page: lazyPage(() => import('./maintenance-section').then((module) => module.MaintenanceSection)),
    readsSettings: true,
  },
  {
    ...named((locale) => catalog.page_section_audit({}, { locale })),
    path: paths.adminAudit,
    summary: (locale) => catalog.page_section_audit_summary({}, { locale }),
    page: lazyPage(() => import('./audit-section').then((module) => module.AuditSection)),
    readsSettings: false,
  },
];

/** Starts fetching a section's code as its entry is pointed at; a failure shows when the section is opened. */
export function preloadAdminSection(section: AdminSection) {
  section.page.preload().catch(() => undefined);
}
