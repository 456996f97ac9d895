import { escapeHtml } from '@club/shared';

export type Club = { club_name: string; club_color: string };

/** An inline image of an e-mail (the club's logo in a reminder), referred to by `cid:` from its HTML. */
export type MailAttachment = { filename: string; content: Buffer; cid: string; contentType: string };
export type Mail = { subject: string; text: string; html: string; attachments?: MailAttachment[] };

/**
 * One piece of an e-mail as plain text and as HTML. The two say the same; the HTML may show a link as a button where
 * the text spells out its address, and may leave out what only the text needs.
 */
export type Block = { text: string; html: string };

const BODY_STYLE = 'font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#222';

export const paragraph = (text: string): Block => ({
  text,
  html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`,
});

/** A button in the club's colour; `style` tightens it where several stand in one row. */
export function buttonHtml(club: Club, label: string, url: string, style = 'padding:12px 20px'): string {
  return (
    `<a href="${escapeHtml(url)}" style="display:inline-block;${style};border-radius:6px;` +
    `background:${escapeHtml(club.club_color)};color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a>`
  );
}

/** A link of its own: "label: url" in the text, a button in the HTML. */
export const button = (club: Club, label: string, url: string): Block => ({
  text: `${label}: ${url}`,
  html: `<p style="margin:16px 0">${buttonHtml(club, label, url)}</p>`,
});

/** Several links in one block: one "label: url" line each in the text, a button each in the HTML. */
export const buttonList = (club: Club, links: { label: string; url: string }[]): Block => ({
  text: links.map((link) => `${link.label}: ${link.url}`).join('\n'),
  html: links.map((link) => `<p style="margin:16px 0">${buttonHtml(club, link.label, link.url)}</p>`).join(''),
});

/** The one layout of every e-mail the club sends but the reminder, whose template the club writes itself. */
export function layout(club: Club, subject: string, blocks: Block[]): Mail {
  return {
    subject,
    text: blocks
      .map((block) => block.text)
      .filter((text) => text !== '')
      .join('\n\n'),
    html:
      `<div style="${BODY_STYLE}">` +
      `<h2 style="margin:0 0 12px;color:${escapeHtml(club.club_color)}">${escapeHtml(club.club_name)}</h2>` +
      blocks.map((block) => block.html).join('') +
      `</div>`,
  };
}
