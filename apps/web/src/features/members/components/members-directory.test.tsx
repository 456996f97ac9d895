import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_MESSAGES, type Member, type MemberListQuery, MEMBER_MESSAGES, MESSAGES } from '@club/shared';
import { authStore } from '../../../lib/auth-store';
import { ApiFailure, createFakeApi, type FakeHandlers } from '../../../test/fake-api';
import { branding } from '../../../test/fixtures';
import { fakeMemberList, fakeMemberSummary, makeMember } from '../../../test/member-fixtures';
import { renderApp } from '../../../test/render-app';
import { adminUser, makeSignIn, memberUser } from '../../../test/session-fixtures';
import { MEMBER_VIEW_STORAGE_KEY } from '../utils/member-view';

const mainAdmin = makeMember({
  id: adminUser.id,
  first_name: adminUser.first_name,
  last_name: adminUser.last_name,
  email: adminUser.email,
  is_admin: true,
  role: 'admin',
  status: 'exempt',
});
const jose = makeMember({
  id: memberUser.id,
  first_name: memberUser.first_name,
  last_name: memberUser.last_name,
  email: memberUser.email,
  phone: '(408) 555-0107',
  phone_e164: '+14085550107',
  address: '7 Allemande Ave, San Jose, CA',
  birthday: '04-23',
  partner_id: 9,
  partner_first_name: 'Pat',
  partner_last_name: 'Partner',
});
const pat = makeMember({
  id: 9,
  first_name: 'Pat',
  last_name: 'Partner',
  email: 'pat@example.org',
  status: 'loa',
  partner_id: 7,
});

function setup(overrides: FakeHandlers = {}, roster: Member[] = [mainAdmin, jose, pat]) {
  let members = roster;
  const api = createFakeApi({
    'settings.branding': () => branding,
    'users.list': fakeMemberList(() => members),
    'users.summary': fakeMemberSummary(() => members),
    'users.protectedIds': () => ({ main_admin_id: mainAdmin.id }),
    ...overrides,
  });
  const view = renderApp(api, '/members');
  return { api, view, setMembers: (next: Member[]) => (members = next) };
}

const table = () => screen.getByRole('table');
const rowOf = (email: string) => {
  const row = within(table()).getByRole('link', { name: email }).closest('tr');
  if (!row) throw new Error(`no row for ${email}`);
  return row;
};
/**
 * What the table says of a member: their row and, where the table has no room for the chosen secondary columns (as
 * in jsdom, which lays nothing out), the line under it (issue 26).
 */
const memberText = (member: Member) => {
  const details = document.querySelector(`[data-member-details="${member.id}"]`)?.textContent ?? '';
  return `${rowOf(member.email).textContent} ${details}`;
};

