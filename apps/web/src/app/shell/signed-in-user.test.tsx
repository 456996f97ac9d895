import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Member, MEMBER_MESSAGES, type SessionUser } from '@club/shared';
import { authStore } from '../../lib/auth-store';
import { createFakeApi } from '../../test/fake-api';
import { branding } from '../../test/fixtures';
import { fakeMemberList, makeMember } from '../../test/member-fixtures';
import { renderApp } from '../../test/render-app';
import { adminUser, makeSignIn, memberUser } from '../../test/session-fixtures';

const sessionUserOf = ({ id, email, first_name, last_name, role, is_admin, locale }: Member): SessionUser => ({
  id,
  email,
  first_name,
  last_name,
  role,
  is_admin,
  locale,
});

// Issue 17 item 6: the header and sidebar name the member as the server has them now, not as they signed in.
describe('the signed-in member in the shell', () => {
  it("shows the server's current record rather than the one stored at sign-in", async () => {
    authStore.signIn(makeSignIn(memberUser));
    const api = createFakeApi({
      'settings.branding': () => branding,
      'auth.me': () => ({ ...memberUser, first_name: 'Josefina', email: 'josefina@example.org' }),
    });
    renderApp(api, '/map');
    expect(await screen.findByText('Welcome back, Josefina')).toBeTruthy();
    const sidebar = screen.getByRole('navigation', { name: 'Sidebar' });
    expect(within(sidebar).getByText('Josefina Member')).toBeTruthy();
    expect(within(sidebar).getByText('josefina@example.org')).toBeTruthy();
  });

  it('shows an administrator their own new name as soon as the rename is saved', async () => {
    authStore.signIn(makeSignIn(adminUser));
    let me = makeMember({
      id: adminUser.id,
      first_name: 'Ada',
      last_name: 'Admin',
      email: adminUser.email,
      is_admin: true,
      role: 'admin',
    });
    const api = createFakeApi({
      'settings.branding': () => branding,
      'users.list': fakeMemberList(() => [me]),
      'users.protectedIds': () => ({ main_admin_id: null }),
      'users.update': (input) => {
        me = { ...me, ...(input as { data: Partial<Member> }).data };
        return me;
      },
      'auth.me': () => sessionUserOf(me),
    });
    renderApp(api, '/members');
    expect(await screen.findByText('Welcome back, Ada')).toBeTruthy();

    // The table and the dialog are chunks of their own (issue 18), which vitest transforms on first use.
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Ada Admin' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Member' }, { timeout: 10_000 });
    fireEvent.change(within(dialog).getByLabelText(/First Name/), { target: { value: 'Adele' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(MEMBER_MESSAGES.updated, {}, { timeout: 5_000 })).toBeTruthy();
    expect(await screen.findByText('Welcome back, Adele')).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Sidebar' })).getByText('Adele Admin')).toBeTruthy();
  });
});
