import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES } from '@club/shared';
import { settings } from '../../db/schema/index.js';
import { createMember } from '../../../test/factories.js';
import { bearer, callTrpc, createTestApp, useTestApp } from '../../../test/harness.js';
import { MailCatcher } from '../../../test/mail-catcher.js';

let adminToken: string;
let memberToken: string;
let otherServer: MailCatcher;
beforeAll(async () => {
  otherServer = await new MailCatcher().start();
});
afterAll(() => otherServer.stop());
const t = useTestApp();
beforeEach(async () => {
  otherServer.clear();
  adminToken = await t.signIn(
    await createMember(t.db, { first_name: 'Ada', last_name: 'Admin', email: 'ada@example.org', role: 'admin' }),
  );
  memberToken = await t.signIn(await createMember(t.db));
});

const post = (url: string, payload: object, token = adminToken) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

describe('POST /email/test-reminder (singular), routed by its body (issue 15 point 6)', () => {
  it('sends the test e-mail for the body of send-test, club_logo_data null included', async () => {
    const response = await post('/api/email/test-reminder', {
      email: 'tester@example.org',
      template: 'Hello {member_name}, you are on {dance_date}.',
      subject: 'Test for {member_name}',
      dance_date: '2027-03-10',
      member_name: 'Zoë Nuñez',
      from_name: 'The Caller',
      from_email: 'caller@example.org',
      club_name: 'Test Squares',
      club_address: '1 Hall Rd',
      club_logo_data: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      data: { email: 'tester@example.org' },
      message: EMAIL_MESSAGES.testSent,
    });
    const mail = await t.mail.waitFor('tester@example.org');
    expect(mail.subject).toBe('Test for Zoë Nuñez');
    expect(mail.from).toBe('caller@example.org');
  });

  it('previews the reminders for a body with test_date, with reminder_days as the comma list', async () => {
    const response = await post('/api/email/test-reminder', { test_date: '2027-03-03' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      reminders: [],
      reminder_days: '14,7,3,1',
      test_date: '2027-03-03',
      total_reminders: 0,
    });
    expect((await post('/api/email/test-reminders', { test_date: '2027-03-03' })).json().data.reminder_days).toBe(
      '14,7,3,1',
    );
    expect(t.mail.messages).toHaveLength(0);
  });

  it('answers 422 naming the field for a body that is neither, and 403 for members', async () => {
    const neither = await post('/api/email/test-reminder', {});
    expect(neither.statusCode).toBe(422);
    expect(Object.keys(neither.json().errors)).toEqual(['test_date']);
    expect((await post('/api/email/test-reminder', { email: 'nope' })).json().errors).toEqual({
      email: 'Please enter a valid email address',
    });
    expect((await post('/api/email/test-reminder', { email: 'tester@example.org' }, memberToken)).statusCode).toBe(403);
    expect(t.mail.messages).toHaveLength(0);
  });
});

