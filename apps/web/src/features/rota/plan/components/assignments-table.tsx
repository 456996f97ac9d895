import { catalog, SQUAREHEAD_SLOT_FIELDS } from '@club/shared/plain';
import 'mantine-datatable/styles.css';
import { Badge, Box, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import type { Assignment, ScheduleType } from '@club/shared';
import { clubNightLabel } from '../../night/utils/club-night-label';
import { formatDanceDate } from '../utils/schedule-dates';
import { type AssignmentActions, AssignmentRowActions, type ScheduleSignup } from './assignment-actions';
import { AssignmentStatusBadge } from './assignment-status-badge';
import { CancelledBadge } from '../../night/components/cancelled-night';
import { NightDetails } from '../../night/components/night-details';
import { SquareheadName } from '../../night/components/squarehead-name';
import { TakeNightButtons } from '../../night/components/take-night-buttons';
import { answerOf, cantServe, signedUpThemselves } from '../../night/utils/slot-marks';
import { scrollRegionProps } from '../../../../components/scroll-region';
import { useReaderLocale } from '../../../../lib/reader-locale';
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
  const locale = useReaderLocale();
  const to = { locale };
  const canEdit = actions !== undefined;
  const columns: DataTableColumn<Assignment>[] = [
    {
      accessor: 'dance_date',
      title: catalog.plan_column_date({}, to),
      noWrap: true,
      render: (row) => formatDanceDate(row.dance_date),
    },
    {
      accessor: 'club_night_type',
      title: catalog.plan_column_club_night({}, to),
      render: (row) =>
        row.club_night_type === 'FIFTH WED' ? (
          <Badge variant="outline" color="grape" radius="sm">
            {clubNightLabel(row.club_night_type, locale)}
          </Badge>
        ) : (
          clubNightLabel(row.club_night_type, locale)
        ),
    },
    ...SQUAREHEAD_SLOT_FIELDS.map((slot, index): DataTableColumn<Assignment> => ({
      accessor: slot.id,
      title: catalog.plan_squarehead_slot({ number: index + 1 }, to),
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
      title: catalog.plan_column_night_notes({}, to),
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
      title: catalog.plan_column_status({}, to),
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
      title: catalog.plan_column_actions({}, to),
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
        viewportProps: scrollRegionProps(catalog.plan_table_scrolls({}, to)),
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
      aria-label={catalog.plan_assignments_title({}, to)}
      className={classes.table}
    />
  );
}
