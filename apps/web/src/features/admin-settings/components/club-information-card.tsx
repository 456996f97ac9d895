import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { type AdminSettings, CLUB_DAYS, DANCE_PROGRAMS } from '@club/shared';
import type { SettingsFormApi } from '../hooks/use-settings-form';
import { SettingsCard } from '../../../components/settings-card';

type ClubInformationCardProps = { form: SettingsFormApi; coordinates: Pick<AdminSettings, 'club_lat' | 'club_lng'> };

/** SPEC §3: the club coordinates are read-only; the map finds the club by geocoding its address. */
function describeCoordinates({ club_lat, club_lng }: ClubInformationCardProps['coordinates']): string {
  if (club_lat === null || club_lng === null) return 'Club location: not known yet (geocoded from the address).';
  return `Club location: ${club_lat.toFixed(5)}, ${club_lng.toFixed(5)} (geocoded from the address).`;
}

export function ClubInformationCard({ form, coordinates }: ClubInformationCardProps) {
  return (
    <SettingsCard
      title="Club Information"
      description="Shown in the sidebar, on the login page, the dashboard and the printed roster."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput label="Club Name" required {...form.getInputProps('club_name')} />
        <TextInput label="Club Subtitle" {...form.getInputProps('club_subtitle')} />
      </SimpleGrid>
      <TextInput
        label="Club Address"
        description="Where the club dances; reminders and the map use it."
        {...form.getInputProps('club_address')}
      />
      <Text size="sm" c="dimmed">
        {describeCoordinates(coordinates)}
      </Text>
      <Select
        label="Club Day"
        description="Dance dates of new schedules fall on this day."
        data={CLUB_DAYS}
        value={form.values.club_day_of_week}
        onChange={(day) => day && form.setFieldValue('club_day_of_week', day)}
        allowDeselect={false}
        error={form.errors.club_day_of_week}
        maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          type="time"
          label="Club Night Starts"
          description="In the club's time zone; calendar feeds show the night from this time. Empty: all-day events."
          {...form.getInputProps('club_night_start')}
        />
        <TextInput
          type="time"
          label="Club Night Ends"
          description="An end before the start is after midnight."
          {...form.getInputProps('club_night_end')}
        />
        <TextInput
          label="Default Caller"
          description="New nights of a new schedule start with this caller; change it per night in the editor."
          {...form.getInputProps('default_caller')}
        />
        <Select
          label="Default Program"
          description="New nights of a new schedule start with this program."
          data={[...DANCE_PROGRAMS]}
          placeholder="None"
          value={form.values.default_program || null}
          onChange={(program) => form.setFieldValue('default_program', program ?? '')}
          clearable
          error={form.errors.default_program}
        />
      </SimpleGrid>
    </SettingsCard>
  );
}
