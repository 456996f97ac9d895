import { Button, Group, Modal, Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createSwapRequestInputSchema, SWAP_KINDS, type SwapKind } from '@club/shared';
import { catalog, STALE_TIMES } from '@club/shared/plain';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { useTRPC } from '../../../../lib/trpc';
import { formatDanceDate } from '../../../../lib/dance-date';
import { showServerFieldErrors } from '../../../../lib/server-field-errors';
import { useSchemaForm } from '../../../../lib/use-schema-form';
import { useCreateSwap } from '../hooks/use-swap-mutations';
import { swapKindChoices } from '../utils/swap-labels';

const MESSAGE_MAX = 500;

type AskSwapModalProps = { danceDate: string; opened: boolean; onClose: () => void };

/**
 * Nothing is chosen when the dialog opens: the member says which of the two they want. `ask_member_id` is the text of
 * the optional "ask one member" choice, left out (not empty) when nobody is chosen.
 */
type AskSwapValues = { dance_date: string; kind: SwapKind | null; message: string; ask_member_id?: string };

/** Issue 9: the member chooses between giving the night away and swapping it, with an optional note to the others. */
export function AskSwapModal({ danceDate, opened, onClose }: AskSwapModalProps) {
  const create = useCreateSwap();
  const trpc = useTRPC();
  const to = { locale: useReaderLocale() };
  // Issue 25 point 9: the members one may name. The server checks the offer rules and says so under the field.
  const assignable = useQuery(
    trpc.users.assignable.queryOptions(undefined, { staleTime: STALE_TIMES.members, enabled: opened }),
  );
  // The asker is on the list too; naming oneself is refused under the field like any member who cannot take it.
  const memberOptions = (assignable.data?.users ?? []).map((member) => ({
    value: String(member.id),
    label: `${member.first_name} ${member.last_name}`,
  }));
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
    <Modal
      opened={opened}
      onClose={close}
      title={catalog.swap_ask_title({ date: formatDanceDate(danceDate) }, to)}
      centered
    >
      <form
        onSubmit={form.onSubmit(({ kind, message, ask_member_id }) =>
          create.mutate(
            { dance_date: danceDate, kind, message: message ?? undefined, ask_member_id },
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
          <Radio.Group label={catalog.swap_ask_what({}, to)} withAsterisk {...form.getInputProps('kind')}>
            <Stack gap="xs" mt="xs">
              {SWAP_KINDS.map((value) => (
                <Radio key={value} value={value} label={swapKindChoices(to.locale)[value]} />
              ))}
            </Stack>
          </Radio.Group>
          <Select
            label={catalog.swap_ask_member_label({}, to)}
            description={catalog.swap_ask_member_description({}, to)}
            placeholder={assignable.isLoading ? catalog.swap_loading_members({}, to) : catalog.swap_ask_anyone({}, to)}
            data={memberOptions}
            searchable
            clearable
            nothingFoundMessage={catalog.swap_no_member_by_name({}, to)}
            value={form.values.ask_member_id ?? null}
            onChange={(value) => form.setFieldValue('ask_member_id', value ?? undefined)}
            error={form.errors.ask_member_id}
          />
          <Textarea
            label={catalog.swap_message_label({}, to)}
            description={catalog.swap_message_description({}, to)}
            maxLength={MESSAGE_MAX}
            autosize
            minRows={2}
            {...form.getInputProps('message')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              {catalog.swap_cancel({}, to)}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {catalog.swap_send_request({}, to)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
