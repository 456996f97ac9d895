import type { FastifyInstance } from 'fastify';
import { issueLoginLink } from '../modules/auth/auth.service.js';
import { findMemberById, getMainAdminId, toSessionUser } from '../modules/users/users.service.js';

/**
 * What a newcomer needs after `npm start`: where the app is and, while no mail server is set up, a link that signs
 * the main administrator in. Production never prints a link; there the link arrives by e-mail.
 */
export async function printStartupBanner(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const lines = [``, `  Club manager is running at ${config.publicUrl}/`];
  const adminId = await getMainAdminId(app.db);
  const admin = adminId === undefined ? undefined : await findMemberById(app.db, adminId);
  if (!config.isProduction && !(await app.mailer.isConfigured())) {
    if (admin) {
      const link = await issueLoginLink(app, toSessionUser(admin));
      lines.push(
        `  No mail server is configured, so sign-in links are printed here instead of e-mailed.`,
        `  Sign in as the main administrator (${admin.email}), valid 15 minutes, once:`,
        `    ${link.url}`,
        `  Need another? Ask for a link on the login page; it appears in this log.`,
      );
    }
  } else if (admin) {
    lines.push(`  Sign in with ${admin.email}: the login page e-mails you a link.`);
  }
  console.log(`${lines.join('\n')}\n`);
}
