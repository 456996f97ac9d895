import type { Locale } from '../catalog.js';
import { mailNightMessages } from '../messages/mail.js';
import type { NightDetails } from '../schemas/night-details.js';

// A night's times and details as people read them. Kept apart from the schemas so the web app's pages can show them
// without zod (issue 18: @club/shared/plain).

/** A night's start and end (or only the start) as stored ("19:30"), from its own times or else the club's; '' when neither has one. */
export function nightTimes(
  night: Pick<NightDetails, 'start_time' | 'end_time'>,
  club: { club_night_start: string; club_night_end: string },
): { start: string; end: string } {
  const start = night.start_time ?? club.club_night_start;
  return { start, end: start ? (night.end_time ?? club.club_night_end) : '' };
}

/**
 * Issue 19: a night's details as one line — "Caller: Ann Lee · Cuer: Bo Ray · Program: Plus · Theme: Hoedown" — for
 * the clipboard text, the calendar description and the rota; '' when the night has none. Issue 29: labelled as the
 * e-mails label them, in the reader's language; English by default for the SPEC's clipboard text and its tests.
 */
export function nightDetailsLine(
  night: Pick<NightDetails, 'caller' | 'cuer' | 'program' | 'theme'>,
  locale: Locale = 'en',
): string {
  const words = mailNightMessages(locale);
  return [
    night.caller ? `${words.caller}: ${night.caller}` : '',
    night.cuer ? `${words.cuer}: ${night.cuer}` : '',
    night.program ? `${words.program}: ${night.program}` : '',
    night.theme ? `${words.theme}: ${night.theme}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}
