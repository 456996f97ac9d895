import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { PAGE_SIZES, type PageSlice } from '../utils/paging';

type MembersPaginationProps = {
  slice: PageSlice;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

const PAGE_SIZE_OPTIONS = PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} per page` }));

/** Paging through the server's pages (issue 18), the same control for the table and the phone cards. */
export function MembersPagination({ slice, total, pageSize, onPageChange, onPageSizeChange }: MembersPaginationProps) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {slice.from}–{slice.to} of {total}
      </Text>
      <Group gap="sm" wrap="wrap">
        {slice.totalPages > 1 && (
          <Pagination
            total={slice.totalPages}
            value={slice.page}
            onChange={onPageChange}
            size="sm"
            siblings={1}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        )}
        <NativeSelect
          aria-label="Rows per page"
          data={PAGE_SIZE_OPTIONS}
          value={String(pageSize)}
          onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
          size="xs"
          w={130}
        />
      </Group>
    </Group>
  );
}
