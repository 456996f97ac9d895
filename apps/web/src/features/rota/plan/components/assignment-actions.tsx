import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Assignment, OpenNight } from '@club/shared';
import { formatDanceDate } from '../utils/schedule-dates';
import { ActForMemberMenu } from '../../answers/components/act-for-member';

/** What an admin can do with a night; a member gets none of these (SPEC §6), so rows are read-only for them. */
export type AssignmentActions = {
  onEdit: (assignment: Assignment) => void;
  /** Only the next schedule deletes dates (SPEC §2). */
  onDelete?: (assignment: Assignment) => void;
};

/** Issue 19 part 2: which nights offer "Take this night" to the signed-in member, and their partner's name. */
export type ScheduleSignup = { open: Map<number, OpenNight>; partnerName: string | null };

/**
 * The row's edit and delete buttons, named after the date for screen readers, and (issue 19 part 7) what the admin
 * can do for a squarehead who phoned.
 */
export function AssignmentRowActions({ assignment, onEdit, onDelete }: AssignmentActions & { assignment: Assignment }) {
  const date = formatDanceDate(assignment.dance_date);
  return (
    // The row itself opens the editor on click; the buttons must not trigger it a second time.
    <Group gap={4} wrap="nowrap" justify="flex-end" onClick={(event) => event.stopPropagation()}>
      <Tooltip label="Edit" withArrow>
        <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${date}`} onClick={() => onEdit(assignment)}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <ActForMemberMenu night={assignment} />
      {onDelete && (
        <Tooltip label="Delete" withArrow>
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${date}`} onClick={() => onDelete(assignment)}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
