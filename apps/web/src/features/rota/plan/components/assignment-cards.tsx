import { catalog, SQUAREHEAD_SLOT_FIELDS } from '@club/shared/plain';
import { Badge, Box, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Assignment, ScheduleType } from '@club/shared';
import { clubNightLabel } from '../../night/utils/club-night-label';
import { formatDanceDate } from '../utils/schedule-dates';
import type { AssignmentActions, ScheduleSignup } from './assignment-actions';
import { AssignmentStatusBadge } from './assignment-status-badge';
import { CancelledBadge } from '../../night/components/cancelled-night';
import { NightDetails } from '../../night/components/night-details';
import { SquareheadName } from '../../night/components/squarehead-name';
import { TakeNightButtons } from '../../night/components/take-night-buttons';
import { answerOf, cantServe, signedUpThemselves } from '../../night/utils/slot-marks';
import { useReaderLocale } from '../../../../lib/reader-locale';

type AssignmentCardsProps = {
  assignments: Assignment[];
  scheduleType: ScheduleType;
  actions?: AssignmentActions;
  /** The signed-in member, whose name is highlighted. */
  ownId: number | null;
  signup?: ScheduleSignup;
};

/** On a phone each night is a card: a ten-column table cannot be read at that width. */
export function AssignmentCards({ assignments, scheduleType, actions, ownId, signup }: AssignmentCardsProps) {
  const locale = useReaderLocale();
  const to = { locale };
  return (
    <Box
      component="ul"
      aria-label={catalog.plan_assignments_title({}, to)}
      p={0}
      m={0}
      style={{ listStyle: 'none', display: 'grid', gap: 'var(--mantine-spacing-sm)' }}
    >
      {assignments.map((assignment) => {
        const date = formatDanceDate(assignment.dance_date);
        const open = signup?.open.get(assignment.id);
        return (
          <Card component="li" key={assignment.id} withBorder radius="md" padding="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
              <Stack gap={2}>
                <Text fw={600} size="lg" lh={1.3}>
                  {date}
                </Text>
                {assignment.club_night_type === 'FIFTH WED' && (
                  <Badge variant="outline" color="grape" radius="sm">
                    {clubNightLabel(assignment.club_night_type, locale)}
                  </Badge>
                )}
              </Stack>
              {assignment.cancelled_at ? (
                <CancelledBadge />
              ) : (
                <AssignmentStatusBadge assignment={assignment} scheduleType={scheduleType} />
              )}
            </Group>
            <Box mb="xs">
              <NightDetails night={assignment} />
            </Box>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
              {SQUAREHEAD_SLOT_FIELDS.map((slot, index) => (
                <Box key={slot.name} miw={0}>
                  <Text size="xs" c="dimmed">
                    {catalog.plan_squarehead_slot({ number: index + 1 }, to)}
                  </Text>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    <SquareheadName
                      name={assignment[slot.name]}
                      canEdit={actions !== undefined}
                      isOwn={ownId !== null && assignment[slot.id] === ownId}
                      cantServe={cantServe(assignment, slot.id)}
                      selfSignup={signedUpThemselves(assignment, slot.id)}
                      answer={answerOf(assignment, slot.id)}
                    />
                  </Text>
                </Box>
              ))}
            </SimpleGrid>
            {assignment.notes && (
              <Text size="sm" c="dimmed" mt="xs">
                {catalog.plan_card_notes({ notes: assignment.notes }, to)}
              </Text>
            )}
            {open && (
              <Box mt="md">
                <TakeNightButtons night={open} partnerName={signup?.partnerName ?? null} fullWidth />
              </Box>
            )}
            {actions && (
              <Group gap="sm" mt="md" grow>
                <Button
                  variant="default"
                  leftSection={<IconPencil size={18} />}
                  onClick={() => actions.onEdit(assignment)}
                  aria-label={catalog.plan_edit_date({ date }, to)}
                >
                  {catalog.plan_edit({}, to)}
                </Button>
                {actions.onDelete && (
                  <Button
                    variant="light"
                    color="red"
                    leftSection={<IconTrash size={18} />}
                    onClick={() => actions.onDelete?.(assignment)}
                    aria-label={catalog.plan_delete_date({ date }, to)}
                  >
                    {catalog.plan_delete({}, to)}
                  </Button>
                )}
              </Group>
            )}
            {actions && (
              <Stack gap="sm" mt="sm">
                <actions.tools.ActForSquarehead night={assignment} fullWidth />
                <actions.tools.CancelNight night={assignment} fullWidth />
              </Stack>
            )}
          </Card>
        );
      })}
    </Box>
  );
}
