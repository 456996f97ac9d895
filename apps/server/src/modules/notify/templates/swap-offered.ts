import { MAIL_NIGHT_MESSAGES, SWAP_LINK_TTL_DAYS } from '@club/shared';
import type { SwapOfferedEvent } from '../../../lib/events.js';
import { namesInWords } from '../../../lib/inbox.js';
import { button, layout, paragraph } from '../layout.js';
import { nightBlock, nightClubOf } from '../night-block.js';
import { byInbox, findPeople, namesOf } from '../recipients.js';
import type { Template } from '../template.js';
import { firstName, night } from './swap-words.js';

/** The web page that POSTs the token; a GET of this URL (a mail scanner's) changes nothing. */
function swapAcceptUrl(publicUrl: string, token: string, returnDate?: string): string {
  const query = new URLSearchParams({ token, ...(returnDate ? { return_date: returnDate } : {}) });
  return `${publicUrl}/swaps/accept?${query.toString()}`;
}

/**
 * The offer: one button for a give-away, one per night the taker could hand back for a swap. Each member offered the
 * night has their own single-use link; members who share an address get one e-mail naming each of them, every button
 * saying whose it is (issue 17).
 */
export const swapOfferedTemplate: Template<SwapOfferedEvent> = {
  holdsOneTimeLinks: true,
  async recipients(db, event) {
    return byInbox(
      await findPeople(
        db,
        // Issue 25: an administrator who asked for the member gets no offer of their own act.
        event.links.map((link) => link.member_id).filter((id) => id !== event.acted_by?.id),
      ),
    );
  },
  async render({ club, clubUrl, db }, { request, links, night: described, acted_by }, to) {
    const who = request.requester.name;
    const shared = to.people.length > 1;
    const ask =
      request.kind === 'give_away'
        ? `${who} cannot serve as squarehead on ${night(request.dance_date)} and is looking for someone to take the night.`
        : `${who} cannot serve as squarehead on ${night(request.dance_date)} and would like to swap it for one of your nights.`;
    const forWhom = shared
      ? [`This request is for ${namesInWords(namesOf(to))}; each of you has your own button.`]
      : [];
    const buttons = to.people.flatMap((person) => {
      const link = links.find((candidate) => candidate.member_id === person.id);
      if (!link) return [];
      const whose = shared ? ` (${person.name})` : '';
      const acceptUrl = (returnDate?: string) => swapAcceptUrl(clubUrl, link.token, returnDate);
      return request.kind === 'give_away'
        ? [button(club, `Take ${night(request.dance_date)}${whose}`, acceptUrl())]
        : link.return_dates.map((date) =>
            button(club, `Take it and give ${firstName(who)} ${night(date)}${whose}`, acceptUrl(date)),
          );
    });
    const note = `The first member to accept takes the night. The button signs you in; it works once, for ${SWAP_LINK_TTL_DAYS} days, while the request is open.`;
    // Issue 25: the night on offer as the confirm e-mail shows it, and who asked when an administrator did.
    const details = described
      ? [
          nightBlock(
            described,
            await nightClubOf(db),
            to.people.map((person) => person.id),
          ),
        ]
      : [];
    return layout(club, `Can you take ${night(request.dance_date)}? – ${club.club_name}`, [
      paragraph(acted_by ? `${MAIL_NIGHT_MESSAGES.askedFor(acted_by.name, who)}: ${ask}` : ask),
      ...details,
      ...forWhom.map(paragraph),
      ...(request.message ? [paragraph(`${firstName(who)} writes: “${request.message}”`)] : []),
      paragraph(note),
      ...buttons,
    ]);
  },
};
