import { catalog, type Locale } from '../catalog.js';

/** The web app's schedule warnings and SPEC §8 toasts, in the reader's language (issue 29). */
export function scheduleWebMessages(locale: Locale) {
  const to = { locale };
  return {
    /** SPEC §5's '{Month Year} Schedule'; `month` is the month and year as the reader's language writes them. */
    defaultScheduleName: (month: string) => catalog.plan_default_schedule_name({ month }, to),
    singleDateWarning: catalog.plan_single_date_warning({}, to),
    pastStartWarning: catalog.plan_past_start_warning({}, to),
    sameSquarehead: catalog.plan_same_squarehead({}, to),
    partnerWarning: (member: string, partner: string) => catalog.plan_partner_warning({ member, partner }, to),
    created: (count: number) => catalog.plan_toast_created({ count }, to),
    createFailed: catalog.plan_toast_create_failed({}, to),
    datesAdded: (count: number) => catalog.plan_toast_dates_added({ count }, to),
    addDatesFailed: catalog.plan_toast_add_dates_failed({}, to),
    assignmentUpdated: catalog.plan_toast_assignment_updated({}, to),
    assignmentUpdateFailed: catalog.plan_toast_assignment_update_failed({}, to),
    assignmentDeleted: catalog.plan_toast_assignment_deleted({}, to),
    assignmentDeleteFailed: catalog.plan_toast_assignment_delete_failed({}, to),
    promoted: catalog.plan_toast_promoted({}, to),
    promoteFailed: catalog.plan_toast_promote_failed({}, to),
    copied: catalog.plan_toast_copied({}, to),
    copyFailed: catalog.plan_toast_copy_failed({}, to),
    nothingToCopy: catalog.plan_toast_nothing_to_copy({}, to),
    // Auto-fill is not in SPEC §8, so its texts follow the pattern of the assignment ones.
    autoFillSaved: (count: number) => catalog.plan_toast_autofill_saved({ count }, to),
    autoFillFailed: catalog.plan_toast_autofill_failed({}, to),
  };
}

/** SPEC §5 schedule rules and §8 schedule texts; the web app's in English. */
export const SCHEDULE_MESSAGES = {
  ...scheduleWebMessages('en'),
  nameRequired: 'Schedule name is required',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  endBeforeStart: 'End date must be on or after start date',
  fifthWednesdayLine: 'The RJ Board for 5TH Wednesday!',
  unassignedLine: 'Unassigned',
  clipboardNote: (notes: string) => `Note: ${notes}`,
  boardNight: 'Board night',
  noNextSchedule: 'No next schedule to work on. Create one first.',
  nothingToPromote: 'There is no next schedule to promote.',
  createdMeanwhile:
    'Another next schedule was being created at the same moment. Reload to see it, then try again if you still want yours.',
  assignmentNotFound: 'Assignment not found',
  squareheadNotAssignable: 'Only assignable members can take squarehead duty.',
} as const;

/**
 * Issue 25: what replacing a published schedule loses, as the server's 409 and answer say it and the web dialog asks
 * it, with the dialog's question before it does, in the reader's language (issue 29).
 */
export function scheduleReplaceMessages(locale: Locale) {
  const to = { locale };
  const losses = (nights: number, confirmations: number, signups: number) => ({
    nights: catalog.srv29_nights({ count: nights }, to),
    confirmations: catalog.srv29_confirmations({ count: confirmations }, to),
    signups: catalog.srv29_signups({ count: signups }, to),
  });
  return {
    wouldReplace: (nights: number, confirmations: number, signups: number) =>
      catalog.srv29_schedule_would_replace(losses(nights, confirmations, signups), to),
    replaced: (name: string, members: number) => {
      const replaced = catalog.srv29_schedule_replaced({ name }, to);
      return members === 0 ? replaced : `${replaced} ${catalog.srv29_schedule_replaced_told({ count: members }, to)}`;
    },
    /** The web dialog's words for the same counts: the admin answers with a button, not with `replace: true`. */
    wouldLose: (name: string, nights: number, confirmations: number, signups: number) =>
      catalog.srv29_schedule_would_lose({ name, ...losses(nights, confirmations, signups) }, to),
    confirmReplaceTitle: catalog.plan_confirm_replace_title({}, to),
    confirmReplaceButton: catalog.plan_confirm_replace_button({}, to),
  };
}

/** In English, for the tests that name these texts. */
export const SCHEDULE_REPLACE_MESSAGES = scheduleReplaceMessages('en');
