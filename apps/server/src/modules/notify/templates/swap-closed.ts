import { catalog, type Locale, type SwapRequest } from '@club/shared';
import type { SwapClosedEvent } from '../../../lib/events.js';
import { mailbox } from '../../../lib/inbox.js';
import { button, type Club, layout, type Mail, paragraph } from '../layout.js';
import { byInbox, findPeople } from '../recipients.js';
import type { Inbox, Template } from '../template.js';
import { night as nightOf } from './swap-words.js';

/** To the other members who were asked: they need not do anything now. */
function closedEmail(club: Club, request: SwapRequest, locale: Locale): Mail {
  const to = { locale };
  const night = { night: nightOf(request.dance_date, locale), club: club.club_name, name: request.requester.name };
  const cancelled = request.status === 'cancelled';
  return layout(
    club,
    cancelled
      ? catalog.mail_swap_closed_subject_cancelled(night, to)
      : catalog.mail_swap_closed_subject_taken(night, to),
    [
      paragraph(
        cancelled ? catalog.mail_swap_closed_body_cancelled(night, to) : catalog.mail_swap_closed_body_taken(night, to),
      ),
    ],
  );
}

/** To the requester once someone takes the night (or an administrator arranges it). */
function settledEmail(club: Club, request: SwapRequest, myDutiesUrl: string, locale: Locale): Mail {
  const to = { locale };
  const taker = request.taken_by?.name ?? catalog.mail_swap_settled_another_member({}, to);
  const night = nightOf(request.dance_date, locale);
  const inReturn = request.return_date
    ? ` ${catalog.mail_swap_settled_in_return({ night: nightOf(request.return_date, locale) }, to)}`
    : '';
  return layout(club, catalog.mail_swap_settled_subject({ taker, night, club: club.club_name }, to), [
    paragraph(`${catalog.mail_swap_settled_body({ taker, night }, to)}${inReturn}`),
    button(club, catalog.mail_see_my_duties({}, to), myDutiesUrl),
  ]);
}

/** To the member an administrator put on the night, who did not accept it themself. */
function assignedEmail(club: Club, request: SwapRequest, myDutiesUrl: string, locale: Locale): Mail {
  const to = { locale };
  const name = request.requester.name;
  const night = nightOf(request.dance_date, locale);
  const inReturn = request.return_date
    ? ` ${catalog.mail_swap_assigned_in_return({ name, night: nightOf(request.return_date, locale) }, to)}`
    : '';
  return layout(club, catalog.mail_swap_assigned_subject({ night, club: club.club_name }, to), [
    paragraph(`${catalog.mail_swap_assigned_body({ night, name }, to)}${inReturn}`),
    button(club, catalog.mail_see_my_duties({}, to), myDutiesUrl),
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
    const addressed: Inbox[] = byInbox(asked, 'closed').filter((inbox) => !toldOtherwise.has(mailbox(inbox.to)));
    if (request.taken_by) {
      if (requester) addressed.push({ to: requester.email, people: [requester], part: 'settled' });
      if (tell_taker && taker) addressed.push({ to: taker.email, people: [taker], part: 'assigned' });
    }
    return addressed;
  },
  render({ club, clubUrl }, { request }, to) {
    const myDutiesUrl = `${clubUrl}/my-duties`;
    // `part` says which of the three notices the inbox gets.
    if (to.part === 'settled') return settledEmail(club, request, myDutiesUrl, to.locale);
    if (to.part === 'assigned') return assignedEmail(club, request, myDutiesUrl, to.locale);
    return closedEmail(club, request, to.locale);
  },
};
