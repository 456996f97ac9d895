import { Box, Card, NativeSelect, SegmentedControl, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { FairnessRow } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { rotaCellText, rotaColumns, type RotaSort } from '../utils/rota-report';

export type RotaReportViewProps = { rows: FairnessRow[]; sort: RotaSort; onSortChange: (sort: RotaSort) => void };

/**
 * On a phone each member is a card: twelve columns cannot be read at that width. The cards keep a table's roles and
 * its headings (read out, not shown), so a screen reader still names each number's column; the sorting that the
 * headings offer on a wide screen is a choice above the cards.
 */
export function RotaReportCards({ rows, sort, onSortChange }: RotaReportViewProps) {
  const locale = useReaderLocale();
  const columns = rotaColumns(locale);
  return (
    <Stack gap="sm">
      <RotaSortChoice sort={sort} onSortChange={onSortChange} />
      <div role="table">
        <VisuallyHidden role="rowgroup">
          <div role="row">
            {columns.map((column) => (
              <span role="columnheader" key={column.key}>
                {column.label}
              </span>
            ))}
          </div>
        </VisuallyHidden>
        <Box role="rowgroup" style={{ display: 'grid', gap: 'var(--mantine-spacing-sm)' }}>
          {rows.map((row) => (
            <Card role="row" key={row.member_id} withBorder radius="md" padding="md">
              <Text role="cell" fw={600} size="lg" lh={1.3} mb="xs">
                {row.name}
              </Text>
              <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
                {columns.slice(1).map((column) => (
                  <Box key={column.key} miw={0}>
                    <Text size="xs" c="dimmed" aria-hidden>
                      {column.label}
                    </Text>
                    <Text role="cell" size="sm" fw={500}>
                      {rotaCellText(row, column, locale)}
                    </Text>
                  </Box>
                ))}
              </SimpleGrid>
            </Card>
          ))}
        </Box>
      </div>
    </Stack>
  );
}

/** A new column starts ascending, as pressing its heading does in the table. */
function RotaSortChoice({ sort, onSortChange }: Omit<RotaReportViewProps, 'rows'>) {
  const locale = useReaderLocale();
  const to = { locale };
  const columns = rotaColumns(locale);
  const orderChoices = [
    { value: 'ascending', label: catalog.plan_sort_ascending({}, to) },
    { value: 'descending', label: catalog.plan_sort_descending({}, to) },
  ];
  return (
    <Stack gap="xs">
      <NativeSelect
        label={catalog.plan_sort_by({}, to)}
        data={columns.map((column) => ({ value: column.key, label: column.label }))}
        value={sort.key}
        onChange={(event) => {
          const column = columns.find((candidate) => candidate.key === event.currentTarget.value);
          if (column) onSortChange({ key: column.key, descending: false });
        }}
      />
      <SegmentedControl
        aria-label={catalog.plan_sort_order({}, to)}
        data={orderChoices}
        value={sort.descending ? 'descending' : 'ascending'}
        onChange={(value) => onSortChange({ key: sort.key, descending: value === 'descending' })}
        fullWidth
      />
    </Stack>
  );
}
