// SPEC §8 texts that users see, quoted exactly. Server and web import them from here so tests can assert them.

export { MESSAGES } from './common-messages.js';

/** E-mails and members as two numbers (a couple sharing an inbox is one e-mail to two members): "3 e-mails to 4 members". */
const emailsToMembers = (emails: number, members: number) =>
  `${emails === 1 ? '1 e-mail' : `${emails} e-mails`} to ${members === 1 ? '1 member' : `${members} members`}`;

/** SPEC §2 and §8 panels shown in place of a page or section whose data could not be loaded. */
export const LOAD_ERROR_TITLES = {
  schedule: 'Error Loading Schedule',
  authentication: 'Authentication Error',
  connection: 'Connection Error',
  map: 'Map Error',
  duties: 'Error Loading Duties',
  swapRequests: 'Error Loading Swap Requests',
} as const;

/** SPEC §5 member form and §6, §8 member texts. */
export const MEMBER_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  duplicate: 'A user with this exact name and email combination already exists',
  phoneInvalid: 'Please enter a valid phone number',
  birthdayInvalid: 'Please enter a valid date in MM/DD format',
  partnerFriendSame: 'Partner and friend cannot be the same person',
  noPermissionToEdit: "You don't have permission to edit this member.",
  onlyContactFields: 'You can change only your own phone, address, birthday and e-mail.',
  mainAdminProtected: 'The main administrator account cannot be deleted for security reasons.',
  cannotDeleteSelf: 'You cannot delete your own account for security reasons.',
  mainAdminStaysAdmin: 'The main administrator always stays an administrator.',
  mainAdminEmailOwn: "Only the main administrator can change the main administrator's e-mail address.",
  emailTaken: 'Another member signs in with this e-mail address. Ask an administrator if you share it.',
  memberNotFound: 'Member not found',
  linkedMemberNotFound: 'The chosen partner or friend is not on the roster.',
  linkToSelf: 'A member cannot be their own partner or friend.',
  householdOnly: 'A new address can be passed on only to your partner and to members who share your e-mail address.',
  householdNeedsAddress: 'Send the new address with the household members who move with you.',
  householdIdsInvalid: 'household_ids must be a list of at most 20 member ids',
  householdMoved: (names: readonly string[]) =>
    `The new address was also saved for ${names.length > 1 ? `${names.slice(0, -1).join(', ')} and ` : ''}${names.at(-1) ?? ''}.`,
  created: 'Member created successfully!',
  createFailed: 'Failed to create member. Please try again.',
  updated: 'Member updated successfully!',
  updateFailed: 'Failed to update member. Please try again.',
  deleted: 'Member deleted successfully!',
  deleteFailed: 'Failed to delete member. Please try again.',
  saveFailedAlert: 'Failed to save member. Please check the console for details.',
  loadFailed: 'Error Loading Members',
  noMatches: 'No members match your filters',
  noMembers: 'No members found',
  pageInvalid: 'page must be a whole number, 1 or more',
  perPageInvalid: 'per_page must be a whole number from 1 to 200',
  rosterBusy:
    'Your earlier requests for the whole roster are still being answered. Try again in a few seconds, or ask for one page at a time (page, per_page).',
} as const;

/** SPEC §8 export texts. */
export const EXPORT_MESSAGES = {
  csvSuccess: (file: string) => `CSV exported successfully: ${file}`,
  invalidResponse: 'Invalid response from server',
  invalidData: 'Invalid response data',
  authRequired: 'Export failed: Authentication required. Please log in again.',
  failed: 'Failed to export members. Please try again.',
  processFailed: 'Failed to process the export...',
  pdfSuccess: (file: string) => `PDF exported successfully: ${file}`,
  pdfFailed: 'Failed to generate PDF. Please try again.',
} as const;

/** SPEC §5 CSV import client checks and §8 import texts. */
export const IMPORT_MESSAGES = {
  invalidType: 'Invalid file type. Only CSV files are allowed.',
  emptyFile: 'The selected file is empty. Please select a valid CSV file.',
  missingHeaders: 'CSV file appears to be missing required headers. Please check your file format.',
  readError: 'Error reading the file. Please try again.',
  failedPrefix: 'CSV import failed: ',
  networkFailure:
    'CSV import failed: Network error - cannot connect to server. Please ensure the backend server is running and try again.',
  htmlReply: 'Server returned HTML instead of JSON. Server might be in error state.',
  invalidJson: 'Invalid JSON response from server',
  serverError: (detail: string) => `Server error: ${detail}`,
  // Issue 18: a second import while one runs is refused at once instead of waiting on the first one's locks.
  alreadyRunning: 'An import is already running',
  tooSlow: (seconds: number) =>
    `The import took longer than ${seconds} seconds and was undone, so nothing was imported. Import the file in smaller parts.`,
  // Issue 15: an import never changes admin rights; a Role or Admin cell that asked for it is reported.
  roleNotApplied: (role: string) =>
    `Role '${role}' in the file was not applied: admin rights are given on the member's page`,
  summary: (imported: number, skipped: number, errors: number) =>
    `Import completed: ${imported} members imported, ${skipped} skipped (already exist), ${errors} errors occurred`,
} as const;

