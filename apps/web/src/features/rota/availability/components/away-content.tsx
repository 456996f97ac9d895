import {
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import '@mantine/dates/styles.css';
import { DateInput } from '@mantine/dates';
import {
  awayFormSchema,
  type AwayFormValues,
  awayInputOf,
  availabilityMessages,
  describeAway,
  type MemberAvailability,
} from '@club/shared';
import { catalog, type Locale } from '@club/shared/plain';
import { formatDanceDate } from '../../../../lib/dance-date';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { useSchemaForm } from '../../../../lib/use-schema-form';
import { useSaveAway } from '../hooks/use-away';
import { dateInputProps } from '../../../../lib/date-input';

const kinds = (words: ReturnType<typeof availabilityMessages>) => [
  { value: 'range', label: words.kindRange },
  { value: 'nth_weekday', label: words.kindNthWeekday },
  { value: 'month', label: words.kindMonth },
];
const nths = (locale: Locale) =>
  [catalog.away_nth_1, catalog.away_nth_2, catalog.away_nth_3, catalog.away_nth_4, catalog.away_nth_5].map(
    (word, index) => ({ value: String(index + 1), label: word({}, { locale }) }),
  );
// The names of days and months are the language's own; 1 January 2023 was a Sunday, the rules' weekday 0.
const weekdays = (locale: Locale) => {
  const name = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return [0, 1, 2, 3, 4, 5, 6].map((day) => ({ value: String(day), label: name.format(Date.UTC(2023, 0, 1 + day)) }));
};
const months = (locale: Locale) => {
  const name = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => ({
    value: String(month + 1),
    label: name.format(Date.UTC(2023, month, 1)),
  }));
};

/**
 * Issue 19: the away list with its form, and the nights kept free. A chunk of its own (issue 18): the form validates
 * with the shared schema, which brings zod, and My duties draws its duties without waiting for it.
 */
export function AwayContent({
  data,
  member,
  clubWeekday,
}: {
  data: MemberAvailability;
  member: { id: number; name: string } | undefined;
  clubWeekday: number;
}) {
  const save = useSaveAway(member?.id);
  const locale = useReaderLocale();
  const words = availabilityMessages(locale);
  const current = data.away.map(awayInputOf);
  const form = useSchemaForm(awayFormSchema, {
    kind: 'range',
    start_date: '',
    end_date: '',
    nth: '1',
    weekday: String(clubWeekday),
    month: '7',
    also_partner: false,
  } satisfies AwayFormValues);
  const kind = form.getValues().kind;

  return (
    <Stack gap="md">
      <Text>{member ? words.awayIntroForMember(member.name) : words.awayIntro}</Text>
      {data.away.length === 0 && data.partner_away.length === 0 ? (
        <Text c="dimmed">{words.noAway}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={words.listLabel}>
          {data.away.map((entry, index) => (
            <Group component="li" key={entry.id} justify="space-between" gap="xs" wrap="wrap">
              <Group gap="xs" wrap="wrap">
                <Text fw={500}>{entry.description}</Text>
                {entry.also_partner && (
                  <Badge variant="light" color="grape" size="lg" fz="sm">
                    {words.alsoPartnerBadge}
                  </Badge>
                )}
              </Group>
              <Button
                variant="light"
                color="red"
                aria-label={words.removeLabel(entry.description)}
                loading={save.isPending}
                onClick={() => save.mutate({ away: current.filter((_, at) => at !== index), note: words.removed })}
              >
                {words.remove}
              </Button>
            </Group>
          ))}
          {data.partner_away.map((entry) => (
            <Stack component="li" key={`partner-${entry.id}`} gap={0}>
              <Text fw={500}>{entry.description}</Text>
              <Text size="sm" c="dimmed">
                {words.fromPartner(entry.partner_name)}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}

      <form
        onSubmit={form.onSubmit((entry) =>
          save.mutate(
            { away: [...current, entry], note: words.added },
            { onSuccess: () => form.setValues({ start_date: '', end_date: '', also_partner: false }) },
          ),
        )}
        noValidate
      >
        <Stack gap="sm">
          <Text fw={500} id="away-kind-label">
            {words.kindLabel}
          </Text>
          <SegmentedControl
            aria-labelledby="away-kind-label"
            data={kinds(words)}
            orientation="vertical"
            fullWidth
            radius="md"
            {...form.getInputProps('kind')}
          />
          {kind === 'range' && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              <DateInput
                label={words.firstDay}
                required
                {...dateInputProps(locale)}
                {...form.getInputProps('start_date')}
                onChange={(value) => form.setFieldValue('start_date', value ?? '')}
              />
              <DateInput
                label={words.lastDay}
                required
                {...dateInputProps(locale)}
                {...form.getInputProps('end_date')}
                onChange={(value) => form.setFieldValue('end_date', value ?? '')}
              />
            </SimpleGrid>
          )}
          {kind === 'nth_weekday' && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              <NativeSelect label={words.whichWeek} data={nths(locale)} {...form.getInputProps('nth')} />
              <NativeSelect label={words.whichDay} data={weekdays(locale)} {...form.getInputProps('weekday')} />
            </SimpleGrid>
          )}
          {kind === 'month' && (
            <NativeSelect label={words.whichMonth} data={months(locale)} {...form.getInputProps('month')} />
          )}
          <Checkbox
            size="md"
            label={member ? words.alsoTheirPartner : words.alsoMyPartner}
            {...form.getInputProps('also_partner', { type: 'checkbox' })}
          />
          {rulePreview(form.getValues(), locale) && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {rulePreview(form.getValues(), locale)}
            </Text>
          )}
          <Group>
            <Button type="submit" size="md" loading={save.isPending}>
              {words.add}
            </Button>
          </Group>
        </Stack>
      </form>

      <Stack gap="xs">
        <Title order={3} size="h5">
          {words.nightsKeptFree}
        </Title>
        {data.unavailable_nights.length === 0 ? (
          <Text c="dimmed">{words.noNightsKeptFree}</Text>
        ) : (
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={words.nightsKeptFree}>
            {data.unavailable_nights.map((night) => (
              <li key={night.dance_date}>
                <Text>
                  <Text span fw={500}>
                    {formatDanceDate(night.dance_date, locale)}
                  </Text>
                  {` — ${night.reason}`}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

/** A rule as the list will word it ("Every first Wednesday"), shown while it is chosen; dates speak for themselves. */
function rulePreview(values: AwayFormValues, locale: Locale): string | null {
  if (values.kind === 'nth_weekday')
    return describeAway(
      {
        kind: 'nth_weekday',
        nth: Number(values.nth),
        weekday: Number(values.weekday),
        also_partner: false,
      },
      locale,
    );
  if (values.kind === 'month')
    return describeAway({ kind: 'month', month: Number(values.month), also_partner: false }, locale);
  return null;
}
