import {
  ASSOCIATION_MESSAGES,
  LOGIN_LINK_TTL_MINUTES,
  type SendLoginLinkInput,
  type SendLoginLinkResult,
} from '@club/shared';
import type { Club } from '../../db/club-database.js';
import { afterAnswer } from '../../lib/after-answer.js';
import { fewAtATime } from '../../lib/few-at-a-time.js';
import { clubUrlOf } from '../../lib/club-address.js';
import type { DeploymentContext, RequestMeta } from '../../lib/context.js';
import { issueLoginLink } from './auth.service.js';
import { deploymentLayout, DEPLOYMENT_LOOK, mailLinksFromDeployment } from '../notify/deployment-mail.js';
import { buttonList, paragraph } from '../notify/layout.js';
import { findMembersByEmail, toSessionUser } from '../users/users.service.js';

/** Clubs looked through at once for the address: each is a short transaction of its own. */
const SEARCHED_AT_ONCE = 4;

type ClubLink = { club: Club; member: string; url: string };

/**
 * Issue 28 point 5: the deployment's own sign-in page (`/login` and `POST /api/auth/send-login-link` at its root).
 * The answer is the same for every address and comes first (issue 14); then each open club is asked, inside its own
 * transaction, for members with that address, a link is stored in each club for each of them, and the address gets
 * one e-mail from the deployment's outbox naming every club and member. A club's own sign-in page sends its link only.
 */
export async function sendDeploymentLoginLinks(
  ctx: DeploymentContext,
  input: SendLoginLinkInput,
  meta: RequestMeta,
): Promise<SendLoginLinkResult> {
  const { database, loginLimiter } = ctx.deployment;
  if (!(await database.inDeployment((db) => loginLimiter.admit(db, input.email, meta.ip)))) {
    ctx.log.info('No sign-in links sent: this address had as many as allowed in the last 15 minutes');
    return {};
  }
  afterAnswer(ctx.log, 'Sending sign-in links for every club', mailClubLinks(ctx, input.email, meta.ip));
  return {};
}

async function linksOfClub(ctx: DeploymentContext, club: Club, email: string, ip: string): Promise<ClubLink[]> {
  const clubUrl = clubUrlOf(ctx.config, club);
  return ctx.deployment.database.inClub(club.id, async (db) => {
    const found = await findMembersByEmail(db, email);
    const links = await Promise.all(found.map((member) => issueLoginLink({ db, clubUrl }, toSessionUser(member), ip)));
    return links.map((link) => ({
      club,
      member: `${link.member.first_name} ${link.member.last_name}`.trim(),
      url: link.url,
    }));
  });
}

async function mailClubLinks(ctx: DeploymentContext, email: string, ip: string): Promise<void> {
  const open = (await ctx.deployment.database.clubs.all()).filter((club) => club.suspended_at === null);
  const links = (await fewAtATime(open, SEARCHED_AT_ONCE, (club) => linksOfClub(ctx, club, email, ip))).flat();
  if (links.length === 0) {
    ctx.log.info('Sign-in links requested for an address that is on no club’s roster');
    return;
  }
  // A couple sharing one address in the same club gets a link each, named; one member of a club, the club alone.
  const shared = (club: Club) => links.filter((link) => link.club.id === club.id).length > 1;
  const labelled = links.map((link) => ({
    label: ASSOCIATION_MESSAGES.rootLoginLink(link.club.name, shared(link.club) ? link.member : null),
    url: link.url,
  }));
  const mail = deploymentLayout(ASSOCIATION_MESSAGES.rootLoginSubject, [
    paragraph('Hello,'),
    paragraph(ASSOCIATION_MESSAGES.rootLoginMailIntro),
    buttonList(DEPLOYMENT_LOOK, labelled),
    paragraph(ASSOCIATION_MESSAGES.mailIgnore),
  ]);
  const expiresAt = new Date(Date.now() + LOGIN_LINK_TTL_MINUTES * 60_000);
  // The links are each club's, stored in its own transaction above; the e-mail is the deployment's.
  await mailLinksFromDeployment(ctx, { to: email, expiresAt, ...mail }, labelled);
}
