import { BASE_LOCALE, catalog, type Locale } from '../catalog.js';

/**
 * Issue 25: the member's own actions sent many e-mails to others this hour; these wait their turn. A module
 * apart from mail.ts: every page's mutations may say it, and the rest of mail.ts is for the pages that send (issue 27).
 * In the reader's language (issue 29): the swap request's answer carries it, as the web app's toast does.
 */
export function mailBudgetMessages(locale: Locale) {
  return { held: (count: number) => catalog.srv29_mail_budget_held({ count }, { locale }) };
}

export const MAIL_BUDGET_MESSAGES = mailBudgetMessages(BASE_LOCALE);
