import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import type { Assignment, ReplacementChoice } from '@club/shared';
import { actingMessages, dutyMessages } from '@club/shared/plain';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { getErrorMessage } from '../../../../lib/api-error';
import { useTRPC } from '../../../../lib/trpc';
import { useIsPhone } from '../../../../lib/use-is-phone';
import { useToastMutation } from '../../../../lib/use-toast-mutation';
import { formatDanceDate } from '../../../../lib/dance-date';

export type Squarehead = { id: number; name: string; cantServe: boolean; waiting: boolean };
export type Acting = { kind: 'cant_serve' | 'ask_cover'; member: Squarehead } | null;

/** Issue 19 part 7: what the admin does for the squarehead chosen in act-for-member.tsx's menu. */
export function ActForMemberDialog({
  night,
  acting,
  onClose,
}: {
  night: Assignment;
  acting: Acting;
  opened: boolean;
  onClose: () => void;
}) {
  const isPhone = useIsPhone();
  const locale = useReaderLocale();
  const words = actingMessages(locale);
  const date = formatDanceDate(night.dance_date, locale);
  const title = !acting
    ? ''
    : acting.kind === 'cant_serve'
      ? words.cantServeTitle(acting.member.name, date)
      : words.askCoverTitle(acting.member.name, date);
  return (
    <Modal opened={acting !== null} onClose={onClose} title={title} fullScreen={isPhone} centered>
      {acting?.kind === 'cant_serve' && <CantServeFor night={night} member={acting.member} onDone={onClose} />}
      {acting?.kind === 'ask_cover' && <AskCoverFor night={night} member={acting.member} onDone={onClose} />}
    </Modal>
  );
}

type FormProps = { night: Assignment; member: Squarehead; onDone: () => void };

function CantServeFor({ night, member, onDone }: FormProps) {
  const locale = useReaderLocale();
  const words = actingMessages(locale);
  const duty = dutyMessages(locale);
  const trpc = useTRPC();
  const mark = useToastMutation(trpc.duties.setMemberAvailability.mutationOptions(), {
    success: (result) => ({
      message: `${('warning' in result ? result.warning : null) ?? duty.availabilitySaved} ${words.toldMember(member.name)}`,
      kind: 'success',
    }),
    // The dialog shows what went wrong beside the choice, so the admin can try again.
    failure: () => null,
    invalidate: [trpc.schedules.pathKey(), trpc.swaps.pathKey()],
  });
  const choose = (replacement: ReplacementChoice) =>
    mark.mutate(
      { id: member.id, data: { dance_date: night.dance_date, available: false, replacement } },
      { onSuccess: onDone },
    );
  const chosen = mark.variables && 'replacement' in mark.variables.data ? mark.variables.data.replacement : undefined;
  return (
    <Stack gap="md">
      <Text>{words.cantServeQuestion(member.name)}</Text>
      {mark.isError && (
        <Alert color="red" role="alert">
          {getErrorMessage(mark.error)}
        </Alert>
      )}
      <Button
        size="md"
        loading={mark.isPending && chosen === 'ask_others'}
        disabled={mark.isPending}
        onClick={() => choose('ask_others')}
      >
        {duty.askOthers}
      </Button>
      <Button
        size="md"
        variant="light"
        loading={mark.isPending && chosen === 'tell_admins'}
        disabled={mark.isPending}
        onClick={() => choose('tell_admins')}
      >
        {duty.tellAdmins}
      </Button>
      <Button size="md" variant="default" onClick={onDone} disabled={mark.isPending}>
        {words.keepDuty}
      </Button>
    </Stack>
  );
}

function AskCoverFor({ night, member, onDone }: FormProps) {
  const words = actingMessages(useReaderLocale());
  const trpc = useTRPC();
  const ask = useToastMutation(trpc.swaps.create.mutationOptions(), {
    success: (created) => `${created.message} ${words.toldMember(member.name)}`,
    failure: () => null,
    invalidate: [trpc.schedules.pathKey(), trpc.swaps.pathKey()],
  });
  return (
    <Stack gap="md">
      <Text>{words.askCoverIntro(member.name)}</Text>
      {ask.isError && (
        <Alert color="red" role="alert">
          {getErrorMessage(ask.error)}
        </Alert>
      )}
      <Button
        size="md"
        loading={ask.isPending}
        onClick={() =>
          ask.mutate({ dance_date: night.dance_date, kind: 'give_away', member_id: member.id }, { onSuccess: onDone })
        }
      >
        {words.askCover}
      </Button>
      <Button size="md" variant="default" onClick={onDone} disabled={ask.isPending}>
        {words.close}
      </Button>
    </Stack>
  );
}
