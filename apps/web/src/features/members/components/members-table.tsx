import 'mantine-datatable/styles.css';
import { Badge, Stack, Text, Tooltip } from '@mantine/core';
import { DataTable, type DataTableColumn, useDataTableColumns } from 'mantine-datatable';
import type { Member } from '@club/shared';
import { formatBirthday, getFriendName, getPartnerName, ROLE_LABELS } from '../utils/member-display';
import type { MemberSortField, MemberView } from '../utils/member-view';
import { EmailLink, PhoneLink } from './member-contact-links';
import { type MemberActionsProps, MemberRowActions } from './member-row-actions';
import { MemberStatusBadge } from './member-status-badge';
import { MembersColumnChooser } from './members-column-chooser';
import { scrollRegionProps } from '../../../components/scroll-region';

type MembersTableProps = {
  members: Member[];
  view: Pick<MemberView, 'sort' | 'order'>;
  onSort: (field: MemberSortField) => void;
  /** True while the rows shown belong to the previous filters and the new ones load. */
  isRefreshing: boolean;
  getActions: (member: Member) => Omit<MemberActionsProps, 'member'>;
};

const SORTABLE: readonly string[] = ['first_name', 'last_name', 'email', 'birthday'] satisfies MemberSortField[];
const isSortField = (accessor: unknown): accessor is MemberSortField =>
  typeof accessor === 'string' && SORTABLE.includes(accessor);

/** Where the chosen columns are kept between visits, as the filters are (SPEC §3 local persistence). */
export const MEMBERS_COLUMNS_STORAGE_KEY = 'club-manager.members-columns';

const dash = (
  <Text span c="dimmed">
    —
  </Text>
);

/**
 * SPEC §2 table columns; sorting happens on the server (SPEC §4), so the header only reports the click. Issue 17:
 * the table fits a 1366 px laptop beside the sidebar without scrolling sideways or cutting a word: names wrap, and
 * the secondary columns (address, partner, friend, birthday) start hidden behind the Columns chooser.
 */
export function MembersTable({ members, view, onSort, isRefreshing, getActions }: MembersTableProps) {
  const columns: DataTableColumn<Member>[] = [
    { accessor: 'first_name', title: 'First Name', sortable: true },
    { accessor: 'last_name', title: 'Last Name', sortable: true },
    {
      accessor: 'email',
      title: 'Email',
      sortable: true,
      toggleable: true,
      // An address has no spaces to wrap at; it breaks where it must rather than being cut off.
      render: (member) => <EmailLink email={member.email} size="sm" style={{ overflowWrap: 'anywhere' }} />,
    },
    {
      accessor: 'phone',
      title: 'Phone',
      noWrap: true,
      toggleable: true,
      render: (member) => (member.phone ? <PhoneLink phone={member.phone} e164={member.phone_e164} size="sm" /> : dash),
    },
    {
      accessor: 'address',
      title: 'Address',
      toggleable: true,
      defaultToggle: false,
      width: 200,
      ellipsis: true,
      render: (member) =>
        member.address ? (
          <Tooltip label={member.address} multiline maw={320} withArrow openDelay={200}>
            <Text size="sm" truncate="end" tabIndex={0}>
              {member.address}
            </Text>
          </Tooltip>
        ) : (
          dash
        ),
    },
    {
      accessor: 'partner',
      title: 'Partner',
      toggleable: true,
      defaultToggle: false,
      render: (member) => getPartnerName(member) || dash,
    },
    {
      accessor: 'friend',
      title: 'Friend',
      toggleable: true,
      defaultToggle: false,
      render: (member) => getFriendName(member) || dash,
    },
    {
      accessor: 'status',
      title: 'Status',
      noWrap: true,
      render: (member) => <MemberStatusBadge status={member.status} />,
    },
    {
      accessor: 'role',
      title: 'Role',
      noWrap: true,
      render: (member) =>
        member.role === 'admin' ? (
          <Badge variant="outline" radius="sm">
            {ROLE_LABELS.admin}
          </Badge>
        ) : (
          ROLE_LABELS.member
        ),
    },
    {
      accessor: 'birthday',
      title: 'Birthday',
      sortable: true,
      noWrap: true,
      toggleable: true,
      defaultToggle: false,
      render: (member) => formatBirthday(member.birthday) || dash,
    },
    {
      accessor: 'actions',
      title: 'Actions',
      textAlign: 'right',
      render: (member) => <MemberRowActions member={member} {...getActions(member)} />,
    },
  ];

  const { effectiveColumns, columnsToggle, setColumnsToggle, resetColumnsToggle } = useDataTableColumns<Member>({
    key: MEMBERS_COLUMNS_STORAGE_KEY,
    columns,
    // Read at once, so the first paint already has the columns the user chose.
    getInitialValueInEffect: false,
  });

  return (
    <Stack gap="xs">
      <MembersColumnChooser
        columns={columns}
        toggle={columnsToggle}
        onChange={setColumnsToggle}
        onReset={resetColumnsToggle}
      />
      <DataTable<Member>
        records={members}
        // The chooser above shows and hides columns; without `toggleable` the table draws no unnamed hide icon in
        // each header (axe: button-name), and without its own store key it keeps no second copy of the choice.
        columns={effectiveColumns.map(
          ({ toggleable: _toggleable, defaultToggle: _defaultToggle, ...column }) => column,
        )}
        idAccessor="id"
        sortStatus={{ columnAccessor: view.sort, direction: view.order }}
        onSortStatusChange={({ columnAccessor }) => {
          if (isSortField(columnAccessor)) onSort(columnAccessor);
        }}
        fetching={isRefreshing}
        // With every column chosen the table may not fit beside the sidebar: it then scrolls sideways, keeping the
        // name and the actions of each row in view.
        pinFirstColumn
        pinLastColumn
        // The sideways scrollbar gets its own strip instead of covering the last row.
        // A keyboard reaches the sideways scroll too: the scrolling box takes focus, named as a region.
        scrollAreaProps={{ offsetScrollbars: 'x', viewportProps: scrollRegionProps('Members table, scrolls sideways') }}
        withTableBorder
        borderRadius="md"
        striped
        highlightOnHover
        verticalAlign="center"
        fz="sm"
        aria-label="Members"
      />
    </Stack>
  );
}
