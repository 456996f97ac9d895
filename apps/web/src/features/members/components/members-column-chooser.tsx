import { Button, Checkbox, Group, Popover, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import type { DataTableColumn, DataTableColumnToggle } from 'mantine-datatable';
import type { Member } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';

type MembersColumnChooserProps = {
  columns: readonly DataTableColumn<Member>[];
  toggle: readonly DataTableColumnToggle[];
  onChange: (toggle: DataTableColumnToggle[]) => void;
  onReset: () => void;
};

/**
 * Issue 17: which of the table's columns show. The secondary ones start hidden so the table fits a laptop; each is
 * a checkbox away, and the choice is kept in the browser.
 */
export function MembersColumnChooser({ columns, toggle, onChange, onReset }: MembersColumnChooserProps) {
  const to = { locale: useReaderLocale() };
  const titleOf = (accessor: string) => {
    const title = columns.find((column) => column.accessor === accessor)?.title;
    return typeof title === 'string' ? title : accessor;
  };
  const choices = toggle.filter((column) => column.toggleable);
  const hidden = choices.filter((column) => !column.toggled).length;

  return (
    <Group justify="flex-end">
      <Popover position="bottom-end" withArrow shadow="md" trapFocus>
        <Popover.Target>
          <Button variant="default" size="xs" leftSection={<IconColumns size={16} />}>
            {hidden > 0 ? catalog.mem_b_columns_hidden({ hidden }, to) : catalog.mem_b_columns({}, to)}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs" role="group" aria-label={catalog.mem_b_columns_shown({}, to)}>
            <Text size="sm" fw={600}>
              {catalog.mem_b_columns_shown({}, to)}
            </Text>
            {choices.map((column) => (
              <Checkbox
                key={column.accessor}
                label={titleOf(column.accessor)}
                checked={column.toggled}
                onChange={(event) => {
                  const toggled = event.currentTarget.checked;
                  onChange(toggle.map((entry) => (entry.accessor === column.accessor ? { ...entry, toggled } : entry)));
                }}
              />
            ))}
            <Button variant="subtle" size="xs" onClick={onReset}>
              {catalog.mem_b_columns_reset({}, to)}
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
