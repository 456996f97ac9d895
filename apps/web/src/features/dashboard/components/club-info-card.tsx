import { Text } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import type { PublicSettings } from '@club/shared';
import { InfoCard } from './info-card';

const notSet = (
  <Text span c="dimmed" fs="italic" size="sm">
    Not set
  </Text>
);

/** SPEC §2: club name, subtitle, address and dance day. */
export function ClubInfoCard({ settings }: { settings: PublicSettings | undefined }) {
  const rows = settings && [
    { label: 'Name', value: settings.club_name },
    { label: 'Subtitle', value: settings.club_subtitle || notSet },
    { label: 'Address', value: settings.club_address || notSet },
    { label: 'Dance day', value: settings.club_day_of_week },
  ];
  return <InfoCard title="Club Information" icon={<IconBuildingCommunity size={20} />} rows={rows} />;
}
