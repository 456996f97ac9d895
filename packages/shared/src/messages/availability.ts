import { BASE_LOCALE, catalog, type Locale } from '../catalog.js';
import { MAX_AWAY_ENTRIES } from '../constants.js';

/**
 * Issue 19: availability over time (ranges and repeating rules, also for a partner) and why a night is unavailable,
 * in the reader's language (issue 29).
 */
export function availabilityMessages(locale: Locale) {
  const to = { locale };
  return {
    endBeforeStart: catalog.away_end_before_start({}, to),
    nthRange: catalog.away_nth_range({}, to),
    weekdayRange: catalog.away_weekday_range({}, to),
    monthRange: catalog.away_month_range({}, to),
    tooMany: (max: number) => catalog.away_too_many({ max }, to),
    awayOn: (date: string) => catalog.away_on({ date }, to),
    awayFromTo: (from: string, until: string) => catalog.away_from_to({ from, to: until }, to),
    everyNthWeekday: (nth: string, weekday: string) => catalog.away_every_nth_weekday({ nth, weekday }, to),
    everyWeekIn: (month: string) => catalog.away_every_week_in({ month }, to),
    awayUntil: (date: string) => catalog.away_until({ date }, to),
    /** "first" … "fifth" as a rule's sentence says them ("Every first Wednesday", "Jeden ersten Mittwoch"). */
    nthWords: [
      catalog.away_b_nth_1,
      catalog.away_b_nth_2,
      catalog.away_b_nth_3,
      catalog.away_b_nth_4,
      catalog.away_b_nth_5,
    ].map((word) => word({}, to)),
    everyNthWeekdayReason: (nth: string, weekday: string) =>
      catalog.away_b_every_nth_weekday_reason({ nth, weekday }, to),
    everyWeekInReason: (month: string) => catalog.away_b_every_week_in_reason({ month }, to),
    alsoPartner: (description: string) => catalog.away_b_with_partner({ description }, to),
    markedUnavailable: catalog.away_marked_unavailable({}, to),
    markedBy: (reason: string, name: string) => catalog.away_marked_by({ reason, name }, to),
    awayTitle: catalog.away_title({}, to),
    awayIntro: catalog.away_intro({}, to),
    awayIntroForMember: (name: string) => catalog.away_intro_for_member({ name }, to),
    kindRange: catalog.away_kind_range({}, to),
    kindNthWeekday: catalog.away_kind_nth_weekday({}, to),
    kindMonth: catalog.away_kind_month({}, to),
    kindLabel: catalog.away_kind_label({}, to),
    firstDay: catalog.away_first_day({}, to),
    lastDay: catalog.away_last_day({}, to),
    whichWeek: catalog.away_which_week({}, to),
    whichDay: catalog.away_which_day({}, to),
    whichMonth: catalog.away_which_month({}, to),
    alsoMyPartner: catalog.away_also_my_partner({}, to),
    alsoTheirPartner: catalog.away_also_their_partner({}, to),
    alsoPartnerBadge: catalog.away_also_partner_badge({}, to),
    add: catalog.away_add({}, to),
    remove: catalog.away_remove({}, to),
    removeLabel: (description: string) => catalog.away_remove_label({ description }, to),
    noAway: catalog.away_none({}, to),
    fromPartner: (name: string) => catalog.away_from_partner({ name }, to),
    nightsKeptFree: catalog.away_nights_kept_free({}, to),
    noNightsKeptFree: catalog.away_no_nights_kept_free({}, to),
    added: catalog.away_added({}, to),
    removed: catalog.away_removed({}, to),
    saveFailed: catalog.away_save_failed({}, to),
    loadFailed: catalog.away_load_failed({}, to),
    listLabel: catalog.away_list_label({}, to),
  };
}

/**
 * Issue 29: the availability schemas' refusals as the server raises them (in English), for inLocale to answer a
 * reader in their language; `tooMany` with the one limit the schema names.
 */
export function availabilityErrorMessages(locale: Locale) {
  const text = availabilityMessages(locale);
  return {
    endBeforeStart: text.endBeforeStart,
    nthRange: text.nthRange,
    weekdayRange: text.weekdayRange,
    monthRange: text.monthRange,
    tooMany: text.tooMany(MAX_AWAY_ENTRIES),
  };
}

/** In English, as the schemas raise them and the tests assert them; a reader's page asks availabilityMessages(locale). */
export const AVAILABILITY_MESSAGES = availabilityMessages(BASE_LOCALE);
