import { Fragment, useState } from 'react';
import { ActionIcon, Alert, Box, Button, Menu, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import type { Assignment, ReplacementChoice } from '@club/shared';
import { ACTING_MESSAGES, DUTY_MESSAGES, SQUAREHEAD_SLOT_FIELDS } from '@club/shared/plain';
import { getErrorMessage } from '../../../lib/api-error';
import { useTRPC } from '../../../lib/trpc';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useToastMutation } from '../../../lib/use-toast-mutation';
import { cantServe } from '../utils/assignment-status';
import { formatDanceDate } from '../utils/schedule-dates';

type Squarehead = { id: number; name: string; cantServe: boolean };
type Acting = { kind: 'cant_serve' | 'ask_cover'; member: Squarehead } | null;

/** Each member on the night once (SPEC §5 lets a name fill two slots), with whether they already can't serve. */
function squareheadsOf(night: Assignment): Squarehead[] {
  const seen = new Map<number, Squarehead>();
  for (const slot of SQUAREHEAD_SLOT_FIELDS) {
    const id = night[slot.id];
    const name = night[slot.name];
    if (id !== null && name !== null && !seen.has(id)) seen.set(id, { id, name, cantServe: cantServe(night, slot.id) });
  }
  return [...seen.values()];
}

/**
 * Issue 19 part 7: for a squarehead who phoned the club, the admin says "can't serve" (with the member's own choice)
 * or asks other members to cover the night, as the member would in the app. The member is e-mailed naming the admin.
 */
export function ActForMemberMenu({ night, fullWidth }: { night: Assignment; fullWidth?: boolean }) {
  const [acting, setActing] = useState<Acting>(null);
  const squareheads = squareheadsOf(night);
  if (night.cancelled_at || squareheads.length === 0) return null;
  const date = formatDanceDate(night.dance_date);
  const label = fullWidth ? `For a squarehead… on ${date}` : `For a squarehead of ${date}`;
  return (
    // The table row opens the editor on click; the menu must not open it as well.
    <Box onClick={(event) => event.stopPropagation()} w={fullWidth ? '100%' : undefined}>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          {fullWidth ? (
            <Button variant="default" fullWidth leftSection={<IconUserShare size={18} />} aria-label={label}>
              For a squarehead…
            </Button>
          ) : (
            <Tooltip label="For a squarehead…" withArrow>
              <ActionIcon variant="subtle" color="gray" aria-label={label}>
                <IconUserShare size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Menu.Target>
        <Menu.Dropdown>
          {squareheads.map((member) => (
            <Fragment key={member.id}>
              {!member.cantServe && (
                <Menu.Item onClick={() => setActing({ kind: 'cant_serve', member })}>
                  {ACTING_MESSAGES.cantServeFor(member.name)}
                </Menu.Item>
              )}
              <Menu.Item onClick={() => setActing({ kind: 'ask_cover', member })}>
                {ACTING_MESSAGES.askCoverFor(member.name)}
              </Menu.Item>
            </Fragment>
          ))}
        </Menu.Dropdown>
      </Menu>
      <ActForMemberDialog night={night} acting={acting} onClose={() => setActing(null)} />
    </Box>
  );
}

function ActForMemberDialog({ night, acting, onClose }: { night: Assignment; acting: Acting; onClose: () => void }) {
  const isPhone = useIsPhone();
  const date = formatDanceDate(night.dance_date);
  const title = !acting
    ? ''
    : acting.kind === 'cant_serve'
      ? ACTING_MESSAGES.cantServeTitle(acting.member.name, date)
      : ACTING_MESSAGES.askCoverTitle(acting.member.name, date);
  return (
    <Modal opened={acting !== null} onClose={onClose} title={title} fullScreen={isPhone} centered>
      {acting?.kind === 'cant_serve' && <CantServeFor night={night} member={acting.member} onDone={onClose} />}
      {acting?.kind === 'ask_cover' && <AskCoverFor night={night} member={acting.member} onDone={onClose} />}
    </Modal>
  );
}

type FormProps = { night: Assignment; member: Squarehead; onDone: () => void };

function CantServeFor({ night, member, onDone }: FormProps) {
  const trpc = useTRPC();
  const mark = useToastMutation(trpc.duties.setMemberAvailability.mutationOptions(), {
    success: (result) => ({
      message: `${result.warning ?? DUTY_MESSAGES.availabilitySaved} ${ACTING_MESSAGES.toldMember(member.name)}`,
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
  return (
    <Stack gap="md">
      <Text>{ACTING_MESSAGES.cantServeQuestion(member.name)}</Text>
      {mark.isError && (
        <Alert color="red" role="alert">
          {getErrorMessage(mark.error)}
        </Alert>
      )}
      <Button
        size="md"
        loading={mark.isPending && mark.variables?.data.replacement === 'ask_others'}
        disabled={mark.isPending}
        onClick={() => choose('ask_others')}
      >
        {DUTY_MESSAGES.askOthers}
      </Button>
      <Button
        size="md"
        variant="light"
        loading={mark.isPending && mark.variables?.data.replacement === 'tell_admins'}
        disabled={mark.isPending}
        onClick={() => choose('tell_admins')}
      >
        {DUTY_MESSAGES.tellAdmins}
      </Button>
      <Button size="md" variant="default" onClick={onDone} disabled={mark.isPending}>
        {ACTING_MESSAGES.keepDuty}
      </Button>
    </Stack>
  );
}

function AskCoverFor({ night, member, onDone }: FormProps) {
  const trpc = useTRPC();
  const ask = useToastMutation(trpc.swaps.create.mutationOptions(), {
    success: (created) => `${created.message} ${ACTING_MESSAGES.toldMember(member.name)}`,
    failure: () => null,
    invalidate: [trpc.schedules.pathKey(), trpc.swaps.pathKey()],
  });
  return (
    <Stack gap="md">
      <Text>{ACTING_MESSAGES.askCoverIntro(member.name)}</Text>
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
        {ACTING_MESSAGES.askCover}
      </Button>
      <Button size="md" variant="default" onClick={onDone} disabled={ask.isPending}>
        {ACTING_MESSAGES.close}
      </Button>
    </Stack>
  );
}
