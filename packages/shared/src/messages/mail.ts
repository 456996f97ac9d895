import { catalog, type Locale } from '../catalog.js';

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
  /** What an e-mail was about, in the list of failures. */
  kindLabel: (kind: string) => MAIL_KIND_LABELS[kind] ?? kind,
} as const;

/**
 * Issue 25: how every e-mail about a night labels its details, and the answer buttons of the confirm e-mail; in the
 * recipient's language (issue 29).
 */
export function mailNightMessages(locale: Locale) {
  const to = { locale };
  return {
    time: catalog.mail_night_time({}, to),
    place: catalog.mail_night_place({}, to),
    caller: catalog.mail_night_caller({}, to),
    cuer: catalog.mail_night_cuer({}, to),
    program: catalog.mail_night_program({}, to),
    theme: catalog.mail_night_theme({}, to),
    alsoServing: catalog.mail_night_also_serving({}, to),
    noOthersServing: catalog.mail_night_no_others_serving({}, to),
    willBeThere: catalog.mail_night_will_be_there({}, to),
    cantMakeIt: catalog.mail_night_cant_make_it({}, to),
    /** An administrator named in the e-mail their act for a member caused. */
    askedFor: (admin: string, member: string) => catalog.mail_night_asked_for({ admin, member }, to),
    /** Issue 25: the reason a member gave on the answer link's page when declining. */
    theyWrote: (reason: string) => catalog.mail_night_they_wrote({ reason }, to),
  };
}

/** In English, as the SPEC's tests read it. */
export const MAIL_NIGHT_MESSAGES = mailNightMessages('en');
