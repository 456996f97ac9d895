/**
 * Issue 25: the member's own actions sent many e-mails to others this hour; these wait their turn. A module
 * apart from mail.ts: every page's mutations may say it, and the rest of mail.ts is for the pages that send (issue 27).
 */
export const MAIL_BUDGET_MESSAGES = {
  held: (count: number) =>
    `${count === 1 ? '1 e-mail waits' : `${count} e-mails wait`} in the outbox: your actions have sent many e-mails to other members in the last hour, so the rest go out as the hour allows.`,
} as const;
