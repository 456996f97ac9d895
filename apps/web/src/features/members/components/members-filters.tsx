import { CloseButton, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconArrowsSort, IconSearch } from '@tabler/icons-react';
import type { MemberStatus, Role } from '@club/shared';
import { MEMBER_STATUSES, ROLES } from '@club/shared/plain';
import { isMemberStatus, isRole, ROLE_LABELS, STATUS_LABELS } from '../utils/member-display';
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
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...MEMBER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];
const ROLE_OPTIONS = [
  { value: '', label: 'All roles' },
  ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
];
const SORT_CHOICES: { sort: MemberSortField; order: SortOrder; label: string }[] = [
  { sort: 'last_name', order: 'asc', label: 'Last name, A–Z' },
  { sort: 'last_name', order: 'desc', label: 'Last name, Z–A' },
  { sort: 'first_name', order: 'asc', label: 'First name, A–Z' },
  { sort: 'first_name', order: 'desc', label: 'First name, Z–A' },
  { sort: 'email', order: 'asc', label: 'Email, A–Z' },
  { sort: 'email', order: 'desc', label: 'Email, Z–A' },
  { sort: 'birthday', order: 'asc', label: 'Birthday, January first' },
  { sort: 'birthday', order: 'desc', label: 'Birthday, December first' },
];
const sortKey = ({ sort, order }: { sort: MemberSortField; order: SortOrder }) => `${sort}:${order}`;
const SORT_OPTIONS = SORT_CHOICES.map((choice) => ({ value: sortKey(choice), label: choice.label }));

/** SPEC §2 search (sent 300 ms after the last key), status filter and role filter. */
export function MembersFilters({
  searchText,
  onSearchTextChange,
  view,
  onStatusChange,
  onRoleChange,
  onSortChange,
}: MembersFiltersProps) {
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        type="search"
        aria-label="Search members"
        placeholder="Search name, email, phone, address or birthday"
        leftSection={<IconSearch size={16} />}
        rightSection={
          searchText ? <CloseButton size="sm" aria-label="Clear search" onClick={() => onSearchTextChange('')} /> : null
        }
        value={searchText}
        onChange={(event) => onSearchTextChange(event.currentTarget.value)}
        flex="1 1 280px"
        miw={0}
      />
      <NativeSelect
        aria-label="Status filter"
        data={STATUS_OPTIONS}
        value={view.status ?? ''}
        onChange={(event) => {
          const { value } = event.currentTarget;
          onStatusChange(isMemberStatus(value) ? value : null);
        }}
        flex={{ base: '1 1 140px', sm: '0 1 170px' }}
      />
      <NativeSelect
        aria-label="Role filter"
        data={ROLE_OPTIONS}
        value={view.role ?? ''}
        onChange={(event) => {
          const { value } = event.currentTarget;
          onRoleChange(isRole(value) ? value : null);
        }}
        flex={{ base: '1 1 140px', sm: '0 1 170px' }}
      />
      {onSortChange && (
        <NativeSelect
          aria-label="Sort by"
          leftSection={<IconArrowsSort size={16} />}
          data={SORT_OPTIONS}
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
