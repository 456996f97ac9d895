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

/** Issue 9 texts of the availability and 'My duties' features (not in SPEC §8; they follow its tone). */
export const DUTY_MESSAGES = {
  ...dutyRotaMessages('en'),
  pastDate: 'That night has already passed.',
  notAClubNight: 'That date is not a club night on the current or next schedule.',
  cancelledNight: 'That night is cancelled; there is nothing to mark.',
  availabilitySaveFailed: 'Failed to save your availability. Please try again.',
  // Issue 17: the two states of a night, in words, and what became of the last change.
  availableLabel: 'Available',
  unavailableLabel: "Can't serve",
  availabilityFor: (date: string) => `Can you serve on ${date}?`,
  availabilitySaving: 'Saving…',
  availabilitySaved: 'Saved',
  // Issue 17: a member on duty who cannot serve says who should find someone to take the night.
  cantServeTitle: (date: string) => `You are on duty on ${date}`,
  cantServeQuestion:
    'You are one of the squareheads that night. Should other members be asked to take it, or shall the administrators find someone?',
  askOthers: 'Ask others to take it',
  tellAdmins: 'Just tell the administrators',
  keepDuty: 'Keep my duty',
  askedOthers: (count: number) =>
    `Saved. The administrators have been told, and ${count === 1 ? '1 member was' : `${count} members were`} asked to take the night.`,
  /** Decision 052: the night's offers went out recently, so this request's wait for the budget. */
  askedOthersHeld:
    'Saved. The administrators have been told. Members were e-mailed about this night recently, so the request waits a while before it is e-mailed again; they can already take it on My duties.',
  toldAdmins: 'Saved. The administrators have been told and will find a replacement.',
  alreadyVacated: 'You have already said you cannot serve that night; the administrators know.',
  needsReplacement: 'Needs replacement',
  nightsNeedingReplacement: 'Nights needing a replacement',
  noNightsNeedReplacement: 'Every night on the schedules has its squareheads.',
} as const;
