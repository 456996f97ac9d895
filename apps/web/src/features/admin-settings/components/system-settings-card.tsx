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
import { catalog } from '@club/shared/plain';
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

function frequencyOptions(locale: Locale) {
  const to = { locale };
  const labels: Record<(typeof BACKUP_FREQUENCIES)[number], string> = {
    daily: catalog.adm_b_frequency_daily({}, to),
    weekly: catalog.adm_b_frequency_weekly({}, to),
    monthly: catalog.adm_b_frequency_monthly({}, to),
  };
  return BACKUP_FREQUENCIES.map((value) => ({ value, label: labels[value] }));
}

/** Issue 17: every zone this browser knows (the server checks against its own list, which names the same zones). */
const browserZones = (): readonly string[] =>
  typeof Intl.supportedValuesOf === 'function'
    ? Intl.supportedValuesOf('timeZone')
    : TIMEZONES.map(({ value }) => value);

// The Select's value for "follow the time zone", which the setting stores as ''.
const FROM_TIME_ZONE = 'from-time-zone';

/** Issue 29: the countries named and sorted in the reader's language, made once for each language. */
const countriesByLocale = new Map<
  Locale,
  { name: (code: string) => string; options: { value: string; label: string }[] }
>();
function countriesIn(locale: Locale) {
  let countries = countriesByLocale.get(locale);
  if (!countries) {
    const regionNames = new Intl.DisplayNames([locale], { type: 'region' });
    const name = (code: string) => regionNames.of(code) ?? code;
    const options = PHONE_COUNTRIES.map((code) => ({ value: code, label: name(code) })).sort((a, b) =>
      a.label.localeCompare(b.label, locale),
    );
    countries = { name, options };
    countriesByLocale.set(locale, countries);
  }
  return countries;
}

/**
 * Issue 26: the country telephone numbers written without +49 or +1 are read in; by default the time zone's, said by
 * name so the admin sees what "from the time zone" means.
 */
function countryOptions(timeZone: string, locale: Locale) {
  const to = { locale };
  const { name, options } = countriesIn(locale);
  const fromZone = clubCountryOf({ club_country: '', system_timezone: timeZone });
  const label = fromZone
    ? catalog.adm_b_country_from_zone({ country: name(fromZone) }, to)
    : catalog.adm_b_country_from_zone_none({}, to);
  return [{ value: FROM_TIME_ZONE, label }, ...options];
}

// The Select's value for "the clock of the club's country", which the setting stores as ''.
const FROM_COUNTRY = 'from-country';
const clockExample = (style: ClockStyle, locale: Locale) => {
  const example = formatClock('19:30', style);
  return style === '12h'
    ? catalog.adm_b_clock_12h({ example }, { locale })
    : catalog.adm_b_clock_24h({ example }, { locale });
};

/**
 * Issue 26: how every page, e-mail and the copied schedule write a time. By default the clock of the club's country
 * (the country setting, else the time zone's), said with an example so the admin sees what it means.
 */
function timeFormatOptions(country: string, timeZone: string, locale: Locale) {
  const fromCountry = clubClockStyleOf({ time_format: '', club_country: country, system_timezone: timeZone });
  return [
    {
      value: FROM_COUNTRY,
      label: catalog.adm_b_clock_from_country({ example: clockExample(fromCountry, locale) }, { locale }),
    },
    { value: '24h', label: clockExample('24h', locale) },
    { value: '12h', label: clockExample('12h', locale) },
  ];
}

export function SystemSettingsCard({ form }: { form: SettingsFormApi }) {
  const { values, setFieldValue, errors } = form;
  const locale = useReaderLocale();
  const zoneOptions = useMemo(
    () => groupTimeZones(browserZones(), values.system_timezone, locale),
    [values.system_timezone, locale],
  );
  const to = { locale };

  return (
    <SettingsCard title={catalog.adm_b_system_title({}, to)}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Select
          label={catalog.adm_b_time_zone_label({}, to)}
          description={catalog.adm_b_time_zone_description({}, to)}
          data={zoneOptions}
          searchable
          nothingFoundMessage={catalog.adm_b_no_time_zone({}, to)}
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
          locale={locale}
        />
        <TimeFormatSelect
          format={values.time_format}
          country={values.club_country}
          timeZone={values.system_timezone}
          error={errors.time_format}
          setFieldValue={setFieldValue}
          locale={locale}
        />
        <NumberInput
          label={catalog.adm_b_max_upload_label({}, to)}
          description={catalog.adm_b_max_upload_description({}, to)}
          suffix=" MB"
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('max_upload_size')}
        />
        <Switch
          label={catalog.adm_b_backup_enabled_label({}, to)}
          description={catalog.adm_b_backup_enabled_description({}, to)}
          checked={values.backup_enabled}
          onChange={(event) => setFieldValue('backup_enabled', event.currentTarget.checked)}
          mt={{ sm: 'md' }}
        />
        <Select
          label={catalog.adm_b_backup_frequency_label({}, to)}
          data={frequencyOptions(locale)}
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
  locale,
}: {
  country: string;
  timeZone: string;
  error: ReactNode;
  setFieldValue: SettingsFormApi['setFieldValue'];
  locale: Locale;
}) {
  const countries = useMemo(() => countryOptions(timeZone, locale), [timeZone, locale]);
  const to = { locale };
  return (
    <Select
      label={catalog.adm_b_country_label({}, to)}
      description={catalog.adm_b_country_description({}, to)}
      data={countries}
      searchable
      nothingFoundMessage={catalog.adm_b_no_country({}, to)}
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
  locale,
}: {
  format: '' | ClockStyle;
  country: string;
  timeZone: string;
  error: ReactNode;
  setFieldValue: SettingsFormApi['setFieldValue'];
  locale: Locale;
}) {
  const options = useMemo(() => timeFormatOptions(country, timeZone, locale), [country, timeZone, locale]);
  const to = { locale };
  return (
    <Select
      label={catalog.adm_b_time_format_label({}, to)}
      description={catalog.adm_b_time_format_description({}, to)}
      data={options}
      value={format || FROM_COUNTRY}
      onChange={(chosen) => chosen && setFieldValue('time_format', chosen === '12h' || chosen === '24h' ? chosen : '')}
      allowDeselect={false}
      error={error}
    />
  );
});
