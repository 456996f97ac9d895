import { Avatar, type MantineSize, useMantineTheme } from '@mantine/core';
import type { Branding } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { visitorLocale } from './visitor-locale';

const BASE64_IMAGE_TYPES: ReadonlyArray<[prefix: string, mime: string]> = [
  ['/9j/', 'image/jpeg'],
  ['iVBOR', 'image/png'],
];

/** The uploaded logo (base64, SPEC §3 club_logo_data) wins over a logo URL; null when the club has neither. */
export function getClubLogoSrc({ club_logo_data, club_logo_url }: Pick<Branding, 'club_logo_data' | 'club_logo_url'>) {
  const data = club_logo_data.trim();
  if (data.startsWith('data:image/')) return data;
  if (data) {
    const mime = BASE64_IMAGE_TYPES.find(([prefix]) => data.startsWith(prefix))?.[1] ?? 'image/png';
    return `data:${mime};base64,${data}`;
  }
  return club_logo_url.trim() || null;
}

type ClubLogoProps = {
  branding: Pick<Branding, 'club_name' | 'club_logo_data' | 'club_logo_url'>;
  size?: MantineSize | number;
};

/** The club logo, or the club's initials in the primary colour when no logo is set. */
export function ClubLogo({ branding, size = 'md' }: ClubLogoProps) {
  const theme = useMantineTheme();
  // The sign-in page shows the logo too, where there is no reader's locale but the page's.
  const locale = visitorLocale();
  return (
    <Avatar
      src={getClubLogoSrc(branding)}
      alt={catalog.shell_logo_alt({ club: branding.club_name }, { locale })}
      name={branding.club_name}
      color={theme.primaryColor}
      variant="filled"
      radius="md"
      size={size}
    />
  );
}
