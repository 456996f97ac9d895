import { useState } from 'react';
import { Anchor, Badge, Button, Stack } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconUserPlus, IconUserSearch, IconUsers } from '@tabler/icons-react';
import { type Member, MEMBER_MESSAGES, SEARCH_DEBOUNCE_MS, type SessionUser } from '@club/shared';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { useCsvExport } from '../hooks/use-csv-export';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useMemberMutations } from '../hooks/use-member-mutations';
import { useMemberView } from '../hooks/use-member-view';
import { useMembersData } from '../hooks/use-members-data';
import { usePdfExport } from '../hooks/use-pdf-export';
import { canChangeEmail, canDeleteMember, canEditMember, canSetAdmin, getEditMode } from '../utils/member-permissions';
import { clearFilters, describeFilters, hasActiveFilters, type MemberView, toggleSort } from '../utils/member-view';
import { DEFAULT_PAGE_SIZE, paginate } from '../utils/paging';
import { DeleteMemberDialog } from './delete-member-dialog';
import { MemberCards } from './member-cards';
import { MemberFormDialog, type MemberFormTarget } from './member-form-dialog';
import { ImportCsvButton } from './import-csv-button';
import { MembersExportMenu, type PdfScope } from './members-export-menu';
import { MembersFilters } from './members-filters';
import { MembersFooter } from './members-footer';
import { MembersPagination } from './members-pagination';
import { MembersTable } from './members-table';

/** SPEC §2 Members: the directory of the signed-in user, with what their role lets them do. */
export function MembersDirectory({ user }: { user: SessionUser }) {
  const isPhone = useIsPhone();
  const [view, setView] = useMemberView();
  const [searchText, setSearchText] = useState(view.search);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [formDialog, setFormDialog] = useState<{ opened: boolean; target: MemberFormTarget }>({
    opened: false,
    target: { mode: 'create', member: null },
  });
  // The member stays set while the dialog animates closed, so its text does not vanish mid-fade.
  const [deleteDialog, setDeleteDialog] = useState<{ opened: boolean; member: Member | null }>({
    opened: false,
    member: null,
  });

  const { filtered, all, mainAdminId } = useMembersData(view);
  const { remove } = useMemberMutations();
  const csv = useCsvExport();
  const pdf = usePdfExport();

  const changeView = (change: (current: MemberView) => MemberView) => {
    setView(change);
    setPage(1);
  };
  // SPEC §2: the search goes to the server 300 ms after the last keystroke.
  const sendSearch = useDebouncedCallback(
    (search: string) => changeView((current) => ({ ...current, search })),
    SEARCH_DEBOUNCE_MS,
  );
  const changeSearchText = (text: string) => {
    setSearchText(text);
    sendSearch(text);
  };
  const resetFilters = () => {
    sendSearch.cancel();
    setSearchText('');
    changeView(clearFilters);
  };

  const rows = filtered.data?.users ?? [];
  const slice = paginate(rows, page, pageSize);
  const isFiltered = hasActiveFilters(view);

  const openEdit = (member: Member) => setFormDialog({ opened: true, target: { mode: getEditMode(user), member } });
  const getActions = (member: Member) => ({
    canEdit: canEditMember(user, member),
    canDelete: canDeleteMember(user, member, mainAdminId),
    onEdit: openEdit,
    onDelete: (target: Member) => setDeleteDialog({ opened: true, member: target }),
  });
  const exportPdf = (scope: PdfScope) =>
    void (scope === 'all' ? pdf.exportPdf(all.data?.users ?? [], null) : pdf.exportPdf(rows, describeFilters(view)));
  const closeForm = () => setFormDialog((current) => ({ ...current, opened: false }));
  const closeDelete = () => setDeleteDialog((current) => ({ ...current, opened: false }));

  const total = all.data?.users.length;
  const subtitle =
    filtered.data && total !== undefined ? (
      <>
        Showing {rows.length} of {total} members
        {isFiltered && (
          <>
            {' · '}
            <Anchor component="button" type="button" onClick={resetFilters} fz="inherit">
              Clear filters
            </Anchor>
          </>
        )}
      </>
    ) : (
      'Loading members...'
    );

  const content = (
    <QueryState
      query={filtered}
      errorTitle={MEMBER_MESSAGES.loadFailed}
      loadingLabel="Loading members"
      empty={(list) => {
        if (list.users.length > 0) return null;
        return isFiltered ? (
          <EmptyState
            icon={<IconUserSearch />}
            title={MEMBER_MESSAGES.noMatches}
            description="Try another search, or clear the filters to see everyone."
          >
            <Button variant="light" onClick={resetFilters}>
              Clear filters
            </Button>
          </EmptyState>
        ) : (
          <EmptyState icon={<IconUsers />} title={MEMBER_MESSAGES.noMembers} description="The roster is empty." />
        );
      }}
    >
      {() => (
        <>
          {isPhone ? (
            <MemberCards members={slice.rows} getActions={getActions} />
          ) : (
            <MembersTable
              members={slice.rows}
              view={view}
              onSort={(field) => changeView((current) => toggleSort(current, field))}
              isRefreshing={filtered.isPlaceholderData}
              getActions={getActions}
            />
          )}
          <MembersPagination
            slice={slice}
            total={rows.length}
            pageSize={pageSize}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
          <MembersFooter members={rows} />
        </>
      )}
    </QueryState>
  );

  return (
    <>
      <PageHeader
        title="Members"
        badge={
          total !== undefined && (
            <Badge size="lg" variant="light" aria-label={`${total} members in total`}>
              {total}
            </Badge>
          )
        }
        subtitle={subtitle}
        actions={
          <>
            {user.is_admin && (
              <Button
                leftSection={<IconUserPlus size={18} />}
                onClick={() => setFormDialog({ opened: true, target: { mode: 'create', member: null } })}
              >
                Add Member
              </Button>
            )}
            {/* The server accepts imports from admins only, so members are not offered a button that cannot work. */}
            {user.is_admin && <ImportCsvButton />}
            <MembersExportMenu
              onCsv={() => void csv.exportCsv()}
              onPdf={exportPdf}
              isBusy={csv.isExporting || pdf.isGenerating}
              isPdfDisabled={!all.data?.users.length}
              filteredCount={isFiltered && filtered.data ? rows.length : null}
            />
          </>
        }
      />
      <Stack gap="md">
        <MembersFilters
          searchText={searchText}
          onSearchTextChange={changeSearchText}
          view={view}
          onStatusChange={(status) => changeView((current) => ({ ...current, status }))}
          onRoleChange={(role) => changeView((current) => ({ ...current, role }))}
          onSortChange={isPhone ? (sort, order) => changeView((current) => ({ ...current, sort, order })) : undefined}
        />
        {content}
      </Stack>
      <MemberFormDialog
        opened={formDialog.opened}
        target={formDialog.target}
        members={all.data?.users}
        canSetAdmin={canSetAdmin(user, formDialog.target.member, mainAdminId)}
        canChangeEmail={canChangeEmail(user, formDialog.target.member, mainAdminId)}
        onClose={closeForm}
      />
      <DeleteMemberDialog
        opened={deleteDialog.opened}
        member={deleteDialog.member}
        isDeleting={remove.isPending}
        onConfirm={(member) => remove.mutate({ id: member.id }, { onSettled: closeDelete })}
        onClose={closeDelete}
      />
    </>
  );
}
