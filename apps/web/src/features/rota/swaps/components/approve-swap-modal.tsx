import { type FormEvent, useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import type { SwapRequest } from '@club/shared';
import { SWAP_MESSAGES } from '@club/shared/plain';
import { getErrorMessage, getFieldErrors } from '../../../../lib/api-error';
import { formatDanceDate } from '../../../../lib/dance-date';
import { useApproveSwap, useSwapCandidates } from '../hooks/use-admin-swaps';

type ApproveSwapModalProps = { request: SwapRequest; onClose: () => void };

/** Issue 9: an administrator settles a request by choosing who takes the night (and for a swap, which night goes back). */
export function ApproveSwapModal({ request, onClose }: ApproveSwapModalProps) {
  const candidates = useSwapCandidates(request.id);
  const approve = useApproveSwap();
  const [memberId, setMemberId] = useState<string | null>(null);
  const [returnDate, setReturnDate] = useState<string | null>(null);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const errors = { ...getFieldErrors(approve.error), ...clientErrors };
  const isSwap = request.kind === 'swap';
  const chosen = candidates.data?.find((candidate) => String(candidate.member.id) === memberId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      ...(memberId ? {} : { member_id: 'Choose who takes the night' }),
      ...(isSwap && !returnDate ? { return_date: SWAP_MESSAGES.returnDateRequired } : {}),
    };
    setClientErrors(missing);
    if (!memberId || Object.keys(missing).length > 0) return;
    approve.mutate(
      {
        id: request.id,
        data: { member_id: Number(memberId), ...(isSwap && returnDate ? { return_date: returnDate } : {}) },
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Modal opened onClose={onClose} title={`Approve swap: ${formatDanceDate(request.dance_date)}`} centered>
      <Stack gap="md">
        <Text size="sm">
          {request.requester.name} {isSwap ? 'wants to swap this night.' : 'wants to give this night away.'}
        </Text>
        {candidates.isPending && <Loader size="sm" aria-label="Loading the members who could take the night" />}
        {candidates.isError && (
          <Alert color="red" variant="light" title="Could not load the members">
            {getErrorMessage(candidates.error)}
          </Alert>
        )}
        {candidates.isSuccess && candidates.data.length === 0 && (
          <Text c="dimmed">No member can take this night right now.</Text>
        )}
        {candidates.isSuccess && candidates.data.length > 0 && (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Select
                label="Member who takes the night"
                placeholder="Choose a member"
                data={candidates.data.map(({ member }) => ({ value: String(member.id), label: member.name }))}
                value={memberId}
                onChange={(value) => {
                  setMemberId(value);
                  setReturnDate(null);
                }}
                error={errors.member_id}
                searchable
              />
              {isSwap && (
                <Select
                  label="Night they give back"
                  placeholder={chosen ? 'Choose one of their nights' : 'Choose a member first'}
                  data={(chosen?.return_dates ?? []).map((value) => ({ value, label: formatDanceDate(value) }))}
                  value={returnDate}
                  onChange={setReturnDate}
                  error={errors.return_date}
                  disabled={!chosen}
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
        )}
      </Stack>
    </Modal>
  );
}