/** SPEC §8 import results dialog titles. */
export const IMPORT_RESULT_TITLES = {
  failed: 'Import Failed',
  withErrors: 'Completed with Errors',
  sharedEmails: 'Completed with Shared Emails',
  duplicates: 'Duplicate Emails Handled',
  updated: 'Records Updated',
  createdAndUpdated: 'Records Created and Updated',
  successful: 'Successful',
} as const;

/** SPEC §5 schedule rules and §8 schedule texts. */
export const SCHEDULE_MESSAGES = {
  nameRequired: 'Schedule name is required',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  endBeforeStart: 'End date must be on or after start date',
  singleDateWarning: 'This will add a single dance date (club day validation bypassed)',
  pastStartWarning: 'Start date is in the past - this schedule will contain historical dates',
  sameSquarehead: 'Cannot assign the same person to multiple squarehead positions',
  partnerWarning: (member: string, partner: string) => `${member} prefers to be paired with their partner ${partner}`,
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
  created: (count: number) => `Schedule created with ${count} assignments!`,
  createFailed: 'Failed to create schedule. Please try again.',
  datesAdded: (count: number) => `Added ${count} new dates to schedule successfully`,
  addDatesFailed: 'Failed to add dates to schedule',
  assignmentUpdated: 'Assignment updated successfully!',
  assignmentUpdateFailed: 'Failed to update assignment. Please try again.',
  assignmentDeleted: 'Assignment deleted successfully',
  assignmentDeleteFailed: 'Failed to delete assignment',
  promoted: 'Schedule promoted to current successfully!',
  promoteFailed: 'Failed to promote schedule. Please try again.',
  copied: 'Schedule copied to clipboard!',
  copyFailed: 'Failed to copy schedule to clipboard',
  nothingToCopy: 'No schedule data to copy',
} as const;

/** SPEC §2, §5 and §8 texts of the admin settings page, e-mail and reminders. */
export const SETTINGS_MESSAGES = {
  fixErrors: 'Please fix the validation errors before saving',
  oneLine: 'Must be a single line, without line breaks or control characters',
  updated: 'Settings updated successfully!',
  saved: 'Settings saved successfully',
  saveFailed: (message: string) => `Failed to save settings: ${message}`,
  updateFailed: 'Failed to update settings. ',
  noResponse: 'No response received from server. Check your network connection.',
  loading: 'Loading settings...',
  loadErrorTitle: 'Error Loading Settings',
  loadErrorText: 'Unable to load admin settings. Please refresh the page and try again.',
  unsavedChanges: 'Unsaved Changes',
  resetChanges: 'Reset Changes',
  saveSettings: 'Save Settings',
  invalidTimezone: 'Please choose a valid time zone',
  clubCountry: 'Choose a country from the list, or none to follow the time zone',
  timeFormat: "Choose 24-hour, 12-hour, or the clock of the club's country",
  clockTime: (field: string) => `${field} must be a time such as 19:30, or empty`,
  swapOfferBatch: 'Members per swap offer wave must be a number between 1 and 500',
  swapOfferWait: 'Hours between swap offer waves must be a number between 1 and 168',
  swapOfferNight: 'Hours between offer waves for one night must be a number between 1 and 168',
  maxSignups: 'Self-chosen nights per schedule must be a number between 1 and 52',
  confirmNudgeDays: 'Days before a night to nudge for an answer must be a whole number between 0 and 365',
  memberMailPerHour: "E-mails a member's actions may send others per hour must be a whole number between 1 and 1000",
  vacancyNoticeMinutes:
    'Minutes between notices of one night needing a replacement must be a whole number between 0 and 1440',
  logoUploadFailed: (text: string) => `Failed to upload logo: ${text}`,
  logoBadFormat: 'Logo data is not in the expected format',
  logoBadType: 'The logo must be a JPG, JPEG or PNG image.',
  logoMissing: 'Choose a logo file to upload.',
} as const;

