import { BASE_LOCALE, type Locale } from '../catalog.js';
import { commonMessages } from '../common-messages.js';
import { actingErrorMessages } from './acting.js';
import { errorMessages } from './errors.js';
import { availabilityErrorMessages } from './availability.js';
import { memberErrorMessages } from './member.js';
import { mailAnswerMessages } from './mail.js';
import { maintenanceAnswerMessages } from './maintenance.js';
import { memberFormMessages } from './member-form.js';
import { emailMessages, settingsMessages } from './settings.js';
import { signupErrorMessages } from './signup.js';
import { swapMessages } from './swap.js';
import { uploadMessages } from './upload.js';

/**
 * Issue 29 (decision 089): the groups whose English an error is raised with. The schemas are built once and shared
 * with the web app's forms, so their messages are English; an answer is put into its reader's language where it
 * leaves (the REST envelope, tRPC's formatter, a form showing an issue) by finding its text among these.
 */
const GROUPS = [
  commonMessages,
  errorMessages,
  memberFormMessages,
  memberErrorMessages,
  availabilityErrorMessages,
  actingErrorMessages,
  settingsMessages,
  emailMessages,
  mailAnswerMessages,
  maintenanceAnswerMessages,
  signupErrorMessages,
  swapMessages,
  uploadMessages,
] as const;

type Found = { group: (typeof GROUPS)[number]; key: string };
let byEnglish: Map<string, Found> | undefined;

function index(): Map<string, Found> {
  byEnglish = new Map();
  for (const group of GROUPS) {
    // A text with parameters (a function) cannot be found by its English; a group names its known cases as texts.
    for (const [key, text] of Object.entries(group(BASE_LOCALE)))
      if (typeof text === 'string') byEnglish.set(text, { group, key });
  }
  return byEnglish;
}

/** `text` in `locale` when the catalog has it; any other text (a name, a mail server's answer) as it is. */
export function inLocale(text: string, locale: Locale): string {
  if (locale === BASE_LOCALE) return text;
  const found = (byEnglish ?? index()).get(text);
  if (!found) return text;
  const translated = (found.group(locale) as Record<string, unknown>)[found.key];
  return typeof translated === 'string' ? translated : text;
}

/** Each field's message in `locale`. */
export function fieldErrorsInLocale(fieldErrors: Record<string, string>, locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, text]) => [field, inLocale(text, locale)]));
}
