import { useState } from 'react';
import { Stack } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import type { Assignment, SessionUser } from '@club/shared';
import { catalog, LOAD_ERROR_TITLES } from '@club/shared/plain';
import { EmptyState } from '../../../../components/empty-state';
import { MailProgress } from '../../../../components/mail-progress';
import { PageHeader } from '../../../../components/page-header';
import { QueryState } from '../../../../components/query-state';
import { isForbidden, isUnauthorized } from '../../../../lib/api-error';
import { useFollowedMail } from '../../../../lib/followed-mail';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { useScheduleData } from '../hooks/use-schedule-data';
import { CopyScheduleButton } from './copy-schedule-button';
import type { NightTools } from './assignment-actions';
import { ScheduleAssignments } from './schedule-assignments';
import { ScheduleOverview } from './schedule-overview';
import { lazyDialog } from '../../../../components/lazy-dialog';

const AssignmentEditorDialog = lazyDialog(() =>
  import('./assignment-editor-dialog').then((module) => module.AssignmentEditorDialog),
);

/** SPEC §2 Current Schedule: read-only for members; admins click a night to edit it (SPEC §6). */
export function CurrentScheduleView({ user, nightTools }: { user: SessionUser; nightTools: NightTools }) {
  const to = { locale: useReaderLocale() };
  const current = useScheduleData('current');
  const followedMail = useFollowedMail();
  // The night stays set while the editor animates closed, so its fields do not vanish mid-fade.
  const [editing, setEditing] = useState<{ opened: boolean; assignment: Assignment | null }>({
    opened: false,
    assignment: null,
  });

  const content = (
    <QueryState
      query={current}
      // SPEC §2: a refused read gets its own panel, since retrying after signing in again can fix it.
      errorTitle={(error) =>
        isUnauthorized(error) || isForbidden(error) ? LOAD_ERROR_TITLES.authentication : LOAD_ERROR_TITLES.schedule
      }
      loadingLabel={catalog.plan_loading_schedule({}, to)}
      empty={(view) =>
        view.schedule === null && (
          <EmptyState
            icon={<IconCalendarOff />}
            title={catalog.plan_no_current_title({}, to)}
            description={catalog.plan_no_current_description({}, to)}
          />
        )
      }
    >
      {(view) =>
        view.schedule && (
          <Stack gap="lg">
            {user.is_admin && <MailProgress batchId={followedMail} />}
            <ScheduleOverview schedule={view.schedule} assignments={view.assignments} />
            <ScheduleAssignments
              assignments={view.assignments}
              scheduleType="current"
              actions={
                user.is_admin
                  ? { onEdit: (assignment) => setEditing({ opened: true, assignment }), tools: nightTools }
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
        title={catalog.plan_current_title({}, to)}
        subtitle={catalog.plan_current_subtitle({}, to)}
        actions={
          <CopyScheduleButton
            schedule={current.data?.schedule ?? null}
            assignments={current.data?.assignments ?? []}
            disabled={!current.data}
          />
        }
      />
      {content}
      {user.is_admin && (
        <AssignmentEditorDialog
          opened={editing.opened}
          assignment={editing.assignment}
          onClose={() => setEditing((state) => ({ ...state, opened: false }))}
        />
      )}
    </>
  );
}
