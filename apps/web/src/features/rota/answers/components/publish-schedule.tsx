import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import type { Schedule } from '@club/shared';
import { catalog, confirmPageMessages } from '@club/shared/plain';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { followMail } from '../../../../lib/followed-mail';
import { useReaderLocale } from '../../../../lib/reader-locale';
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
  const to = { locale: useReaderLocale() };
  const publish = useToastMutation(
    trpc.schedules.publish.mutationOptions({ onSuccess: (result) => followMail(result.batch_id) }),
    {
      success: (result) => result.message,
      failure: confirmPageMessages(to.locale).publishFailed,
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
        {isRepublish ? catalog.answer_publish_changes({}, to) : catalog.answer_publish_and_ask({}, to)}
      </Button>
      <ConfirmDialog
        opened={isOpen}
        title={catalog.answer_publish_title({}, to)}
        confirmLabel={catalog.answer_publish({}, to)}
        isProcessing={publish.isPending}
        onConfirm={() => publish.mutate(undefined, { onSettled: () => setIsOpen(false) })}
        onClose={() => setIsOpen(false)}
      >
        <Text>
          {isRepublish ? catalog.answer_publish_again_text({}, to) : catalog.answer_publish_first_text({}, to)}
        </Text>
      </ConfirmDialog>
    </>
  );
}
