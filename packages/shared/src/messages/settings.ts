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
  /** Issue 28: a club of many may not point its mail server at the deployment's own or private network. */
  smtpPrivateHost: (host: string) =>
    `The mail server ${host} is on a private network this server may not reach for a club. Use your mail provider's public server, or ask the operator to allow it.`,
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

/** SPEC §8 maintenance texts: in the reader's language in maintenance.ts (issue 29). */
export { MAINTENANCE_MESSAGES, maintenanceAnswerMessages, maintenanceMessages } from './maintenance.js';

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
