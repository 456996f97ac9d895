import type { ComponentType } from 'react';
import { ActionIcon, Box } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Assignment, OpenNight } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { formatDanceDate } from '../utils/schedule-dates';
import classes from './assignment-actions.module.css';
import { LazyTooltip } from '../../../../components/lazy-tooltip';
import { useReaderLocale } from '../../../../lib/reader-locale';

/**
 * What other rota features add to a night for an administrator. Plan imports no other rota feature
 * (.dependency-cruiser.cjs), so the schedule pages hand these in.
 */
export type NightTools = {
  /** Issue 19 part 7 (answers): what the admin does for a squarehead who phoned. */
  ActForSquarehead: ComponentType<{ night: Assignment; fullWidth?: boolean }>;
  /** Issue 19 (cancel): cancelling the night, or restoring a cancelled one; onDone follows either. */
  CancelNight: ComponentType<{ night: Assignment; fullWidth?: boolean; compact?: boolean; onDone?: () => void }>;
};

/** What an admin can do with a night; a member gets none of these (SPEC §6), so rows are read-only for them. */
export type AssignmentActions = {
  onEdit: (assignment: Assignment) => void;
  /** Only the next schedule deletes dates (SPEC §2). */
  onDelete?: (assignment: Assignment) => void;
  tools: NightTools;
};

/** Issue 19 part 2: which nights offer "Take this night" to the signed-in member, and their partner's name. */
export type ScheduleSignup = { open: Map<number, OpenNight>; partnerName: string | null };

/**
 * The row's edit and delete buttons, named after the date for screen readers, (issue 19 part 7) what the admin can
 * do for a squarehead who phoned, and (issue 25) cancelling or restoring the night.
 */
export function AssignmentRowActions({
  assignment,
  onEdit,
  onDelete,
  tools: { ActForSquarehead, CancelNight },
}: AssignmentActions & { assignment: Assignment }) {
  const to = { locale: useReaderLocale() };
  const date = formatDanceDate(assignment.dance_date);
  return (
    // The row itself opens the editor on click; the buttons must not trigger it a second time. Two buttons a line:
    // four in a row would push the night's status out of a laptop's view beside the sidebar.
    <Box className={classes.rowActions} onClick={(event) => event.stopPropagation()}>
      <LazyTooltip label={catalog.plan_edit({}, to)} withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={catalog.plan_edit_date({ date }, to)}
          onClick={() => onEdit(assignment)}
        >
          <IconPencil size={18} />
        </ActionIcon>
      </LazyTooltip>
      <ActForSquarehead night={assignment} />
      {/* Issue 25: cancelling is its own action with its own dialog, not a button of the editor that saves. */}
      <CancelNight night={assignment} compact />
      {onDelete && (
        <LazyTooltip label={catalog.plan_delete({}, to)} withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={catalog.plan_delete_date({ date }, to)}
            onClick={() => onDelete(assignment)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </LazyTooltip>
      )}
    </Box>
  );
}
