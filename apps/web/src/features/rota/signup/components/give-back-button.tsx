import { useState } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import type { MyDuty } from '@club/shared';
import { catalog, signupWebMessages } from '@club/shared/plain';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { formatDanceDate } from '../../../../lib/dance-date';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { useWithdrawSignup } from '../../night/hooks/use-night-signup';

/** Issue 19 part 2: a night the member took themselves says so, and can be given back while it is over a week away. */
export function SelfChosenActions({ duty }: { duty: MyDuty }) {
  const locale = useReaderLocale();
  const words = signupWebMessages(locale);
  const withdraw = useWithdrawSignup();
  const [isConfirming, setIsConfirming] = useState(false);
  if (!duty.self_chosen) return null;
  const date = formatDanceDate(duty.dance_date);
  return (
    <Group gap="xs">
      <Badge variant="light" color="teal" size="lg" fz="sm">
        {words.selfChosen}
      </Badge>
      {duty.can_give_back && (
        <>
          <Button
            variant="subtle"
            color="red"
            onClick={() => setIsConfirming(true)}
            aria-label={`${words.giveBack}: ${date}`}
          >
            {words.giveBack}
          </Button>
          <ConfirmDialog
            opened={isConfirming}
            title={words.giveBack}
            confirmLabel={words.giveBack}
            isProcessing={withdraw.isPending}
            onConfirm={() =>
              withdraw.mutate({ id: duty.assignment_id, data: {} }, { onSettled: () => setIsConfirming(false) })
            }
            onClose={() => setIsConfirming(false)}
          >
            <Text>{catalog.night_give_back_question({ date }, { locale })}</Text>
          </ConfirmDialog>
        </>
      )}
    </Group>
  );
}