export const EMAIL_MESSAGES = {
  testSent: 'Test email sent successfully!',
  testFailed: 'Failed to send test email. Please check your settings.',
  smtpTestSent: 'SMTP test email sent successfully! Check your inbox.',
  smtpTestFailed: 'SMTP configuration test failed. ',
  smtpCheckSettings: 'Please check your SMTP settings.',
  smtpWorking: 'SMTP Configuration Working',
  smtpFailed: 'SMTP Configuration Failed',
  smtpHostRequired: 'SMTP host is required',
  smtpPortInvalid: 'SMTP port must be a number between 1 and 65535',
  smtpPasswordNeeded:
    'Type the SMTP password: the saved password is only sent to the saved server, port, user name and encryption.',
  smtpCouldNotConnect: (host: string, port: number) => `Could not connect to the mail server ${host}:${port}.`,
  smtpLoginRefused: 'The mail server refused the login. Check the user name and password.',
  smtpMessageRefused: 'The mail server accepted the connection but refused the test e-mail.',
  noMailServer: 'No mail server is configured. Set the SMTP settings first.',
  reminderTestError: 'Error loading reminder data:',
  noReminders: (date: string) => `No reminder emails would be sent on ${date}.`,
  remindersWouldSend: (count: number, date: string) => `${count} reminder email(s) would be sent on ${date}.`,
  invalidDate: 'Please enter a valid date',
  remindersQueued: (emails: number, members: number) =>
    `${emails === 1 ? '1 reminder e-mail' : `${emails} reminder e-mails`} to ${members === 1 ? '1 member' : `${members} members`} on the way`,
  noRemindersDue: 'No reminders are due today',
  remindersSentEarlier: (count: number) => `${count} already sent earlier`,
  remindersFailed: (count: number) => `${count} could not be sent: no mail server is set up`,
  smtpUrlOverrides:
    'The server is set up to send mail through SMTP_URL, which overrides the settings below. They are shown read-only; change SMTP_URL on the server to change where mail goes.',
} as const;

/** SPEC §8 maintenance texts. */
export const MAINTENANCE_MESSAGES = {
  clearMembersFailed: (message: string) => `Failed to clear members: ${message}`,
  membersCleared: (count: number) => `Successfully cleared ${count} members from the database`,
  clearScheduleFailed: (type: 'next' | 'current', message: string) => `Failed to clear ${type} schedule: ${message}`,
  scheduleCleared: (type: 'next' | 'current', name: string, count: number) =>
    `Successfully cleared ${type} schedule "${name}" and ${count} assignments`,
  noScheduleToClear: (type: 'next' | 'current') => `No ${type} schedule found to clear`,
  bearerRequired: 'This route needs an Authorization: Bearer token; a browser cookie is not accepted here.',
  backupNotFound: 'There is no backup with that name.',
  secretsToEnterAgain: (keys: readonly ('smtp_password' | 'google_api_key')[]) =>
    `Backups never hold secrets. Enter again in the settings: ${keys.map((key) => SECRET_SETTING_LABELS[key]).join(', ')}.`,
} as const;

const SECRET_SETTING_LABELS = {
  smtp_password: 'the SMTP password',
  google_api_key: 'the Google Maps API key',
} as const;

/** SPEC §8 geocoding texts. */
export const GEOCODE_MESSAGES = {
  completed: (count: number) => `Geocoding completed: ${count} addresses geocoded`,
  errorsSuffix: (count: number) => `, ${count} errors occurred`,
  nothingToDo: 'No addresses found that need geocoding',
  // Issue 15: the answer of POST /users/geocode-all when a run starts (or is already going); not a SPEC §8 text.
  started: (total: number) => `Geocoding ${total} ${total === 1 ? 'address' : 'addresses'} in the background`,
  failed: (count: number) => `Geocoding failed: ${count} errors occurred`,
  commonCauses: ['Incomplete addresses', 'Invalid addresses', 'Network problems'],
  adminRequired: 'Admin access required to geocode addresses.',
  missingKey: 'Google Maps API key not configured. Please set it in Settings.',
  networkError: 'Network error. Please check your internet connection.',
  notFound: (memberName: string, address: string) => `${memberName}: the address "${address}" could not be found`,
  // Issue 17: a run that stopped moving (not SPEC §8 texts; they follow its tone).
  running: (completed: number, total: number) => `Geocoding addresses: ${completed} of ${total}`,
  stalled: 'Geocoding has made no progress for 2 minutes. You can restart it; it carries on where it stopped.',
  restartButton: 'Restart Geocoding',
  restarted: 'Geocoding restarted where it stopped',
  nothingToRestart: 'No geocoding run is in progress, so there is nothing to restart.',
  notStalled: 'Geocoding is still making progress. It can be restarted after 2 minutes without progress.',
  timeLeft: (seconds: number) => {
    const minutes = seconds / 60;
    if (minutes < 1) return 'less than a minute left';
    if (minutes < 10) return `about ${Math.ceil(minutes)} ${Math.ceil(minutes) === 1 ? 'minute' : 'minutes'} left`;
    if (minutes < 90) return `about ${Math.round(minutes / 5) * 5} minutes left`;
    return `about ${Math.round((minutes / 60) * 2) / 2} hours left`;
  },
} as const;

