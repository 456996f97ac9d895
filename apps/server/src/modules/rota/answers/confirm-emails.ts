import { escapeHtml, nightInWords } from '@club/shared';
import { namesInWords } from '../../../lib/inbox.js';
import { formatDanceDate } from '../../../lib/calendar.js';
import { type Club, layout, type SwapEmail } from '../swaps/swap-emails.js';

/** One night one member is asked about, with the two links of its single-use token. */
export type AskedNight = { dance_date: string; confirmUrl: string; declineUrl: string };
/** One member of an inbox and the nights they are asked about. */
export type AskedMember = { name: string; nights: AskedNight[] };

const button = (club: Club, label: string, url: string) =>
  `<a href="${escapeHtml(url)}" style="display:inline-block;margin:4px 8px 4px 0;padding:10px 16px;border-radius:6px;` +
  `background:${escapeHtml(club.club_color)};color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a>`;

const paragraphsHtml = (paragraphs: string[]) =>
  paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`).join('');

/**
 * Issue 19 part 3: the squareheads' nights with "I'll be there" and "I can't make it" under each; members sharing the
 * address get one e-mail naming each of them, every button saying whose night it is. `reason` is the first line:
 * the published schedule, a nudge, or an administrator adding the member to a night.
 */
export function confirmRequestEmail(
  club: Club,
  subject: string,
  intro: string,
  people: AskedMember[],
  validity: string,
): SwapEmail {
  const shared = people.length > 1;
  const greeting = `Hello ${namesInWords(people.map((person) => person.name))},`;
  const note = `Each button works once and signs you in; it works until the night. ${validity}`;
  const lines: string[] = [];
  let html = '';
  for (const person of people) {
    if (shared) {
      lines.push(`${person.name}:`);
      html += `<h3 style="margin:16px 0 4px">${escapeHtml(person.name)}</h3>`;
    }
    for (const night of person.nights) {
      const date = formatDanceDate(night.dance_date);
      lines.push(`${date}\n  I'll be there: ${night.confirmUrl}\n  I can't make it: ${night.declineUrl}`);
      const whose = shared ? ` (${person.name.split(' ')[0] ?? person.name})` : '';
      html +=
        `<p style="margin:12px 0 4px"><strong>${escapeHtml(date)}</strong></p><p style="margin:0 0 8px">` +
        button(club, `I'll be there${whose}`, night.confirmUrl) +
        button(club, `I can't make it${whose}`, night.declineUrl) +
        `</p>`;
    }
  }
  const text = [greeting, intro, ...lines, note].join('\n\n');
  return {
    subject,
    text,
    html:
      `<div style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#222">` +
      `<h2 style="margin:0 0 12px">${escapeHtml(club.club_name)}</h2>` +
      paragraphsHtml([greeting, intro]) +
      html +
      paragraphsHtml([note]) +
      `</div>`,
  };
}

/** To a member an administrator took off a published night: a short note, nothing to do. */
export function removedFromNightEmail(club: Club, names: string[], date: string, myDutiesUrl: string): SwapEmail {
  return layout(
    club,
    `You are no longer on duty on ${nightInWords(date)} – ${club.club_name}`,
    [
      `Hello ${namesInWords(names)},`,
      `An administrator changed the squareheads for ${formatDanceDate(date)}: you are no longer on duty that night. You need not do anything.`,
    ],
    [{ label: 'See my duties', url: myDutiesUrl }],
  );
}

/** To a member an administrator answered for (they called the club): what was said in their name. */
export function answeredForYouEmail(
  club: Club,
  adminName: string,
  memberName: string,
  date: string,
  answer: 'confirmed' | 'declined',
  myDutiesUrl: string,
): SwapEmail {
  const said =
    answer === 'confirmed'
      ? `${adminName} confirmed for you that you'll be there as squarehead on ${formatDanceDate(date)}.`
      : `${adminName} told us for you that you can't make it on ${formatDanceDate(date)}; the night needs a replacement.`;
  return layout(
    club,
    `${answer === 'confirmed' ? 'Confirmed' : 'Declined'}: ${nightInWords(date)} – ${club.club_name}`,
    [`Hello ${memberName},`, said],
    [{ label: 'See my duties', url: myDutiesUrl }],
  );
}
