import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { type AdminSettings, CLUB_DAYS, DANCE_PROGRAMS } from '@club/shared';
import { catalog, type Locale } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';
import type { SettingsFormApi } from '../hooks/use-settings-form';
import { SettingsCard } from '../../../components/settings-card';

type ClubInformationCardProps = { form: SettingsFormApi; coordinates: Pick<AdminSettings, 'club_lat' | 'club_lng'> };

/** SPEC §3: the club coordinates are read-only; the map finds the club by geocoding its address. */
function describeCoordinates({ club_lat, club_lng }: ClubInformationCardProps['coordinates'], locale: Locale): string {
  const to = { locale };
  if (club_lat === null || club_lng === null) return catalog.adm_a_club_location_unknown({}, to);
  // Degrees with a point in every language, as maps and GPS devices write them.
  return catalog.adm_a_club_location({ lat: club_lat.toFixed(5), lng: club_lng.toFixed(5) }, to);
}

/** The club days (stored in English, Monday first) by their names in the reader's language. */
function clubDayOptions(locale: Locale) {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return CLUB_DAYS.map((day, index) => ({ value: day, label: weekday.format(Date.UTC(2024, 0, 1 + index)) }));
}

export function ClubInformationCard({ form, coordinates }: ClubInformationCardProps) {
  const locale = useReaderLocale();
  const to = { locale };
  return (
    <SettingsCard title={catalog.adm_a_club_title({}, to)} description={catalog.adm_a_club_intro({}, to)}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput label={catalog.adm_a_club_name({}, to)} required {...form.getInputProps('club_name')} />
        <TextInput label={catalog.adm_a_club_subtitle({}, to)} {...form.getInputProps('club_subtitle')} />
      </SimpleGrid>
      <TextInput
        label={catalog.adm_a_club_address({}, to)}
        description={catalog.adm_a_club_address_hint({}, to)}
        {...form.getInputProps('club_address')}
      />
      <Text size="sm" c="dimmed">
        {describeCoordinates(coordinates, locale)}
      </Text>
      <Select
        label={catalog.adm_a_club_day({}, to)}
        description={catalog.adm_a_club_day_hint({}, to)}
        data={clubDayOptions(locale)}
        value={form.values.club_day_of_week}
        onChange={(day) => day && form.setFieldValue('club_day_of_week', day)}
        allowDeselect={false}
        error={form.errors.club_day_of_week}
        maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          type="time"
          label={catalog.adm_a_club_night_starts({}, to)}
          description={catalog.adm_a_club_night_starts_hint({}, to)}
          {...form.getInputProps('club_night_start')}
        />
        <TextInput
          type="time"
          label={catalog.adm_a_club_night_ends({}, to)}
          description={catalog.adm_a_club_night_ends_hint({}, to)}
          {...form.getInputProps('club_night_end')}
        />
        <TextInput
          label={catalog.adm_a_club_default_caller({}, to)}
          description={catalog.adm_a_club_default_caller_hint({}, to)}
          {...form.getInputProps('default_caller')}
        />
        <Select
          label={catalog.adm_a_club_default_program({}, to)}
          description={catalog.adm_a_club_default_program_hint({}, to)}
          data={[...DANCE_PROGRAMS]}
          placeholder={catalog.adm_a_club_program_none({}, to)}
          value={form.values.default_program || null}
          onChange={(program) => form.setFieldValue('default_program', program ?? '')}
          clearable
          error={form.errors.default_program}
        />
      </SimpleGrid>
    </SettingsCard>
  );
}
