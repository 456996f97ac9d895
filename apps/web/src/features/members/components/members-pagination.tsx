import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { catalog, formatNumber } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';
import { PAGE_SIZES, type PageSlice } from '../utils/paging';

type MembersPaginationProps = {
  slice: PageSlice;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

const PAGE_CONTROL_NAMES = {
  first: catalog.mem_b_page_first,
  previous: catalog.mem_b_page_previous,
  next: catalog.mem_b_page_next,
  last: catalog.mem_b_page_last,
};

/** Paging through the server's pages (issue 18), the same control for the table and the phone cards. */
export function MembersPagination({ slice, total, pageSize, onPageChange, onPageSizeChange }: MembersPaginationProps) {
  const to = { locale: useReaderLocale() };
  const pageSizeOptions = PAGE_SIZES.map((size) => ({
    value: String(size),
    label: catalog.mem_b_page_size({ size }, to),
  }));
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {catalog.mem_b_page_range(
          {
            from: formatNumber(slice.from, to.locale),
            to: formatNumber(slice.to, to.locale),
            total: formatNumber(total, to.locale),
          },
          to,
        )}
      </Text>
      <Group gap="sm" wrap="wrap">
        {slice.totalPages > 1 && (
          <Pagination
            total={slice.totalPages}
            value={slice.page}
            onChange={onPageChange}
            size="sm"
            siblings={1}
            getControlProps={(control) => ({ 'aria-label': PAGE_CONTROL_NAMES[control]({}, to) })}
          />
        )}
        <NativeSelect
          aria-label={catalog.mem_b_rows_per_page({}, to)}
          data={pageSizeOptions}
          value={String(pageSize)}
          onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
          size="xs"
          w={130}
        />
      </Group>
    </Group>
  );
}
