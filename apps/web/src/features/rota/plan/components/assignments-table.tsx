import { SQUAREHEAD_SLOT_FIELDS } from '@club/shared/plain';
import 'mantine-datatable/styles.css';
import { Badge, Box, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import type { Assignment, ScheduleType } from '@club/shared';
import { formatDanceDate } from '../utils/schedule-dates';
import { type AssignmentActions, AssignmentRowActions, type ScheduleSignup } from './assignment-actions';
import { AssignmentStatusBadge } from './assignment-status-badge';
import { CancelledBadge } from '../../night/components/cancelled-night';
import { NightDetails } from '../../night/components/night-details';
import { SquareheadName } from '../../night/components/squarehead-name';
import { TakeNightButtons } from '../../night/components/take-night-buttons';
import { answerOf, cantServe, signedUpThemselves } from '../../night/utils/slot-marks';
import { scrollRegionProps } from '../../../../components/scroll-region';
import classes from './assignments-table.module.css';

type AssignmentsTableProps = {
  assignments: Assignment[];
  scheduleType: ScheduleType;
  /** Admins only; without it the rows are read-only. */
  actions?: AssignmentActions;
  /** The signed-in member, whose name is highlighted. */
  ownId: number | null;
  signup?: ScheduleSignup;
};

/** SPEC §2 'Dance Schedule & Assignments': an admin clicks a row (or its edit button) to open the editor. */
export function AssignmentsTable({ assignments, scheduleType, actions, ownId, signup }: AssignmentsTableProps) {
  const canEdit = actions !== undefined;
  const columns: DataTableColumn<Assignment>[] = [
    { accessor: 'dance_date', title: 'Date', noWrap: true, render: (row) => formatDanceDate(row.dance_date) },
    {
      accessor: 'club_night_type',
      title: 'Club Night',
      render: (row) =>
        row.club_night_type === 'FIFTH WED' ? (
          <Badge variant="outline" color="grape" radius="sm">
            FIFTH WED
          </Badge>
        ) : (
          'NORMAL'
        ),
    },
    ...SQUAREHEAD_SLOT_FIELDS.map((slot, index): DataTableColumn<Assignment> => ({
      accessor: slot.id,
      title: `Squarehead ${index + 1}`,
      // Issue 17: long names wrap, so the table fits a laptop and the night's status stays in view.
      render: (row) => (
        <SquareheadName
          name={row[slot.name]}
          canEdit={canEdit}
          isOwn={ownId !== null && row[slot.id] === ownId}
          cantServe={cantServe(row, slot.id)}
          selfSignup={signedUpThemselves(row, slot.id)}
          answer={answerOf(row, slot.id)}
        />
      ),
    })),
    {
      accessor: 'notes',
      title: 'Night & Notes',
      // Issue 17: a note wraps rather than being cut off after a few words. Issue 19: above it, a cancelled night's
      // reason and the night's times and details.
      render: (row) =>
        row.notes || row.cancelled_at || row.start_time || row.caller || row.cuer || row.program || row.theme ? (
          <>
            <NightDetails night={row} />
            {row.notes}
          </>
        ) : (
          <Text span c="dimmed">
            —
          </Text>
        ),
    },
    {
      accessor: 'status',
      title: 'Status',
      // The badges (UNASSIGNED the widest) are as wide as their text; the column follows them.
      render: (row) => {
        if (row.cancelled_at) return <CancelledBadge />;
        const open = signup?.open.get(row.id);
        return (
          <>
            <AssignmentStatusBadge assignment={row} scheduleType={scheduleType} />
            {open && (
              <Box mt={6}>
                <TakeNightButtons night={open} partnerName={signup?.partnerName ?? null} size="xs" />
              </Box>
            )}
          </>
        );
      },
    },
  ];
  if (actions) {
    columns.push({
      accessor: 'actions',
      title: 'Actions',
      textAlign: 'right',
      render: (row) => <AssignmentRowActions assignment={row} {...actions} />,
    });
  }

  return (
    <DataTable<Assignment>
      records={assignments}
      columns={columns}
      idAccessor="id"
      onRowClick={actions ? ({ record }) => actions.onEdit(record) : undefined}
      // Names and notes wrap so the table fits a laptop beside the sidebar; a narrower window scrolls it sideways,
      // keeping the date and the admin's buttons in view.
      pinFirstColumn
      pinLastColumn={actions !== undefined}
      // A keyboard reaches the sideways scroll too: the scrolling box takes focus, named as a region.
      scrollAreaProps={{
        offsetScrollbars: 'x',
        viewportProps: scrollRegionProps('Dance Schedule & Assignments table, scrolls sideways'),
      }}
      withTableBorder
      borderRadius="md"
      striped
      highlightOnHover
      verticalAlign="center"
      // Less room between columns than the default 10 px is what lets ten columns, with the admin's three row
      // buttons (edit, act for a squarehead, delete), fit at 1366 px beside the sidebar.
      horizontalSpacing={6}
      fz="sm"
      aria-label="Dance Schedule & Assignments"
      className={classes.table}
    />
  );
}
