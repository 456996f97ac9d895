import { Stack, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import type { Assignment, ScheduleType } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { EmptyState } from '../../../../components/empty-state';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { useAuth } from '../../../../lib/use-auth';
import { useIsPhone } from '../../../../lib/use-is-phone';
import { useMyDuties } from '../../night/hooks/use-my-duties';
import type { AssignmentActions, ScheduleSignup } from './assignment-actions';
import { AssignmentCards } from './assignment-cards';
import { lazyForWideScreens, WideScreenOnly } from '../../../../components/wide-screen-only';

const AssignmentsTable = lazyForWideScreens(() =>
  import('./assignments-table').then((module) => module.AssignmentsTable),
);

type ScheduleAssignmentsProps = {
  assignments: Assignment[];
  scheduleType: ScheduleType;
  actions?: AssignmentActions;
};

/** SPEC §2 'Dance Schedule & Assignments': a table on wide screens, one card per night on a phone. */
export function ScheduleAssignments({ assignments, scheduleType, actions }: ScheduleAssignmentsProps) {
  const to = { locale: useReaderLocale() };
  const isPhone = useIsPhone();
  const ownId = useAuth().user?.id ?? null;
  // Issue 19 part 2: the nights the member may take now; none while the club has self sign-up off.
  const myDuties = useMyDuties();
  const signup: ScheduleSignup = {
    open: new Map((myDuties.data?.open_nights ?? []).map((night) => [night.assignment_id, night])),
    partnerName: myDuties.data?.partner?.name ?? null,
  };
  return (
    <Stack gap="sm">
      <Title order={2} fz="h3">
        {catalog.plan_assignments_title({}, to)}
      </Title>
      {assignments.length === 0 ? (
        <EmptyState
          icon={<IconCalendarOff />}
          title={catalog.plan_no_assignments_title({}, to)}
          titleOrder={3}
          description={catalog.plan_no_assignments_description({}, to)}
        />
      ) : isPhone ? (
        <AssignmentCards
          assignments={assignments}
          scheduleType={scheduleType}
          actions={actions}
          ownId={ownId}
          signup={signup}
        />
      ) : (
        <WideScreenOnly>
          <AssignmentsTable
            assignments={assignments}
            scheduleType={scheduleType}
            actions={actions}
            ownId={ownId}
            signup={signup}
          />
        </WideScreenOnly>
      )}
    </Stack>
  );
}
