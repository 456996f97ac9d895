import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '@club/shared';
import { describeDatabaseLocation } from './db/database-location.js';
import { issueLoginLink } from './modules/auth/auth.service.js';
import { hasSignedIn } from './modules/auth/sessions.service.js';
import { findMemberById, getMainAdminId, toSessionUser } from './modules/users/users.service.js';
import { describeDevShortcuts } from './lib/dev-shortcuts.js';

/**
 * What a newcomer needs after `npm start`: where the app is, whether the development shortcuts are on and, while no
 * mail server is set up, a link that signs the main administrator in. Production prints that link only until the
 * main administrator has first signed in (decision 020); later links arrive by e-mail.
 */
export async function printStartupBanner(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const lines = [
    ``,
    `  Club manager is running at ${config.publicUrl}/`,
    `  ${describeDatabaseLocation(app.databaseLocation)}`,
    describeDevShortcuts(config),
  ];
  const adminId = await getMainAdminId(app.db);
  const admin = adminId === undefined ? undefined : await findMemberById(app.db, adminId);
  if (admin) lines.push(...(await signInLines(app, toSessionUser(admin))));
  console.log(`${lines.join('\n')}\n`);
}

async function signInLines(app: FastifyInstance, admin: SessionUser): Promise<string[]> {
  if (await app.mailer.isConfigured()) return [`  Sign in with ${admin.email}: the login page e-mails you a link.`];
  if (!app.config.isProduction) {
    return [
      `  No mail server is configured, so sign-in links are printed here instead of e-mailed.`,
      `  Sign in as the main administrator (${admin.email}), valid 15 minutes, once:`,
      `    ${(await issueLoginLink(app, admin)).url}`,
      `  Need another? Ask for a link on the login page; it appears in this log.`,
    ];
  }
  if (await hasSignedIn(app.db, admin.id)) {
    return [
      `  No mail server is configured, so no sign-in link can be sent: set SMTP_URL or the SMTP settings on the Admin page.`,
    ];
  }
  return [
    `  No mail server is configured. First sign-in as the main administrator (${admin.email}), valid 15 minutes, once:`,
    `    ${(await issueLoginLink(app, admin)).url}`,
    `  Then set up mail on the Admin page. Until then, stop the server and run npm run club -- sign-in-link <e-mail> for another link.`,
  ];
}
