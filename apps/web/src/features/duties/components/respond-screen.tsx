import type { ReactNode } from 'react';
import { Button, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCalendarCheck, IconCalendarOff, IconCalendarX } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { CONFIRM_MESSAGES, RESPOND_ANSWERS, type RespondLinkResult } from '@club/shared';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-error';
import { useAuth } from '../../../lib/use-auth';
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
  return (
    <Stack align="center" gap="md" role="status" aria-live="polite">
      <Loader aria-hidden />
      <Title order={1} fz="h3">
        Saving your answer…
      </Title>
    </Stack>
  );
}

function Answered({ answer, renderAskOthers }: { answer: RespondLinkResult } & RespondScreenProps) {
  const navigate = useNavigate();
  const isConfirmed = answer.state === 'confirmed';
  return (
    <Stack align="center" gap="md" ta="center" role="status">
      <ThemeIcon size={56} radius="xl" color={isConfirmed ? 'green' : 'orange'} variant="light" aria-hidden>
        {isConfirmed ? <IconCalendarCheck size={30} /> : <IconCalendarX size={30} />}
      </ThemeIcon>
      <Title order={1} fz="h2">
        {isConfirmed ? 'You’re confirmed' : 'Thanks for telling us'}
      </Title>
      <Text>{answer.message}</Text>
      {!isConfirmed && answer.swap_request_id === null && (
        <Stack gap="xs" align="center">
          <Text size="sm">Would you like to ask other members to take the night?</Text>
          {renderAskOthers(answer.dance_date)}
        </Stack>
      )}
      <Button onClick={() => void navigate(paths.myDuties, { replace: true })}>Go to My duties</Button>
    </Stack>
  );
}

/** Used, expired or broken: the member can still answer on My duties. */
function RespondFailed({ message }: { message: string }) {
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  return (
    <Stack align="center" gap="md" ta="center" role="alert">
      <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
        <IconCalendarOff size={30} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        This link can’t be used
      </Title>
      <Text>{message}</Text>
      <Group justify="center" gap="sm">
        <Button onClick={() => void navigate(paths.myDuties)}>Go to My duties</Button>
        {!isAuthenticated && (
          <Button variant="default" onClick={() => void navigate(paths.login)}>
            Sign in
          </Button>
        )}
      </Group>
    </Stack>
  );
}
