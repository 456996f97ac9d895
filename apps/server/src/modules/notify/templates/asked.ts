import { escapeHtml } from '@club/shared';
import { formatDanceDate } from '../../../lib/calendar.js';
import type { AskedEvent, AskReason } from '../../../lib/events.js';
import { namesInWords } from '../../../lib/inbox.js';
import { type Block, buttonHtml, type Club, layout, paragraph } from '../layout.js';
import { byInbox, findPeople, namesOf } from '../recipients.js';
import type { Template } from '../template.js';

/** The web page that POSTs the token; a GET of this URL (a mail scanner's) answers nothing. */
function respondUrl(publicUrl: string, token: string, answer: 'confirm' | 'decline'): string {
  return `${publicUrl}/respond?${new URLSearchParams({ token, answer }).toString()}`;
}

const SUBJECTS: Record<AskReason, (club: string) => string> = {
  publish: (club) => `Please confirm your squarehead nights – ${club}`,
  added: (club) => `Please confirm your new squarehead night – ${club}`,
  nudge: (club) => `Will you be there? Please answer for your squarehead night – ${club}`,
};
const INTROS: Record<AskReason, string> = {
  publish:
    'The schedule is published. You are on squarehead duty on the nights below: please tell us whether you will be there.',
  added: 'An administrator put you on squarehead duty for the night below: please tell us whether you will be there.',
  nudge: 'You have not yet told us whether you will be there on the night below: please answer with one click.',
};
const VALIDITY = 'You can also answer on My duties.';
const ROW_BUTTON = 'margin:4px 8px 4px 0;padding:10px 16px';

/** One night with its two links, the same single-use token behind both (decision 039). */
function nightBlock(club: Club, date: string, confirmUrl: string, declineUrl: string, whose: string): Block {
  const day = formatDanceDate(date);
  return {
    text: `${day}\n  I'll be there: ${confirmUrl}\n  I can't make it: ${declineUrl}`,
    html:
      `<p style="margin:12px 0 4px"><strong>${escapeHtml(day)}</strong></p><p style="margin:0 0 8px">` +
      buttonHtml(club, `I'll be there${whose}`, confirmUrl, ROW_BUTTON) +
      buttonHtml(club, `I can't make it${whose}`, declineUrl, ROW_BUTTON) +
      `</p>`,
  };
}

/**
 * Issue 19 part 3: the squareheads' nights with "I'll be there" and "I can't make it" under each, one e-mail per
 * inbox naming each member, every button saying whose night it is. The first line says why: the published schedule,
 * a nudge, or an administrator adding the member to a night.
 */
export const askedTemplate: Template<AskedEvent> = {
  holdsOneTimeLinks: true,
  async recipients(db, event) {
    return byInbox(
      await findPeople(
        db,
        event.asks.map((ask) => ask.member_id),
        'by_name',
      ),
    );
  },
  render({ club, config }, event, to) {
    const shared = to.people.length > 1;
    const greeting = `Hello ${namesInWords(namesOf(to))},`;
    const blocks: Block[] = [paragraph(greeting), paragraph(INTROS[event.reason])];
    for (const person of to.people) {
      if (shared)
        blocks.push({ text: `${person.name}:`, html: `<h3 style="margin:16px 0 4px">${escapeHtml(person.name)}</h3>` });
      const whose = shared ? ` (${person.name.split(' ')[0] ?? person.name})` : '';
      const asks = event.asks
        .filter((ask) => ask.member_id === person.id)
        .sort((a, b) => a.dance_date.localeCompare(b.dance_date));
      for (const ask of asks)
        blocks.push(
          nightBlock(
            club,
            ask.dance_date,
            respondUrl(config.publicUrl, ask.token, 'confirm'),
            respondUrl(config.publicUrl, ask.token, 'decline'),
            whose,
          ),
        );
    }
    blocks.push(paragraph(`Each button works once and signs you in; it works until the night. ${VALIDITY}`));
    return layout(club, SUBJECTS[event.reason](club.club_name), blocks);
  },
};
