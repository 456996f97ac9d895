import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Group, Table, Text, Title, UnstyledButton } from '@mantine/core';
import type { FairnessRow } from '@club/shared';
import { catalog, commonMessages } from '@club/shared/plain';
import { QueryState } from '../../../../components/query-state';
import { downloadBlob } from '../../../../lib/download-file';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { useTRPC } from '../../../../lib/trpc';
import { useToast } from '../../../../lib/toast/use-toast';
import { useIsPhone } from '../../../../lib/use-is-phone';
import { rotaCellText, rotaColumns, rotaReportFileName, type RotaSort, sortRotaRows } from '../utils/rota-report';
import { RotaReportCards, type RotaReportViewProps } from './rota-report-cards';

/**
 * Issue 19 part 6: the "Rota report" for admins: per assignable member the counts auto-fill ranks by, sortable by
 * any column and saved as CSV in that order. Wide screens show a table; a phone, too narrow for twelve columns,
 * shows a card per member.
 */
export function RotaReportCard() {
  const to = { locale: useReaderLocale() };
  const trpc = useTRPC();
  const report = useQuery(trpc.schedules.fairness.queryOptions());
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="rota-report-title">
      <Title order={2} size="h3" mb="xs" id="rota-report-title">
        {catalog.plan_report_title({}, to)}
      </Title>
      <Text c="dimmed" mb="md">
        {catalog.plan_report_intro({}, to)}
      </Text>
      <QueryState
        query={report}
        variant="card"
        errorTitle={catalog.plan_report_load_failed({}, to)}
        loadingLabel={catalog.plan_report_loading({}, to)}
      >
        {(data) =>
          data.members.length === 0 ? (
            <Text c="dimmed">{catalog.plan_report_no_members({}, to)}</Text>
          ) : (
            <RotaReport rows={data.members} today={data.today} />
          )
        }
      </QueryState>
    </Card>
  );
}

function RotaReport({ rows, today }: { rows: FairnessRow[]; today: string }) {
  const locale = useReaderLocale();
  const to = { locale };
  const isPhone = useIsPhone();
  const toast = useToast();
  const [sort, setSort] = useState<RotaSort>({ key: 'duty_count', descending: false });
  const sorted = sortRotaRows(rows, sort);
  const exportCsv = async () => {
    const writer = await import('../utils/rota-report-csv').catch(() => null);
    if (!writer) {
      toast.error(commonMessages(locale).appLoadFailed);
      return;
    }
    const fileName = rotaReportFileName(today);
    downloadBlob(new Blob([writer.rotaReportCsv(sorted, locale)], { type: 'text/csv;charset=utf-8' }), fileName);
    toast.success(catalog.plan_report_saved({ fileName }, to));
  };
  return (
    <>
      <Group mb="sm">
        <Button variant="light" onClick={() => void exportCsv()}>
          {catalog.plan_export_csv({}, to)}
        </Button>
      </Group>
      {isPhone ? (
        <RotaReportCards rows={sorted} sort={sort} onSortChange={setSort} />
      ) : (
        <RotaReportTable rows={sorted} sort={sort} onSortChange={setSort} />
      )}
    </>
  );
}

/** A heading is a button; pressing the sorted column's heading again turns the order round. */
function RotaReportTable({ rows, sort, onSortChange }: RotaReportViewProps) {
  const locale = useReaderLocale();
  const columns = rotaColumns(locale);
  const sortBy = (key: RotaSort['key']) =>
    onSortChange({ key, descending: sort.key === key ? !sort.descending : false });
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
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
          {rows.map((row) => (
            <Table.Tr key={row.member_id}>
              {columns.map((column) => (
                <Table.Td key={column.key} style={{ textAlign: column.numeric ? 'right' : 'left' }}>
                  {rotaCellText(row, column, locale)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
