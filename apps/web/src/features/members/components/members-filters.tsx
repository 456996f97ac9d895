import { CloseButton, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconArrowsSort, IconSearch } from '@tabler/icons-react';
import type { MemberStatus, Role } from '@club/shared';
import { catalog, type Locale, MEMBER_STATUSES, ROLES } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';
import { isMemberStatus, isRole } from '../utils/member-display';
import { roleLabels, statusLabels } from '../utils/member-labels';
import type { MemberSortField, MemberView, SortOrder } from '../utils/member-view';

type MembersFiltersProps = {
  searchText: string;
  onSearchTextChange: (text: string) => void;
  view: MemberView;
  onStatusChange: (status: MemberStatus | null) => void;
  onRoleChange: (role: Role | null) => void;
  /** Shown on a phone, where there are no column headers to click. */
  onSortChange?: (sort: MemberSortField, order: SortOrder) => void;
};

// Issue 27: the browser's own select, the phone's own picker, with no positioning engine; "All …" clears the filter.
function filterOptions(locale: Locale) {
  const to = { locale };
  const statuses = statusLabels(locale);
  const roles = roleLabels(locale);
  return {
    status: [
      { value: '', label: catalog.mem_b_all_statuses({}, to) },
      ...MEMBER_STATUSES.map((status) => ({ value: status, label: statuses[status] })),
    ],
    role: [
      { value: '', label: catalog.mem_b_all_roles({}, to) },
      ...ROLES.map((role) => ({ value: role, label: roles[role] })),
    ],
  };
}
const SORT_CHOICES: { sort: MemberSortField; order: SortOrder; label: typeof catalog.mem_b_sort_by }[] = [
  { sort: 'last_name', order: 'asc', label: catalog.mem_b_sort_last_name_asc },
  { sort: 'last_name', order: 'desc', label: catalog.mem_b_sort_last_name_desc },
  { sort: 'first_name', order: 'asc', label: catalog.mem_b_sort_first_name_asc },
  { sort: 'first_name', order: 'desc', label: catalog.mem_b_sort_first_name_desc },
  { sort: 'email', order: 'asc', label: catalog.mem_b_sort_email_asc },
  { sort: 'email', order: 'desc', label: catalog.mem_b_sort_email_desc },
  { sort: 'birthday', order: 'asc', label: catalog.mem_b_sort_birthday_asc },
  { sort: 'birthday', order: 'desc', label: catalog.mem_b_sort_birthday_desc },
];
const sortKey = ({ sort, order }: { sort: MemberSortField; order: SortOrder }) => `${sort}:${order}`;
const sortOptions = (locale: Locale) =>
  SORT_CHOICES.map((choice) => ({ value: sortKey(choice), label: choice.label({}, { locale }) }));

/** SPEC §2 search (sent 300 ms after the last key), status filter and role filter. */
export function MembersFilters({
  searchText,
  onSearchTextChange,
  view,
  onStatusChange,
  onRoleChange,
  onSortChange,
}: MembersFiltersProps) {
  const locale = useReaderLocale();
  const to = { locale };
  const options = filterOptions(locale);
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        type="search"
        aria-label={catalog.mem_b_search_label({}, to)}
        placeholder={catalog.mem_b_search_placeholder({}, to)}
        leftSection={<IconSearch size={16} />}
        rightSection={
          searchText ? (
            <CloseButton
              size="sm"
              aria-label={catalog.mem_b_clear_search({}, to)}
              onClick={() => onSearchTextChange('')}
            />
          ) : null
        }
        value={searchText}
        onChange={(event) => onSearchTextChange(event.currentTarget.value)}
        flex="1 1 280px"
        miw={0}
      />
      <NativeSelect
        aria-label={catalog.mem_b_status_filter({}, to)}
        data={options.status}
        value={view.status ?? ''}
        onChange={(event) => {
          const { value } = event.currentTarget;
          onStatusChange(isMemberStatus(value) ? value : null);
        }}
        flex={{ base: '1 1 140px', sm: '0 1 170px' }}
      />
      <NativeSelect
        aria-label={catalog.mem_b_role_filter({}, to)}
        data={options.role}
        value={view.role ?? ''}
        onChange={(event) => {
          const { value } = event.currentTarget;
          onRoleChange(isRole(value) ? value : null);
        }}
        flex={{ base: '1 1 140px', sm: '0 1 170px' }}
      />
      {onSortChange && (
        <NativeSelect
          aria-label={catalog.mem_b_sort_by({}, to)}
          leftSection={<IconArrowsSort size={16} />}
          data={sortOptions(locale)}
          value={sortKey(view)}
          onChange={(event) => {
            const { value } = event.currentTarget;
            const choice = SORT_CHOICES.find((candidate) => sortKey(candidate) === value);
            if (choice) onSortChange(choice.sort, choice.order);
          }}
          flex="1 1 200px"
        />
      )}
    </Group>
  );
}
