import { useState } from 'react';
import { ActionIcon, Box, Button } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import type { Assignment } from '@club/shared';
import { lazyDialog } from '../../../../components/lazy-dialog';
import { lazyMenu, type MenuOpenerProps } from '../../../../components/lazy-menu';
import { LazyTooltip } from '../../../../components/lazy-tooltip';
import type { Acting, Squarehead } from './act-for-member-dialog';
import type { ActForMemberMenuProps } from './act-for-member-items';
import { actingMessages, CONFIRM_MESSAGES, SQUAREHEAD_SLOT_FIELDS } from '@club/shared/plain';
import { useReaderLocale } from '../../../../lib/reader-locale';
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

/** The menu's button, drawn alone until the menu's code has arrived (lazy-menu.tsx). */
function ActForMemberOpener({ label, fullWidth, onClick, ...opener }: ActForMemberMenuProps & MenuOpenerProps) {
  const words = actingMessages(useReaderLocale());
  const aria = {
    'aria-label': label,
    'aria-haspopup': opener['aria-haspopup'],
    'aria-expanded': opener['aria-expanded'],
  };
  if (fullWidth)
    return (
      <Button variant="default" fullWidth leftSection={<IconUserShare size={18} />} onClick={onClick} {...aria}>
        {words.menuLabel}
      </Button>
    );
  return (
    <LazyTooltip label={words.menuLabel} withArrow>
      <ActionIcon variant="subtle" color="gray" onClick={onClick} {...aria}>
        <IconUserShare size={18} />
      </ActionIcon>
    </LazyTooltip>
  );
}

// Issue 27: the menu (Mantine's Menu with floating-ui) arrives after the schedule has drawn.
const ActForMemberItemsMenu = lazyMenu<ActForMemberMenuProps>(
  () => import('./act-for-member-items').then((module) => module.ActForMemberItems),
  ActForMemberOpener,
);

/**
 * Issue 19 part 7: for a squarehead who phoned the club, the admin confirms the night for them (once the schedule is
 * published), says "can't serve" (with the member's own choice) or asks other members to cover the night, as the
 * member would in the app. The member is e-mailed naming the admin.
 */
export function ActForMemberMenu({ night, fullWidth = false }: { night: Assignment; fullWidth?: boolean }) {
  const [acting, setActing] = useState<Acting>(null);
  const locale = useReaderLocale();
  const words = actingMessages(locale);
  const trpc = useTRPC();
  const confirmFor = useToastMutation(trpc.schedules.confirmNight.mutationOptions(), {
    success: (answer) => answer.message,
    failure: CONFIRM_MESSAGES.answerFailed,
    invalidate: [trpc.schedules.pathKey()],
  });
  const squareheads = squareheadsOf(night);
  if (night.cancelled_at || squareheads.length === 0) return null;
  const date = formatDanceDate(night.dance_date, locale);
  return (
    // The table row opens the editor on click; the menu must not open it as well.
    <Box onClick={(event) => event.stopPropagation()} w={fullWidth ? '100%' : undefined}>
      <ActForMemberItemsMenu
        squareheads={squareheads}
        label={fullWidth ? words.menuNameOn(date) : words.menuNameOf(date)}
        fullWidth={fullWidth}
        onConfirm={(member) => confirmFor.mutate({ id: night.id, data: { member_id: member.id } })}
        onAct={setActing}
      />
      <ActForMemberDialog night={night} acting={acting} opened={acting !== null} onClose={() => setActing(null)} />
    </Box>
  );
}
