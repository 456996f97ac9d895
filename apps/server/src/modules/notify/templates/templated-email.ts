import { formatDanceDate, type Locale, renderEmailTemplate, type Settings } from '@club/shared';
import type { Mail, MailAttachment } from '../layout.js';

const LOGO_CID = 'club-logo';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

type TemplateSource = Pick<
  Settings,
  'email_template_subject' | 'email_template_body' | 'club_name' | 'club_address' | 'club_logo_data' | 'club_logo_url'
>;

/** The stored logo (base64, maybe as a data URL) as an inline attachment; mail clients block data URLs in <img>. */
function logoAttachment(logoData: string): MailAttachment | undefined {
  const base64 = logoData.replace(/^data:image\/[a-z+]+;base64,/i, '').trim();
  if (!base64) return undefined;
  const content = Buffer.from(base64, 'base64');
  const isJpeg = content[0] === 0xff && content[1] === 0xd8;
  return {
    filename: isJpeg ? 'logo.jpg' : 'logo.png',
    content,
    cid: LOGO_CID,
    contentType: isJpeg ? 'image/jpeg' : 'image/png',
  };
}

/** Issue 19: what the template says about the night — its start time, caller, program and who else serves. */
export type NightValues = { start_time: string; caller: string; program: string; other_squareheads: string };

/**
 * A reminder or the admin's test e-mail: the club's own template filled for the members of one inbox and one night,
 * as text and HTML. It is not framed by the layout of the club's other e-mails: the club writes this one itself, and
 * only the date in it is written in the reader's language.
 */
export function buildTemplatedEmail(
  source: TemplateSource,
  to: { member_name: string; dance_date: string },
  night: NightValues,
  locale: Locale,
): Mail {
  const logo = logoAttachment(source.club_logo_data);
  const logoUrl = /^https?:\/\//i.test(source.club_logo_url) ? source.club_logo_url : '';
  const rendered = renderEmailTemplate(
    { subject: source.email_template_subject, body: source.email_template_body },
    {
      club_name: source.club_name,
      club_address: source.club_address,
      member_name: to.member_name,
      dance_date: ISO_DATE.test(to.dance_date) ? formatDanceDate(to.dance_date, locale) : to.dance_date,
      club_logo_src: logo ? `cid:${LOGO_CID}` : logoUrl,
      ...night,
    },
  );
  const usesLogo = logo !== undefined && source.email_template_body.includes('{club_logo}');
  return { ...rendered, ...(usesLogo ? { attachments: [logo] } : {}) };
}
