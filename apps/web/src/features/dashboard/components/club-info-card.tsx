import { Text } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import type { PublicSettings } from '@club/shared';
import { catalog, clubDayName } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';
import { InfoCard } from './info-card';

/** SPEC §2: club name, subtitle, address and dance day. */
export function ClubInfoCard({ settings }: { settings: PublicSettings | undefined }) {
  const to = { locale: useReaderLocale() };
  const notSet = (
    <Text span c="dimmed" fs="italic" size="sm">
      {catalog.dash_not_set({}, to)}
    </Text>
  );
  const rows = settings && [
    { label: catalog.dash_name({}, to), value: settings.club_name },
    { label: catalog.dash_subtitle({}, to), value: settings.club_subtitle || notSet },
    { label: catalog.dash_address({}, to), value: settings.club_address || notSet },
    { label: catalog.dash_dance_day({}, to), value: clubDayName(settings.club_day_of_week, to.locale) },
  ];
  return (
    <InfoCard
      title={catalog.dash_club_information({}, to)}
      loadingLabel={catalog.dash_loading_club_information({}, to)}
      icon={<IconBuildingCommunity size={20} />}
      rows={rows}
    />
  );
}
