import type { FastifyBaseLogger } from 'fastify';
import type { Locale, Settings } from '@club/shared';
import type { AppConfig } from '../../config.js';
import type { DbExecutor } from '../../db/client.js';
import type { NotifyEvent } from '../../lib/events.js';
import type { Club, Mail } from './layout.js';

/**
 * A member an e-mail is for, as the e-mail names them, and the language they chose (null: the club's). An inbox kept
 * for "Try again" before issue 29 has no `locale` on its people.
 */
export type Person = { id: number; name: string; first_name: string; email: string; locale?: string | null };

/**
 * One e-mail to be: the address it goes to, the members who share that inbox and whom it is for, and `part`, which
 * tells apart the e-mails one event sends to one inbox (one note per night; the requester's and the taker's notice).
 */
export type Inbox = { to: string; people: Person[]; part: string };

/** An inbox with the language its e-mail is written in (decision 090: the one its people share, else the club's). */
export type Addressee = Inbox & { locale: Locale };

/** What an e-mail is rendered with: the club's unit of work, its branding and the address its links point to. */
export type RenderContext = { db: DbExecutor; config: AppConfig; club: Club; clubUrl: string };

/** How notify turns one kind of event into e-mails: who gets one, and what each says. */
export type Template<E extends NotifyEvent> = {
  recipients(db: DbExecutor, event: E): Promise<Inbox[]>;
  render(ctx: RenderContext, event: E, to: Addressee): Mail | Promise<Mail>;
  /**
   * The e-mail carries one-time tokens (sign-in, confirm, swap links): its text is kept only while it waits, and
   * "Try again" cannot bring it back once it failed for good.
   */
  holdsOneTimeLinks: boolean;
  /** A natural key: the same event queued twice is then one e-mail per inbox. Others are keyed by occurrence. */
  key?(event: E): string;
  /**
   * Issue 25: e-mails of this key go to one inbox at most once per window (minutes, from the club's settings); a
   * later one within it is dropped, as the first already said what the page still shows.
   */
  throttle?: { key(event: E): string; windowMinutes(settings: Settings): number };
  /** After this the e-mail is not worth sending any more. */
  expiresAt?(event: E, now: Date): Date;
  /** What a development server without a mail server logs instead of sending. */
  logUnsent?(log: FastifyBaseLogger, event: E, to: Addressee, mail: Mail): void;
};
