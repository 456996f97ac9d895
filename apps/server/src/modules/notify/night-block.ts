import {
  clubClockStyleOf,
  escapeHtml,
  formatDanceDate,
  formatTimes,
  type Locale,
  mailNightMessages,
  nightTimes,
  type Settings,
  zoneNameOn,
} from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
import type { EventNight } from '../../lib/events.js';
import { namesInWords } from '../../lib/inbox.js';
import { getAllSettings } from '../settings/settings.service.js';
import type { Block } from './layout.js';

/** What a night block needs of the club: where it dances, its zone, its usual times and its clock (issue 26). */
export type NightClub = Pick<
  Settings,
  'club_address' | 'system_timezone' | 'club_night_start' | 'club_night_end' | 'time_format' | 'club_country'
>;

export const nightClubOf = (db: DbExecutor): Promise<NightClub> =>
  getAllSettings(db, [
    'club_address',
    'system_timezone',
    'club_night_start',
    'club_night_end',
    'time_format',
    'club_country',
  ]);

/**
 * "7:30 PM–10:00 PM (PST)" (or "19:30–22:00 (MEZ)", always so in German, the zone named as German names it) from the
 * night's own times or the club's; '' without a time.
 */
export function nightTimeLabel(
  night: Pick<EventNight, 'dance_date' | 'start_time' | 'end_time'>,
  club: NightClub,
  locale: Locale,
) {
  const label = formatTimes(nightTimes(night, club), clubClockStyleOf(club), locale);
  if (!label) return '';
  const zone = zoneNameOn(night.dance_date, club.system_timezone, locale);
  return zone ? `${label} (${zone})` : label;
}

/** Everyone on the night but the members the e-mail is for, in words; the message for "nobody" otherwise. */
export function othersServing(
  night: Pick<EventNight, 'squareheads'>,
  exceptIds: readonly number[],
  locale: Locale,
): string {
  const others = night.squareheads.filter((person) => !exceptIds.includes(person.id)).map((person) => person.name);
  return others.length > 0 ? namesInWords(others, locale) : mailNightMessages(locale).noOthersServing;
}

/** The labelled lines of a night, those it has: time, place, caller, cuer, program, theme, who else serves. */
export function nightLines(
  night: EventNight,
  club: NightClub,
  exceptIds: readonly number[],
  locale: Locale,
): [string, string][] {
  const words = mailNightMessages(locale);
  const lines: [string, string | null][] = [
    [words.time, nightTimeLabel(night, club, locale) || null],
    [words.place, club.club_address.trim() || null],
    [words.caller, night.caller],
    [words.cuer, night.cuer],
    [words.program, night.program],
    [words.theme, night.theme],
    // A night known only by its date names nobody, rather than "nobody else".
    [words.alsoServing, night.squareheads.length > 0 ? othersServing(night, exceptIds, locale) : null],
  ];
  return lines.filter((line): line is [string, string] => line[1] !== null && line[1] !== '');
}

/** A link of a night's row: `primary` is the filled one (the answer most give), the other is outlined. */
export type NightAction = { label: string; url: string; primary: boolean };
/** The actions of one member on a night; `who` names them when several members share the e-mail. */
export type NightActions = { who: string | null; actions: NightAction[] };

const GREEN = '#2b8a3e';
const BUTTON_BASE =
  'display:inline-block;margin:8px 8px 0 0;padding:11px 18px;border-radius:6px;font-weight:bold;' +
  'font-size:16px;text-decoration:none;border:2px solid ';

/** A button a thumb can hit: filled green for the usual answer, outlined for the other, never two of the same. */
export function actionHtml(action: NightAction): string {
  const style = action.primary
    ? `${BUTTON_BASE}${GREEN};background:${GREEN};color:#ffffff`
    : `${BUTTON_BASE}#868e96;background:#ffffff;color:#343a40`;
  return `<a href="${escapeHtml(action.url)}" style="${style}">${escapeHtml(action.label)}</a>`;
}

/**
 * Issue 25: one night as every e-mail about it shows it — the date as a heading, then its time in the club's zone,
 * place, caller, cuer, program, theme and who else serves, then each member's buttons. The text part says the same
 * in labelled lines, each link spelled out under its label. `exceptIds`: the members the e-mail is for; `locale`:
 * the language they read.
 */
export function nightBlock(
  night: EventNight,
  club: NightClub,
  exceptIds: readonly number[],
  locale: Locale,
  rows: readonly NightActions[] = [],
): Block {
  const day = formatDanceDate(night.dance_date, locale);
  const lines = nightLines(night, club, exceptIds, locale);
  const text = [
    day,
    ...lines.map(([label, value]) => `  ${label}: ${value}`),
    ...rows.flatMap((row) => [
      ...(row.who ? [`  ${row.who}:`] : []),
      ...row.actions.map((action) => `  ${row.who ? '  ' : ''}${action.label}: ${action.url}`),
    ]),
  ].join('\n');
  const html =
    `<div style="margin:16px 0;padding:12px 14px;border:1px solid #dee2e6;border-radius:8px">` +
    `<p style="margin:0 0 6px;font-size:17px;font-weight:bold">${escapeHtml(day)}</p>` +
    lines
      .map(
        ([label, value]) =>
          `<p style="margin:0"><span style="color:#495057">${escapeHtml(label)}:</span> ${escapeHtml(value)}</p>`,
      )
      .join('') +
    rows
      .map(
        (row) =>
          `<p style="margin:10px 0 0">` +
          (row.who ? `<strong>${escapeHtml(row.who)}</strong><br>` : '') +
          row.actions.map(actionHtml).join('') +
          `</p>`,
      )
      .join('') +
    `</div>`;
  return { text, html };
}

/** A night known only by its date (an event queued before nights carried their details). */
export const bareNight = (assignmentId: number, date: string): EventNight => ({
  assignment_id: assignmentId,
  dance_date: date,
  start_time: null,
  end_time: null,
  caller: null,
  cuer: null,
  program: null,
  theme: null,
  squareheads: [],
});
