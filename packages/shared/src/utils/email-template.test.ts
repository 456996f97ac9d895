import { describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_BODY, DEFAULT_EMAIL_SUBJECT } from '../schemas/settings.js';
import { renderEmailTemplate, type TemplateValues } from './email-template.js';

const values: TemplateValues = {
  club_name: 'Rainbow Squares',
  dance_date: 'Wednesday, December 2, 2026',
  member_name: 'Jane Smith',
  club_address: '12 Hall Road, San Jose',
  club_logo_src: 'cid:club-logo',
  start_time: '19:30',
  caller: 'Ann Caller',
  program: 'Plus',
  other_squareheads: 'Bo Ray and Cy Dee',
};

describe('renderEmailTemplate', () => {
  it('fills every variable of the default template and mentions arriving 15 minutes early', () => {
    const email = renderEmailTemplate({ subject: DEFAULT_EMAIL_SUBJECT, body: DEFAULT_EMAIL_BODY }, values);
    expect(email.subject).toBe('Squarehead reminder: Rainbow Squares on Wednesday, December 2, 2026');
    expect(email.text).toContain('Hello Jane Smith,');
    expect(email.text).toContain('arrive 15 minutes early');
    // Issue 25: the default names the night's start and who else serves.
    expect(email.text).toContain(`The dance starts at ${values.start_time}.`);
    expect(email.text).toContain(`Serving with you: ${values.other_squareheads}.`);
    expect(email.text).toContain('The dance is at 12 Hall Road, San Jose.');
    expect(email.text).not.toMatch(/\{\w+\}/);
    expect(email.html).toContain('<img src="cid:club-logo" alt="Rainbow Squares" width="128" height="128">');
  });

  it('fills only the one-line variables in the subject', () => {
    const email = renderEmailTemplate(
      { subject: '{member_name} {club_address} {club_logo} {other_squareheads} {caller} {nope}', body: '' },
      values,
    );
    expect(email.subject).toBe('Jane Smith {club_address} {club_logo} {other_squareheads} Ann Caller {nope}');
  });

  it("fills issue 19's details of the night: start time, caller, program and who else serves", () => {
    const email = renderEmailTemplate(
      {
        subject: '{program} at {start_time}',
        body: 'From {start_time}, {caller} calls {program}. With {other_squareheads}.',
      },
      values,
    );
    expect(email.subject).toBe('Plus at 19:30');
    expect(email.text).toBe('From 19:30, Ann Caller calls Plus. With Bo Ray and Cy Dee.');
    expect(email.html).toContain('From 19:30, Ann Caller calls Plus. With Bo Ray and Cy Dee.');
  });

  it('turns Markdown links into links and escapes everything else', () => {
    const email = renderEmailTemplate(
      {
        subject: 's',
        body: 'See [the map](https://maps.example.org/?q=1&z=2) <b>now</b>\nor [x](javascript:alert(1))',
      },
      values,
    );
    expect(email.html).toContain('<a href="https://maps.example.org/?q=1&amp;z=2">the map</a>');
    expect(email.html).toContain('&lt;b&gt;now&lt;/b&gt;<br>');
    expect(email.html).not.toContain('href="javascript');
    expect(email.text).toContain('See the map (https://maps.example.org/?q=1&z=2) <b>now</b>');
  });

  it('keeps a member name that holds markup or a link as plain text', () => {
    const email = renderEmailTemplate(
      { subject: 'Hi {member_name}', body: 'Hello {member_name}' },
      { ...values, member_name: '<script>x</script> [click](https://evil.example)\r\nBcc: a@b.c' },
    );
    expect(email.html).toContain('&lt;script&gt;x&lt;/script&gt; [click](https://evil.example)');
    expect(email.html).not.toContain('<a ');
    expect(email.subject).toBe('Hi <script>x</script> [click](https://evil.example) Bcc: a@b.c');
  });

  it('puts variables inside a link label and address', () => {
    const email = renderEmailTemplate(
      { subject: 's', body: '[Write to {club_name}](mailto:info@example.org)' },
      values,
    );
    expect(email.html).toContain('<a href="mailto:info@example.org">Write to Rainbow Squares</a>');
  });

  it('leaves the logo out when the club has none, and out of the plain text always', () => {
    const email = renderEmailTemplate({ subject: 's', body: 'Hi\n{club_logo}' }, { ...values, club_logo_src: '' });
    expect(email.html).not.toContain('<img');
    expect(email.text).toBe('Hi');
  });

  it('makes paragraphs from blank lines', () => {
    const email = renderEmailTemplate({ subject: 's', body: 'One\n\nTwo\nThree' }, values);
    expect(email.html).toContain('<p>One</p>\n<p>Two<br>\nThree</p>');
  });
});
