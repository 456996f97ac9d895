import {
  CLUB_DAYS,
  type ClubDay,
  clubClockStyleOf,
  formatClock,
  formatDanceDate,
  type Locale,
  type RenderedEmail,
  renderEmailTemplate,
  sampleReminderNames,
} from '@club/shared';
import { getClubLogoSrc } from '../../../components/club-logo';
import { clubDate } from '../../../lib/club-date';
import type { SettingsFormValues } from './settings-form-values';

// The weekday number Date.getUTCDay gives each club day (Sunday is 0).
const weekdayNumber = (day: ClubDay) => (CLUB_DAYS.indexOf(day) + 1) % 7;

/**
 * Issue 17: the sample dance date is the club's next club night after today (in the club's time zone), written as
 * reminders write it, so the preview never shows a club that dances on Wednesdays a Monday night. Issue 29: in the
 * admin's language, not the club's: a reminder is written in each recipient's language (decision 090), and the
 * admin's own test e-mail, which carries this date, is in the admin's, so the preview shows what the admin will get.
 */
export function getSampleDanceDate(clubDay: ClubDay, timeZone: string, locale: Locale, now: Date = new Date()): string {
  let today: string;
  try {
    today = clubDate(now, timeZone);
  } catch {
    // A zone this browser does not know: the browser's own day is as good a start.
    today = clubDate(now, Intl.DateTimeFormat().resolvedOptions().timeZone);
  }
  const date = new Date(`${today}T00:00:00Z`);
  do date.setUTCDate(date.getUTCDate() + 1);
  while (date.getUTCDay() !== weekdayNumber(clubDay));
  return formatDanceDate(date.toISOString().slice(0, 10), locale);
}

type PreviewSource = Pick<
  SettingsFormValues,
  | 'email_template_subject'
  | 'email_template_body'
  | 'club_name'
  | 'club_address'
  | 'club_logo_data'
  | 'club_logo_url'
  | 'club_night_start'
  | 'time_format'
  | 'club_country'
  | 'system_timezone'
  | 'default_caller'
  | 'default_program'
>;

/**
 * The reminder as a member would get it, rendered by the very function the server sends mail with; issue 19's night
 * details are the club's start time (in the clock the form names, issue 26), default caller and program, and sample
 * names in the admin's language (issue 29).
 */
export function renderEmailPreview(values: PreviewSource, danceDate: string, locale: Locale): RenderedEmail {
  const sample = sampleReminderNames(locale);
  return renderEmailTemplate(
    { subject: values.email_template_subject, body: values.email_template_body },
    {
      club_name: values.club_name,
      club_address: values.club_address,
      dance_date: danceDate,
      member_name: sample.member,
      club_logo_src: getClubLogoSrc(values) ?? '',
      start_time: formatClock(values.club_night_start, clubClockStyleOf(values), locale),
      caller: values.default_caller,
      program: values.default_program,
      other_squareheads: sample.otherSquareheads,
    },
  );
}
