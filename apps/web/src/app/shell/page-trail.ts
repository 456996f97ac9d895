import { BASE_LOCALE, type Locale } from '@club/shared/plain';
import { paths } from '../../config/paths';
import { ADMIN_SECTIONS } from '../../pages/admin/admin-sections';
import { findNavItem } from './nav-items';

/** `text` in the reader's language; `label` in English, as the SPEC names the page. */
export type TrailStep = { label: string; text: (locale: Locale) => string; path: string };

/**
 * Where a page sits, for the breadcrumb and the tab's name: its sidebar entry and, on the Admin page, the open
 * section (decision 061), so six Admin tabs are told apart and the breadcrumb leads back to the Admin page.
 */
export function findPageTrail(pathname: string): TrailStep[] {
  const item = findNavItem(pathname);
  if (!item) return [];
  const section = item.path === paths.admin ? ADMIN_SECTIONS.find((candidate) => candidate.path === pathname) : null;
  return section ? [item, section] : [item];
}

/**
 * The tab's name: the open page first (a narrow tab shows only its start), then where it sits, then the club. In
 * English, the SPEC's names, unless the reader's locale is given.
 */
export const pageTitle = (trail: readonly TrailStep[], clubName: string | undefined, locale: Locale = BASE_LOCALE) =>
  [...trail.map((step) => step.text(locale)).reverse(), clubName].filter(Boolean).join(' · ');
