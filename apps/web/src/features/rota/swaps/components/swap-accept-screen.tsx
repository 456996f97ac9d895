import { useState } from 'react';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '../../../../lib/router/hooks';
import type { SwapLinkView } from '@club/shared';
import {
  catalog,
  formatTimes,
  linkAnswerMessages,
  nightDetailsLine,
  nightInWords,
  swapMessages,
  swapLinkPageMessages,
} from '@club/shared/plain';
import { LinkFailed, LinkPending, LinkResult } from '../../night/components/link-result';
import { getErrorMessage } from '../../../../lib/api-error';
import type { ApiCallContext } from '../../../../lib/api-client';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { useTRPC } from '../../../../lib/trpc';
import { useSwapLinkAccept } from '../hooks/use-swap-link-accept';
import { SwapAcceptFrame } from './swap-accept-frame';
import { SwapAccepted } from './swap-accepted';

const withoutSession: ApiCallContext = { withoutSession: true };

/**
 * Issue 9: the page an e-mailed accept link opens; a tap takes the night and signs the member in. Issue 25 point 3
 * (decision 057): opening it takes nothing, so a mail filter that opens the link cannot take a night for the member.
 */
export function SwapAcceptScreen() {
  const params = new URLSearchParams(useLocation().search);
  const token = params.get('token');
  const to = { locale: useReaderLocale() };
  useDocumentTitle(catalog.swap_link_document_title({}, to));
  return (
    <SwapAcceptFrame>
      {token ? (
        <SwapLinkAcceptance token={token} returnDate={params.get('return_date') ?? undefined} />
      ) : (
        <LinkFailed title={catalog.swap_link_failed_title({}, to)} message={swapMessages(to.locale).linkInvalid} />
      )}
    </SwapAcceptFrame>
  );
}

function SwapLinkAcceptance({ token, returnDate }: { token: string; returnDate: string | undefined }) {
  const trpc = useTRPC();
  const locale = useReaderLocale();
  // The night could not be taken; the server's message says why (taken already, link expired, ...).
  const failedTitle = catalog.swap_link_failed_title({}, { locale });
  // Issue 25: read once what the link offers; the tap spends it, so a refetch afterwards would only say it is used.
  // Read without the session: a dead link's 401 must not sign out a member who opened an old offer.
  const offer = useQuery(
    trpc.swaps.viewAcceptLink.queryOptions(
      { token, ...(returnDate ? { return_date: returnDate } : {}) },
      { retry: false, staleTime: Infinity, gcTime: 0, trpc: { context: withoutSession } },
    ),
  );
  const [tapped, setTapped] = useState(false);
  const acceptance = useSwapLinkAccept(token, returnDate, tapped);
  if (acceptance.status === 'taken') return <SwapAccepted request={acceptance.request} />;
  if (acceptance.status === 'failed')
    return <LinkFailed title={failedTitle} message={getErrorMessage(acceptance.error)} />;
  if (acceptance.status === 'taking') return <LinkPending title={catalog.swap_link_taking({}, { locale })} />;
  if (offer.isError) return <LinkFailed title={failedTitle} message={getErrorMessage(offer.error)} />;
  if (!offer.data) return <LinkPending title={swapLinkPageMessages(locale).opening} />;
  return <TakeNightPrompt offer={offer.data} onTake={() => setTapped(true)} />;
}

/** What the link offers (the night, who asked and why) and the one button that takes it. */
function TakeNightPrompt({ offer, onTake }: { offer: SwapLinkView; onTake: () => void }) {
  const words = swapLinkPageMessages(useReaderLocale());
  const asker = offer.requester_name;
  return (
    <LinkResult icon={IconCalendarPlus} color="blue" title={words.title}>
      <OfferedNight offer={offer} />
      <Text>
        {offer.kind === 'swap' && offer.return_date ? words.swap(asker, offer.return_date) : words.giveAway(asker)}
      </Text>
      {offer.message && <Text fs="italic">{words.writes(asker, offer.message)}</Text>}
      <Button size="md" onClick={onTake}>
        {words.take}
      </Button>
    </LinkResult>
  );
}

/** The night on offer as an answer link's page shows one: date in words, time, caller and theme, who else serves. */
function OfferedNight({ offer }: { offer: SwapLinkView }) {
  const locale = useReaderLocale();
  const times = formatTimes({ start: offer.start_time ?? '', end: offer.end_time ?? '' }, offer.clock, locale);
  const details = nightDetailsLine(offer, locale);
  const words = linkAnswerMessages(locale);
  return (
    <Card withBorder padding="md" w="100%" ta="left">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {words.forMember(offer.member_name)}
        </Text>
        <Title order={2} fz="h3" textWrap="balance">
          {nightInWords(offer.dance_date, locale)}
        </Title>
        {times && <Text fw={500}>{times}</Text>}
        {details && <Text>{details}</Text>}
        <Text size="sm">
          {offer.serving_with.length > 0 ? words.servingWith(offer.serving_with.join(', ')) : words.nobodyElse}
        </Text>
      </Stack>
    </Card>
  );
}
