import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { ReplacementCandidate } from '@club/shared';
import { QueryState } from '../../../../components/query-state';
import { formatDanceDate } from '../../../../lib/dance-date';
import { useAskReplacement, useReplacementCandidates } from '../hooks/use-replacements';

type ReplacementCandidatesProps = {
  assignmentId: number;
  /** The squarehead who cannot serve, whose place is to be filled. */
  memberId: number;
  memberName: string;
};

const servedInWords = (candidate: ReplacementCandidate) => {
  const nights = candidate.served === 1 ? '1 night' : `${candidate.served} nights`;
  return candidate.last_served
    ? `Served ${nights}, last on ${formatDanceDate(candidate.last_served)}`
    : `Served ${nights}`;
};

/**
 * Issue 25 point 9 (decision 053): the members who could take a vacant place, least served first with how often they
 * served, each with an "Ask" button that e-mails that member alone. A row wraps on a phone: the name and counts
 * first, the button under them.
 */
export function ReplacementCandidates({ assignmentId, memberId, memberName }: ReplacementCandidatesProps) {
  const query = useReplacementCandidates(assignmentId, memberId, true);
  const ask = useAskReplacement();
  const asking = ask.isPending ? ask.variables?.data.member_id : undefined;

  return (
    <QueryState
      query={query}
      variant="card"
      errorTitle="Could not load who could take this night"
      loadingLabel={`Loading who could take ${memberName}'s place`}
      empty={(data) =>
        data.candidates.length === 0 && (
          <Text size="sm" c="dimmed">
            Nobody free that night can take {memberName}&apos;s place right now.
          </Text>
        )
      }
    >
      {(data) => (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={`Who could take ${memberName}'s place`}
        >
          {data.candidates.map((candidate) => (
            <Group component="li" key={candidate.member.id} justify="space-between" align="center" gap="xs" wrap="wrap">
              <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
                <Text size="sm" fw={500}>
                  {candidate.member.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {servedInWords(candidate)}
                </Text>
              </div>
              {candidate.asked ? (
                <Badge variant="light" color="gray">
                  Asked
                </Badge>
              ) : (
                <Button
                  size="xs"
                  variant="light"
                  loading={asking === candidate.member.id}
                  disabled={ask.isPending && asking !== candidate.member.id}
                  aria-label={`Ask ${candidate.member.name}`}
                  onClick={() =>
                    ask.mutate({ id: assignmentId, data: { member_id: candidate.member.id, replacing_id: memberId } })
                  }
                >
                  Ask
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