describe('Send test email', () => {
  it('sends the unsaved template, filled with the sample values, to the address given', async () => {
    const response = await post('/api/email/send-test', {
      email: 'tester@example.org',
      subject: 'Hi {member_name} from {club_name}',
      template:
        'Hello {member_name}, see [the hall](https://hall.example.org/map) on {dance_date}. <i>Bring snacks</i>',
      member_name: 'Jane <Smith>',
      dance_date: '2027-03-10',
      club_name: 'Test Squares',
      from_name: 'The Caller',
      from_email: 'caller@example.org',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { email: 'tester@example.org' }, message: EMAIL_MESSAGES.testSent });
    const mail = await t.mail.waitFor('tester@example.org');
    expect(mail.subject).toBe('Hi Jane <Smith> from Test Squares');
    expect(mail.from).toBe('caller@example.org');
    expect(mail.text).toContain('see the hall (https://hall.example.org/map) on Wednesday, March 10, 2027.');
    expect(mail.html).toContain('<a href="https://hall.example.org/map">the hall</a>');
    expect(mail.html).toContain('Hello Jane &lt;Smith&gt;');
    expect(mail.html).toContain('&lt;i&gt;Bring snacks&lt;/i&gt;');
  });

  it("fills the date and time in the admin's own language (issue 29)", async () => {
    const uta = await createMember(t.db, { first_name: 'Uta', last_name: 'Admin', role: 'admin', locale: 'de' });
    await post(
      '/api/email/send-test',
      {
        email: 'tester@example.org',
        subject: 'Am {dance_date}',
        template: 'Um {start_time} mit {other_squareheads}',
        dance_date: '2027-03-10',
      },
      await t.signIn(uta),
    );
    const mail = await t.mail.waitFor('tester@example.org');
    expect(mail.subject).toBe('Am Mi., 10. März 2027');
    expect(mail.text).toBe('Um 19:30 mit Max Mustermann und Lisa Beispiel');
  });

  it('names the sample people who serve too in English for an English admin, as before', async () => {
    await post('/api/email/send-test', { email: 'tester@example.org', template: 'With {other_squareheads}' });
    expect((await t.mail.waitFor('tester@example.org')).text).toBe('With Pat Sample and Sam Sample');
  });

  it('falls back to the saved template and attaches the logo for {club_logo}', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(adminToken),
      payload: { club_logo_data: png },
    });
    await post('/api/email/send-test', { email: 'tester@example.org' });
    const mail = await t.mail.waitFor('tester@example.org');
    expect(mail.subject).toMatch(/^Squarehead reminder: Square Dance Club on /);
    expect(mail.text).toContain('Hello Ada Admin,');
    expect(mail.text).toContain('15 minutes early');
    // The catcher's parser swaps a cid: reference for the attachment it names, so this proves both are there.
    expect(mail.html).toContain(`<img src="data:image/png;base64,${png}"`);
  });

  it('takes club_logo_data null as the form\'s "no logo", even with a logo saved', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(adminToken),
      payload: { club_logo_data: png },
    });
    const response = await post('/api/email/send-test', { email: 'tester@example.org', club_logo_data: null });
    expect(response.statusCode).toBe(200);
    const mail = await t.mail.waitFor('tester@example.org');
    expect(mail.html).not.toContain('<img');
  });

  it('needs an address, and a valid one', async () => {
    const missing = await post('/api/email/send-test', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ email: 'Email is required' });
    expect((await post('/api/email/send-test', { email: 'nope' })).json().errors).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});

