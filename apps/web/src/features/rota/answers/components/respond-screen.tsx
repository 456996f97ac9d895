import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCalendarCheck, IconCalendarX } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import type { RespondLinkResult } from '@club/shared';
import { CONFIRM_MESSAGES, RESPOND_ANSWERS } from '@club/shared/plain';
import { GoToMyDuties, LinkFailed, LinkPending, LinkResult } from '../../night/components/link-result';
import { getErrorMessage } from '../../../../lib/api-error';
import { useRespondLink } from '../hooks/use-respond-link';

type RespondScreenProps = {
  /** After a decline, the way to ask other members to take the night (the page adds the swap request). */
  renderAskOthers: (danceDate: string) => ReactNode;
};

const isAnswer = (value: string | null): value is (typeof RESPOND_ANSWERS)[number] =>
  RESPOND_ANSWERS.some((answer) => answer === value);

/** Issue 19 part 3: the page an e-mailed "I'll be there" / "I can't make it" link opens; it answers and signs in. */
export function RespondScreen({ renderAskOthers }: RespondScreenProps) {
  const params = new URLSearchParams(useLocation().search);
  const token = params.get('token');
  const answer = params.get('answer');
  useDocumentTitle('Your squarehead night');
  if (!token || !isAnswer(answer)) return <RespondFailed message={CONFIRM_MESSAGES.linkInvalid} />;
  return <LinkAnswer token={token} answer={answer} renderAskOthers={renderAskOthers} />;
}

function LinkAnswer({
  token,
  answer,
  renderAskOthers,
}: { token: string; answer: (typeof RESPOND_ANSWERS)[number] } & RespondScreenProps) {
  const state = useRespondLink({ token, answer });
  if (state.status === 'answered') return <Answered answer={state.answer} renderAskOthers={renderAskOthers} />;
  if (state.status === 'failed') return <RespondFailed message={getErrorMessage(state.error)} />;
  return <LinkPending title="Saving your answer…" />;
}

function Answered({ answer, renderAskOthers }: { answer: RespondLinkResult } & RespondScreenProps) {
  const isConfirmed = answer.state === 'confirmed';
  return (
    <LinkResult
      icon={isConfirmed ? IconCalendarCheck : IconCalendarX}
      color={isConfirmed ? 'green' : 'orange'}
      title={isConfirmed ? 'You’re confirmed' : 'Thanks for telling us'}
      role="status"
    >
      <Text>{answer.message}</Text>
      {!isConfirmed && answer.swap_request_id === null && (
        <Stack gap="xs" align="center">
          <Text size="sm">Would you like to ask other members to take the night?</Text>
          {renderAskOthers(answer.dance_date)}
        </Stack>
      )}
      <GoToMyDuties replace />
    </LinkResult>
  );
}

/** Used, expired or broken: the member can still answer on My duties. */
function RespondFailed({ message }: { message: string }) {
  return <LinkFailed title="This link can’t be used" message={message} />;
}