/** Issue 9 texts of the availability and 'My duties' features (not in SPEC §8; they follow its tone). */
export const DUTY_MESSAGES = {
  pastDate: 'That night has already passed.',
  notAClubNight: 'That date is not a club night on the current or next schedule.',
  cancelledNight: 'That night is cancelled; there is nothing to mark.',
  unavailableSuffix: ' — unavailable',
  unavailableWarning: (name: string) => `${name} marked this night as unavailable`,
  unavailableBecause: (name: string, reason: string) => `${name} cannot serve this night: ${reason}`,
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
  cantServeMark: "Can't serve",
  needsReplacement: 'Needs replacement',
  nightsNeedingReplacement: 'Nights needing a replacement',
  noNightsNeedReplacement: 'Every night on the schedules has its squareheads.',
} as const;

/** Issue 19 part 7: an administrator does for a member who called the club what the member could do in the app. */
export const ACTING_MESSAGES = {
  onlyAdminsForOthers: 'Only administrators can do this for another member.',
  confirmFor: (name: string) => `Confirm — for ${name}`,
  cantServeFor: (name: string) => `Can't serve — for ${name}…`,
  askCoverFor: (name: string) => `Ask for cover — for ${name}…`,
  cantServeTitle: (name: string, date: string) => `${name} can't serve on ${date}`,
  cantServeQuestion: (name: string) =>
    `${name} is one of the squareheads that night. Should other members be asked to take it, or will the administrators find someone?`,
  askCoverTitle: (name: string, date: string) => `Ask for cover for ${name} on ${date}`,
  askCoverIntro: (name: string) =>
    `Other members are offered the night as if ${name} had asked; ${name} stays on it until someone takes it and gets an e-mail saying you asked.`,
  askCover: 'Ask for cover',
  keepDuty: 'Keep them on the night',
  close: 'Close',
  toldMember: (name: string) => `${name} was e-mailed what you did for them.`,
  saveFailed: 'Failed to save. Please try again.',
  // The member's e-mail names the administrator who acted for them.
  markedForYou: (admin: string) => `${admin} marked for you`,
  askedCoverForYou: (admin: string) => `${admin} asked for cover for you`,
  cantServeLine: (date: string) => `Can't serve on ${date}`,
  canServeLine: (date: string) => `Can serve again on ${date}`,
  unavailableLine: (date: string) => `Unavailable on ${date}`,
  askedOthersLine: (count: number) =>
    `Other members were asked to take it (${count === 1 ? '1 member was' : `${count} members were`} e-mailed); you stay on the night until someone does.`,
  toldAdminsLine: 'The administrators will find a replacement.',
  askedCoverLine: (date: string, count: number) =>
    `Other members were asked to take your night on ${date} (${count === 1 ? '1 member was' : `${count} members were`} e-mailed). You stay on the night until someone takes it.`,
  awayAddedLine: (description: string) => `Added: ${description}`,
  awayRemovedLine: (description: string) => `Removed: ${description}`,
} as const;

/** Issue 19: availability over time (ranges and repeating rules, also for a partner) and why a night is unavailable. */
export const AVAILABILITY_MESSAGES = {
  endBeforeStart: 'The last day must be on or after the first day',
  nthRange: 'Choose first, second, third, fourth or fifth',
  weekdayRange: 'Choose a day of the week',
  monthRange: 'Choose a month',
  tooMany: (max: number) => `Keep at most ${max} away periods and rules`,
  awayOn: (date: string) => `Away on ${date}`,
  awayFromTo: (from: string, to: string) => `Away ${from} – ${to}`,
  everyNthWeekday: (nth: string, weekday: string) => `Every ${nth} ${weekday}`,
  everyWeekIn: (month: string) => `Every week in ${month}`,
  awayUntil: (date: string) => `away until ${date}`,
  markedUnavailable: 'marked unavailable',
  markedBy: (reason: string, name: string) => `${reason} (marked by ${name})`,
  // The "Away" section of My duties, and the same for a member on the Admin page.
  awayTitle: 'Away',
  awayIntro: 'Going away, or never free on some nights? Add it here and those nights are kept free for you.',
  awayIntroForMember: (name: string) => `When ${name} is away. Those nights are kept free for them.`,
  kindRange: 'Dates away',
  kindNthWeekday: 'A night each month',
  kindMonth: 'A whole month',
  kindLabel: 'What to add',
  firstDay: 'First day away',
  lastDay: 'Last day away',
  whichWeek: 'Which one',
  whichDay: 'Day',
  whichMonth: 'Month',
  alsoMyPartner: 'Also for my partner',
  alsoTheirPartner: 'Also for their partner',
  alsoPartnerBadge: 'Also partner',
  add: 'Add',
  remove: 'Remove',
  removeLabel: (description: string) => `Remove: ${description}`,
  noAway: 'Nothing added yet.',
  fromPartner: (name: string) => `Added by ${name} for both of you`,
  nightsKeptFree: 'Nights kept free',
  noNightsKeptFree: 'No upcoming club nights are kept free.',
  added: 'Added',
  removed: 'Removed',
  saveFailed: 'Could not save. Please try again.',
  loadFailed: 'Could not load the away list',
} as const;

