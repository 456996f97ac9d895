import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Collapse, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { catalog, rotaPageMessages } from '@club/shared/plain';
import { QueryState } from '../../../../components/query-state';
import { formatDanceDate } from '../../../../lib/dance-date';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { useTRPC } from '../../../../lib/trpc';

/**
 * Issue 19 part 3: for admins, the squareheads of published nights who have not said whether they will be there.
 * Issue 25: a count that opens the list ("30 answers outstanding"), so thirty lines never push the rota down.
 */
export function WaitingAnswersCard() {
  const trpc = useTRPC();
  const waiting = useQuery(trpc.schedules.waiting.queryOptions());
  const [open, setOpen] = useState(false);
  const to = { locale: useReaderLocale() };
  return (
    <QueryState
      query={waiting}
      variant="card"
      errorTitle={catalog.answer_waiting_load_failed({}, to)}
      loadingLabel={catalog.answer_waiting_loading({}, to)}
    >
      {(rows) =>
        rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {rotaPageMessages(to.locale).allAnswered}
          </Text>
        ) : (
          <Stack gap={4}>
            <Button
              variant="light"
              color="orange"
              size="compact-sm"
              w="fit-content"
              aria-expanded={open}
              aria-controls="waiting-answers-list"
              rightSection={open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
              onClick={() => setOpen((shown) => !shown)}
            >
              {rotaPageMessages(to.locale).outstanding(rows.length)}
            </Button>
            <Collapse expanded={open}>
              <Stack
                component="ul"
                id="waiting-answers-list"
                aria-label={catalog.answer_waiting_list({}, to)}
                gap={4}
                p={0}
                m={0}
                mt={4}
                style={{ listStyle: 'none' }}
              >
                {rows.map((row) => (
                  <li key={`${row.assignment_id}-${row.member_id}`}>
                    <Text size="sm">
                      <Text span fw={600}>
                        {row.member_name}
                      </Text>{' '}
                      — {formatDanceDate(row.dance_date)}
                      {row.nudged_at ? ` ${catalog.answer_reminded({}, to)}` : ''}
                    </Text>
                  </li>
                ))}
              </Stack>
            </Collapse>
          </Stack>
        )
      }
    </QueryState>
  );
}
