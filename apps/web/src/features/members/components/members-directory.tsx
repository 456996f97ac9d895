import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Anchor, Badge, Button, Stack } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconUserPlus, IconUserSearch, IconUsers } from '@tabler/icons-react';
import type { Member, MemberListQuery, SessionUser } from '@club/shared';
import { catalog, formatNumber, SEARCH_DEBOUNCE_MS, STALE_TIMES } from '@club/shared/plain';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { useCsvExport } from '../hooks/use-csv-export';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useReaderLocale } from '../../../lib/reader-locale';
import { useTRPC } from '../../../lib/trpc';
import { useMemberMutations } from '../hooks/use-member-mutations';
import { useMemberView } from '../hooks/use-member-view';
import { EVERY_MEMBER, useMembersData } from '../hooks/use-members-data';
import { usePdfExport } from '../hooks/use-pdf-export';
import { canChangeEmail, canDeleteMember, canEditMember, canSetAdmin, getEditMode } from '../utils/member-permissions';
import {
  clearFilters,
  describeFilters,
  hasActiveFilters,
  type MemberView,
  toggleSort,
  toListQuery,
} from '../utils/member-view';
import { clampPage, DEFAULT_PAGE_SIZE, pageSlice } from '../utils/paging';
import { MemberCards } from './member-cards';
import type { MemberFormTarget } from './member-form-dialog';
import { ImportCsvButton } from './import-csv-button';
import type { PdfScope } from './members-export-button';
import { MembersExportMenu } from './members-export-menu';
import { MembersFilters } from './members-filters';
import { MembersFooter } from './members-footer';
import { MembersPagination } from './members-pagination';
import { lazyDialog } from '../../../components/lazy-dialog';
import { lazyForWideScreens, WideScreenOnly } from '../../../components/wide-screen-only';

const MembersTable = lazyForWideScreens(() => import('./members-table').then((module) => module.MembersTable));
const DeleteMemberDialog = lazyDialog(() =>
  import('./delete-member-dialog').then((module) => module.DeleteMemberDialog),
);
const MemberFormDialog = lazyDialog(() => import('./member-form-dialog').then((module) => module.MemberFormDialog));

/** SPEC §2 Members: the directory of the signed-in user, with what their role lets them do. */
export function MembersDirectory({ user }: { user: SessionUser }) {
  const isPhone = useIsPhone();
  const to = { locale: useReaderLocale() };
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

  const {
    page: pageQuery,
    rosterSize,
    roster,
    mainAdminId,
  } = useMembersData(view, {
    page,
    perPage: pageSize,
    withRoster: formDialog.opened,
  });
  const trpc = useTRPC();
  const queryClient = useQueryClient();
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

  const rows = pageQuery.data?.users ?? [];
  const matching = pageQuery.data?.total;
  const slice = pageSlice(page, pageSize, rows.length, matching ?? 0);
  const isFiltered = hasActiveFilters(view);
  // The list shrank under the page on screen (a delete, another member's change): show its last page instead.
  const lastPage = matching === undefined || pageQuery.isPlaceholderData ? page : clampPage(page, pageSize, matching);
  if (lastPage !== page) setPage(lastPage);

  const openEdit = (member: Member) => setFormDialog({ opened: true, target: { mode: getEditMode(user), member } });
  const getActions = (member: Member) => ({
    canEdit: canEditMember(user, member),
    canDelete: canDeleteMember(user, member, mainAdminId),
    onEdit: openEdit,
    onDelete: (target: Member) => setDeleteDialog({ opened: true, member: target }),
    // The away card lists the members who serve; others have no nights to keep free.
    canSeeAvailability: user.is_admin && member.status === 'assignable',
  });
  // Issue 18: the PDF reads the members it prints from the server, never the page on screen.
  const loadMembers = (input: MemberListQuery) => async () =>
    (await queryClient.fetchQuery(trpc.users.list.queryOptions(input, { staleTime: STALE_TIMES.members }))).users;
  const exportPdf = (scope: PdfScope) =>
    void (scope === 'all'
      ? pdf.exportPdf(loadMembers(EVERY_MEMBER), null)
      : pdf.exportPdf(loadMembers(toListQuery(view)), describeFilters(view, pdf.locale)));
  const closeForm = () => setFormDialog((current) => ({ ...current, opened: false }));
  const closeDelete = () => setDeleteDialog((current) => ({ ...current, opened: false }));

  const total = rosterSize;
  const subtitle =
    matching !== undefined && total !== undefined ? (
      <>
        {catalog.mem_b_showing({ matching, total }, to)}
        {isFiltered && (
          <>
            {' · '}
            <Anchor component="button" type="button" onClick={resetFilters} fz="inherit">
              {catalog.mem_b_clear_filters({}, to)}
            </Anchor>
          </>
        )}
      </>
    ) : (
      catalog.mem_b_loading_subtitle({}, to)
    );

  const content = (
    <QueryState
      query={pageQuery}
      errorTitle={catalog.mem_b_load_failed({}, to)}
      loadingLabel={catalog.mem_b_loading({}, to)}
      empty={(list) => {
        if (list.users.length > 0 || (list.total ?? 0) > 0) return null;
        return isFiltered ? (
          <EmptyState
            icon={<IconUserSearch />}
            title={catalog.mem_b_no_matches({}, to)}
            description={catalog.mem_b_try_another_search({}, to)}
          >
            <Button variant="light" onClick={resetFilters}>
              {catalog.mem_b_clear_filters({}, to)}
            </Button>
          </EmptyState>
        ) : (
          <EmptyState
            icon={<IconUsers />}
            title={catalog.mem_b_no_members({}, to)}
            description={catalog.mem_b_roster_empty({}, to)}
          />
        );
      }}
    >
      {() => (
        <>
          {isPhone ? (
            <MemberCards members={rows} getActions={getActions} />
          ) : (
            <WideScreenOnly>
              <MembersTable
                members={rows}
                view={view}
                onSort={(field) => changeView((current) => toggleSort(current, field))}
                isRefreshing={pageQuery.isPlaceholderData}
                getActions={getActions}
              />
            </WideScreenOnly>
          )}
          <MembersPagination
            slice={slice}
            total={matching ?? 0}
            pageSize={pageSize}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
          {pageQuery.data?.counts && <MembersFooter counts={pageQuery.data.counts} />}
        </>
      )}
    </QueryState>
  );

  return (
    <>
      <PageHeader
        title={catalog.mem_b_title({}, to)}
        badge={
          total !== undefined && (
            <Badge size="lg" variant="light" aria-label={catalog.mem_b_total_badge({ total }, to)}>
              {formatNumber(total, to.locale)}
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
                {catalog.mem_b_add_member({}, to)}
              </Button>
            )}
            {/* The server accepts imports from admins only, so members are not offered a button that cannot work. */}
            {user.is_admin && <ImportCsvButton />}
            <MembersExportMenu
              onCsv={() => void csv.exportCsv()}
              onPdf={exportPdf}
              isBusy={csv.isExporting || pdf.isGenerating}
              isPdfDisabled={!rosterSize}
              filteredCount={isFiltered && matching !== undefined ? matching : null}
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
        members={roster}
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