/** Issue 19 texts of a dance night's details and its cancellation (not in SPEC §8; they follow its tone). */
export const NIGHT_MESSAGES = {
  tooLong: (label: string, max: number) => `${label} must be ${max} characters or less`,
  oneLine: (label: string) => `${label} must be a single line`,
  clockTime: (label: string) => `${label} must be a time such as 19:30, or empty`,
  reasonRequired: 'Please say why the night is cancelled.',
  notifyRequired: 'Choose who to tell: the squareheads or all members.',
  restoreNotifyInvalid: 'Choose who to tell: the squareheads, all members or nobody.',
  cancelledLine: (reason: string) => `CANCELLED — ${reason}`,
  cancelledBadge: 'CANCELLED',
  alreadyCancelled: 'That night is already cancelled.',
  notCancelled: 'That night is not cancelled.',
  cancelled: (date: string, emails: number, members: number) =>
    emails === 0 ? `${date} is cancelled.` : `${date} is cancelled. ${emailsToMembers(emails, members)} on the way.`,
  uncancelled: (date: string) => `${date} is back on the schedule.`,
  cancelFailed: 'Failed to cancel the night. Please try again.',
  uncancelFailed: 'Failed to restore the night. Please try again.',
  swapOnCancelledNight: 'That night is cancelled; there is nothing to hand over.',
  noOthersServing: 'no one else yet',
} as const;

/**
 * Issue 25: an e-mailed answer link acts for one member, one night and one answer, and only on a tap; and replacing
 * a published next schedule is said out loud first (not in SPEC §8; they follow its tone).
 */
export const LINK_ANSWER_MESSAGES = {
  reasonTooLong: (max: number) => `Please keep the reason to ${max} characters or less.`,
  pageTitle: 'Your squarehead night',
  forMember: (name: string) => `For ${name}`,
  confirmQuestion: 'Will you be there?',
  confirmButton: 'Yes, I’ll be there',
  declineQuestion: 'You can’t make it?',
  declineReasonLabel: 'Reason (optional, only the administrators see it)',
  declineChoiceLabel: 'Who should find a replacement?',
  declineAskOthers: 'Ask other members to take my night',
  declineTellAdmins: 'Just tell the administrators',
  declineButton: 'I can’t make it',
  alreadyAnswered: (state: 'confirmed' | 'declined') =>
    state === 'confirmed' ? 'You have already said you’ll be there.' : 'You have already said you can’t make it.',
  servingWith: (names: string) => `Serving with ${names}`,
  nobodyElse: 'No one else is on this night yet.',
  linkSignedInNote: 'This link signs you in for one hour, as yourself and with a member’s rights only.',
  householdQuestion: (name: string, date: string) => `${name} is on duty on ${date} too. Does ${name} still serve?`,
  householdServes: (name: string) => `Yes, ${name} still serves`,
  householdCantEither: (name: string) => `No, ${name} can’t make it either`,
} as const;

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

export const SCHEDULE_REPLACE_MESSAGES = {
  wouldReplace: (nights: number, confirmations: number, signups: number) =>
    `A published next schedule exists. Creating a new one replaces it and loses ${plural(nights, 'night')}, ${plural(confirmations, 'confirmation')} and ${plural(signups, 'sign-up')}. Send replace: true to replace it anyway.`,
  replaced: (name: string, members: number) =>
    `Replaced the published schedule “${name}”.` +
    (members === 0
      ? ''
      : ` ${plural(members, 'member')} who had confirmed ${members === 1 ? 'is' : 'are'} being told.`),
  /** The web dialog's words for the same counts: the admin answers with a button, not with `replace: true`. */
  wouldLose: (name: string, nights: number, confirmations: number, signups: number) =>
    `“${name}” is published. Replacing it loses ${plural(nights, 'night')}, ${plural(confirmations, 'confirmation')} and ${plural(signups, 'sign-up')}; the members who confirmed are told by e-mail.`,
  confirmReplaceTitle: 'Replace the published schedule?',
  confirmReplaceButton: 'Replace it',
} as const;