describe('the SMTP test', () => {
  it('sends through the server given, not the saved one, to the admin', async () => {
    const response = await post('/api/email/test-smtp', {
      smtp_host: '127.0.0.1',
      smtp_port: otherServer.port,
      smtp_encryption: 'none',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { test_email_sent_to: 'ada@example.org' },
      message: EMAIL_MESSAGES.smtpTestSent,
    });
    expect((await otherServer.waitFor('ada@example.org')).subject).toBe('Square Dance Club: SMTP test');
    expect(t.mail.messages).toHaveLength(0);
  });

  it('says only that it could not connect, in the same words for a closed port as for a missing host (issue 14)', async () => {
    const stopped = await new MailCatcher().start();
    await stopped.stop();
    const closed = await post('/api/email/test-smtp', {
      smtp_host: '127.0.0.1',
      smtp_port: stopped.port,
      smtp_encryption: 'none',
    });
    expect(closed.statusCode).toBe(502);
    expect(closed.json().message).toBe(EMAIL_MESSAGES.smtpCouldNotConnect('127.0.0.1', stopped.port));
    const missing = await post('/api/email/test-smtp', {
      smtp_host: 'no-such-host.invalid',
      smtp_port: 25,
      smtp_encryption: 'none',
    });
    expect(missing.json().message).toBe(EMAIL_MESSAGES.smtpCouldNotConnect('no-such-host.invalid', 25));
    const trpc = await callTrpc(t.app, 'email.testSmtp', {
      token: adminToken,
      type: 'mutation',
      input: { smtp_host: '127.0.0.1', smtp_port: stopped.port, smtp_encryption: 'none' },
    });
    expect(trpc.error.message).toBe(EMAIL_MESSAGES.smtpCouldNotConnect('127.0.0.1', stopped.port));
  });

  it('says the login was refused, and nothing of what the server answered', async () => {
    const strict = new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (_auth, _session, callback) => callback(new Error('internal detail: user table on db7')),
    });
    await new Promise<void>((resolve) => strict.listen(0, '127.0.0.1', () => resolve()));
    try {
      const { port } = strict.server.address() as { port: number };
      const response = await post('/api/email/test-smtp', {
        smtp_host: '127.0.0.1',
        smtp_port: port,
        smtp_username: 'club',
        smtp_password: 'typed',
        smtp_encryption: 'none',
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe(EMAIL_MESSAGES.smtpLoginRefused);
    } finally {
      await new Promise<void>((resolve) => strict.close(() => resolve()));
    }
  });

  it('needs a host and a port (SPEC §5)', async () => {
    const response = await post('/api/email/test-smtp', { smtp_host: ' ', smtp_port: 70000 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      smtp_host: EMAIL_MESSAGES.smtpHostRequired,
      smtp_port: EMAIL_MESSAGES.smtpPortInvalid,
    });
  });

  describe('with a saved password (issue 14: it is write-only)', () => {
    beforeEach(async () => {
      await t.db.insert(settings).values([
        { key: 'smtp_host', value: '127.0.0.1' },
        { key: 'smtp_port', value: t.mail.port },
        { key: 'smtp_username', value: 'club' },
        { key: 'smtp_password', value: 'saved-secret' },
      ]);
    });
    const saved = () => ({
      smtp_host: '127.0.0.1',
      smtp_port: t.mail.port,
      smtp_username: 'club',
      smtp_encryption: 'none',
    });

    it('uses it for the saved server, port and user name', async () => {
      const response = await post('/api/email/test-smtp', { ...saved(), smtp_password: '' });
      expect(response.statusCode).toBe(200);
      expect(t.mail.logins).toEqual([{ username: 'club', password: 'saved-secret' }]);
    });

    it('never sends it to another server, port or user name: the password must be typed in', async () => {
      for (const other of [
        { smtp_port: otherServer.port },
        { smtp_host: 'localhost' },
        { smtp_username: 'someone-else' },
      ]) {
        const response = await post('/api/email/test-smtp', { ...saved(), ...other, smtp_password: '' });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({
          message: EMAIL_MESSAGES.smtpPasswordNeeded,
          errors: { smtp_password: EMAIL_MESSAGES.smtpPasswordNeeded },
        });
      }
      const trpc = await callTrpc(t.app, 'email.testSmtp', {
        token: adminToken,
        type: 'mutation',
        input: { ...saved(), smtp_port: otherServer.port },
      });
      expect(trpc.error.message).toBe(EMAIL_MESSAGES.smtpPasswordNeeded);
      expect(otherServer.logins).toEqual([]);
      expect(t.mail.logins.filter((login) => login.username !== 'club')).toEqual([]);

      const typed = await post('/api/email/test-smtp', {
        ...saved(),
        smtp_port: otherServer.port,
        smtp_password: 'typed-in',
      });
      expect(typed.statusCode).toBe(200);
      expect(otherServer.logins).toEqual([{ username: 'club', password: 'typed-in' }]);
    });
  });

  it('is for admins only', async () => {
    const response = await post(
      '/api/email/test-smtp',
      { smtp_host: '127.0.0.1', smtp_port: otherServer.port },
      memberToken,
    );
    expect(response.statusCode).toBe(403);
    expect(otherServer.messages).toHaveLength(0);
  });
});

describe('without any mail server', () => {
  it('says so instead of failing', async () => {
    const bare = await createTestApp({ withoutSmtp: true });
    try {
      const token = await bare.signIn(await createMember(bare.db, { role: 'admin' }));
      const response = await bare.app.inject({
        method: 'POST',
        url: '/api/email/send-test',
        headers: bearer(token),
        payload: { email: 'x@example.org' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(EMAIL_MESSAGES.noMailServer);
    } finally {
      await bare.close();
    }
  });
});
