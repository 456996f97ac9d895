import { catalog, mailNightMessages, SWAP_LINK_TTL_DAYS } from '@club/shared';
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
    const locale = { locale: to.locale };
    const offered = night(request.dance_date, to.locale);
    const ask =
      request.kind === 'give_away'
        ? catalog.mail_swap_offer_give_away({ who, night: offered }, locale)
        : catalog.mail_swap_offer_swap({ who, night: offered }, locale);
    const forWhom = shared
      ? [catalog.mail_swap_offer_for_whom({ names: namesInWords(namesOf(to), to.locale) }, locale)]
      : [];
    const first = firstName(who);
    const buttons = to.people.flatMap((person) => {
      const link = links.find((candidate) => candidate.member_id === person.id);
      if (!link) return [];
      const name = person.name;
      const acceptUrl = (returnDate?: string) => swapAcceptUrl(clubUrl, link.token, returnDate);
      // Several members of one inbox: each button names whose it is.
      if (request.kind === 'give_away') {
        const label = shared
          ? catalog.mail_swap_offer_take_for({ night: offered, name }, locale)
          : catalog.mail_swap_offer_take({ night: offered }, locale);
        return [button(club, label, acceptUrl())];
      }
      return link.return_dates.map((date) => {
        const back = night(date, to.locale);
        const label = shared
          ? catalog.mail_swap_offer_take_and_give_for({ first, night: back, name }, locale)
          : catalog.mail_swap_offer_take_and_give({ first, night: back }, locale);
        return button(club, label, acceptUrl(date));
      });
    });
    const note = catalog.mail_swap_offer_note({ days: SWAP_LINK_TTL_DAYS }, locale);
    // Issue 25: the night on offer as the confirm e-mail shows it, and who asked when an administrator did.
    const details = described
      ? [
          nightBlock(
            described,
            await nightClubOf(db),
            to.people.map((person) => person.id),
            to.locale,
          ),
        ]
      : [];
    return layout(club, catalog.mail_swap_offer_subject({ night: offered, club: club.club_name }, locale), [
      paragraph(acted_by ? `${mailNightMessages(to.locale).askedFor(acted_by.name, who)}: ${ask}` : ask),
      ...details,
      ...forWhom.map(paragraph),
      ...(request.message ? [paragraph(catalog.mail_swap_writes({ first, message: request.message }, locale))] : []),
      paragraph(note),
      ...buttons,
    ]);
  },
};