/** Issue 19 part 2: members take an open slot of a night themselves (not in SPEC §8; they follow its tone). */
export const SIGNUP_MESSAGES = {
  turnedOff: 'Signing up for open nights is turned off for this club.',
  notYourself: 'Only an administrator can sign up another member.',
  notSchedulable: 'Only nights of the next schedule, or of the current one more than 48 hours away, can be taken.',
  cancelled: 'That night is cancelled.',
  boardNight: 'That night is the board’s night.',
  full: 'That night is already full.',
  notEnoughRoom: 'That night has only one open place: you cannot both take it.',
  notAssignable: (name: string) => `${name} is not on the squarehead list.`,
  unavailable: (name: string, reason: string) => `${name} cannot serve that night (${reason}).`,
  alreadyServes: (name: string) => `${name} already serves that night.`,
  tooMany: (name: string, max: number) =>
    `${name} already took ${max === 1 ? '1 night' : `${max} nights`} of this schedule themselves, the most allowed.`,
  noPartner: 'You have no partner on the club list to sign up with.',
  notSelfChosen: 'That night was not taken by signing up, so it cannot be given back here.',
  tooLateToGiveBack: 'A night can be given back only while it is more than 7 days away. Please ask an administrator.',
  // The web app.
  needYouTitle: 'Nights that need you',
  needYouIntro: 'These nights still have open squarehead places. Take one and it is yours.',
  noNightsNeedYou: 'No nights need you right now.',
  take: 'Take this night',
  takeWith: (partner: string) => `Take it with ${partner}`,
  taken: (date: string) => `You are on duty on ${date}. Thank you!`,
  takenTogether: (date: string, partner: string) => `You and ${partner} are on duty on ${date}. Thank you!`,
  takeFailed: 'Could not take the night. Please try again.',
  slotsLeft: (count: number) => (count === 1 ? '1 place left' : `${count} places left`),
  giveBack: 'Give it back',
  givenBack: (date: string) => `You gave back ${date}.`,
  giveBackFailed: 'Could not give the night back. Please try again.',
  signedUpMarker: 'signed up',
  signedUpTitle: 'Took this night themselves',
  selfChosen: 'You signed up',
  // The confirmation e-mail.
  emailSubject: (club: string, date: string) => `${club}: you are a squarehead on ${date}`,
  youSignedUp: (date: string) => `You signed up as a squarehead for ${date}. Thank you!`,
  greeting: (names: string) => `Hello ${names},`,
  signedYouUp: (who: string, date: string) => `${who} signed you up as a squarehead for ${date}.`,
  giveBackHint: 'If you cannot come after all, you can give the night back on My duties until a week before.',
} as const;

/** Issue 9 swap texts; apart from the swap schemas so pages show them without zod (issue 18). */
export const SWAP_MESSAGES = {
  notYourNight: 'You are not on duty that night.',
  alreadyRequested: 'You already asked for a swap of that night.',
  pastNight: 'That night has already passed.',
  notFound: 'That swap request does not exist.',
  notOpen: 'This swap request is no longer open.',
  taken: 'Another member already took this night.',
  cancelled: 'This swap request was cancelled.',
  rotaChanged: 'The rota for this night has changed, so this request was closed.',
  ownRequest: 'You cannot take your own night.',
  alreadyServing: 'You are already on duty that night.',
  notEligible: 'That member cannot take this night.',
  takerRequired: 'Choose who takes the night',
  returnDateRequired: 'Choose which of your nights to give in return',
  returnDateInvalid: 'That is not one of your nights the requester can take.',
  /** Issue 25 point 2: why a night cannot go back to the requester, the same rules the offer list follows. */
  returnNight: {
    sameNight: 'The night to give back cannot be the night you take.',
    past: 'The night to give back has already passed.',
    notTakersNight: 'That is not one of your nights the requester can take.',
    cancelled: 'The night to give back is cancelled.',
    boardNight: 'The night to give back is the board’s night.',
    requesterAway: 'The member who asked cannot serve the night to give back: they marked it unavailable or away.',
    requesterServes: 'The member who asked already serves on the night to give back.',
  },
  /** Issue 25 point 9 (decision 053): one member asked alone. */
  askedNamed: (name: string) => `Asked: ${name}`,
  askedOne: (name: string) => `${name} was e-mailed and asked to take the night.`,
  alreadyAsked: (name: string) => `${name} was already asked about this night.`,
  askedRecently: (name: string, hours: number) =>
    `${name} was e-mailed about this night in the last ${hours} hours; please wait before asking again.`,
  noVacancy: 'Nobody on this night has said they cannot serve it.',
  notOnNight: 'That member is not on duty that night.',
  nightCancelledNoVacancy: 'That night is cancelled; it needs no replacement.',
  /** Issue 25 point 2: a cancelled night closes its open requests. */
  nightCancelled: 'That night was cancelled, so its swap request was closed.',
  notForGiveAway: 'A give-away does not take a night in return.',
  linkInvalid: 'This link is invalid or has expired.',
  /** Issue 25 point 3 (decision 057): the accept link's page takes nothing until the member taps. */
  linkPage: {
    title: 'Take this night?',
    /** Issue 25: the page names the night and who asked before the tap. */
    giveAway: (asker: string) =>
      `${asker} asks you to take this squarehead night. Nothing changes until you tap the button.`,
    swap: (asker: string, returnDate: string) =>
      `${asker} asks you to take this squarehead night and give back ${nightInWords(returnDate)}. Nothing changes until you tap the button.`,
    writes: (asker: string, message: string) => `${asker} writes: “${message}”`,
    opening: 'Opening the offer…',
    take: 'Take the night',
  },
  onlyRequesterOrAdmin: 'Only the member who asked or an administrator can cancel this request.',
  requestSent: (count: number) =>
    count === 0
      ? 'Your request is open, but no member can take it right now. An administrator can still arrange it.'
      : `Your request was e-mailed to ${count} ${count === 1 ? 'member' : 'members'}.`,
  declined: 'Thank you for saying. You will not be asked about this night again.',
  /** Decision 052: the night's offers went out less than the budget's hours ago (another request for it). */
  offersHeld: (when: string) =>
    `Your request is open. The members who could take this night were e-mailed about it recently, so the offers wait until ${when}; they can already take it on My duties.`,
  offeredToEveryone: (count: number) =>
    count === 0
      ? 'Everyone who could take this night has already been asked.'
      : `The request was e-mailed to ${count} more ${count === 1 ? 'member' : 'members'}.`,
} as const;

