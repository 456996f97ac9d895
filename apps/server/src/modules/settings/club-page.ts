import { type ClockStyle, clubClockStyleOf, escapeHtml } from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
import type { ClubDatabase } from '../../db/club-database.js';
import { getAllSettings, onSettingsSaved } from './settings.service.js';

/** What the page itself says before any script runs (issue 26): the club's name and how it writes a time. */
export type PageBranding = { club_name: string; clock: ClockStyle };

/**
 * Issue 26: the built index.html with the club's name in its <title> and on its loading screen, where the build wrote
 * the SPEC §9 default, and the club's name and clock as <meta> for the web app's first draw (apps/web lib/boot-branding).
 */
export function brandPage(html: string, branding: PageBranding): string {
  const name = escapeHtml(branding.club_name);
  const metas =
    `<meta name="club-name" content="${name}" />\n    ` +
    `<meta name="club-clock" content="${escapeHtml(branding.clock)}" />\n  `;
  return namePage(html, branding.club_name).replace('</head>', () => `  ${metas}</head>`);
}

/** The page's <title> and the name on its loading screen (a club's, or the association's page's own). */
export function namePage(html: string, title: string): string {
  const name = escapeHtml(title);
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${name}</title>`)
    .replace(/(<p class="boot-name">)[^<]*(<\/p>)/, (_match, open: string, close: string) => `${open}${name}${close}`);
}

async function readPageBranding(db: DbExecutor): Promise<PageBranding> {
  const settings = await getAllSettings(db, ['club_name', 'time_format', 'club_country', 'system_timezone']);
  return { club_name: settings.club_name, clock: clubClockStyleOf(settings) };
}

/** Another server on the same database saves settings without telling this one: its pages follow within this time. */
const BRANDING_MAX_AGE_MS = 60_000;

/**
 * The branded pages of each club, each rendered once per branding: every page request would otherwise read the
 * settings and rewrite the HTML. A save of a club's settings on this server drops its pages at once; one on another
 * server within a minute. When the settings cannot be read the page goes out as built: it still works, with the
 * default name. `stop` ends the listening when the server closes.
 */
export function brandedPages(database: Pick<ClubDatabase, 'inClub'>, now: () => number = Date.now) {
  type Entry = { at: number; branding: Promise<PageBranding>; pages: Map<string, string> };
  const current = new Map<number, Entry>();
  const stop = onSettingsSaved((clubId) => current.delete(clubId));
  async function page(clubId: number, html: string): Promise<string> {
    let entry = current.get(clubId);
    if (!entry || now() - entry.at > BRANDING_MAX_AGE_MS) {
      entry = { at: now(), branding: database.inClub(clubId, readPageBranding), pages: new Map() };
      current.set(clubId, entry);
    }
    let branding: PageBranding;
    try {
      branding = await entry.branding;
    } catch {
      if (current.get(clubId) === entry) current.delete(clubId);
      return html;
    }
    let branded = entry.pages.get(html);
    if (branded === undefined) {
      branded = brandPage(html, branding);
      entry.pages.set(html, branded);
    }
    return branded;
  }
  return { page, stop };
}
