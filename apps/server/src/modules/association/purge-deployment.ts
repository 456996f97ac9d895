import { and, inArray, lt, or } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { deploymentMail, operatorLinks } from '../../db/schema/index.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The hourly purge of the deployment's own tables: operators' links a day after they expired or were used, and the
 * deployment's e-mails a week after they were sent or finally failed (their text went when they did).
 */
export async function purgeDeploymentTables(
  db: Transaction,
): Promise<{ operatorLinks: number; deploymentMail: number }> {
  const dayAgo = new Date(Date.now() - DAY_MS);
  const weekAgo = new Date(Date.now() - 7 * DAY_MS);
  const links = await db
    .delete(operatorLinks)
    .where(or(lt(operatorLinks.expires_at, dayAgo), lt(operatorLinks.used_at, dayAgo)))
    .returning({ hash: operatorLinks.token_hash });
  const mail = await db
    .delete(deploymentMail)
    .where(and(inArray(deploymentMail.status, ['sent', 'failed']), lt(deploymentMail.created_at, weekAgo)))
    .returning({ id: deploymentMail.id });
  return { operatorLinks: links.length, deploymentMail: mail.length };
}
