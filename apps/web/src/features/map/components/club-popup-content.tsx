import { Group, Image, Stack, Text } from '@mantine/core';
import type { PublicSettings } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { getClubLogoSrc } from '../../../components/club-logo';
import { useReaderLocale } from '../../../lib/reader-locale';

type ClubPopupContentProps = { settings: PublicSettings; isDefaultCenter: boolean };

/** The club marker's popup, with the club's logo (SPEC §1: the logo appears on the map). */
export function ClubPopupContent({ settings, isDefaultCenter }: ClubPopupContentProps) {
  const logo = getClubLogoSrc(settings);
  const to = { locale: useReaderLocale() };
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" miw={200}>
      {logo && (
        <Image src={logo} alt={catalog.shell_logo_alt({ club: settings.club_name }, to)} w={40} h={40} radius="sm" />
      )}
      <Stack gap={4}>
        <Text component="div" fw={700} size="sm">
          {settings.club_name}
        </Text>
        {settings.club_address && (
          <Text component="div" size="sm">
            {settings.club_address}
          </Text>
        )}
        {isDefaultCenter && (
          <Text component="div" size="xs" c="dimmed">
            {catalog.map_approximate({}, to)}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
