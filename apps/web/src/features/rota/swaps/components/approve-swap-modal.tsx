import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { approveSwapFormSchema, type SwapCandidate, type SwapRequest } from '@club/shared';
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
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={request ? `Approve swap: ${formatDanceDate(request.dance_date)}` : ''}
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
  return (
    <Stack gap="md">
      <Text size="sm">
        {request.requester.name}{' '}
        {request.kind === 'swap' ? 'wants to swap this night.' : 'wants to give this night away.'}
      </Text>
      <QueryState
        query={candidates}
        variant="card"
        loadingLabel="Loading the members who could take the night"
        errorTitle="Could not load the members"
        empty={(list) => list.length === 0 && <Text c="dimmed">No member can take this night right now.</Text>}
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
          label="Member who takes the night"
          placeholder="Choose a member"
          data={candidates.map(({ member }) => ({ value: String(member.id), label: member.name }))}
          searchable
          {...form.getInputProps('member_id')}
          // Another member has other nights to give back.
          onChange={(value: string | null) => form.setValues({ member_id: value, return_date: null })}
        />
        {isSwap && (
          <Select
            label="Night they give back"
            placeholder={chosen ? 'Choose one of their nights' : 'Choose a member first'}
            data={(chosen?.return_dates ?? []).map((value) => ({ value, label: formatDanceDate(value) }))}
            disabled={!chosen}
            {...form.getInputProps('return_date')}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={approve.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={approve.isPending}>
            Approve
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
