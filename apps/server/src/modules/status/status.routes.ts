import { dbTestSchema, healthSchema, statusSchema } from '@club/shared';
import { defineRoute } from '../../rest/route.js';
import { getHealth, getStatus, testDatabase } from './status.service.js';

// API.md: these three answer raw, without the envelope, and need no sign-in. They read no club's rows, so they run
// outside any unit of work and answer while the database is out of reach (issue 14).
export const statusRoutes = {
  health: defineRoute({
    method: 'get',
    path: '/health',
    tag: 'Status',
    access: 'public',
    outsideClub: true,
    summary: 'Is the server up and its database reachable (503 "unhealthy" while it is not)',
    handler: (ctx) => getHealth(ctx),
    answer: { kind: 'raw', schema: healthSchema, statusOf: (health) => (health.status === 'healthy' ? 200 : 503) },
  }),
  dbTest: defineRoute({
    method: 'get',
    path: '/db-test',
    tag: 'Status',
    access: 'public',
    outsideClub: true,
    summary: 'Can the server reach its database',
    answer: { kind: 'raw', schema: dbTestSchema },
    handler: (ctx) => testDatabase(ctx),
  }),
  get: defineRoute({
    method: 'get',
    path: '/status',
    tag: 'Status',
    access: 'public',
    outsideClub: true,
    summary: 'Version, environment and database state',
    answer: { kind: 'raw', schema: statusSchema },
    handler: (ctx) => getStatus(ctx),
  }),
};
