import { useState } from 'react';
import { Button, Group, Switch, Table, Text } from '@mantine/core';
import type { AdminSwapRequest } from '@club/shared';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { formatDanceDate } from '../../../../lib/dance-date';
import { SettingsCard } from '../../../../components/settings-card';
import { MailProgress } from '../../../../components/mail-progress';
import { formatDateTime } from '../../../../lib/display-format';
import { useFollowedMail } from '../../../../lib/followed-mail';
import { useOfferToEveryone, useSwapRequestList } from '../hooks/use-admin-swaps';
import { useCancelSwap } from '../hooks/use-swap-mutations';
import { SWAP_KIND_NAMES } from '../utils/swap-labels';
import { SwapOfferedList } from './swap-offered-list';
import { SwapStatusBadge } from './swap-status-badge';
import { NamedMember } from './named-member';
import { lazyDialog } from '../../../../components/lazy-dialog';
import { QueryState } from '../../../../components/query-state';

// Issue 18: the dialog's form checks with the shared schemas (zod), which the Admin page's first paint leaves out.
const ApproveSwapModal = lazyDialog(() => import('./approve-swap-modal').then((module) => module.ApproveSwapModal));

/** Issue 9: administrators see the open swap requests and settle (approve) or cancel them; 'Show all' adds the closed ones. */
export function SwapRequestsCard() {
  const [showAll, setShowAll] = useState(false);
  const list = useSwapRequestList(showAll);
  const cancel = useCancelSwap();
  const offerToEveryone = useOfferToEveryone();
  const followedMail = useFollowedMail();
  // The request stays set while its dialog animates closed, so the dialog's text does not vanish mid-fade.
  const [approving, setApproving] = useState<{ opened: boolean; request: AdminSwapRequest | null }>({
    opened: false,
    request: null,
  });
  const [cancelling, setCancelling] = useState<AdminSwapRequest | null>(null);

  return (
    <SettingsCard
      title="Swap Requests"
      description="Members asking to give away or swap a night. Offers are e-mailed in waves, to those who served least first. Approve one to choose who takes it."
    >
      <Switch label="Show all" checked={showAll} onChange={(event) => setShowAll(event.currentTarget.checked)} />
      <MailProgress batchId={followedMail} />
      <QueryState
        query={list}
        variant="card"
        loadingLabel="Loading swap requests"
        errorTitle="Could not load the swap requests"
        empty={(requests) =>
          requests.length === 0 && (
            <Text size="sm" c="dimmed">
              {showAll ? 'No swap requests yet' : 'No open swap requests'}
            </Text>
          )
        }
      >
        {(requests) => (
          <Table.ScrollContainer minWidth={900}>
            <Table aria-label="Swap requests" verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Night</Table.Th>
                  <Table.Th>Requester</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>Message</Table.Th>
                  <Table.Th>Created</Table.Th>
                  <Table.Th>Offered to</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {requests.map((request) => {
                  const night = formatDanceDate(request.dance_date);
                  return (
                    <Table.Tr key={request.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{night}</Table.Td>
                      <Table.Td>
                        {request.requester.name}
                        <NamedMember request={request} />
                      </Table.Td>
                      <Table.Td>{SWAP_KIND_NAMES[request.kind]}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{request.message}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(request.created_at)}</Table.Td>
                      <Table.Td>
                        <SwapOfferedList request={request} />
                      </Table.Td>
                      <Table.Td>
                        <SwapStatusBadge request={request} />
                      </Table.Td>
                      <Table.Td>
                        {request.status === 'open' && (
                          <Group gap="xs" justify="flex-end" wrap="nowrap">
                            <Button
                              size="xs"
                              variant="default"
                              loading={offerToEveryone.isPending && offerToEveryone.variables?.id === request.id}
                              onClick={() => offerToEveryone.mutate({ id: request.id })}
                              aria-label={`Offer to everyone now: ${night}`}
                            >
                              Offer to everyone now
                            </Button>
                            <Button
                              size="xs"
                              variant="light"
                              onClick={() => setApproving({ opened: true, request })}
                              aria-label={`Approve swap request for ${night}`}
                            >
                              Approve…
                            </Button>
                            <Button
                              size="xs"
                              variant="outline"
                              color="red"
                              onClick={() => setCancelling(request)}
                              aria-label={`Cancel request for ${night}`}
                            >
                              Cancel request
                            </Button>
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>

      <ApproveSwapModal
        opened={approving.opened}
        request={approving.request}
        onClose={() => setApproving((current) => ({ ...current, opened: false }))}
      />
      <ConfirmDialog
        opened={cancelling !== null}
        title="Cancel Swap Request"
        confirmLabel="Cancel Request"
        isProcessing={cancel.isPending}
        onConfirm={() => cancelling && cancel.mutate({ id: cancelling.id }, { onSettled: () => setCancelling(null) })}
        onClose={() => setCancelling(null)}
      >
        <Text>
          {cancelling?.requester.name} stays on duty on {cancelling ? formatDanceDate(cancelling.dance_date) : ''}, and
          the members who were asked are told.
        </Text>
      </ConfirmDialog>
    </SettingsCard>
  );
}
