import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES } from '@club/shared';
import { clubBasePath } from '../../lib/club-address.js';
import { createMember } from '../../../test/factories.js';
import { bearer, createTestApp, type TestApp, useTestApp } from '../../../test/harness.js';
import { MailCatcher } from '../../../test/mail-catcher.js';

// Issue 28: in a deployment of many clubs, a club's admin may not point the server's SMTP connections at this
// computer or the operator's private networks; the operator allows hosts by name, address or range.
let clubServer: MailCatcher;
beforeAll(async () => {
  clubServer = await new MailCatcher().start();
});
afterAll(() => clubServer.stop());
const t = useTestApp({ env: { CLUBS: 'multi' } });
let admin: Record<string, string>;
beforeEach(async () => {
  clubServer.clear();
  admin = bearer(await t.signIn(await createMember(t.db, { email: 'ada@example.org', role: 'admin' })));
});

const post = (app: TestApp, path: string, headers: Record<string, string>, payload: object) =>
  app.app.inject({ method: 'POST', url: `${clubBasePath(app.config, app.club)}/api${path}`, headers, payload });

describe("a club's own mail server in a deployment of many", () => {
  it.each(['127.0.0.1', 'localhost', '10.1.2.3', '192.168.0.10', '::1', '2130706433', '::ffff:127.0.0.1'])(
    'refuses %s for the SMTP test as a field to correct, and connects nowhere',
    async (host) => {
      const answer = await post(t, '/email/test-smtp', admin, {
        smtp_host: host,
        smtp_port: clubServer.port,
        smtp_encryption: 'none',
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().message).toBe(EMAIL_MESSAGES.smtpPrivateHost(host));
      expect(answer.json().errors).toEqual({ smtp_host: EMAIL_MESSAGES.smtpPrivateHost(host) });
      expect(clubServer.messages).toHaveLength(0);
    },
  );

  it('refuses a saved private server for the test e-mail too, when the club sends through its own', async () => {
    // Without SMTP_URL (the operator's server, which a club's settings do not override) the club's own is used.
    const bare = await createTestApp({ env: { CLUBS: 'multi' }, withoutSmtp: true });
    try {
      const headers = bearer(await bare.signIn(await createMember(bare.db, { role: 'admin' })));
      const put = await bare.app.inject({
        method: 'PUT',
        url: `${clubBasePath(bare.config, bare.club)}/api/settings`,
        headers,
        payload: { smtp_host: '127.0.0.1', smtp_port: clubServer.port, smtp_encryption: 'none' },
      });
      expect(put.statusCode).toBe(200);
      const answer = await post(bare, '/email/send-test', headers, { email: 'tester@example.org' });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().message).toBe(EMAIL_MESSAGES.smtpPrivateHost('127.0.0.1'));
      expect(clubServer.messages).toHaveLength(0);
    } finally {
      await bare.close();
    }
  });
});

describe('hosts the operator allows', () => {
  it.each(['127.0.0.1', '127.0.0.0/8', 'localhost'])('connects when ALLOWED_PRIVATE_HOSTS holds %s', async (entry) => {
    const allowed = await createTestApp({
      env: { CLUBS: 'multi', ALLOWED_PRIVATE_HOSTS: `mail.example.org, ${entry}` },
    });
    try {
      const token = await allowed.signIn(await createMember(allowed.db, { email: 'ada@example.org', role: 'admin' }));
      const host = entry === 'localhost' ? 'localhost' : '127.0.0.1';
      const answer = await post(allowed, '/email/test-smtp', bearer(token), {
        smtp_host: host,
        smtp_port: clubServer.port,
        smtp_encryption: 'none',
      });
      expect(answer.statusCode).toBe(200);
      expect((await clubServer.waitFor('ada@example.org')).subject).toBe('Square Dance Club: SMTP test');
    } finally {
      await allowed.close();
    }
  });

  it("sends a club's mail through its own server once it sets one, and through SMTP_URL until then", async () => {
    const allowed = await createTestApp({ env: { CLUBS: 'multi', ALLOWED_PRIVATE_HOSTS: '127.0.0.1' } });
    try {
      const headers = bearer(await allowed.signIn(await createMember(allowed.db, { role: 'admin' })));
      const sendTest = () => post(allowed, '/email/send-test', headers, { email: 'tester@example.org' });
      expect((await sendTest()).statusCode).toBe(200);
      await allowed.mail.waitFor('tester@example.org');
      const settingsUrl = `${clubBasePath(allowed.config, allowed.club)}/api/settings`;
      const read = await allowed.app.inject({ method: 'GET', url: settingsUrl, headers });
      // The page may edit the club's own server: SMTP_URL is only the default here.
      expect(read.json().data.smtp_url_set).toBe(false);
      const put = await allowed.app.inject({
        method: 'PUT',
        url: settingsUrl,
        headers,
        payload: { smtp_host: '127.0.0.1', smtp_port: clubServer.port, smtp_encryption: 'none' },
      });
      expect(put.statusCode).toBe(200);
      allowed.mail.clear();
      expect((await sendTest()).statusCode).toBe(200);
      await clubServer.waitFor('tester@example.org');
      expect(allowed.mail.messages).toEqual([]);
    } finally {
      await allowed.close();
    }
  });
});
