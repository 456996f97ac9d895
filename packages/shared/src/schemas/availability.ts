import { z } from 'zod';
import { MAX_AWAY_ENTRIES, MONTH_NAMES } from '../constants.js';
import type { Locale } from '../catalog.js';
import { AVAILABILITY_MESSAGES, availabilityMessages } from '../messages.js';
import { clubNightTypeSchema } from './schedule.js';
import { isoDateSchema } from './common.js';
import { availabilityResultSchema, setAvailabilityInputSchema } from './duties.js';

/**
 * Issue 19: the few ways a member says they are away, besides single nights (issue 9). 'range': from one date to
 * another; 'nth_weekday': "every first Wednesday" (the nth weekday of each month); 'month': "every week in July"
 * (every night of that month, each year).
 */
export const AWAY_KINDS = ['range', 'nth_weekday', 'month'] as const;
export type AwayKind = (typeof AWAY_KINDS)[number];

const alsoPartner = z.boolean().default(false);

export const awayEntryInputSchema = z.discriminatedUnion('kind', [
  z
    .strictObject({
      kind: z.literal('range'),
      start_date: isoDateSchema,
      end_date: isoDateSchema,
      also_partner: alsoPartner,
    })
    .refine((entry) => entry.end_date >= entry.start_date, {
      path: ['end_date'],
      message: AVAILABILITY_MESSAGES.endBeforeStart,
    }),
  z.strictObject({
    kind: z.literal('nth_weekday'),
    nth: z.number().int().min(1, AVAILABILITY_MESSAGES.nthRange).max(5, AVAILABILITY_MESSAGES.nthRange),
    weekday: z.number().int().min(0, AVAILABILITY_MESSAGES.weekdayRange).max(6, AVAILABILITY_MESSAGES.weekdayRange),
    also_partner: alsoPartner,
  }),
  z.strictObject({
    kind: z.literal('month'),
    month: z.number().int().min(1, AVAILABILITY_MESSAGES.monthRange).max(12, AVAILABILITY_MESSAGES.monthRange),
    also_partner: alsoPartner,
  }),
]);
export type AwayEntryInput = z.input<typeof awayEntryInputSchema>;
export type AwayEntryValue = z.output<typeof awayEntryInputSchema>;

/** The member's whole list of ranges and rules; a PUT replaces it (the list read, edited and sent back). */
export const setAwayInputSchema = z.strictObject({
  away: z.array(awayEntryInputSchema).max(MAX_AWAY_ENTRIES, AVAILABILITY_MESSAGES.tooMany(MAX_AWAY_ENTRIES)),
});
export type SetAwayInput = z.input<typeof setAwayInputSchema>;

/** A stored range or rule with the words it is shown in ("Away Jan 10, 2027 – Feb 28, 2027"). */
export const awayEntrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('range'), start_date: z.string(), end_date: z.string(), also_partner: z.boolean() }),
  z.object({
    kind: z.literal('nth_weekday'),
    nth: z.number().int(),
    weekday: z.number().int(),
    also_partner: z.boolean(),
  }),
  z.object({ kind: z.literal('month'), month: z.number().int(), also_partner: z.boolean() }),
]);
export type AwayEntry = z.infer<typeof awayEntrySchema>;

export const storedAwayEntrySchema = z.intersection(
  awayEntrySchema,
  z.object({ id: z.number().int(), description: z.string() }),
);
export type StoredAwayEntry = z.infer<typeof storedAwayEntrySchema>;

/** One upcoming club night the member cannot serve, and why ("away until Feb 28", "marked unavailable"). */
export const unavailableNightSchema = z.object({
  dance_date: z.string(),
  club_night_type: clubNightTypeSchema,
  reason: z.string(),
});
export type UnavailableNight = z.infer<typeof unavailableNightSchema>;

/** GET …/availability: single nights, the member's own ranges and rules, those their partner made for both, and the result. */
export const memberAvailabilitySchema = z.object({
  member_id: z.number().int(),
  unavailable_dates: z.array(z.string()),
  away: z.array(storedAwayEntrySchema),
  partner_away: z.array(storedAwayEntrySchema.and(z.object({ partner_name: z.string() }))),
  unavailable_nights: z.array(unavailableNightSchema),
});
export type MemberAvailability = z.infer<typeof memberAvailabilitySchema>;

