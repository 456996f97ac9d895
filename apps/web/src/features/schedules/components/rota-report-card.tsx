import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Group, Table, Text, Title, UnstyledButton } from '@mantine/core';
import type { FairnessRow } from '@club/shared';
import { QueryState } from '../../../components/query-state';
import { downloadBlob } from '../../../lib/download-file';
import { useTRPC } from '../../../lib/trpc';
import { useToast } from '../../../lib/toast/use-toast';
import { formatDanceDate } from '../../../lib/dance-date';
import { ROTA_COLUMNS, rotaReportCsv, rotaReportFileName, type RotaSort, sortRotaRows } from '../utils/rota-report';

/**
 * Issue 19 part 6: the "Rota report" for admins: per assignable member the counts auto-fill ranks by, sortable by
 * any column (a heading is a button; pressing it again turns the order round) and saved as CSV in that order.
 */
export function RotaReportCard() {
  const trpc = useTRPC();
  const report = useQuery(trpc.schedules.fairness.queryOptions());
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="rota-report-title">
      <Title order={2} size="h3" mb="xs" id="rota-report-title">
        Rota report
      </Title>
      <Text c="dimmed" mb="md">
        How the squarehead duty is spread. Fill empty slots picks whoever has the fewest nights on record.
      </Text>
      <QueryState
        query={report}
        variant="card"
        errorTitle="Could not load the rota report"
        loadingLabel="Loading the rota report"
      >
        {(data) =>
          data.members.length === 0 ? (
            <Text c="dimmed">There are no assignable members yet.</Text>
          ) : (
            <RotaReportTable rows={data.members} today={data.today} />
          )
        }
      </QueryState>
    </Card>
  );
}

function RotaReportTable({ rows, today }: { rows: FairnessRow[]; today: string }) {
  const toast = useToast();
  const [sort, setSort] = useState<RotaSort>({ key: 'duty_count', descending: false });
  const sorted = sortRotaRows(rows, sort);
  const sortBy = (key: RotaSort['key']) =>
    setSort((previous) => ({ key, descending: previous.key === key ? !previous.descending : false }));
  const exportCsv = () => {
    const fileName = rotaReportFileName(today);
    downloadBlob(new Blob([rotaReportCsv(sorted)], { type: 'text/csv;charset=utf-8' }), fileName);
    toast.success(`Saved ${fileName}`);
  };
  return (
    <>
      <Group mb="sm">
        <Button variant="light" onClick={exportCsv}>
          Export CSV
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {ROTA_COLUMNS.map((column) => {
                const active = sort.key === column.key;
                return (
                  <Table.Th
                    key={column.key}
                    aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
                    style={{ textAlign: column.numeric ? 'right' : 'left' }}
                  >
                    <UnstyledButton onClick={() => sortBy(column.key)} fw={700} fz="sm" py={4}>
                      {column.label}
                      {active ? (sort.descending ? ' ↓' : ' ↑') : ''}
                    </UnstyledButton>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((row) => (
              <Table.Tr key={row.member_id}>
                {ROTA_COLUMNS.map((column) => (
                  <Table.Td key={column.key} style={{ textAlign: column.numeric ? 'right' : 'left' }}>
                    {column.key === 'last_served'
                      ? row.last_served
                        ? formatDanceDate(row.last_served)
                        : 'Never'
                      : row[column.key]}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
