import { catalog, type Locale } from '../catalog.js';

/** Issue 9: how the schedule editor and the rota mark a member who cannot serve, in the reader's language (issue 29). */
export function dutyRotaMessages(locale: Locale) {
  const to = { locale };
  return {
    unavailableSuffix: catalog.night_unavailable_suffix({}, to),
    unavailableWarning: (name: string) => catalog.night_unavailable_warning({ name }, to),
    unavailableBecause: (name: string, reason: string) => catalog.night_unavailable_because({ name, reason }, to),
    cantServeMark: catalog.night_cant_serve_mark({}, to),
  };
}

/**
 * Issue 9 texts of the availability and 'My duties' features (not in SPEC §8; they follow its tone), in the reader's
 * language (issue 29).
 */
export function dutyMessages(locale: Locale) {
  const to = { locale };
  return {
    ...dutyRotaMessages(locale),
    pastDate: catalog.away_duty_past_date({}, to),
    notAClubNight: catalog.away_duty_not_a_club_night({}, to),
    cancelledNight: catalog.away_duty_cancelled_night({}, to),
    availabilitySaveFailed: catalog.away_duty_save_failed({}, to),
    availableLabel: catalog.away_duty_available({}, to),
    unavailableLabel: catalog.away_duty_unavailable({}, to),
    availabilityFor: (date: string) => catalog.away_duty_availability_for({ date }, to),
    availabilitySaving: catalog.away_duty_saving({}, to),
    availabilitySaved: catalog.away_duty_saved({}, to),
    cantServeTitle: (date: string) => catalog.away_duty_cant_serve_title({ date }, to),
    cantServeQuestion: catalog.away_duty_cant_serve_question({}, to),
    askOthers: catalog.away_duty_ask_others({}, to),
    tellAdmins: catalog.away_duty_tell_admins({}, to),
    keepDuty: catalog.away_duty_keep({}, to),
    askedOthers: (count: number) => catalog.away_duty_asked_others({ count }, to),
    askedOthersHeld: catalog.away_duty_asked_others_held({}, to),
    toldAdmins: catalog.away_duty_told_admins({}, to),
    alreadyVacated: catalog.away_duty_already_vacated({}, to),
    needsReplacement: catalog.away_duty_needs_replacement({}, to),
    nightsNeedingReplacement: catalog.away_duty_nights_needing_replacement({}, to),
    noNightsNeedReplacement: catalog.away_duty_no_nights_need_replacement({}, to),
  };
}

/** In English, as every reader gets it until clubs and members have a language (issue 29 point 4). */
export const DUTY_MESSAGES = dutyMessages('en');
