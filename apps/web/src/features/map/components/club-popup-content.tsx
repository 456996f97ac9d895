import { Group, Image, Stack, Text } from '@mantine/core';
import type { PublicSettings } from '@club/shared';
import { getClubLogoSrc } from '../../../components/club-logo';

type ClubPopupContentProps = { settings: PublicSettings; isDefaultCenter: boolean };

/** The club marker's popup, with the club's logo (SPEC §1: the logo appears on the map). */
export function ClubPopupContent({ settings, isDefaultCenter }: ClubPopupContentProps) {
  const logo = getClubLogoSrc(settings);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" miw={200}>
      {logo && <Image src={logo} alt={`${settings.club_name} logo`} w={40} h={40} radius="sm" />}
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
            Approximate: the club address has not been geocoded yet.
          </Text>
        )}
      </Stack>
    </Group>
  );
}
