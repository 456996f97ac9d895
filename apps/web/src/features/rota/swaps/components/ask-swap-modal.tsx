import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { createSwapRequestInputSchema, SWAP_KINDS, type SwapKind } from '@club/shared';
import { formatDanceDate } from '../../../../lib/dance-date';
import { showServerFieldErrors } from '../../../../lib/server-field-errors';
import { useSchemaForm } from '../../../../lib/use-schema-form';
import { useCreateSwap } from '../hooks/use-swap-mutations';
import { SWAP_KIND_CHOICES } from '../utils/swap-labels';

const MESSAGE_MAX = 500;

type AskSwapModalProps = { danceDate: string; opened: boolean; onClose: () => void };

/** Nothing is chosen when the dialog opens: the member says which of the two they want. */
type AskSwapValues = { dance_date: string; kind: SwapKind | null; message: string };

/** Issue 9: the member chooses between giving the night away and swapping it, with an optional note to the others. */
export function AskSwapModal({ danceDate, opened, onClose }: AskSwapModalProps) {
  const create = useCreateSwap();
  const form = useSchemaForm<typeof createSwapRequestInputSchema, AskSwapValues>(createSwapRequestInputSchema, {
    dance_date: danceDate,
    kind: null,
    message: '',
  });

  // The dialog stays mounted between openings, so each opening starts from nothing chosen.
  const close = () => {
    form.reset();
    create.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={`Ask for a swap: ${formatDanceDate(danceDate)}`} centered>
      <form
        onSubmit={form.onSubmit(({ kind, message }) =>
          create.mutate(
            { dance_date: danceDate, kind, message: message ?? undefined },
            { onSuccess: close, onError: (error) => showServerFieldErrors(form, error) },
          ),
        )}
        noValidate
      >
        <Stack gap="md">
          {/* The night itself was refused (it passed, or the member no longer serves on it): nothing to correct here. */}
          {form.errors.dance_date && (
            <Text c="red" size="sm" role="alert">
              {form.errors.dance_date}
            </Text>
          )}
          <Radio.Group label="What would you like to do?" withAsterisk {...form.getInputProps('kind')}>
            <Stack gap="xs" mt="xs">
              {SWAP_KINDS.map((value) => (
                <Radio key={value} value={value} label={SWAP_KIND_CHOICES[value]} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label="Message (optional)"
            description="Sent to the members who could take the night."
            maxLength={MESSAGE_MAX}
            autosize
            minRows={2}
            {...form.getInputProps('message')}
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
