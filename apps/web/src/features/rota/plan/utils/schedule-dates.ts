import dayjs from 'dayjs';
import { BASE_LOCALE, type Locale, scheduleWebMessages } from '@club/shared/plain';
import { formatDatePeriod } from '../../../../lib/dance-date';

export { formatDanceDate } from '../../../../lib/dance-date';

/** The period line of the summary cards (SPEC §2), 'Jan 7 – Mar 25, 2026' in the reader's language (issue 17). */
export function formatPeriod(startDate: string, endDate: string): string {
  return formatDatePeriod(startDate, endDate);
}

/**
 * SPEC §5: the name a new schedule gets from its start date, '{Month Year} Schedule' ('Dienstplan März 2027' in
 * German, issue 29).
 */
export function getDefaultScheduleName(startDate: string, locale: Locale = BASE_LOCALE): string {
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${startDate}T00:00:00Z`),
  );
  return scheduleWebMessages(locale).defaultScheduleName(month);
}

export type SchedulePeriodValues = { name: string; start_date: string; end_date: string };

/**
 * A date input reports every keystroke: typing the year 2027 passes through 0002, 0020 and 0202. Only a whole,
 * real date from this era may fill other fields.
 */
export function isCompleteDate(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    dayjs(value).format('YYYY-MM-DD') === value &&
    Number(value.slice(0, 4)) >= 1900
  );
}

/**
 * SPEC §5: choosing a start date fills an empty end date with it, and an empty name with the default name. A field
 * still holding what the previous start date gave it keeps following the start date, so a half-typed year never
 * sticks ('January 0002 Schedule'); a value the admin typed is never replaced.
 */
export function applyStartDate(
  values: SchedulePeriodValues,
  startDate: string,
  locale: Locale = BASE_LOCALE,
): SchedulePeriodValues {
  const previous = values.start_date;
  const endFollows = !values.end_date || values.end_date === previous;
  const nameFollows =
    !values.name.trim() || (isCompleteDate(previous) && values.name === getDefaultScheduleName(previous, locale));
  const complete = isCompleteDate(startDate);
  const derived = (follows: boolean, current: string, fill: string) => (follows ? (complete ? fill : '') : current);
  return {
    start_date: startDate,
    end_date: derived(endFollows, values.end_date, startDate),
    name: derived(nameFollows, values.name, complete ? getDefaultScheduleName(startDate, locale) : ''),
  };
}

export type PeriodWarnings = { start_date?: string; period?: string };

/**
 * SPEC §5 warnings, which never block saving: a single date, and a start in the past (shown under the start date).
 * In the reader's language; the SPEC's English when none is named, as its tests read them.
 */
export function getPeriodWarnings(
  values: Pick<SchedulePeriodValues, 'start_date' | 'end_date'>,
  today: string,
  locale: Locale = BASE_LOCALE,
): PeriodWarnings {
  const words = scheduleWebMessages(locale);
  const warnings: PeriodWarnings = {};
  if (values.start_date && values.start_date < today) warnings.start_date = words.pastStartWarning;
  if (values.start_date && values.start_date === values.end_date) warnings.period = words.singleDateWarning;
  return warnings;
}

/** Today's calendar date in the browser, as YYYY-MM-DD. */
export function getToday(): string {
  return dayjs().format('YYYY-MM-DD');
}
