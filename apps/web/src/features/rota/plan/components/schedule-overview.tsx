import { Badge, Card, Flex, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleDashed, IconCircleHalf2 } from '@tabler/icons-react';
import type { Assignment, Schedule } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { countStatuses, getStatusColor } from '../utils/assignment-status';
import { formatPeriod } from '../utils/schedule-dates';

// An icon beside a label that needs the room keeps its size; the label wraps or the card grows instead.
const ICON_STYLE = { flexShrink: 0 } as const;

/** SPEC §2 summary card (name, period, type badge, total) and the three count cards. */
export function ScheduleOverview({
  schedule,
  assignments,
}: {
  schedule: Schedule;
  assignments: readonly Assignment[];
}) {
  const to = { locale: useReaderLocale() };
  const typeLabels = { next: catalog.plan_type_next({}, to), current: catalog.plan_type_current({}, to) };
  const counts = countStatuses(assignments);
  const countCards = [
    {
      label: catalog.plan_count_complete({}, to),
      detail: catalog.plan_count_complete_detail({}, to),
      value: counts.complete,
      color: getStatusColor('complete', schedule.type),
      icon: <IconCircleCheck size={20} style={ICON_STYLE} />,
    },
    {
      label: catalog.plan_count_partial({}, to),
      detail: catalog.plan_count_partial_detail({}, to),
      value: counts.partial,
      color: getStatusColor('partial', schedule.type),
      icon: <IconCircleHalf2 size={20} style={ICON_STYLE} />,
    },
    {
      label: catalog.plan_unassigned({}, to),
      detail: catalog.plan_count_unassigned_detail({}, to),
      value: counts.unassigned,
      color: getStatusColor('unassigned', schedule.type),
      icon: <IconCircleDashed size={20} style={ICON_STYLE} />,
    },
    // Issue 17: only while some night waits for a replacement; those nights are in none of the three counts.
    ...(counts.needs_replacement > 0
      ? [
          {
            label: catalog.plan_status_needs_replacement({}, to),
            detail: catalog.plan_count_replacement_detail({}, to),
            value: counts.needs_replacement,
            color: getStatusColor('needs_replacement', schedule.type),
            icon: <IconAlertTriangle size={20} style={ICON_STYLE} />,
          },
        ]
      : []),
  ];
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <Stack gap={4} miw={0}>
            <Group gap="sm" wrap="wrap">
              <Title order={2} fz="h3">
                {schedule.name}
              </Title>
              <Badge variant="light" color={schedule.type === 'next' ? 'blue' : 'green'}>
                {typeLabels[schedule.type]}
              </Badge>
            </Group>
            <Text c="dimmed">{formatPeriod(schedule.start_date, schedule.end_date)}</Text>
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text fz={28} fw={700} lh={1.2}>
              {assignments.length}
            </Text>
            <Text size="sm" c="dimmed">
              {catalog.plan_total_assignments({}, to)}
            </Text>
          </Stack>
        </Group>
      </Card>
      {/* Issue 17: three cards side by side leave a phone too little room for 'Unassigned' and its icon, so
          there each card is a row of its own: icon, label and count on one line. */}
      <SimpleGrid cols={{ base: 1, xs: countCards.length }} spacing={{ base: 'xs', sm: 'md' }}>
        {countCards.map((card) => (
          <Card key={card.label} withBorder radius="md" padding="md" aria-label={`${card.label}: ${card.value}`}>
            <Flex
              direction={{ base: 'row', xs: 'column' }}
              justify={{ base: 'space-between', xs: 'flex-start' }}
              align={{ base: 'center', xs: 'flex-start' }}
              gap={{ base: 'sm', xs: 4 }}
            >
              <Group gap="xs" c={card.color} wrap="nowrap">
                {card.icon}
                <Text fw={600} size="sm" c="var(--mantine-color-text)">
                  {card.label}
                </Text>
              </Group>
              <Text fz={{ base: 22, xs: 28 }} fw={700} lh={1.2}>
                {card.value}
              </Text>
            </Flex>
            <Text size="xs" c="dimmed" visibleFrom="sm">
              {card.detail}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