/** For the assignment editor: who cannot serve a night, and why. */
export const unavailableReasonSchema = z.object({ member_id: z.number().int(), reason: z.string() });
export type UnavailableReason = z.infer<typeof unavailableReasonSchema>;

export const AWAY_MONTH_NAMES: readonly string[] = MONTH_NAMES;
export const AWAY_WEEKDAY_NAMES: readonly string[] = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
export const AWAY_NTH_WORDS: readonly string[] = AVAILABILITY_MESSAGES.nthWords;

const parts = (iso: string) => ({
  year: Number(iso.slice(0, 4)),
  month: Number(iso.slice(5, 7)),
  day: Number(iso.slice(8, 10)),
});
/** The word at a position the schemas bound (month 1–12, nth 1–5, weekday 0–6). */
function wordAt(words: readonly string[], index: number): string {
  const word = words[index];
  if (word === undefined) throw new RangeError(`No word at position ${index}.`);
  return word;
}
const shortDate = (iso: string) => `${wordAt(MONTH_NAMES, parts(iso).month - 1).slice(0, 3)} ${parts(iso).day}`;
const longDate = (iso: string) => `${shortDate(iso)}, ${parts(iso).year}`;

// Issue 29: German names its months, weekdays and short dates as Intl writes them ("10. Jan. 2027", "Mittwoch").
const germanDate = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('de-DE', { ...options, timeZone: 'UTC' });
const GERMAN = {
  short: germanDate({ day: 'numeric', month: 'short' }),
  long: germanDate({ day: 'numeric', month: 'short', year: 'numeric' }),
  month: germanDate({ month: 'long' }),
  weekday: germanDate({ weekday: 'long' }),
};
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The words an entry is said in, by language: English keeps the texts the SPEC's tests assert. */
function wordsFor(locale: Locale) {
  if (locale === 'en')
    return {
      shortDate,
      longDate,
      month: (month: number) => wordAt(MONTH_NAMES, month - 1),
      weekday: (weekday: number) => wordAt(AWAY_WEEKDAY_NAMES, weekday),
    };
  return {
    shortDate: (iso: string) => GERMAN.short.format(utc(iso)),
    longDate: (iso: string) => GERMAN.long.format(utc(iso)),
    month: (month: number) => GERMAN.month.format(new Date(Date.UTC(2000, month - 1, 1))),
    // 2000-01-02 was a Sunday, weekday 0.
    weekday: (weekday: number) => GERMAN.weekday.format(new Date(Date.UTC(2000, 0, 2 + weekday))),
  };
}

/** Whether a range or rule covers a date (YYYY-MM-DD). */
export function awayCovers(entry: AwayEntry, date: string): boolean {
  const { year, month, day } = parts(date);
  switch (entry.kind) {
    case 'range':
      return date >= entry.start_date && date <= entry.end_date;
    case 'nth_weekday':
      return new Date(Date.UTC(year, month - 1, day)).getUTCDay() === entry.weekday && Math.ceil(day / 7) === entry.nth;
    case 'month':
      return month === entry.month;
  }
}

/**
 * The words for a range or rule in a list: "Away Jan 10, 2027 – Feb 28, 2027", "Every first Wednesday", in the
 * reader's language. English by default for the SPEC's tests; every caller that writes for someone passes theirs.
 */
export function describeAway(entry: AwayEntry, locale: Locale = 'en'): string {
  const text = availabilityMessages(locale);
  const words = wordsFor(locale);
  switch (entry.kind) {
    case 'range':
      return entry.start_date === entry.end_date
        ? text.awayOn(words.longDate(entry.start_date))
        : text.awayFromTo(words.longDate(entry.start_date), words.longDate(entry.end_date));
    case 'nth_weekday':
      return text.everyNthWeekday(wordAt(text.nthWords, entry.nth - 1), words.weekday(entry.weekday));
    case 'month':
      return text.everyWeekIn(words.month(entry.month));
  }
}

