import { describe, expect, it } from 'vitest';
import { ASSOCIATION_MESSAGES, MESSAGES } from '@club/shared';
import { clubHosts } from '../db/schema/index.js';
import { openClub, useTestApp } from '../../test/harness.js';

// Issue 28 point 4: in a deployment of many, which club a request is for comes from its path or its host, before
// anyone is signed in; an address of no open club is 404, as a page for a person and as JSON for a program.
const t = useTestApp({ env: { CLUBS: 'multi' } });
const page = { accept: 'text/html,application/xhtml+xml' };

describe('finding the club of a request', () => {
  it('serves a club under /c/<slug>/ and at a host of its own, with its base, and nothing at an unknown one', async () => {
    const club = await openClub(t.app, { slug: 'lindenhof', name: 'Lindenhof Squares' });
    await t.app.database.inClub(club.id, (db) =>
      db.insert(clubHosts).values({ club_id: club.id, host: 'tanz.example' }),
    );
    const byPath = await t.app.inject({ method: 'GET', url: '/c/lindenhof/login', headers: page });
    expect(byPath.statusCode).toBe(200);
    expect(byPath.body).toContain('<base href="/c/lindenhof/" />');
    const byHost = await t.app.inject({ method: 'GET', url: '/login', headers: { ...page, host: 'tanz.example' } });
    expect(byHost.statusCode).toBe(200);
    expect(byHost.body).toContain('<base href="/" />');

    for (const request of [
      { url: '/c/nowhere/login', headers: page },
      { url: '/members', headers: { ...page, host: 'other.example' } },
    ]) {
      const answer = await t.app.inject({ method: 'GET', ...request });
      expect(answer.statusCode, request.url).toBe(404);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.body).toContain(MESSAGES.noClubHere);
      expect(answer.headers['content-security-policy']).toBeDefined();
    }
    // Point 5: the root's /login, at a host of no club, is the deployment's sign-in page, which names no club.
    const root = await t.app.inject({ method: 'GET', url: '/login', headers: { ...page, host: 'other.example' } });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<meta name="deployment-page" content="login" />');
    expect(root.body).toContain(`<title>${ASSOCIATION_MESSAGES.deploymentName}</title>`);
    expect(root.body).not.toContain('name="club-name"');
    const api = await t.app.inject({ method: 'GET', url: '/c/nowhere/api/settings', headers: page });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 'error', message: MESSAGES.noClubHere });
  });

  it('answers a suspended club as none, and the health check at the root without any club', async () => {
    const club = await openClub(t.app, { slug: 'resting', name: 'Resting' });
    await t.app.database.clubs.update(club.id, { suspended_at: new Date() });
    expect((await t.app.inject({ method: 'GET', url: '/c/resting/api/settings' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(404);
  });
});
