import { type ReactNode, useState } from 'react';
import { Button, Card, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCalendarCheck, IconCalendarX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '../../../../lib/router/hooks';
import type { ReplacementChoice, RespondLinkResult, RespondLinkView } from '@club/shared';
import {
  catalog,
  confirmPageMessages,
  linkAnswerMessages,
  nightDetailsLine,
  nightInWords,
  RESPOND_ANSWERS,
  formatTimes,
} from '@club/shared/plain';
import { GoToMyDuties, LinkFailed, LinkPending, LinkResult } from '../../night/components/link-result';
import { getErrorMessage } from '../../../../lib/api-error';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { useTRPC, useTRPCClient } from '../../../../lib/trpc';
import { useRespondLink } from '../hooks/use-respond-link';
import { takeRespondLinkRead } from '../utils/early-respond-read';

type RespondScreenProps = {
  /** After a decline, the way to ask other members to take the night (the page adds the swap request). */
  renderAskOthers: (danceDate: string) => ReactNode;
};

type Answer = (typeof RESPOND_ANSWERS)[number];
const isAnswer = (value: string | null): value is Answer => RESPOND_ANSWERS.some((answer) => answer === value);
/** The reason's limit, as the server's schema has it (DECLINE_REASON_MAX), without bringing zod to the page. */
const REASON_MAX = 500;

/**
 * Issue 19 part 3, issue 25: the page an e-mailed "I'll be there" / "I can't make it" link opens. It shows the one
 * night the link names and answers only when the member taps (decision 050): a mail filter that opens the link
 * answers nothing. "I can't make it" asks once more: an optional reason, then who should find a replacement.
 */
export function RespondScreen({ renderAskOthers }: RespondScreenProps) {
  const params = new URLSearchParams(useLocation().search);
  const token = params.get('token');
  const answer = params.get('answer');
  const locale = useReaderLocale();
  useDocumentTitle(linkAnswerMessages(locale).pageTitle);
  if (!token || !isAnswer(answer)) return <RespondFailed message={confirmPageMessages(locale).linkInvalid} />;
  return <LinkNight token={token} answer={answer} renderAskOthers={renderAskOthers} />;
}

function LinkNight({ token, answer, renderAskOthers }: { token: string; answer: Answer } & RespondScreenProps) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  // Read once: the link is spent by the tap, so a refetch afterwards would only say it is used. Issue 26: the entry
  // script has usually asked already, while this page's code was on its way.
  const night = useQuery({
    ...trpc.schedules.viewRespondLink.queryOptions({ token }, { retry: false, staleTime: Infinity, gcTime: 0 }),
    queryFn: () => takeRespondLinkRead(token) ?? client.schedules.viewRespondLink.query({ token }),
  });
  const respond = useRespondLink(token, answer);
  const words = linkAnswerMessages(useReaderLocale());
  if (respond.state.status === 'answered')
    return <Answered answer={respond.state.answer} renderAskOthers={renderAskOthers} />;
  if (respond.state.status === 'failed') return <RespondFailed message={getErrorMessage(respond.state.error)} />;
  if (night.isError) return <RespondFailed message={getErrorMessage(night.error)} />;
  if (!night.data) return <LinkPending title={words.pageTitle} />;
  return (
    <Stack gap="md">
      <NightCard night={night.data} />
      {answer === 'confirm' ? (
        <Button size="lg" color="green" loading={respond.state.status === 'answering'} onClick={() => respond.send()}>
          {words.confirmButton}
        </Button>
      ) : (
        <DeclineForm busy={respond.state.status === 'answering'} onDecline={(details) => respond.send(details)} />
      )}
    </Stack>
  );
}

/** The night the link is about, as the e-mail named it: date, time, place details and who else serves. */
function NightCard({ night }: { night: RespondLinkView }) {
  const locale = useReaderLocale();
  const times = formatTimes({ start: night.start_time ?? '', end: night.end_time ?? '' }, night.clock, locale);
  const details = nightDetailsLine(night, locale);
  const words = linkAnswerMessages(locale);
  return (
    <Card withBorder padding="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {words.forMember(night.member_name)}
        </Text>
        <Title order={1} fz="h2" textWrap="balance">
          {nightInWords(night.dance_date, locale)}
        </Title>
        {times && <Text fw={500}>{times}</Text>}
        {details && <Text>{details}</Text>}
        <Text size="sm">
          {night.serving_with.length > 0 ? words.servingWith(night.serving_with.join(', ')) : words.nobodyElse}
        </Text>
        {night.state !== 'waiting' && (
          <Text size="sm" c="dimmed">
            {words.alreadyAnswered(night.state)}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {words.linkSignedInNote}
        </Text>
      </Stack>
    </Card>
  );
}

/** "I can't make it" asked once more: an optional reason, then the two choices of "can't serve". */
function DeclineForm({
  busy,
  onDecline,
}: {
  busy: boolean;
  onDecline: (details: { reason?: string; replacement: ReplacementChoice }) => void;
}) {
  const [reason, setReason] = useState('');
  const [replacement, setReplacement] = useState<ReplacementChoice>('tell_admins');
  const words = linkAnswerMessages(useReaderLocale());
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {words.declineQuestion}
      </Title>
      <Textarea
        label={words.declineReasonLabel}
        value={reason}
        maxLength={REASON_MAX}
        autosize
        minRows={2}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
      <Radio.Group
        label={words.declineChoiceLabel}
        value={replacement}
        onChange={(value) => setReplacement(value === 'ask_others' ? 'ask_others' : 'tell_admins')}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="tell_admins" label={words.declineTellAdmins} />
          <Radio value="ask_others" label={words.declineAskOthers} />
        </Stack>
      </Radio.Group>
      <Button
        size="lg"
        color="red"
        loading={busy}
        onClick={() => onDecline({ ...(reason.trim() ? { reason: reason.trim() } : {}), replacement })}
      >
        {words.declineButton}
      </Button>
    </Stack>
  );
}

function Answered({ answer, renderAskOthers }: { answer: RespondLinkResult } & RespondScreenProps) {
  const isConfirmed = answer.state === 'confirmed';
  const to = { locale: useReaderLocale() };
  return (
    <LinkResult
      icon={isConfirmed ? IconCalendarCheck : IconCalendarX}
      color={isConfirmed ? 'green' : 'orange'}
      title={isConfirmed ? catalog.answer_confirmed_title({}, to) : catalog.answer_declined_title({}, to)}
      role="status"
    >
      <Text>{answer.message}</Text>
      {!isConfirmed && answer.swap_request_id === null && (
        <Stack gap="xs" align="center">
          <Text size="sm">{catalog.answer_ask_others_question({}, to)}</Text>
          {renderAskOthers(answer.dance_date)}
        </Stack>
      )}
      <GoToMyDuties replace />
    </LinkResult>
  );
}

/** Used, expired or broken: the member can still answer on My duties. */
function RespondFailed({ message }: { message: string }) {
  return <LinkFailed title={catalog.answer_link_unusable({}, { locale: useReaderLocale() })} message={message} />;
}
