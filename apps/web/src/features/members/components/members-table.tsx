import 'mantine-datatable/styles.css';
import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { DataTable, type DataTableColumn, useDataTableColumns } from 'mantine-datatable';
import type { Member } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';
import { formatBirthday, getFriendName, getPartnerName } from '../utils/member-display';
import { memberColumnTitles, roleLabels } from '../utils/member-labels';
import type { MemberSortField, MemberView } from '../utils/member-view';
import { EmailLink, PhoneLink } from './member-contact-links';
import { type MemberActionsProps, MemberRowActions } from './member-row-actions';
import { MemberStatusBadge } from './member-status-badge';
import { MembersColumnChooser } from './members-column-chooser';
import { WholeSurname, WholeWords } from './whole-words';
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

/** The columns that start hidden, and that go to a line under each row when the table has no room for them. */
const SECONDARY = ['address', 'partner', 'friend', 'birthday'] as const;
type SecondaryField = (typeof SECONDARY)[number];
const isSecondary = (accessor: string): accessor is SecondaryField =>
  (SECONDARY as readonly string[]).includes(accessor);
/**
 * Issue 26: how wide the table must be to show the secondary columns as columns with every word whole: a 1366 px
 * laptop has about 1,030 px beside the sidebar, a 1920 px screen about 1,590.
 */
const ROOM_FOR_SECONDARY_COLUMNS = 1500;

const secondaryText = (member: Member, field: SecondaryField): string =>
  ({
    address: member.address ?? '',
    partner: getPartnerName(member),
    friend: getFriendName(member),
    birthday: formatBirthday(member.birthday),
  })[field];

/** The secondary values chosen, as one line under the member's row (words whole, wrapping at spaces). */
function MemberDetailLine({
  member,
  fields,
  labels,
}: {
  member: Member;
  fields: readonly SecondaryField[];
  /** The column titles, which name the values here too. */
  labels: Record<SecondaryField, string>;
}) {
  return (
    <Group gap="lg" px="sm" py={6} style={{ rowGap: 4 }} data-member-details={member.id}>
      {fields.map((field) => (
        <Text key={field} size="sm" span>
          <Text span c="dimmed" size="sm">
            {labels[field]}:{' '}
          </Text>
          {secondaryText(member, field) ? <WholeWords text={secondaryText(member, field)} /> : '—'}
        </Text>
      ))}
    </Group>
  );
}

/**
 * SPEC §2 table columns; sorting happens on the server (SPEC §4), so the header only reports the click. Issue 17:
 * the secondary columns (address, partner, friend, birthday) start hidden behind the Columns chooser. Issue 26: with
 * them chosen on a laptop (1366 px) the table broke e-mails over five lines, cut addresses and slid under its pinned
 * Actions column; now words wrap only at spaces (an e-mail before its @ or a dot), and where the table has no room
 * for the chosen secondary columns they go to a line under each row instead.
 */
export function MembersTable({ members, view, onSort, isRefreshing, getActions }: MembersTableProps) {
  const { ref, width } = useElementSize();
  const locale = useReaderLocale();
  const to = { locale };
  // Issue 29: the same titles as the CSV export's header row, short enough in German for a laptop and a phone.
  const titles = memberColumnTitles(locale);
  const roles = roleLabels(locale);
  const columns: DataTableColumn<Member>[] = [
    {
      accessor: 'first_name',
      title: titles.first_name,
      sortable: true,
      render: (member) => <WholeWords text={member.first_name} />,
    },
    {
      accessor: 'last_name',
      title: titles.last_name,
      sortable: true,
      render: (member) => <WholeSurname text={member.last_name} />,
    },
    {
      accessor: 'email',
      title: titles.email,
      sortable: true,
      toggleable: true,
      render: (member) => <EmailLink email={member.email} size="sm" />,
    },
    {
      accessor: 'phone',
      title: titles.phone,
      noWrap: true,
      toggleable: true,
      render: (member) => (member.phone ? <PhoneLink phone={member.phone} e164={member.phone_e164} size="sm" /> : dash),
    },
    {
      accessor: 'address',
      title: titles.address,
      toggleable: true,
      defaultToggle: false,
      width: 220,
      render: (member) =>
        member.address ? (
          <Tooltip label={member.address} multiline maw={320} withArrow openDelay={200}>
            <Text size="sm" tabIndex={0}>
              <WholeWords text={member.address} />
            </Text>
          </Tooltip>
        ) : (
          dash
        ),
    },
    {
      accessor: 'partner',
      title: titles.partner,
      toggleable: true,
      defaultToggle: false,
      render: (member) => (getPartnerName(member) ? <WholeWords text={getPartnerName(member)} /> : dash),
    },
    {
      accessor: 'friend',
      title: titles.friend,
      toggleable: true,
      defaultToggle: false,
      render: (member) => (getFriendName(member) ? <WholeWords text={getFriendName(member)} /> : dash),
    },
    {
      accessor: 'status',
      title: titles.status,
      noWrap: true,
      render: (member) => <MemberStatusBadge status={member.status} />,
    },
    {
      accessor: 'role',
      title: titles.role,
      noWrap: true,
      render: (member) =>
        member.role === 'admin' ? (
          <Badge variant="outline" radius="sm">
            {roles.admin}
          </Badge>
        ) : (
          roles.member
        ),
    },
    {
      accessor: 'birthday',
      title: titles.birthday,
      sortable: true,
      noWrap: true,
      toggleable: true,
      defaultToggle: false,
      render: (member) => formatBirthday(member.birthday) || dash,
    },
    {
      accessor: 'actions',
      title: titles.actions,
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
  const chosenSecondary = SECONDARY.filter((field) =>
    columnsToggle.some(({ accessor, toggled }) => accessor === field && toggled),
  );
  const inDetailLine = width >= ROOM_FOR_SECONDARY_COLUMNS ? [] : chosenSecondary;
  const shownColumns = effectiveColumns.filter(
    ({ accessor }) => !(isSecondary(accessor) && inDetailLine.includes(accessor)),
  );

  return (
    <Stack gap="xs" ref={ref}>
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
        columns={shownColumns.map(({ toggleable: _toggleable, defaultToggle: _defaultToggle, ...column }) => column)}
        rowExpansion={
          inDetailLine.length > 0
            ? {
                trigger: 'always',
                content: ({ record }) => <MemberDetailLine member={record} fields={inDetailLine} labels={titles} />,
              }
            : undefined
        }
        idAccessor="id"
        sortStatus={{ columnAccessor: view.sort, direction: view.order }}
        onSortStatusChange={({ columnAccessor }) => {
          if (isSortField(columnAccessor)) onSort(columnAccessor);
        }}
        fetching={isRefreshing}
        // On a screen narrower than a laptop's the table may still not fit beside the sidebar: it then scrolls
        // sideways, keeping the name and the actions of each row in view.
        pinFirstColumn
        pinLastColumn
        // The sideways scrollbar gets its own strip instead of covering the last row.
        // A keyboard reaches the sideways scroll too: the scrolling box takes focus, named as a region.
        scrollAreaProps={{
          offsetScrollbars: 'x',
          viewportProps: scrollRegionProps(catalog.mem_b_table_scrolls({}, to)),
        }}
        withTableBorder
        borderRadius="md"
        striped
        highlightOnHover
        verticalAlign="center"
        fz="sm"
        aria-label={catalog.mem_b_table_label({}, to)}
      />
    </Stack>
  );
}
