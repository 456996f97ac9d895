import { type ComponentType, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconArrowUpCircle, IconCalendarPlus, IconCalendarX, IconPlus, IconWand } from '@tabler/icons-react';
import type { Assignment, Schedule, SessionUser } from '@club/shared';
import { catalog, LOAD_ERROR_TITLES } from '@club/shared/plain';
import { EmptyState } from '../../../../components/empty-state';
import { MailProgress } from '../../../../components/mail-progress';
import { PageHeader } from '../../../../components/page-header';
import { QueryState } from '../../../../components/query-state';
import { useFollowedMail } from '../../../../lib/followed-mail';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { useScheduleData } from '../hooks/use-schedule-data';
import { useScheduleMutations } from '../hooks/use-schedule-mutations';
import { CopyScheduleButton } from './copy-schedule-button';
import type { NightTools } from './assignment-actions';
import { ScheduleAssignments } from './schedule-assignments';
import { MonthSteps } from './month-steps';
import { ScheduleOverview } from './schedule-overview';
import { lazyDialog } from '../../../../components/lazy-dialog';

const AddDatesDialog = lazyDialog(() => import('./add-dates-dialog').then((module) => module.AddDatesDialog));
const AssignmentEditorDialog = lazyDialog(() =>
  import('./assignment-editor-dialog').then((module) => module.AssignmentEditorDialog),
);
const AutoFillDialog = lazyDialog(() => import('./auto-fill-dialog').then((module) => module.AutoFillDialog));
const ClearScheduleDialog = lazyDialog(() =>
  import('./clear-schedule-dialog').then((module) => module.ClearScheduleDialog),
);
const CreateScheduleDialog = lazyDialog(() =>
  import('./create-schedule-dialog').then((module) => module.CreateScheduleDialog),
);
const DeleteAssignmentDialog = lazyDialog(() =>
  import('./delete-assignment-dialog').then((module) => module.DeleteAssignmentDialog),
);
const PromoteScheduleDialog = lazyDialog(() =>
  import('./promote-schedule-dialog').then((module) => module.PromoteScheduleDialog),
);

type Dialog = 'create' | 'addDates' | 'promote' | 'clear' | 'autoFill' | null;

/** Issue 19 part 3, from the answers feature (the page hands it in, as nightTools): publishing and who has not answered. */
export type Publishing = {
  PublishButton: ComponentType<{ schedule: Schedule | null; disabled: boolean }>;
  WaitingAnswers: ComponentType;
};

type NextScheduleViewProps = { user: SessionUser; nightTools: NightTools; publishing: Publishing };

