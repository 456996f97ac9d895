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
  TextInput,
  Title,
} from '@mantine/core';
import {
  AVAILABILITY_MESSAGES,
  AWAY_MONTH_NAMES,
  AWAY_NTH_WORDS,
  AWAY_WEEKDAY_NAMES,
  awayFormSchema,
  type AwayFormValues,
  awayInputOf,
  describeAway,
  type MemberAvailability,
} from '@club/shared';
import { formatDanceDate } from '../../../../lib/dance-date';
import { useSchemaForm } from '../../../../lib/use-schema-form';
import { useSaveAway } from '../hooks/use-away';

const KINDS = [
  { value: 'range', label: AVAILABILITY_MESSAGES.kindRange },
  { value: 'nth_weekday', label: AVAILABILITY_MESSAGES.kindNthWeekday },
  { value: 'month', label: AVAILABILITY_MESSAGES.kindMonth },
];
const NTH = AWAY_NTH_WORDS.map((word, index) => ({
  value: String(index + 1),
  label: word.charAt(0).toUpperCase() + word.slice(1),
}));
const WEEKDAYS = AWAY_WEEKDAY_NAMES.map((name, index) => ({ value: String(index), label: name }));
const MONTHS = AWAY_MONTH_NAMES.map((name, index) => ({ value: String(index + 1), label: name }));

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
      <Text>{member ? AVAILABILITY_MESSAGES.awayIntroForMember(member.name) : AVAILABILITY_MESSAGES.awayIntro}</Text>
      {data.away.length === 0 && data.partner_away.length === 0 ? (
        <Text c="dimmed">{AVAILABILITY_MESSAGES.noAway}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Away periods and rules">
          {data.away.map((entry, index) => (
            <Group component="li" key={entry.id} justify="space-between" gap="xs" wrap="wrap">
              <Group gap="xs" wrap="wrap">
                <Text fw={500}>{entry.description}</Text>
                {entry.also_partner && (
                  <Badge variant="light" color="grape" size="lg" fz="sm">
                    {AVAILABILITY_MESSAGES.alsoPartnerBadge}
                  </Badge>
                )}
              </Group>
              <Button
                variant="light"
                color="red"
                aria-label={AVAILABILITY_MESSAGES.removeLabel(entry.description)}
                loading={save.isPending}
                onClick={() =>
                  save.mutate({ away: current.filter((_, at) => at !== index), note: AVAILABILITY_MESSAGES.removed })
                }
              >
                {AVAILABILITY_MESSAGES.remove}
              </Button>
            </Group>
          ))}
          {data.partner_away.map((entry) => (
            <Stack component="li" key={`partner-${entry.id}`} gap={0}>
              <Text fw={500}>{entry.description}</Text>
              <Text size="sm" c="dimmed">
                {AVAILABILITY_MESSAGES.fromPartner(entry.partner_name)}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}

      <form
        onSubmit={form.onSubmit((entry) =>
          save.mutate(
            { away: [...current, entry], note: AVAILABILITY_MESSAGES.added },
            { onSuccess: () => form.setValues({ start_date: '', end_date: '', also_partner: false }) },
          ),
        )}
        noValidate
      >
        <Stack gap="sm">
          <Text fw={500} id="away-kind-label">
            {AVAILABILITY_MESSAGES.kindLabel}
          </Text>
          <SegmentedControl
            aria-labelledby="away-kind-label"
            data={KINDS}
            orientation="vertical"
            fullWidth
            radius="md"
            {...form.getInputProps('kind')}
          />
          {kind === 'range' && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              <TextInput
                type="date"
                label={AVAILABILITY_MESSAGES.firstDay}
                required
                {...form.getInputProps('start_date')}
              />
              <TextInput
                type="date"
                label={AVAILABILITY_MESSAGES.lastDay}
                required
                min={form.getValues().start_date || undefined}
                {...form.getInputProps('end_date')}
              />
            </SimpleGrid>
          )}
          {kind === 'nth_weekday' && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              <NativeSelect label={AVAILABILITY_MESSAGES.whichWeek} data={NTH} {...form.getInputProps('nth')} />
              <NativeSelect label={AVAILABILITY_MESSAGES.whichDay} data={WEEKDAYS} {...form.getInputProps('weekday')} />
            </SimpleGrid>
          )}
          {kind === 'month' && (
            <NativeSelect label={AVAILABILITY_MESSAGES.whichMonth} data={MONTHS} {...form.getInputProps('month')} />
          )}
          <Checkbox
            size="md"
            label={member ? AVAILABILITY_MESSAGES.alsoTheirPartner : AVAILABILITY_MESSAGES.alsoMyPartner}
            {...form.getInputProps('also_partner', { type: 'checkbox' })}
          />
          {rulePreview(form.getValues()) && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {rulePreview(form.getValues())}
            </Text>
          )}
          <Group>
            <Button type="submit" size="md" loading={save.isPending}>
              {AVAILABILITY_MESSAGES.add}
            </Button>
          </Group>
        </Stack>
      </form>

      <Stack gap="xs">
        <Title order={3} size="h5">
          {AVAILABILITY_MESSAGES.nightsKeptFree}
        </Title>
        {data.unavailable_nights.length === 0 ? (
          <Text c="dimmed">{AVAILABILITY_MESSAGES.noNightsKeptFree}</Text>
        ) : (
          <Stack
            component="ul"
            gap={4}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={AVAILABILITY_MESSAGES.nightsKeptFree}
          >
            {data.unavailable_nights.map((night) => (
              <li key={night.dance_date}>
                <Text>
                  <Text span fw={500}>
                    {formatDanceDate(night.dance_date)}
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
function rulePreview(values: AwayFormValues): string | null {
  if (values.kind === 'nth_weekday')
    return describeAway({
      kind: 'nth_weekday',
      nth: Number(values.nth),
      weekday: Number(values.weekday),
      also_partner: false,
    });
  if (values.kind === 'month') return describeAway({ kind: 'month', month: Number(values.month), also_partner: false });
  return null;
}