describe('members directory', () => {
  beforeEach(() => authStore.signIn(makeSignIn(adminUser)));

  it('lists the members with counts, links, birthdays with a slash and footer counts', async () => {
    setup();
    expect(await screen.findByText('Showing 3 of 3 members')).toBeTruthy();
    expect(screen.getByLabelText('3 members in total')).toBeTruthy();
    // The table is a chunk of its own, for wider screens only (issue 18): the first test waits while it loads.
    await screen.findByRole('table', {}, { timeout: 10_000 });
    const row = rowOf(jose.email);
    expect(within(row).getByRole('link', { name: jose.email }).getAttribute('href')).toBe(`mailto:${jose.email}`);
    expect(within(row).getByRole('link', { name: '(408) 555-0107' }).getAttribute('href')).toBe('tel:+14085550107');
    expect(within(row).getByText('Assignable')).toBeTruthy();
    const footer = screen.getByTestId('members-footer');
    expect(footer.textContent).toBe('Assignable: 1Admins: 1Partnered: 2');
  });

  it('shows numbers as they were typed, calling E.164, and an unreadable one without a link (issue 26)', async () => {
    const doris = makeMember({ id: 31, first_name: 'Doris', last_name: 'Berger', email: 'doris@example.org' });
    const berlin = { ...doris, phone: '+4930 1234567 #12', phone_e164: '+49301234567' };
    const heinz = { ...doris, id: 32, first_name: 'Heinz', email: 'heinz@example.org', phone: 'ask Doris' };
    setup({}, [mainAdmin, berlin, heinz]);
    await screen.findByRole('table', {}, { timeout: 10_000 });
    const link = within(rowOf(berlin.email)).getByRole('link', { name: '+4930 1234567 #12' });
    expect(link.getAttribute('href')).toBe('tel:+49301234567');
    const unread = rowOf(heinz.email);
    expect(within(unread).getByText('ask Doris')).toBeTruthy();
    const hrefs = within(unread)
      .queryAllByRole('link')
      .map((item) => item.getAttribute('href'));
    expect(hrefs.filter((href) => href?.startsWith('tel:'))).toEqual([]);
  });

  it('starts with the secondary columns hidden, and shows each one chosen, for the next visit too (issue 17)', async () => {
    const { view } = setup();
    await screen.findByText('Showing 3 of 3 members');
    expect(memberText(jose)).not.toContain('04/23');
    expect(memberText(jose)).not.toContain('Pat Partner');
    fireEvent.click(screen.getByRole('button', { name: 'Columns (4 hidden)' }));
    const chooser = await screen.findByRole('group', { name: 'Columns shown', hidden: true });
    fireEvent.click(within(chooser).getByRole('checkbox', { name: 'Birthday', hidden: true }));
    fireEvent.click(within(chooser).getByRole('checkbox', { name: 'Partner', hidden: true }));
    expect(memberText(jose)).toContain('Partner: Pat Partner');
    expect(memberText(jose)).toContain('Birthday: 04/23');
    expect(screen.getByRole('button', { name: 'Columns (2 hidden)' })).toBeTruthy();
    view.unmount();
    setup();
    await screen.findByText('Showing 3 of 3 members');
    expect(memberText(jose)).toContain('Birthday: 04/23');
  });

  it('offers no delete for the main administrator, who is also the signed-in admin', async () => {
    setup();
    await screen.findByText('Showing 3 of 3 members');
    expect(within(rowOf(mainAdmin.email)).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(rowOf(mainAdmin.email)).getByRole('button', { name: 'Edit Ada Admin' })).toBeTruthy();
    expect(within(rowOf(jose.email)).getByRole('button', { name: 'Delete José Member' })).toBeTruthy();
  });

  it('links an assignable member to their availability on the Admin page (issue 19 part 7)', async () => {
    setup();
    await screen.findByText('Showing 3 of 3 members');
    const link = within(rowOf(jose.email)).getByRole('link', { name: 'Availability of José Member' });
    expect(link.getAttribute('href')).toBe(`/admin/members?member=${jose.id}`);
    // Pat is on leave and the main administrator exempt: neither has nights to keep free.
    expect(within(rowOf(pat.email)).queryByRole('link', { name: /Availability of/ })).toBeNull();
    expect(within(rowOf(mainAdmin.email)).queryByRole('link', { name: /Availability of/ })).toBeNull();
  });

  it('sends the search after typing stops, keeps it for the next visit and clears it', async () => {
    const { api, view } = setup();
    await screen.findByText('Showing 3 of 3 members');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search members' }), { target: { value: 'pat' } });
    expect(await screen.findByText(/^Showing 1 of 3 members/)).toBeTruthy();
    expect(api.callsTo('users.list').some((call) => (call.input as MemberListQuery).search === 'pat')).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(MEMBER_VIEW_STORAGE_KEY) ?? '{}')).toMatchObject({ search: 'pat' });

    view.unmount();
    setup();
    expect(await screen.findByText(/^Showing 1 of 3 members/)).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search members' }).value).toBe('pat');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 3 of 3 members')).toBeTruthy();
  });

  // Issue 27: the filters and the page size are the browser's own selects; "All statuses" is how a filter is cleared.
  it('filters by status and role with plain selects, and "All" clears each', async () => {
    const { api } = setup();
    await screen.findByText('Showing 3 of 3 members');
    const status = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status filter' });
    expect(status.tagName).toBe('SELECT');
    expect([...status.options].map((option) => option.text)[0]).toBe('All statuses');
    fireEvent.change(status, { target: { value: 'loa' } });
    expect(await screen.findByText(/^Showing 1 of 3 members/)).toBeTruthy();
    expect(api.callsTo('users.list').at(-1)?.input).toMatchObject({ status: 'loa' });
    fireEvent.change(status, { target: { value: '' } });
    expect(await screen.findByText('Showing 3 of 3 members')).toBeTruthy();
    expect(status.value).toBe('');

    fireEvent.change(screen.getByRole('combobox', { name: 'Role filter' }), { target: { value: 'admin' } });
    await waitFor(() => expect(api.callsTo('users.list').at(-1)?.input).toMatchObject({ role: 'admin' }));
  });

  it('sorts on the server when a header is clicked, flipping the order on a second click', async () => {
    const { api } = setup();
    await screen.findByText('Showing 3 of 3 members');
    fireEvent.click(within(table()).getByText('First Name'));
    await waitFor(() =>
      expect(api.callsTo('users.list').at(-1)?.input).toMatchObject({ sort: 'first_name', order: 'asc' }),
    );
    fireEvent.click(within(table()).getByText('First Name'));
    await waitFor(() =>
      expect(api.callsTo('users.list').at(-1)?.input).toMatchObject({ sort: 'first_name', order: 'desc' }),
    );
  });

  it('asks the server for one page at a time, with the total and footer counts of every match (issue 18)', async () => {
    const many = Array.from({ length: 57 }, (_, index) =>
      makeMember({ id: 1000 + index, last_name: `Page${String(index).padStart(2, '0')}`, status: 'loa' }),
    );
    const { api } = setup({}, [mainAdmin, jose, pat, ...many]);
    expect(await screen.findByText('Showing 60 of 60 members')).toBeTruthy();
    expect(screen.getByText('1–50 of 60')).toBeTruthy();
    expect(within(table()).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByTestId('members-footer').textContent).toBe('Assignable: 1Admins: 1Partnered: 2');
    expect(api.callsTo('users.list').map((call) => call.input)).toEqual([
      { sort: 'last_name', order: 'asc', page: 1, per_page: 50 },
    ]);
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('51–60 of 60')).toBeTruthy();
    expect(api.callsTo('users.list').at(-1)?.input).toMatchObject({ page: 2, per_page: 50 });
    expect(within(table()).getAllByRole('row')).toHaveLength(11);
    // Fifty rows of the table take a while to draw in jsdom.
  }, 60_000);

  it('tells an empty roster from filters that match nobody', async () => {
    window.localStorage.setItem(
      MEMBER_VIEW_STORAGE_KEY,
      JSON.stringify({ search: '', status: 'booster', role: null, sort: 'last_name', order: 'asc' }),
    );
    const { view } = setup();
    expect(await screen.findByText(MEMBER_MESSAGES.noMatches)).toBeTruthy();
    view.unmount();
    window.localStorage.clear();
    setup({}, []);
    expect(await screen.findByText(MEMBER_MESSAGES.noMembers)).toBeTruthy();
  });

  it("shows 'Error Loading Members' when the list fails, and retries", async () => {
    let isDown = true;
    setup({
      'users.list': (input) => {
        if (isDown) throw new ApiFailure(500, 'Something went wrong on the server. Please try again.');
        return fakeMemberList(() => [jose])(input);
      },
    });
    // Three tries (two retries) before the panel shows.
    expect(await screen.findByText(MEMBER_MESSAGES.loadFailed, {}, { timeout: 5000 })).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    // The roster's size comes from users.summary, which still counts three.
    expect(await screen.findByText('Showing 1 of 3 members')).toBeTruthy();
  });
});

