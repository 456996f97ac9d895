import { memo, type ReactNode, useMemo } from 'react';
import { Divider, NumberInput, Select, SimpleGrid, Switch } from '@mantine/core';
import {
  BACKUP_FREQUENCIES,
  type ClockStyle,
  clubClockStyleOf,
  clubCountryOf,
  formatClock,
  groupTimeZones,
  PHONE_COUNTRIES,
  isLocale,
  type Locale,
  LOCALES,
  localeMessages,
  TIMEZONES,
} from '@club/shared';
import type { SettingsFormApi } from '../hooks/use-settings-form';
import { BackupsList } from './backups-list';
import { SettingsCard } from '../../../components/settings-card';
import { useReaderLocale } from '../../../lib/reader-locale';

type ClubLanguageSelectProps = { value: Locale; error: ReactNode; onChange: (locale: Locale) => void };

/** Issue 29: the language of members who chose none, and of visitors whose browser asks for none the app speaks. */
function ClubLanguageSelect({ value, error, onChange }: ClubLanguageSelectProps) {
  const text = localeMessages(useReaderLocale());
  return (
    <Select
      label={text.clubSettingLabel}
      description={text.clubSettingDescription}
      data={LOCALES.map((locale) => ({ value: locale, label: text.languages[locale] }))}
      value={value}
      onChange={(chosen) => isLocale(chosen) && onChange(chosen)}
      allowDeselect={false}
      error={error}
    />
  );
}

const FREQUENCY_OPTIONS = BACKUP_FREQUENCIES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

/** Issue 17: every zone this browser knows (the server checks against its own list, which names the same zones). */
const browserZones = (): readonly string[] =>
  typeof Intl.supportedValuesOf === 'function'
    ? Intl.supportedValuesOf('timeZone')
    : TIMEZONES.map(({ value }) => value);

// The Select's value for "follow the time zone", which the setting stores as ''.
const FROM_TIME_ZONE = 'from-time-zone';
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string) => regionNames.of(code) ?? code;
const COUNTRY_OPTIONS = PHONE_COUNTRIES.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) =>
  a.label.localeCompare(b.label),
);

/**
 * Issue 26: the country telephone numbers written without +49 or +1 are read in; by default the time zone's, said by
 * name so the admin sees what "from the time zone" means.
 */
function countryOptions(timeZone: string) {
  const fromZone = clubCountryOf({ club_country: '', system_timezone: timeZone });
  const label = fromZone ? `From the time zone (${countryName(fromZone)})` : 'From the time zone (none: choose one)';
  return [{ value: FROM_TIME_ZONE, label }, ...COUNTRY_OPTIONS];
}

// The Select's value for "the clock of the club's country", which the setting stores as ''.
const FROM_COUNTRY = 'from-country';
const clockExample = (style: ClockStyle) =>
  `${style === '12h' ? '12-hour' : '24-hour'}: ${formatClock('19:30', style)}`;

/**
 * Issue 26: how every page, e-mail and the copied schedule write a time. By default the clock of the club's country
 * (the country setting, else the time zone's), said with an example so the admin sees what it means.
 */
function timeFormatOptions(country: string, timeZone: string) {
  const fromCountry = clubClockStyleOf({ time_format: '', club_country: country, system_timezone: timeZone });
  return [
    { value: FROM_COUNTRY, label: `As in the club's country (${clockExample(fromCountry)})` },
    { value: '24h', label: clockExample('24h') },
    { value: '12h', label: clockExample('12h') },
  ];
}

export function SystemSettingsCard({ form }: { form: SettingsFormApi }) {
  const { values, setFieldValue, errors } = form;
  const zoneOptions = useMemo(() => groupTimeZones(browserZones(), values.system_timezone), [values.system_timezone]);

  return (
    <SettingsCard title="System Settings">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Select
          label="Time Zone"
          description="Reminder days are counted in this zone. Type a city or region to search."
          data={zoneOptions}
          searchable
          nothingFoundMessage="No time zone of that name"
          value={values.system_timezone}
          onChange={(zone) => zone && setFieldValue('system_timezone', zone)}
          allowDeselect={false}
          error={errors.system_timezone}
        />
        <ClubLanguageSelect
          value={values.club_locale}
          error={errors.club_locale}
          onChange={(locale) => setFieldValue('club_locale', locale)}
        />
        <CountrySelect
          country={values.club_country}
          timeZone={values.system_timezone}
          error={errors.club_country}
          setFieldValue={setFieldValue}
        />
        <TimeFormatSelect
          format={values.time_format}
          country={values.club_country}
          timeZone={values.system_timezone}
          error={errors.time_format}
          setFieldValue={setFieldValue}
        />
        <NumberInput
          label="Max Upload Size"
          description="Largest file accepted, 1 to 100 MB."
          suffix=" MB"
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('max_upload_size')}
        />
        <Switch
          label="Automatic backups"
          description="Back up the database on a schedule."
          checked={values.backup_enabled}
          onChange={(event) => setFieldValue('backup_enabled', event.currentTarget.checked)}
          mt={{ sm: 'md' }}
        />
        <Select
          label="Backup Frequency"
          data={FREQUENCY_OPTIONS}
          value={values.backup_frequency}
          onChange={(frequency) => frequency && setFieldValue('backup_frequency', frequency)}
          allowDeselect={false}
          // SPEC §5: the frequency applies only when backups are on.
          disabled={!values.backup_enabled}
          error={errors.backup_frequency}
        />
      </SimpleGrid>
      <Divider />
      <BackupsList />
    </SettingsCard>
  );
}

/**
 * The country list (some 240 names) is drawn again only when its own value, the time zone or its error changes, not on
 * every keystroke elsewhere in the form, which on an old laptop made typing lag.
 */
const CountrySelect = memo(function CountrySelect({
  country,
  timeZone,
  error,
  setFieldValue,
}: {
  country: string;
  timeZone: string;
  error: ReactNode;
  setFieldValue: SettingsFormApi['setFieldValue'];
}) {
  const countries = useMemo(() => countryOptions(timeZone), [timeZone]);
  return (
    <Select
      label="Country for phone numbers"
      description="Numbers written without a country code (030 1234567) are read as numbers of this country."
      data={countries}
      searchable
      nothingFoundMessage="No country of that name"
      value={country || FROM_TIME_ZONE}
      onChange={(code) => code && setFieldValue('club_country', code === FROM_TIME_ZONE ? '' : code)}
      allowDeselect={false}
      error={error}
    />
  );
});

/** Drawn again only when the format, the country or the zone it follows changes, as the country list above. */
const TimeFormatSelect = memo(function TimeFormatSelect({
  format,
  country,
  timeZone,
  error,
  setFieldValue,
}: {
  format: '' | ClockStyle;
  country: string;
  timeZone: string;
  error: ReactNode;
  setFieldValue: SettingsFormApi['setFieldValue'];
}) {
  const options = useMemo(() => timeFormatOptions(country, timeZone), [country, timeZone]);
  return (
    <Select
      label="Time format"
      description="How pages, e-mails and the copied schedule write a time of day."
      data={options}
      value={format || FROM_COUNTRY}
      onChange={(chosen) => chosen && setFieldValue('time_format', chosen === '12h' || chosen === '24h' ? chosen : '')}
      allowDeselect={false}
      error={error}
    />
  );
});
