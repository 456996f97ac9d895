import type { NotifyEventKind, NotifyEventOf } from '../../lib/events.js';
import type { Template } from './template.js';
import { actedForTemplate } from './templates/acted-for.js';
import { answeredForTemplate } from './templates/answered-for.js';
import { askedTemplate } from './templates/asked.js';
import { nightCancelledTemplate } from './templates/night-cancelled.js';
import { nightRestoredTemplate } from './templates/night-restored.js';
import { reminderTemplate } from './templates/reminder.js';
import { removedTemplate } from './templates/removed.js';
import { scheduleReplacedTemplate } from './templates/schedule-replaced.js';
import { signInLinksTemplate } from './templates/sign-in-links.js';
import { signedUpTemplate } from './templates/signed-up.js';
import { swapClosedTemplate } from './templates/swap-closed.js';
import { swapOfferedTemplate } from './templates/swap-offered.js';
import { swapsClosedWithNightTemplate } from './templates/swaps-closed-with-night.js';
import { vacancyTemplate } from './templates/vacancy.js';

/** One template per event kind; a new kind of event does not compile until it has one. */
export const TEMPLATES: { [K in NotifyEventKind]: Template<NotifyEventOf<K>> } = {
  scheduleReplaced: scheduleReplacedTemplate,
  signInLinks: signInLinksTemplate,
  reminder: reminderTemplate,
  asked: askedTemplate,
  removed: removedTemplate,
  answeredFor: answeredForTemplate,
  actedFor: actedForTemplate,
  vacancy: vacancyTemplate,
  swapOffered: swapOfferedTemplate,
  swapClosed: swapClosedTemplate,
  swapsClosedWithNight: swapsClosedWithNightTemplate,
  nightCancelled: nightCancelledTemplate,
  nightRestored: nightRestoredTemplate,
  signedUp: signedUpTemplate,
};
