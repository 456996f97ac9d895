import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@club/shared';
import type { AppConfig } from '../../config.js';
import type { DbExecutor } from '../../db/client.js';
import type { StoredRetry } from '../../db/schema/index.js';
import type { NotifyEvent, NotifyEventKind, NotifyEventOf } from '../../lib/events.js';
import { clubLocaleOf } from '../../lib/reader-locale.js';
import { getAllSettings } from '../settings/settings.service.js';
import { TEMPLATES } from './catalog.js';
import { addressed } from './inbox-locale.js';
import type { Mail } from './layout.js';
import type { Addressee, RenderContext } from './template.js';

/** What "Try again" renders a failed e-mail from: the event and the inbox it was for, both free of secrets. */
export type RetryPayload = StoredRetry;

/** One e-mail an event causes, rendered and ready to be written to the outbox. */
export type Composed = {
  kind: NotifyEventKind;
  /** The event's key and, when one event mails one inbox more than once, which of its e-mails this is. */
  event_key: string;
  to: Addressee;
  mail: Mail;
  retry_payload: RetryPayload | null;
  expires_at: Date | null;
  /** Issue 25: its throttle key and window in minutes, when its kind goes at most once per window. */
  throttle: { key: string; minutes: number } | null;
  /** What a development server without a mail server logs instead. */
  logUnsent: (log: FastifyBaseLogger) => void;
};

const urlsIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

async function composeEvent<K extends NotifyEventKind>(
  ctx: RenderContext & { clubLocale: Locale },
  kind: K,
  event: NotifyEventOf<K>,
  now: Date,
): Promise<Composed[]> {
  const template = TEMPLATES[kind];
  const key = template.key?.(event) ?? `${kind}:${randomUUID()}`;
  const throttle = template.throttle
    ? {
        key: template.throttle.key(event),
        minutes: template.throttle.windowMinutes(await getAllSettings(ctx.db, ['vacancy_notice_minutes'])),
      }
    : null;
  const composed: Composed[] = [];
  for (const inbox of await template.recipients(ctx.db, event)) {
    const to = addressed(inbox, ctx.clubLocale);
    const mail = await template.render(ctx, event, to);
    composed.push({
      kind,
      event_key: to.part === '' ? key : `${key}:${to.part}`,
      to,
      mail,
      retry_payload: template.holdsOneTimeLinks ? null : { event, to },
      expires_at: template.expiresAt?.(event, now) ?? null,
      throttle,
      logUnsent: (log) => {
        if (template.logUnsent) template.logUnsent(log, event, to, mail);
        else {
          const links = urlsIn(mail.text);
          log.warn(
            `No mail server configured. "${mail.subject}" to ${to.to}${links.length > 0 ? `: ${links.join(' ')}` : ''}`,
          );
        }
      },
    });
  }
  return composed;
}

/** The club's name and colour, which every e-mail but the reminder shows at its top. */
const clubOf = (db: DbExecutor) => getAllSettings(db, ['club_name', 'club_color']);

/** The e-mails these events cause: recipients resolved, one per inbox, each rendered by its event's template. */
export async function composeEvents(
  ctx: { db: DbExecutor; config: AppConfig; clubUrl: string },
  events: readonly NotifyEvent[],
  now: Date,
): Promise<Composed[]> {
  const render = {
    db: ctx.db,
    config: ctx.config,
    clubUrl: ctx.clubUrl,
    club: await clubOf(ctx.db),
    clubLocale: await clubLocaleOf(ctx.db),
  };
  const composed: Composed[] = [];
  for (const event of events) composed.push(...(await composeEvent(render, event.kind, event, now)));
  return composed;
}

/**
 * A failed e-mail rendered again from its event, for "Try again"; the club's current settings apply, in the language
 * it was first written in (one kept before issue 29 has none and gets the club's).
 */
export async function renderAgain(
  ctx: { db: DbExecutor; config: AppConfig; clubUrl: string },
  { event, to }: RetryPayload,
): Promise<Mail> {
  const render: RenderContext = { db: ctx.db, config: ctx.config, clubUrl: ctx.clubUrl, club: await clubOf(ctx.db) };
  return renderEvent(render, event.kind, event, { ...to, locale: to.locale ?? (await clubLocaleOf(ctx.db)) });
}

function renderEvent<K extends NotifyEventKind>(
  ctx: RenderContext,
  kind: K,
  event: NotifyEventOf<K>,
  to: Addressee,
): Mail | Promise<Mail> {
  return TEMPLATES[kind].render(ctx, event, to);
}