/** SPEC §2 Next Schedule: everyone sees it; admins create, extend, edit, promote and clear it (SPEC §6). */
export function NextScheduleView({ user, nightTools, publishing }: NextScheduleViewProps) {
  const { PublishButton, WaitingAnswers } = publishing;
  const to = { locale: useReaderLocale() };
  const next = useScheduleData('next');
  const { deleteAssignment, promote, clear, autoFill } = useScheduleMutations();
  const [dialog, setDialog] = useState<Dialog>(null);
  // The night stays set while its dialog animates closed, so its text does not vanish mid-fade.
  const [editing, setEditing] = useState<{ opened: boolean; assignment: Assignment | null }>({
    opened: false,
    assignment: null,
  });
  const [deleting, setDeleting] = useState<{ opened: boolean; assignment: Assignment | null }>({
    opened: false,
    assignment: null,
  });
  const followedMail = useFollowedMail();
  const closeDialog = () => setDialog(null);

  const schedule = next.data?.schedule ?? null;
  const assignments = next.data?.assignments ?? [];
  const isAdmin = user.is_admin;
  const openCreate = () => setDialog('create');

  const content = (
    <QueryState
      query={next}
      errorTitle={LOAD_ERROR_TITLES.schedule}
      loadingLabel={catalog.plan_loading_schedule({}, to)}
      empty={(view) =>
        view.schedule === null && (
          <EmptyState
            icon={<IconCalendarPlus />}
            title={catalog.plan_no_next_title({}, to)}
            description={isAdmin ? catalog.plan_no_next_admin({}, to) : catalog.plan_no_next_member({}, to)}
          >
            {isAdmin && (
              <Button leftSection={<IconPlus size={18} />} onClick={openCreate}>
                {catalog.plan_create_schedule({}, to)}
              </Button>
            )}
          </EmptyState>
        )
      }
    >
      {(view) =>
        view.schedule && (
          <Stack gap="lg">
            {isAdmin && <MailProgress batchId={followedMail} />}
            {isAdmin && (
              <MonthSteps
                schedule={view.schedule}
                publish={<PublishButton schedule={view.schedule} disabled={view.assignments.length === 0} />}
                answers={<WaitingAnswers />}
                promote={
                  <Button
                    color="green"
                    w="fit-content"
                    leftSection={<IconArrowUpCircle size={18} />}
                    onClick={() => setDialog('promote')}
                  >
                    {catalog.plan_promote_to_current({}, to)}
                  </Button>
                }
              />
            )}
            <ScheduleOverview schedule={view.schedule} assignments={view.assignments} />
            <ScheduleAssignments
              assignments={view.assignments}
              scheduleType="next"
              actions={
                isAdmin
                  ? {
                      onEdit: (assignment) => setEditing({ opened: true, assignment }),
                      onDelete: (assignment) => setDeleting({ opened: true, assignment }),
                      tools: nightTools,
                    }
                  : undefined
              }
            />
          </Stack>
        )
      }
    </QueryState>
  );

  return (
    <>
      <PageHeader
        title={catalog.plan_next_title({}, to)}
        subtitle={catalog.plan_next_subtitle({}, to)}
        actions={
          <>
            <CopyScheduleButton schedule={schedule} assignments={assignments} disabled={!next.data} />
            {isAdmin && (
              <>
                <Button
                  variant="default"
                  leftSection={<IconCalendarPlus size={18} />}
                  disabled={!schedule}
                  onClick={() => setDialog('addDates')}
                >
                  {catalog.plan_add_dates_button({}, to)}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconWand size={18} />}
                  disabled={!schedule || assignments.length === 0}
                  onClick={() => {
                    setDialog('autoFill');
                    autoFill.mutate({ apply: false });
                  }}
                >
                  {catalog.plan_fill_empty_slots({}, to)}
                </Button>
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconCalendarX size={18} />}
                  disabled={!schedule}
                  onClick={() => setDialog('clear')}
                >
                  {catalog.plan_clear_next({}, to)}
                </Button>
                <Button leftSection={<IconPlus size={18} />} onClick={openCreate}>
                  {catalog.plan_create_schedule({}, to)}
                </Button>
              </>
            )}
          </>
        }
      />
      {content}
      {isAdmin && (
        <>
          <CreateScheduleDialog
            opened={dialog === 'create'}
            hasNextSchedule={schedule !== null}
            onClose={closeDialog}
          />
          <AddDatesDialog opened={dialog === 'addDates'} onClose={closeDialog} />
          <PromoteScheduleDialog
            opened={dialog === 'promote'}
            schedule={schedule}
            assignments={assignments}
            isPromoting={promote.isPending}
            onConfirm={() => promote.mutate(undefined, { onSettled: closeDialog })}
            onClose={closeDialog}
          />
          <ClearScheduleDialog
            opened={dialog === 'clear'}
            schedule={schedule}
            assignmentCount={assignments.length}
            isClearing={clear.isPending}
            onConfirm={() => clear.mutate({ type: 'next' }, { onSettled: closeDialog })}
            onClose={closeDialog}
          />
          <AutoFillDialog
            opened={dialog === 'autoFill'}
            autoFill={autoFill}
            onSave={() => autoFill.mutate({ apply: true }, { onSuccess: closeDialog })}
            onClose={closeDialog}
          />
          <AssignmentEditorDialog
            opened={editing.opened}
            assignment={editing.assignment}
            onClose={() => setEditing((current) => ({ ...current, opened: false }))}
          />
          <DeleteAssignmentDialog
            opened={deleting.opened}
            assignment={deleting.assignment}
            isDeleting={deleteAssignment.isPending}
            onConfirm={(assignment) =>
              deleteAssignment.mutate(
                { id: assignment.id },
                { onSettled: () => setDeleting((current) => ({ ...current, opened: false })) },
              )
            }
            onClose={() => setDeleting((current) => ({ ...current, opened: false }))}
          />
        </>
      )}
    </>
  );
}
