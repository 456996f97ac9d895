import { escapeHtml, SWAP_LINK_TTL_DAYS, type SwapRequest } from '@club/shared';
import { namesInWords } from '../../../lib/inbox.js';
import { formatDanceDate } from '../../../lib/calendar.js';

export type Club = { club_name: string; club_color: string };
type Button = { label: string; url: string };
export type SwapEmail = { subject: string; text: string; html: string };

/** One plain layout for every swap message: paragraphs, then buttons, as text and HTML alike. */
export function layout(club: Club, subject: string, paragraphs: string[], buttons: Button[] = []): SwapEmail {
  const text = [...paragraphs, ...buttons.map((button) => `${button.label}: ${button.url}`)].join('\n\n');
  const buttonHtml = buttons
    .map(
      (button) =>
        `<p style="margin:16px 0"><a href="${escapeHtml(button.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;` +
        `background:${escapeHtml(club.club_color)};color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(button.label)}</a></p>`,
    )
    .join('');
  const html =
    `<div style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#222">` +
    `<h2 style="margin:0 0 12px">${escapeHtml(club.club_name)}</h2>` +
    paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`).join('') +
    buttonHtml +
    `</div>`;
  return { subject, text, html };
}

const night = (date: string) => formatDanceDate(date);
const firstName = (name: string) => name.split(' ')[0] ?? name;

/** Who an offer e-mail is for: one member, or each member who shares the address, with their own links. */
export type OfferTaker = { name: string; acceptUrl: (returnDate?: string) => string; returnDates: string[] };

/**
 * The offer: one button for a give-away, one per night the taker could hand back for a swap. When members share the
 * address, the e-mail names each of them and every button says whose it is (issue 17).
 */
export function swapOfferEmail(club: Club, request: SwapRequest, takers: OfferTaker[]): SwapEmail {
  const who = request.requester.name;
  const shared = takers.length > 1;
  const ask =
    request.kind === 'give_away'
      ? `${who} cannot serve as squarehead on ${night(request.dance_date)} and is looking for someone to take the night.`
      : `${who} cannot serve as squarehead on ${night(request.dance_date)} and would like to swap it for one of your nights.`;
  const forWhom = shared
    ? [`This request is for ${namesInWords(takers.map((taker) => taker.name))}; each of you has your own button.`]
    : [];
  const whose = (taker: OfferTaker) => (shared ? ` (${taker.name})` : '');
  const buttons = takers.flatMap((taker) =>
    request.kind === 'give_away'
      ? [{ label: `Take ${night(request.dance_date)}${whose(taker)}`, url: taker.acceptUrl() }]
      : taker.returnDates.map((date) => ({
          label: `Take it and give ${firstName(who)} ${night(date)}${whose(taker)}`,
          url: taker.acceptUrl(date),
        })),
  );
  const note = `The first member to accept takes the night. The button signs you in; it works once, for ${SWAP_LINK_TTL_DAYS} days, while the request is open.`;
  return layout(
    club,
    `Can you take ${night(request.dance_date)}? – ${club.club_name}`,
    [ask, ...forWhom, ...(request.message ? [`${firstName(who)} writes: “${request.message}”`] : []), note],
    buttons,
  );
}

/** To the other members who were asked: they need not do anything now. */
export function swapClosedEmail(club: Club, request: SwapRequest): SwapEmail {
  const outcome = request.status === 'cancelled' ? 'is no longer needed' : 'has been taken';
  return layout(club, `Squarehead night ${night(request.dance_date)} ${outcome} – ${club.club_name}`, [
    `The request from ${request.requester.name} for ${night(request.dance_date)} ${outcome}. You need not do anything. Thank you!`,
  ]);
}

/** To the requester once someone takes the night (or an administrator arranges it). */
export function swapSettledEmail(club: Club, request: SwapRequest, myDutiesUrl: string): SwapEmail {
  const taker = request.taken_by?.name ?? 'Another member';
  const inReturn = request.return_date ? ` In return you now serve on ${night(request.return_date)}.` : '';
  return layout(
    club,
    `${taker} will serve on ${night(request.dance_date)} – ${club.club_name}`,
    [`${taker} will serve as squarehead on ${night(request.dance_date)} in your place.${inReturn}`],
    [{ label: 'See my duties', url: myDutiesUrl }],
  );
}

/** To the member an administrator put on the night, who did not accept it themself. */
export function swapAssignedEmail(club: Club, request: SwapRequest, myDutiesUrl: string): SwapEmail {
  const inReturn = request.return_date
    ? ` ${request.requester.name} serves on ${night(request.return_date)} in your place.`
    : '';
  return layout(
    club,
    `You serve on ${night(request.dance_date)} – ${club.club_name}`,
    [
      `An administrator arranged for you to serve as squarehead on ${night(request.dance_date)} instead of ${request.requester.name}.${inReturn}`,
    ],
    [{ label: 'See my duties', url: myDutiesUrl }],
  );
}
