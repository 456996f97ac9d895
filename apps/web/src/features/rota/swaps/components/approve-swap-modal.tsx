import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { approveSwapFormSchema, type SwapCandidate, type SwapRequest } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { QueryState } from '../../../../components/query-state';
import { formatDanceDate } from '../../../../lib/dance-date';
import { showServerFieldErrors } from '../../../../lib/server-field-errors';
import { useSchemaForm } from '../../../../lib/use-schema-form';
import { useApproveSwap, useSwapCandidates } from '../hooks/use-admin-swaps';

type ApproveSwapModalProps = {
  opened: boolean;
  /** Stays set while the dialog animates closed. */
  request: SwapRequest | null;
  onClose: () => void;
};

/** Issue 9: an administrator settles a request by choosing who takes the night (and for a swap, which night goes back). */
export function ApproveSwapModal({ opened, request, onClose }: ApproveSwapModalProps) {
  const to = { locale: useReaderLocale() };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={request ? catalog.swap_approve_title({ date: formatDanceDate(request.dance_date) }, to) : ''}
      centered
    >
      {/* A fresh form for every request opened, so no choice carries over from the last one. */}
      {request && <ApproveSwap key={request.id} request={request} onClose={onClose} />}
    </Modal>
  );
}

type ApproveProps = { request: SwapRequest; onClose: () => void };

function ApproveSwap({ request, onClose }: ApproveProps) {
  const candidates = useSwapCandidates(request.id);
  const to = { locale: useReaderLocale() };
  const name = request.requester.name;
  return (
    <Stack gap="md">
      <Text size="sm">
        {request.kind === 'swap'
          ? catalog.swap_approve_wants_swap({ name }, to)
          : catalog.swap_approve_wants_give_away({ name }, to)}
      </Text>
      <QueryState
        query={candidates}
        variant="card"
        loadingLabel={catalog.swap_approve_loading({}, to)}
        errorTitle={catalog.swap_approve_load_failed({}, to)}
        empty={(list) => list.length === 0 && <Text c="dimmed">{catalog.swap_approve_nobody({}, to)}</Text>}
      >
        {(list) => <ApproveForm request={request} candidates={list} onClose={onClose} />}
      </QueryState>
    </Stack>
  );
}

/** Nothing is chosen when the dialog opens. */
type ApproveValues = { member_id: string | null; return_date: string | null };

function ApproveForm({ request, candidates, onClose }: ApproveProps & { candidates: SwapCandidate[] }) {
  const approve = useApproveSwap();
  const to = { locale: useReaderLocale() };
  const isSwap = request.kind === 'swap';
  const schema = approveSwapFormSchema(request.kind);
  const form = useSchemaForm<typeof schema, ApproveValues>(schema, { member_id: null, return_date: null });
  const chosen = candidates.find((candidate) => String(candidate.member.id) === form.getValues().member_id);

  return (
    <form
      onSubmit={form.onSubmit(({ member_id, return_date }) =>
        approve.mutate(
          { id: request.id, data: { member_id, ...(isSwap && return_date ? { return_date } : {}) } },
          { onSuccess: onClose, onError: (error) => showServerFieldErrors(form, error) },
        ),
      )}
      noValidate
    >
      <Stack gap="md">
        <Select
          label={catalog.swap_approve_member_label({}, to)}
          placeholder={catalog.swap_choose_member({}, to)}
          data={candidates.map(({ member }) => ({ value: String(member.id), label: member.name }))}
          searchable
          {...form.getInputProps('member_id')}
          // Another member has other nights to give back.
          onChange={(value: string | null) => form.setValues({ member_id: value, return_date: null })}
        />
        {isSwap && (
          <Select
            label={catalog.swap_approve_return_label({}, to)}
            placeholder={
              chosen
                ? catalog.swap_approve_choose_their_night({}, to)
                : catalog.swap_approve_choose_member_first({}, to)
            }
            data={(chosen?.return_dates ?? []).map((value) => ({ value, label: formatDanceDate(value) }))}
            disabled={!chosen}
            {...form.getInputProps('return_date')}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={approve.isPending}>
            {catalog.swap_cancel({}, to)}
          </Button>
          <Button type="submit" loading={approve.isPending}>
            {catalog.swap_approve({}, to)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