describe('on a phone', () => {
  beforeEach(() => {
    authStore.signIn(makeSignIn(memberUser));
    const matchMedia = window.matchMedia.bind(window);
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...matchMedia(query),
      matches: query === '(max-width: 47.99em)' || query === '',
    }));
  });

  it('shows each member as a card with tap-to-call, mail and address, and a sort choice', async () => {
    setup();
    const cards = await screen.findByRole('list', { name: 'Members' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(cards).getByText('José Member').closest('li');
    if (!card) throw new Error('no card for José');
    expect(within(card).getByRole('link', { name: 'Call José Member at (408) 555-0107' }).getAttribute('href')).toBe(
      'tel:+14085550107',
    );
    expect(within(card).getByRole('link', { name: jose.email })).toBeTruthy();
    expect(card.textContent).toContain(jose.address);
    expect(within(card).getByRole('button', { name: 'Edit José Member' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
  });
});

describe('CSV export', () => {
  const csv = `first_name,last_name,email\n${'Ann,Lee,ann@example.org\n'.repeat(8)}`;
  let saved: string[] = [];

  beforeEach(() => {
    authStore.signIn(makeSignIn(memberUser));
    saved = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });

  /** The Export menu's item; jsdom gives the menu no layout, so Mantine keeps it out of sight. */
  async function chooseExport(item: string) {
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: item, hidden: true }));
  }

  it('saves the file under the name the server gives, once for a burst of clicks', async () => {
    const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(
        new Response(csv, {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="members-export-2025-05-01.csv"',
          },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    setup();
    await screen.findByText('Showing 3 of 3 members');
    await chooseExport('CSV File');
    await chooseExport('CSV File');
    expect(await screen.findByText(EXPORT_MESSAGES.csvSuccess('members-export-2025-05-01.csv'))).toBeTruthy();
    expect(saved).toEqual(['members-export-2025-05-01.csv']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/export/csv');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toMatch(/^Bearer /);
  });

  it('asks to log in again on a 401', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 401 })));
    // The login page it lands on tries the development sign-in, which a production server refuses.
    const { view } = setup({
      'auth.devLogin': () => {
        throw new ApiFailure(403, MESSAGES.devLoginRefused);
      },
    });
    await screen.findByText('Showing 3 of 3 members');
    await chooseExport('CSV File');
    expect(await screen.findByText(EXPORT_MESSAGES.authRequired)).toBeTruthy();
    await waitFor(() => expect(view.history.location.pathname).toBe('/login'));
  });
});

