import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import type { Schedule } from '@club/shared';
import { CONFIRM_MESSAGES } from '@club/shared/plain';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { followMail } from '../../../../lib/followed-mail';
import { useTRPC } from '../../../../lib/trpc';
import { useToastMutation } from '../../../../lib/use-toast-mutation';

/**
 * Issue 19 part 3: the administrator publishes the next schedule; every squarehead not yet asked gets their nights
 * with "I'll be there" and "I can't make it". The answer says how many e-mails are on the way, and the page's progress
 * line follows them.
 */
export function PublishScheduleButton({ schedule, disabled }: { schedule: Schedule | null; disabled: boolean }) {
  const trpc = useTRPC();
  const [isOpen, setIsOpen] = useState(false);
  const publish = useToastMutation(
    trpc.schedules.publish.mutationOptions({ onSuccess: (result) => followMail(result.batch_id) }),
    {
      success: (result) => result.message,
      failure: CONFIRM_MESSAGES.publishFailed,
      invalidate: [trpc.schedules.pathKey(), trpc.duties.me.queryKey()],
    },
  );
  const isRepublish = Boolean(schedule?.published_at);
  return (
    <>
      <Button
        color="violet"
        leftSection={<IconMailForward size={18} />}
        disabled={disabled}
        onClick={() => setIsOpen(true)}
      >
        {isRepublish ? 'Publish changes' : 'Publish & ask to confirm'}
      </Button>
      <ConfirmDialog
        opened={isOpen}
        title="Publish the schedule"
        confirmLabel="Publish"
        isProcessing={publish.isPending}
        onConfirm={() => publish.mutate(undefined, { onSettled: () => setIsOpen(false) })}
        onClose={() => setIsOpen(false)}
      >
        <Text>
          {isRepublish
            ? 'Squareheads with new or changed nights get an e-mail asking them to confirm or decline. Everyone else already has theirs.'
            : 'Every squarehead gets one e-mail (one per shared address) listing their nights, with an “I’ll be there” and an “I can’t make it” link for each.'}
        </Text>
      </ConfirmDialog>
    </>
  );
}
