import { useState } from 'react';
import { Button, Group, Switch, Table, Text } from '@mantine/core';
import type { AdminSwapRequest } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { formatDanceDate } from '../../../../lib/dance-date';
import { SettingsCard } from '../../../../components/settings-card';
import { MailProgress } from '../../../../components/mail-progress';
import { formatDateTime } from '../../../../lib/display-format';
import { useFollowedMail } from '../../../../lib/followed-mail';
import { useOfferToEveryone, useSwapRequestList } from '../hooks/use-admin-swaps';
import { useCancelSwap } from '../hooks/use-swap-mutations';
import { swapKindNames } from '../utils/swap-labels';
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
  const to = { locale: useReaderLocale() };
  const kindNames = swapKindNames(to.locale);
  // The request stays set while its dialog animates closed, so the dialog's text does not vanish mid-fade.
  const [approving, setApproving] = useState<{ opened: boolean; request: AdminSwapRequest | null }>({
    opened: false,
    request: null,
  });
  const [cancelling, setCancelling] = useState<AdminSwapRequest | null>(null);

  return (
    <SettingsCard title={catalog.swap_admin_title({}, to)} description={catalog.swap_admin_description({}, to)}>
      <Switch
        label={catalog.swap_admin_show_all({}, to)}
        checked={showAll}
        onChange={(event) => setShowAll(event.currentTarget.checked)}
      />
      <MailProgress batchId={followedMail} />
      <QueryState
        query={list}
        variant="card"
        loadingLabel={catalog.swap_loading_requests({}, to)}
        errorTitle={catalog.swap_admin_load_failed({}, to)}
        empty={(requests) =>
          requests.length === 0 && (
            <Text size="sm" c="dimmed">
              {showAll ? catalog.swap_admin_none_yet({}, to) : catalog.swap_admin_none_open({}, to)}
            </Text>
          )
        }
      >
        {(requests) => (
          <Table.ScrollContainer minWidth={900}>
            <Table aria-label={catalog.swap_admin_table({}, to)} verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{catalog.swap_column_night({}, to)}</Table.Th>
                  <Table.Th>{catalog.swap_column_requester({}, to)}</Table.Th>
                  <Table.Th>{catalog.swap_column_kind({}, to)}</Table.Th>
                  <Table.Th>{catalog.swap_column_message({}, to)}</Table.Th>
                  <Table.Th>{catalog.swap_column_created({}, to)}</Table.Th>
                  <Table.Th>{catalog.swap_column_offered_to({}, to)}</Table.Th>
                  <Table.Th>{catalog.swap_column_status({}, to)}</Table.Th>
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
                      <Table.Td>{kindNames[request.kind]}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{request.message}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(request.created_at, to.locale)}
                      </Table.Td>
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
                              aria-label={catalog.swap_offer_to_everyone_for({ night }, to)}
                            >
                              {catalog.swap_offer_to_everyone({}, to)}
                            </Button>
                            <Button
                              size="xs"
                              variant="light"
                              onClick={() => setApproving({ opened: true, request })}
                              aria-label={catalog.swap_approve_for({ night }, to)}
                            >
                              {catalog.swap_approve_open({}, to)}
                            </Button>
                            <Button
                              size="xs"
                              variant="outline"
                              color="red"
                              onClick={() => setCancelling(request)}
                              aria-label={catalog.swap_cancel_request_for({ night }, to)}
                            >
                              {catalog.swap_cancel_request({}, to)}
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
        title={catalog.swap_cancel_title({}, to)}
        confirmLabel={catalog.swap_cancel_confirm({}, to)}
        isProcessing={cancel.isPending}
        onConfirm={() => cancelling && cancel.mutate({ id: cancelling.id }, { onSettled: () => setCancelling(null) })}
        onClose={() => setCancelling(null)}
      >
        <Text>
          {cancelling &&
            catalog.swap_cancel_text(
              { name: cancelling.requester.name, date: formatDanceDate(cancelling.dance_date) },
              to,
            )}
        </Text>
      </ConfirmDialog>
    </SettingsCard>
  );
}