/** "Friday, March 5": a night as the confirm messages say it. */
export function nightInWords(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** Issue 19 part 3; apart from the confirmation schemas so pages show them without zod (issue 18). */
export const CONFIRM_MESSAGES = {
  confirmed: (date: string) => `Thanks — you're confirmed for ${nightInWords(date)}.`,
  confirmedFor: (name: string, date: string) => `${name} is confirmed for ${nightInWords(date)}.`,
  declinedToldAdmins: (date: string) =>
    `We've told the admins you can't make it on ${nightInWords(date)}; they will find a replacement.`,
  declinedAskedOthers: (date: string, offered: number) =>
    `We've told the admins you can't make it on ${nightInWords(date)}, and asked ${offered === 1 ? '1 member' : `${offered} members`} to take it.`,
  declinedFor: (name: string, date: string) =>
    `${name} can't make it on ${nightInWords(date)}; the night needs a replacement.`,
  linkInvalid:
    'This link has already been used or has expired. You can still confirm or decline your nights on My duties.',
  notOnNight: 'You are not on duty that night.',
  memberNotOnNight: 'That member is not on duty that night.',
  notPublished: 'That schedule has not been published yet.',
  cancelledNight: 'That night is cancelled; there is nothing to confirm.',
  pastNight: 'That night has already passed.',
  onlyAdminsForOthers: 'Only administrators can answer for another member.',
  noNextSchedule: 'There is no next schedule to publish.',
  nobodyAssigned: 'Nobody is assigned on the next schedule yet: assign squareheads before publishing.',
  published: (emails: number, members: number, nights: number) =>
    members === 0
      ? 'Published. Everyone already has their nights: no e-mails were needed.'
      : `Published. ${emailsToMembers(emails, members)} about ${nights === 1 ? '1 night' : `${nights} nights`} on the way.`,
  publishedUnsent: (mailServerSet: boolean) =>
    mailServerSet
      ? 'Published, but the e-mails could not be sent. The squareheads can still answer on My duties; Publish changes tries again.'
      : 'Published, but no mail server is set up, so nobody was e-mailed. The squareheads can answer on My duties.',
  publishFailed: 'Failed to publish the schedule. Please try again.',
  answerFailed: 'Failed to save your answer. Please try again.',
  badge: { waiting: 'Waiting for an answer', confirmed: 'Confirmed', declined: 'Declined' },
} as const;

const MAIL_KIND_LABELS: Record<string, string> = {
  signInLinks: 'Sign-in link',
  reminder: 'Reminder',
  asked: 'Please confirm',
  removed: 'Off a night',
  answeredFor: 'Answered for a member',
  actedFor: 'Done for a member',
  vacancy: "Can't serve",
  swapOffered: 'Swap offer',
  swapClosed: 'Swap closed',
  swapsClosedWithNight: 'Swap closed: night cancelled',
  nightCancelled: 'Night cancelled',
  nightRestored: 'Night back on',
  scheduleReplaced: 'Schedule replaced',
  signedUp: 'Signed up',
};

/** Decision 044: e-mails leave through the outbox; the progress line of a batch and the Admin page's list of failures. */
export const MAIL_MESSAGES = {
  sending: (sent: number, total: number) =>
    `Sending: ${sent} of ${total === 1 ? '1 e-mail' : `${total} e-mails`} sent…`,
  allSent: (total: number) => (total === 1 ? 'The e-mail was sent.' : `All ${total} e-mails were sent.`),
  someFailed: (failed: number, total: number) =>
    `${failed} of ${total === 1 ? '1 e-mail' : `${total} e-mails`} could not be sent; see the Admin page.`,
  progressLabel: 'E-mails sent',
  progressUnavailable: 'Could not check on the e-mails being sent.',
  failedTitle: 'E-mails that could not be sent',
  failedIntro:
    'Each was tried several times. Fix the mail settings or the address, then try again. E-mails with one-time links are not kept: the member can ask again or use My duties.',
  failedTableLabel: 'Failed e-mails',
  tryAgain: 'Try again',
  retried: 'The e-mail is on its way again.',
  retryFailed: 'Could not try the e-mail again.',
  notFailed: 'That e-mail has not failed (it was sent, or is still being tried).',
  notRetryable:
    'That e-mail held one-time links, which are not kept once it has failed. The member can ask for a new sign-in link, or answer and take nights on My duties.',
  messageNotFound: 'There is no such e-mail.',
  batchNotFound: 'There are no such e-mails.',
  expired: 'Not sent before its link expired.',
  contentLost: 'Its text was not kept (restored from a backup, which leaves one-time links out).',
  /** Issue 25: the member's own actions sent many e-mails to others this hour; these wait their turn. */
  held: (count: number) =>
    `${count === 1 ? '1 e-mail waits' : `${count} e-mails wait`} in the outbox: your actions have sent many e-mails to other members in the last hour, so the rest go out as the hour allows.`,
  /** What an e-mail was about, in the list of failures. */
  kindLabel: (kind: string) => MAIL_KIND_LABELS[kind] ?? kind,
} as const;

/** Issue 25: how every e-mail about a night labels its details, and the answer buttons of the confirm e-mail. */
export const MAIL_NIGHT_MESSAGES = {
  time: 'Time',
  place: 'Place',
  caller: 'Caller',
  cuer: 'Cuer',
  program: 'Program',
  theme: 'Theme',
  alsoServing: 'Also serving',
  willBeThere: "I'll be there",
  cantMakeIt: "I can't make it",
  /** An administrator named in the e-mail their act for a member caused. */
  saidFor: (admin: string, member: string) => `${admin} said for ${member}`,
  askedFor: (admin: string, member: string) => `${admin} asked for ${member}`,
  /** Issue 25: the reason a member gave on the answer link's page when declining. */
  theyWrote: (reason: string) => `They wrote: “${reason}”`,
} as const;

/** Issue 25: the admin's rota page says what comes next: the month's work in order, one sentence each. */
export const ROTA_PAGE_MESSAGES = {
  stepsTitle: 'This month’s work',
  publishStep: 'Publish',
  publishFirst: 'E-mail every squarehead their nights, to confirm or decline.',
  publishAgain: (date: string) =>
    `Published ${date}. After changes, publish again: only squareheads with new nights are asked.`,
  answersStep: 'Answers',
  answersSentence: 'See who has not said yet whether they will be there; each gets one nudge before their night.',
  answersBeforePublish: 'Nobody has been asked yet.',
  promoteStep: 'Promote',
  promoteSentence: 'When the month begins, make this the current schedule; editing can go on.',
  outstanding: (count: number) => (count === 1 ? '1 answer outstanding' : `${count} answers outstanding`),
  allAnswered: 'Everyone on a published night has answered.',
  hideList: 'Hide the list',
} as const;

/** Issue 26: one line of help under each way, so a member can pick theirs without knowing what webcal is. */
export const ADD_TO_CALENDAR_MESSAGES = {
  button: 'Add to calendar',
  listLabel: 'Ways to add the calendar',
  google: {
    title: 'Google Calendar',
    help: 'Opens Google Calendar on the web, which asks you to add it; your phone’s Google Calendar then shows it too.',
  },
  apple: {
    title: 'Apple Calendar (iPhone, iPad, Mac)',
    help: 'Opens the Calendar app, which asks you to subscribe.',
  },
  outlook: {
    title: 'Outlook.com',
    help: 'For a personal Outlook, Hotmail or Live account: opens Outlook on the web.',
  },
  outlookWork: {
    title: 'Outlook for work or school',
    help: 'For a Microsoft 365 account from work or school: opens Outlook on the web.',
  },
  download: {
    title: 'Download a file (.ics)',
    help: 'A one-time copy to open or import; it does not change when the rota does.',
  },
  copy: {
    label: 'Calendar link',
    help: 'For any other calendar app: paste it where the app asks for a calendar address (subscribe by URL).',
    button: 'Copy',
    copied: 'Copied',
    confirmation: 'Calendar link copied. Paste it into your calendar app.',
    byHand: 'The browser did not let the page copy: the link is selected, copy it with Ctrl+C or a long press.',
  },
} as const;
