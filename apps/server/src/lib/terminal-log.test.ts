import { describe, expect, it } from 'vitest';
import { renderBanner } from '../startup-banner.js';
import { drawBox } from './terminal-box.js';
import { formatLogLine } from './terminal-log.js';

const plain = { color: false, timeZone: 'UTC', columns: 80 };
// 2026-03-04 14:02:07 UTC
const time = Date.UTC(2026, 2, 4, 14, 2, 7);
const line = (entry: Record<string, unknown>) =>
  JSON.stringify({ level: 30, time, pid: 4242, hostname: 'club', ...entry });

describe('the log in a terminal (decision 033)', () => {
  it('writes information as the time and the message, without pid, host or level number', () => {
    expect(formatLogLine(line({ msg: 'Server listening at http://127.0.0.1:8000' }), plain)).toBe(
      '14:02:07  Server listening at http://127.0.0.1:8000',
    );
  });

  it('says warnings and errors in words, with what else the entry carries', () => {
    expect(
      formatLogLine(
        line({ level: 40, msg: 'Removed unfinished backups left by an earlier run', files: ['/a.tmp', '/b.tmp'] }),
        plain,
      ),
    ).toBe('14:02:07  Warning: Removed unfinished backups left by an earlier run (files: /a.tmp, /b.tmp)');
    const error = formatLogLine(
      line({
        level: 50,
        reqId: 'req-7',
        msg: 'Sending a login link failed',
        err: { type: 'Error', message: 'connect ECONNREFUSED', stack: 'Error: connect ECONNREFUSED\n    at connect' },
      }),
      plain,
    );
    expect(error).toBe(
      '14:02:07  Error: Sending a login link failed: connect ECONNREFUSED\n    Error: connect ECONNREFUSED\n    at connect',
    );
  });

  it('writes a request as one short line: method, redacted URL, status and time taken', () => {
    const request = line({
      level: 20,
      reqId: 'req-1',
      req: { method: 'GET', url: '/login?token=%5Bredacted%5D', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: 23.6,
      msg: 'request completed',
    });
    expect(formatLogLine(request, plain)).toBe('14:02:07  Debug: GET /login?token=%5Bredacted%5D 200 (24 ms)');
  });

  it('colours only when asked: dim time, yellow warnings, red errors', () => {
    const colored = formatLogLine(line({ level: 40, msg: 'Careful' }), { ...plain, color: true });
    expect(colored).toBe('\u001b[2m14:02:07\u001b[0m  \u001b[33mWarning: Careful\u001b[0m');
    expect(formatLogLine(line({ level: 50, msg: 'Broken' }), { ...plain, color: true })).toContain(
      '\u001b[31mError: Broken\u001b[0m',
    );
  });

  it('puts a sign-in link printed for want of a mail server in a box of its own', () => {
    const link = 'http://localhost:5181/login?token=abcdefghijklmnop';
    const shown = formatLogLine(
      line({ level: 40, msg: 'No mail server configured. Login link for Ada Lovelace:', signInLink: link }),
      plain,
    ).split('\n');
    expect(shown[0]).toBe('14:02:07  Warning: No mail server configured. Login link for Ada Lovelace:');
    expect(shown[1]).toMatch(/^ {2}╭─ Sign-in link ─+╮$/);
    expect(shown).toContain(`  │   ${link}`.padEnd(2 + 2 + 73) + ' │');
    expect(shown.at(-1)).toMatch(/^ {2}╰─+╯$/);
    expect(new Set(shown.slice(1).map((row) => row.length))).toEqual(new Set([79]));
  });

  it('passes on a line that is not JSON as it came', () => {
    expect(formatLogLine('plain words\n', plain)).toBe('plain words');
  });
});

describe('the sign-in box', () => {
  it('wraps its text at words within the terminal and keeps a link that is too wide whole, edge left open', () => {
    const link = `http://localhost:8000/login?token=${'x'.repeat(43)}`;
    const rows = drawBox(
      { title: 'Sign in', before: 'First sign-in as the main administrator, valid 15 minutes, once:', link },
      {
        columns: 60,
        color: false,
      },
    );
    expect(rows).toEqual([
      `  ╭─ Sign in ${'─'.repeat(45)}╮`,
      `  │ First sign-in as the main administrator, valid 15     │`,
      `  │ minutes, once:${' '.repeat(39)} │`,
      `  │ ${' '.repeat(53)} │`,
      `  │ ${link}`,
      `  │ ${' '.repeat(53)} │`,
      `  ╰${'─'.repeat(55)}╯`,
    ]);
  });

  it('never breaks a command: it gets a line of its own, whole, however narrow the terminal (issue 26)', () => {
    const command = 'npm run club -- sign-in-link <e-mail>';
    const content = {
      title: 'Sign in',
      before: 'First sign-in as the main administrator, valid 15 minutes, once:',
      link: 'http://localhost:8000/login?token=abc',
      after: 'Then set up mail on the Admin page. Until then, for another link stop the server and run:',
      command,
    };
    for (const columns of [30, 44, 60, 80, 100, 140]) {
      const rows = drawBox(content, { columns, color: false });
      expect(
        rows.filter((row) => row.includes(command)),
        `${columns} columns`,
      ).toHaveLength(1);
      expect(
        rows.filter((row) => /sign-in-link|npm run/.test(row)),
        `${columns} columns`,
      ).toHaveLength(1);
      expect(rows.at(-2)).toMatch(/^ {2}│ +│$/);
    }
    expect(drawBox(content, { columns: 60, color: false }).slice(-4)).toEqual([
      `  │ ${' '.repeat(53)} │`,
      `  │   ${command.padEnd(51)} │`,
      `  │ ${' '.repeat(53)} │`,
      `  ╰${'─'.repeat(55)}╯`,
    ]);
  });

  it('renders the start banner: the facts, then how to sign in, boxed', () => {
    const text = renderBanner(
      {
        about: ['Club manager is running at http://localhost:8000/', 'The database lives in /srv/club/postgres.'],
        signIn: { before: 'Sign in with admin@example.org: the login page e-mails you a link.' },
      },
      { columns: 100, color: false },
    );
    expect(text.split('\n')).toEqual([
      '',
      '  Club manager is running at http://localhost:8000/',
      '  The database lives in /srv/club/postgres.',
      '',
      `  ╭─ Sign in ${'─'.repeat(85)}╮`,
      `  │ ${'Sign in with admin@example.org: the login page e-mails you a link.'.padEnd(93)} │`,
      `  ╰${'─'.repeat(95)}╯`,
      '',
      '',
    ]);
  });
});
