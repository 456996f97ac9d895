import { Fragment, useState } from 'react';
import { ActionIcon, Box, Button, Menu, Tooltip } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import type { Assignment } from '@club/shared';
import { lazyDialog } from '../../../../components/lazy-dialog';
import type { Acting, Squarehead } from './act-for-member-dialog';
import { ACTING_MESSAGES, CONFIRM_MESSAGES, SQUAREHEAD_SLOT_FIELDS } from '@club/shared/plain';
import { useTRPC } from '../../../../lib/trpc';
import { useToastMutation } from '../../../../lib/use-toast-mutation';
import { answerOf, cantServe } from '../../night/utils/slot-marks';
import { formatDanceDate } from '../../../../lib/dance-date';

// Issue 18: the dialogs (their forms and mutations) are a chunk of their own, fetched when the browser is idle.
const ActForMemberDialog = lazyDialog(() =>
  import('./act-for-member-dialog').then((module) => module.ActForMemberDialog),
);

/**
 * Each member on the night once (SPEC §5 lets a name fill two slots), with whether they already can't serve and
 * whether a published schedule still waits for their answer.
 */
function squareheadsOf(night: Assignment): Squarehead[] {
  const seen = new Map<number, Squarehead>();
  for (const slot of SQUAREHEAD_SLOT_FIELDS) {
    const id = night[slot.id];
    const name = night[slot.name];
    if (id !== null && name !== null && !seen.has(id))
      seen.set(id, { id, name, cantServe: cantServe(night, slot.id), waiting: answerOf(night, slot.id) === 'waiting' });
  }
  return [...seen.values()];
}

/**
 * Issue 19 part 7: for a squarehead who phoned the club, the admin confirms the night for them (once the schedule is
 * published), says "can't serve" (with the member's own choice) or asks other members to cover the night, as the
 * member would in the app. The member is e-mailed naming the admin.
 */
export function ActForMemberMenu({ night, fullWidth }: { night: Assignment; fullWidth?: boolean }) {
  const [acting, setActing] = useState<Acting>(null);
  const trpc = useTRPC();
  const confirmFor = useToastMutation(trpc.schedules.confirmNight.mutationOptions(), {
    success: (answer) => answer.message,
    failure: CONFIRM_MESSAGES.answerFailed,
    invalidate: [trpc.schedules.pathKey()],
  });
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
              {member.waiting && (
                <Menu.Item onClick={() => confirmFor.mutate({ id: night.id, data: { member_id: member.id } })}>
                  {ACTING_MESSAGES.confirmFor(member.name)}
                </Menu.Item>
              )}
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
      <ActForMemberDialog night={night} acting={acting} opened={acting !== null} onClose={() => setActing(null)} />
    </Box>
  );
}
