import { z } from 'zod';
import {
  ASSOCIATION_MESSAGES,
  associationClubCreatedSchema,
  associationClubListSchema,
  associationClubSchema,
  clubCreateSchema,
  clubSlugParamsSchema,
  operatorSessionSchema,
  sendLoginLinkInputSchema,
  validateTokenInputSchema,
} from '@club/shared';
import { defineRoute } from '../../rest/route.js';
import { clubOverview, listClubOverviews } from './club-overview.js';
import { createClub } from './create-club.js';
import { setClubSuspended } from './club-suspension.js';
import { sendOperatorLink, validateOperatorToken } from './operator-sign-in.js';

const TAG = 'Association';

/** Suspending and resuming a club: the same call but for the word in its path and what it sets. */
const suspensionRoute = (action: 'suspend' | 'resume', summary: string) =>
  defineRoute({
    method: 'post',
    path: `/association/clubs/{slug}/${action}`,
    tag: TAG,
    access: 'operator',
    outsideClub: true,
    association: true,
    summary,
    params: clubSlugParamsSchema,
    errors: [404],
    answer: { kind: 'envelope', data: associationClubSchema },
    handler: async (ctx, { params }) => {
      const { club } = await setClubSuspended(ctx.deployment, params.slug, action === 'suspend');
      ctx.log.info({ operator: ctx.operator, club: club.slug, action }, 'An operator changed whether a club is open');
      return clubOverview(ctx.deployment.database, club);
    },
  });

/**
 * Issue 28 point 6: the association's own API, at the root of a deployment of many clubs ({base}/api/association/…),
 * never under a club's path or host. Operators sign in with a link as members do and then send their session as a
 * bearer token; no club's session or API token counts here.
 */
export const associationRoutes = {
  sendLoginLink: defineRoute({
    method: 'post',
    path: '/association/send-login-link',
    tag: TAG,
    access: 'public',
    outsideClub: true,
    association: true,
    summary: 'E-mail an operator a one-time sign-in link; the same answer for every address',
    body: sendLoginLinkInputSchema,
    errors: [429],
    answer: { kind: 'envelope', data: z.object({}), message: ASSOCIATION_MESSAGES.linkSentAnswer },
    handler: (ctx, { body, meta }) => sendOperatorLink(ctx, body.email, meta),
  }),
  validateToken: defineRoute({
    method: 'post',
    path: '/association/validate-token',
    tag: TAG,
    access: 'public',
    outsideClub: true,
    association: true,
    summary: 'Use an operator’s sign-in link once: answers their bearer session (8 hours)',
    body: validateTokenInputSchema,
    errors: [401],
    answer: { kind: 'envelope', data: operatorSessionSchema },
    handler: (ctx, { body }) => validateOperatorToken(ctx, body.token),
  }),
  clubs: defineRoute({
    method: 'get',
    path: '/association/clubs',
    tag: TAG,
    access: 'operator',
    outsideClub: true,
    association: true,
    summary: 'Every club of the deployment with its members, nights and last activity: counts, never members’ data',
    answer: { kind: 'envelope', data: associationClubListSchema },
    handler: (ctx) => listClubOverviews(ctx.deployment.database),
  }),
  createClub: defineRoute({
    method: 'post',
    path: '/association/clubs',
    tag: TAG,
    access: 'operator',
    outsideClub: true,
    association: true,
    summary: 'Add a club; its main administrator is e-mailed a first sign-in link',
    body: clubCreateSchema,
    errors: [409],
    answer: { kind: 'envelope', status: 201, data: associationClubCreatedSchema },
    handler: async (ctx, { body }) => {
      const created = await createClub(ctx.deployment, ctx.log, body);
      ctx.log.info({ operator: ctx.operator, club: created.club.slug }, 'An operator added a club');
      return { ...created, club: await clubOverview(ctx.deployment.database, created.club) };
    },
  }),
  suspendClub: suspensionRoute(
    'suspend',
    'Close a club for a while: its pages and API answer 404 and its hourly work waits; nothing is deleted',
  ),
  resumeClub: suspensionRoute('resume', 'Open a suspended club again'),
};
