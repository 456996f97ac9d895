import type { SwapRequest } from '@club/shared';
import type { SwapClosedEvent } from '../../../lib/events.js';
import { mailbox } from '../../../lib/inbox.js';
import { button, type Club, layout, type Mail, paragraph } from '../layout.js';
import { byInbox, findPeople } from '../recipients.js';
import type { Addressee, Template } from '../template.js';
import { night } from './swap-words.js';

/** To the other members who were asked: they need not do anything now. */
function closedEmail(club: Club, request: SwapRequest): Mail {
  const outcome = request.status === 'cancelled' ? 'is no longer needed' : 'has been taken';
  return layout(club, `Squarehead night ${night(request.dance_date)} ${outcome} – ${club.club_name}`, [
    paragraph(
      `The request from ${request.requester.name} for ${night(request.dance_date)} ${outcome}. You need not do anything. Thank you!`,
    ),
  ]);
}

/** To the requester once someone takes the night (or an administrator arranges it). */
function settledEmail(club: Club, request: SwapRequest, myDutiesUrl: string): Mail {
  const taker = request.taken_by?.name ?? 'Another member';
  const inReturn = request.return_date ? ` In return you now serve on ${night(request.return_date)}.` : '';
  return layout(club, `${taker} will serve on ${night(request.dance_date)} – ${club.club_name}`, [
    paragraph(`${taker} will serve as squarehead on ${night(request.dance_date)} in your place.${inReturn}`),
    button(club, 'See my duties', myDutiesUrl),
  ]);
}

/** To the member an administrator put on the night, who did not accept it themself. */
function assignedEmail(club: Club, request: SwapRequest, myDutiesUrl: string): Mail {
  const inReturn = request.return_date
    ? ` ${request.requester.name} serves on ${night(request.return_date)} in your place.`
    : '';
  return layout(club, `You serve on ${night(request.dance_date)} – ${club.club_name}`, [
    paragraph(
      `An administrator arranged for you to serve as squarehead on ${night(request.dance_date)} instead of ${request.requester.name}.${inReturn}`,
    ),
    button(club, 'See my duties', myDutiesUrl),
  ]);
}

/**
 * Decision 029: once a request is settled or cancelled, the members it was e-mailed to who have not said no are told
 * it is closed (one e-mail per address, none to the taker's or the requester's inbox); the requester who the taker
 * is, and a member an administrator chose that they now serve. Members it was never offered to hear nothing.
 */
export const swapClosedTemplate: Template<SwapClosedEvent> = {
  holdsOneTimeLinks: false,
  async recipients(db, { request, asked_member_ids, tell_taker }) {
    const asked = await findPeople(db, asked_member_ids);
    const [requester] = await findPeople(db, [request.requester.id]);
    const [taker] = request.taken_by ? await findPeople(db, [request.taken_by.id]) : [];
    const toldOtherwise = new Set([requester, taker].flatMap((person) => (person ? [mailbox(person.email)] : [])));
    const addressed: Addressee[] = byInbox(asked, 'closed').filter((inbox) => !toldOtherwise.has(mailbox(inbox.to)));
    if (request.taken_by) {
      if (requester) addressed.push({ to: requester.email, people: [requester], part: 'settled' });
      if (tell_taker && taker) addressed.push({ to: taker.email, people: [taker], part: 'assigned' });
    }
    return addressed;
  },
  render({ club, clubUrl }, { request }, to) {
    const myDutiesUrl = `${clubUrl}/my-duties`;
    // `part` says which of the three notices the inbox gets.
    if (to.part === 'settled') return settledEmail(club, request, myDutiesUrl);
    if (to.part === 'assigned') return assignedEmail(club, request, myDutiesUrl);
    return closedEmail(club, request);
  },
};
