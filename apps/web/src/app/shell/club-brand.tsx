import { Box, Group, Skeleton, Text } from '@mantine/core';
import { ClubLogo } from '../../components/club-logo';
import { useClubBranding } from '../../lib/use-branding';

/** Club logo, name and subtitle at the top of the sidebar (SPEC §1). */
export function ClubBrand() {
  const branding = useClubBranding();
  if (!branding) {
    return (
      <Group gap="sm" wrap="nowrap" p="md" aria-hidden>
        <Skeleton circle height={44} />
        <Box flex={1}>
          <Skeleton height={14} width="80%" mb={6} />
          <Skeleton height={10} width="60%" />
        </Box>
      </Group>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap" p="md">
      <ClubLogo branding={branding} size={44} />
      <Box miw={0}>
        <Text fw={700} lh={1.2} lineClamp={2}>
          {branding.club_name}
        </Text>
        {branding.club_subtitle && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {branding.club_subtitle}
          </Text>
        )}
      </Box>
    </Group>
  );
}
