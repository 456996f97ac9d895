import { escapeHtml, type SessionUser } from '@club/shared';

type Input = {
  club_name: string;
  club_color: string;
  ttlMinutes: number;
  links: { member: SessionUser; url: string }[];
};

/**
 * One message per address. When several members share the address (couples often do), it carries one link per
 * member, each naming who it signs in as.
 */
export function renderLoginLinkEmail({ club_name, club_color, ttlMinutes, links }: Input) {
  const shared = links.length > 1;
  const label = (member: SessionUser) =>
    shared ? `Sign in as ${member.first_name} ${member.last_name}` : `Sign in to ${club_name}`;
  const expiry = `The link works once and expires in ${ttlMinutes} minutes. If you did not ask for it, you can ignore this e-mail.`;

  const text = [
    'Hello,',
    '',
    `Use ${shared ? 'one of these links' : 'this link'} to sign in to ${club_name}:`,
    '',
    ...links.map(({ member, url }) => `${label(member)}: ${url}`),
    '',
    expiry,
  ].join('\n');

  const buttons = links
    .map(
      ({ member, url }) =>
        `<p style="margin:16px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;` +
        `background:${escapeHtml(club_color)};color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(label(member))}</a></p>`,
    )
    .join('');
  const html =
    `<div style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#222">` +
    `<h2 style="margin:0 0 12px">${escapeHtml(club_name)}</h2>` +
    `<p>Use ${shared ? 'one of these buttons' : 'this button'} to sign in:</p>${buttons}` +
    `<p style="color:#555;font-size:14px">${escapeHtml(expiry)}</p></div>`;

  return { subject: `Your ${club_name} login link`, text, html };
}
