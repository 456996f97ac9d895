import { type RenderedEmail, renderEmailTemplate } from '@club/shared';
import { getClubLogoSrc } from '../../../components/club-logo';
import type { SettingsFormValues } from './settings-form-values';

/** Stand-ins for one reminder, used by the preview and the test e-mail. */
export const SAMPLE_MEMBER_NAME = 'Jordan Sample';

/** A dance date as reminders write it: the next club night is a plausible one, but any fixed date reads fine. */
export function getSampleDanceDate(now: Date = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 7);
  return date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
}

type PreviewSource = Pick<
  SettingsFormValues,
  'email_template_subject' | 'email_template_body' | 'club_name' | 'club_address' | 'club_logo_data' | 'club_logo_url'
>;

/** The reminder as a member would get it, rendered by the very function the server sends mail with. */
export function renderEmailPreview(values: PreviewSource, danceDate: string): RenderedEmail {
  return renderEmailTemplate(
    { subject: values.email_template_subject, body: values.email_template_body },
    {
      club_name: values.club_name,
      club_address: values.club_address,
      dance_date: danceDate,
      member_name: SAMPLE_MEMBER_NAME,
      club_logo_src: getClubLogoSrc(values) ?? '',
    },
  );
}
