import { useQuery } from '@tanstack/react-query';
import { Card, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '../../../../components/query-state';
import { formatDanceDate } from '../../../../lib/dance-date';
import { useTRPC } from '../../../../lib/trpc';

/** Issue 19 part 3: for admins, the squareheads of published nights who have not said whether they will be there. */
export function WaitingAnswersCard() {
  const trpc = useTRPC();
  const waiting = useQuery(trpc.schedules.waiting.queryOptions());
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="waiting-answers-title">
      <Title order={2} size="h3" mb="xs" id="waiting-answers-title">
        Waiting for an answer
      </Title>
      <QueryState
        query={waiting}
        variant="card"
        errorTitle="Could not load who has not answered"
        loadingLabel="Loading who has not answered"
      >
        {(rows) =>
          rows.length === 0 ? (
            <Text c="dimmed">Everyone on a published night has answered.</Text>
          ) : (
            <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
              {rows.map((row) => (
                <li key={`${row.assignment_id}-${row.member_id}`}>
                  <Text size="sm">
                    <Text span fw={600}>
                      {row.member_name}
                    </Text>{' '}
                    — {formatDanceDate(row.dance_date)}
                    {row.nudged_at ? ' (reminded)' : ''}
                  </Text>
                </li>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Card>
  );
}