describe('PDF export choices (issue 17: the PDF is the club directory)', () => {
  beforeEach(() => authStore.signIn(makeSignIn(memberUser)));

  const pdfItems = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }));
    await screen.findByRole('menuitem', { name: 'CSV File', hidden: true });
    return screen
      .getAllByRole('menuitem', { hidden: true })
      .map((item) => item.textContent)
      .filter((text) => text?.startsWith('PDF'));
  };

  it('offers the one PDF of every member when nothing is filtered', async () => {
    setup();
    await screen.findByText('Showing 3 of 3 members');
    expect(await pdfItems()).toEqual(['PDF File']);
  });

  it('offers all members or the filtered ones, counted, when the list is filtered', async () => {
    window.localStorage.setItem(
      MEMBER_VIEW_STORAGE_KEY,
      JSON.stringify({ search: '', status: 'loa', role: null, sort: 'first_name', order: 'desc' }),
    );
    setup();
    await screen.findByText(/Showing 1 of 3 members/);
    expect(await pdfItems()).toEqual(['PDF File (all members)', 'PDF File (this 1 member)']);
  });
});

describe('a member who is not an admin', () => {
  beforeEach(() => authStore.signIn(makeSignIn(memberUser)));

  it('may edit only their own row, and only its contact fields', async () => {
    const updates: unknown[] = [];
    setup({
      'users.update': (input) => {
        updates.push(input);
        return jose;
      },
    });
    await screen.findByText('Showing 3 of 3 members');
    expect(screen.queryByRole('button', { name: 'Add Member' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(within(rowOf(pat.email)).queryByRole('button', { name: /Edit/ })).toBeNull();

    fireEvent.click(within(rowOf(jose.email)).getByRole('button', { name: 'Edit José Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit My Details' });
    expect(within(dialog).queryByLabelText(/First Name/)).toBeNull();
    expect(within(dialog).queryByLabelText('Administrator')).toBeNull();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Birthday').value).toBe('04/23');
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(MEMBER_MESSAGES.updated)).toBeTruthy();
    expect(updates).toEqual([
      {
        id: jose.id,
        data: { phone: null, address: jose.address, birthday: '04/23', email: jose.email, locale: null },
      },
    ]);
  });
});
