import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '@club/shared';
import type { AppConfig } from './config.js';
import type { DbExecutor } from './db/client.js';
import { clubUrlOf } from './lib/club-address.js';
import type { Mailer } from './lib/context.js';
import { describeDatabaseLocation } from './db/database-location.js';
import { issueLoginLink } from './modules/auth/auth.service.js';
import { hasSignedIn } from './modules/auth/sessions.service.js';
import { findMemberById, getMainAdminId, toSessionUser } from './modules/users/users.service.js';
import { describeDevShortcuts } from './lib/dev-shortcuts.js';
import { drawBox } from './lib/terminal-box.js';

/** How to sign in: what to do, the one-time link when there is one, what to do after it and the command for it. */
export type SignInNotice = { before: string; link?: string; after?: string; command?: string };

/** The facts, the development shortcuts' link with its key when they are on, and how to sign in. */
export type StartupBanner = { about: string[]; devShortcuts?: SignInNotice; signIn?: SignInNotice };

/** Where the banner goes: a terminal gets a box around the sign-in part; anything else gets JSON log lines. */
export type BannerOutput =
  { terminal: { write: (text: string) => void; columns?: number; color: boolean } } | { log: FastifyInstance['log'] };

/**
 * What a newcomer needs after `npm start`: where the app is, whether the development shortcuts are on and, while no
 * mail server is set up, a link that signs the main administrator in. Production prints that link only until the
 * main administrator has first signed in (decision 020); later links arrive by e-mail.
 */
export async function printStartupBanner(app: FastifyInstance, output: BannerOutput): Promise<void> {
  const banner = await startupBanner(app);
  if ('log' in output) {
    // Decision 033: one JSON line per sentence, so a log reader shows the banner as it reads.
    for (const line of banner.about) output.log.info(line);
    for (const notice of [banner.devShortcuts, banner.signIn]) {
      if (!notice) continue;
      const { before, link, after, command } = notice;
      output.log.info(link ? `${before} ${link}` : before);
      if (after) output.log.info(command ? `${after} ${command}` : after);
    }
    return;
  }
  output.terminal.write(renderBanner(banner, output.terminal));
}

export async function startupBanner(app: FastifyInstance): Promise<StartupBanner> {
  const { config } = app;
  const shortcuts = describeDevShortcuts(config);
  const about = [
    `Club manager is running at ${config.publicUrl}/`,
    describeDatabaseLocation(app.databaseLocation),
    ...('line' in shortcuts ? [shortcuts.line] : []),
  ];
  // A deployment of many clubs signs in each club's main administrator by the link its creation mailed.
  const { club } = app;
  const signIn = club
    ? await app.database.inClub(club.id, async (db) => {
        const adminId = await getMainAdminId(db);
        const admin = adminId === undefined ? undefined : await findMemberById(db, adminId);
        const ctx = { db, config, clubUrl: clubUrlOf(config, club) };
        return admin ? signInNotice(ctx, app.mailers.within(db), toSessionUser(admin)) : undefined;
      })
    : undefined;
  return { about, ...('link' in shortcuts ? { devShortcuts: shortcuts } : {}), signIn };
}

async function signInNotice(
  ctx: { db: DbExecutor; config: AppConfig; clubUrl: string },
  mailer: Mailer,
  admin: SessionUser,
): Promise<SignInNotice> {
  if (await mailer.isConfigured()) return { before: `Sign in with ${admin.email}: the login page e-mails you a link.` };
  if (!ctx.config.isProduction) {
    return {
      before:
        `No mail server is configured, so sign-in links are printed here instead of e-mailed. ` +
        `Sign in as the main administrator (${admin.email}), valid 15 minutes, once:`,
      link: (await issueLoginLink(ctx, admin)).url,
      after: `Need another? Ask for a link on the login page; it appears in this log.`,
    };
  }
  if (await hasSignedIn(ctx.db, admin.id)) {
    return {
      before: `No mail server is configured, so no sign-in link can be sent: set SMTP_URL or the SMTP settings on the Admin page.`,
    };
  }
  return {
    before: `No mail server is configured. First sign-in as the main administrator (${admin.email}), valid 15 minutes, once:`,
    link: (await issueLoginLink(ctx, admin)).url,
    after: `Then set up mail on the Admin page. Until then, for another link stop the server and run:`,
    command: 'npm run club -- sign-in-link <e-mail>',
  };
}

/** The banner for a terminal: the facts as plain lines, then how to sign in, in a box that stands out. */
export function renderBanner(banner: StartupBanner, terminal: { columns?: number; color: boolean }): string {
  const lines = ['', ...banner.about.filter(Boolean).map((line) => `  ${line}`), ''];
  if (banner.devShortcuts) {
    lines.push(...drawBox({ title: 'Development shortcuts', ...banner.devShortcuts }, terminal), '');
  }
  if (banner.signIn) lines.push(...drawBox({ title: 'Sign in', ...banner.signIn }, terminal), '');
  return `${lines.join('\n')}\n`;
}
