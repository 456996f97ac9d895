import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { ReplacementCandidate } from '@club/shared';
import { catalog, type Locale } from '@club/shared/plain';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { QueryState } from '../../../../components/query-state';
import { formatDanceDate } from '../../../../lib/dance-date';
import { useAskReplacement, useReplacementCandidates } from '../hooks/use-replacements';

type ReplacementCandidatesProps = {
  assignmentId: number;
  /** The squarehead who cannot serve, whose place is to be filled. */
  memberId: number;
  memberName: string;
};

const servedInWords = (candidate: ReplacementCandidate, locale: Locale) =>
  candidate.last_served
    ? catalog.swap_served_last({ count: candidate.served, date: formatDanceDate(candidate.last_served) }, { locale })
    : catalog.swap_served({ count: candidate.served }, { locale });

/**
 * Issue 25 point 9 (decision 053): the members who could take a vacant place, least served first with how often they
 * served, each with an "Ask" button that e-mails that member alone. A row wraps on a phone: the name and counts
 * first, the button under them.
 */
export function ReplacementCandidates({ assignmentId, memberId, memberName }: ReplacementCandidatesProps) {
  const query = useReplacementCandidates(assignmentId, memberId, true);
  const ask = useAskReplacement();
  const locale = useReaderLocale();
  const to = { locale };
  const asking = ask.isPending ? ask.variables?.data.member_id : undefined;

  return (
    <QueryState
      query={query}
      variant="card"
      errorTitle={catalog.swap_candidates_load_failed({}, to)}
      loadingLabel={catalog.swap_candidates_loading({ name: memberName }, to)}
      empty={(data) =>
        data.candidates.length === 0 && (
          <Text size="sm" c="dimmed">
            {catalog.swap_candidates_none({ name: memberName }, to)}
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
          aria-label={catalog.swap_candidates_list({ name: memberName }, to)}
        >
          {data.candidates.map((candidate) => (
            <Group component="li" key={candidate.member.id} justify="space-between" align="center" gap="xs" wrap="wrap">
              <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
                <Text size="sm" fw={500}>
                  {candidate.member.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {servedInWords(candidate, locale)}
                </Text>
              </div>
              {candidate.asked ? (
                <Badge variant="light" color="gray">
                  {catalog.swap_candidate_asked({}, to)}
                </Badge>
              ) : (
                <Button
                  size="xs"
                  variant="light"
                  loading={asking === candidate.member.id}
                  disabled={ask.isPending && asking !== candidate.member.id}
                  aria-label={catalog.swap_candidate_ask_for({ name: candidate.member.name }, to)}
                  onClick={() =>
                    ask.mutate({ id: assignmentId, data: { member_id: candidate.member.id, replacing_id: memberId } })
                  }
                >
                  {catalog.swap_candidate_ask({}, to)}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
