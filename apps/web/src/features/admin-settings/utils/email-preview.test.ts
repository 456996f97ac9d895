import { describe, expect, it } from 'vitest';
import { getSampleDanceDate, renderEmailPreview } from './email-preview';

describe('the sample dance date of the template preview and the test e-mail (issue 17)', () => {
  // Monday 2026-05-04, 20:00 UTC: still Monday in Los Angeles, already Tuesday in Auckland.
  const monday = new Date(Date.UTC(2026, 4, 4, 20, 0));

  it("is the club's next club night after today, written as reminders write it", () => {
    expect(getSampleDanceDate('Wednesday', 'America/Los_Angeles', 'en', monday)).toBe('Wednesday, May 6, 2026');
    expect(getSampleDanceDate('Friday', 'America/Los_Angeles', 'en', monday)).toBe('Friday, May 8, 2026');
    // Today's own club night is not a reminder's night: the next one is a week on.
    expect(getSampleDanceDate('Monday', 'America/Los_Angeles', 'en', monday)).toBe('Monday, May 11, 2026');
  });

  it("counts from the club's day, not the browser's", () => {
    expect(getSampleDanceDate('Tuesday', 'America/Los_Angeles', 'en', monday)).toBe('Tuesday, May 5, 2026');
    expect(getSampleDanceDate('Tuesday', 'Pacific/Auckland', 'en', monday)).toBe('Tuesday, May 12, 2026');
  });
});

const CLUB = {
  email_template_subject: 'Dienst am {dance_date}',
  email_template_body: 'Beginn {start_time}',
  club_name: 'Rhythm Rounders',
  club_address: '',
  club_logo_data: '',
  club_logo_url: '',
  club_night_start: '19:30',
  time_format: '12h',
  club_country: 'US',
  system_timezone: 'America/Los_Angeles',
  default_caller: '',
  default_program: '',
} as const;

// Issue 29: the preview shows what the admin's own test e-mail will say, in the admin's language.
describe('the template preview for a German admin', () => {
  const monday = new Date(Date.UTC(2026, 4, 4, 20, 0));

  it('writes the sample date as German reminders do', () => {
    expect(getSampleDanceDate('Wednesday', 'Europe/Berlin', 'de', monday)).toBe('Mi., 6. Mai 2026');
  });

  it('fills in the start time on the 24-hour clock even for a club on the 12-hour one', () => {
    const preview = renderEmailPreview(CLUB, 'Mi., 6. Mai 2026', 'de');
    expect(preview.subject).toBe('Dienst am Mi., 6. Mai 2026');
    expect(preview.text).toContain('Beginn 19:30');
  });

  it('greets a German sample member and names German sample people, English ones for an English admin', () => {
    const values = { ...CLUB, email_template_body: 'Hallo {member_name}, mit {other_squareheads}' };
    expect(renderEmailPreview(values, 'Mi., 6. Mai 2026', 'de').text).toBe(
      'Hallo Erika Mustermann, mit Max Mustermann und Lisa Beispiel',
    );
    expect(renderEmailPreview(values, 'Wednesday, May 6, 2026', 'en').text).toBe(
      'Hallo Jordan Sample, mit Pat Sample and Sam Sample',
    );
  });
});
