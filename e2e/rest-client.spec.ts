import { describe, expect, it } from 'vitest';
import { e2e, openPage } from './support/browser.js';
import { memberFixtures } from './support/fixtures.js';
import { requestLinkThroughApi } from './support/sign-in.js';

const fixtures = memberFixtures();
const SCHEDULE = 'REST client schedule';

const loginTokenOf = (link: string) => new URL(link).searchParams.get('token')!;

async function sessionToken(email: string): Promise<string> {
  const response = await fetch(`${e2e().baseUrl}/api/auth/validate-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: loginTokenOf(await requestLinkThroughApi(e2e().baseUrl, email)) }),
  });
  return (await response.json()).data.token as string;
}

// Issue 15: a club's own tool, served from another origin listed in CORS_ORIGINS, writes through REST in Chromium.
describe('a browser client on another origin', () => {
  it('signs in with a bearer token, edits a member, an assignment and the settings, and reads the export file name', async () => {
    await fixtures.keepSettings();
    const admin = await fixtures.create({
      first_name: 'Zoë',
      last_name: 'Nuñez',
      email: 'zoe.rest-client@example.org',
      admin: true,
    });
    const member = await fixtures.create({
      first_name: 'Ruth',
      last_name: 'Remote',
      email: 'ruth.rest-client@example.org',
    });
    await fixtures.createNextSchedule(SCHEDULE, ['2031-01-01', '2031-01-08']);
    try {
      // A saved mail password, which the client never receives and so sends back empty.
      const setup = await fetch(`${e2e().baseUrl}/api/settings`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${await sessionToken(admin.email)}`, 'content-type': 'application/json' },
        body: JSON.stringify({ smtp_password: 'kept-secret' }),
      });
      expect(setup.status).toBe(200);

      const link = await requestLinkThroughApi(e2e().baseUrl, admin.email);
      const { page, context, consoleErrors } = await openPage({ baseUrl: e2e().clientOrigin });
      const settings = new URLSearchParams({
        api: `${e2e().baseUrl}/api`,
        login: loginTokenOf(link),
        member: String(member.id),
      });
      await page.goto(`${e2e().clientOrigin}/#${settings}`);
      await page.locator('#result[data-state]').waitFor();
      expect(
        await page.locator('#result').getAttribute('data-state'),
        (await page.locator('#result').textContent()) ?? '',
      ).toBe('done');
      expect(await page.locator('#who').textContent()).toBe('Signed in as Zoë Nuñez');

      const result = JSON.parse((await page.locator('#result').textContent())!);
      expect(result.token.split('.')[1]).not.toMatch(/[-_]/);
      expect(result.claims).toMatchObject({ user_id: admin.id, first_name: 'Zoë', last_name: 'Nuñez', is_admin: true });
      expect(result.member).toMatchObject({
        id: member.id,
        phone: '408-555-0142',
        email: member.email,
        first_name: 'Ruth',
      });
      expect(result.night).toMatchObject({
        dance_date: '2031-01-01',
        squarehead1_id: member.id,
        squarehead2_id: null,
        notes: 'Bring cookies',
      });
      expect(result.deleted).toMatchObject({ dance_date: '2031-01-08' });
      expect(result.settings).toMatchObject({ club_subtitle: 'Edited from another origin', smtp_password_set: true });
      expect(result.export.status).toBe(200);
      expect(result.export.fileName).toMatch(/^members-export-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(consoleErrors).toEqual([]);
      await context.close();
    } finally {
      await fixtures.deleteSchedules([SCHEDULE]);
    }
  });
});
