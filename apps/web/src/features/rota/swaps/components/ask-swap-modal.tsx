import { type FormEvent, useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { createSwapRequestInputSchema, SWAP_KINDS, type SwapKind } from '@club/shared';
import { getFieldErrors } from '../../../../lib/api-error';
import { toFieldErrors } from '../../../../lib/field-errors';
import { formatDanceDate } from '../../../../lib/dance-date';
import { useCreateSwap } from '../hooks/use-swap-mutations';
import { SWAP_KIND_CHOICES } from '../utils/swap-labels';

const MESSAGE_MAX = 500;

type AskSwapModalProps = { danceDate: string; opened: boolean; onClose: () => void };

/** Issue 9: the member chooses between giving the night away and swapping it, with an optional note to the others. */
export function AskSwapModal({ danceDate, opened, onClose }: AskSwapModalProps) {
  const create = useCreateSwap();
  const [kind, setKind] = useState<SwapKind | null>(null);
  const [message, setMessage] = useState('');
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const errors = { ...getFieldErrors(create.error), ...clientErrors };

  const close = () => {
    setKind(null);
    setMessage('');
    setClientErrors({});
    create.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createSwapRequestInputSchema.safeParse({ dance_date: danceDate, kind: kind ?? undefined, message });
    if (!parsed.success) return setClientErrors(toFieldErrors(parsed.error));
    setClientErrors({});
    const { kind: chosen, message: note } = parsed.data;
    create.mutate({ dance_date: danceDate, kind: chosen, message: note ?? undefined }, { onSuccess: close });
  };

  return (
    <Modal opened={opened} onClose={close} title={`Ask for a swap: ${formatDanceDate(danceDate)}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {/* The night itself was refused (it passed, or the member no longer serves on it): nothing to correct here. */}
          {errors.dance_date && (
            <Text c="red" size="sm" role="alert">
              {errors.dance_date}
            </Text>
          )}
          <Radio.Group
            label="What would you like to do?"
            value={kind}
            onChange={(value) => setKind(value)}
            error={errors.kind}
            withAsterisk
          >
            <Stack gap="xs" mt="xs">
              {SWAP_KINDS.map((value) => (
                <Radio key={value} value={value} label={SWAP_KIND_CHOICES[value]} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label="Message (optional)"
            description="Sent to the members who could take the night."
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            error={errors.message}
            maxLength={MESSAGE_MAX}
            autosize
            minRows={2}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Send request
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