/** An entry as a list of changes names it, saying when it covers the partner too: "… (also partner)". */
export function awayChangeInWords(entry: AwayEntry, locale: Locale = 'en'): string {
  const words = describeAway(entry, locale);
  return entry.also_partner ? availabilityMessages(locale).alsoPartner(words) : words;
}

/** Why a night is unavailable under a range or rule: "away until Feb 28", "every first Wednesday". */
export function awayReason(entry: AwayEntry, date: string, locale: Locale = 'en'): string {
  const text = availabilityMessages(locale);
  const words = wordsFor(locale);
  switch (entry.kind) {
    case 'range':
      return text.awayUntil(
        parts(entry.end_date).year === parts(date).year
          ? words.shortDate(entry.end_date)
          : words.longDate(entry.end_date),
      );
    case 'nth_weekday':
      return text.everyNthWeekdayReason(wordAt(text.nthWords, entry.nth - 1), words.weekday(entry.weekday));
    case 'month':
      return text.everyWeekInReason(words.month(entry.month));
  }
}

/**
 * Issue 19: why a member cannot serve a night, as facts — a single night they marked, one of their own ranges or
 * rules, or one their partner made for both — so each reader is told it in their own language.
 */
export type Unavailability =
  { kind: 'marked' } | { kind: 'away'; entry: AwayEntry } | { kind: 'partner'; entry: AwayEntry; partner_name: string };

/** "marked unavailable", "away until Feb 28", "every first Wednesday (marked by Ann Lee)", in `locale`. */
export function unavailabilityInWords(cause: Unavailability, date: string, locale: Locale = 'en'): string {
  const text = availabilityMessages(locale);
  switch (cause.kind) {
    case 'marked':
      return text.markedUnavailable;
    case 'away':
      return awayReason(cause.entry, date, locale);
    case 'partner':
      return text.markedBy(awayReason(cause.entry, date, locale), cause.partner_name);
  }
}

/**
 * PUT …/me/availability takes either form: issue 9's single night `{dance_date, available}` (old clients keep
 * working, answered as before) or issue 19's `{away: […]}`, answered with the whole availability as GET gives it.
 */
export const availabilityWriteSchema = z.union([setAvailabilityInputSchema, setAwayInputSchema]);
export const availabilityWriteAnswerSchema = z.union([availabilityResultSchema, memberAvailabilitySchema]);
/** Which form a raw body is, for the route to parse it with that form's schema and report that form's errors. */
export const isAwayWrite = (raw: unknown): boolean => typeof raw === 'object' && raw !== null && 'away' in raw;

/**
 * The web's "Away" form: one set of fields for the three kinds (selects give strings), checked as the server checks
 * an entry and handed on as that entry.
 */
export const awayFormSchema = z
  .object({
    kind: z.enum(AWAY_KINDS),
    start_date: z.string(),
    end_date: z.string(),
    nth: z.string(),
    weekday: z.string(),
    month: z.string(),
    also_partner: z.boolean(),
  })
  .transform((form, context) => {
    const candidate =
      form.kind === 'range'
        ? { kind: form.kind, start_date: form.start_date, end_date: form.end_date, also_partner: form.also_partner }
        : form.kind === 'nth_weekday'
          ? { kind: form.kind, nth: Number(form.nth), weekday: Number(form.weekday), also_partner: form.also_partner }
          : { kind: form.kind, month: Number(form.month), also_partner: form.also_partner };
    const parsed = awayEntryInputSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) context.addIssue({ ...issue, code: 'custom', path: issue.path });
    return z.NEVER;
  });
export type AwayFormValues = z.input<typeof awayFormSchema>;

/** A stored entry as the entry a PUT sends back, so the list can be saved with one added or removed. */
export const awayInputOf = (entry: AwayEntry): AwayEntryValue => {
  switch (entry.kind) {
    case 'range':
      return {
        kind: 'range',
        start_date: entry.start_date,
        end_date: entry.end_date,
        also_partner: entry.also_partner,
      };
    case 'nth_weekday':
      return { kind: 'nth_weekday', nth: entry.nth, weekday: entry.weekday, also_partner: entry.also_partner };
    case 'month':
      return { kind: 'month', month: entry.month, also_partner: entry.also_partner };
  }
};
