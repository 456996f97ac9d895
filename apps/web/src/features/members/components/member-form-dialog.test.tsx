import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Member, MEMBER_MESSAGES } from '@club/shared';
import { authStore } from '../../../lib/auth-store';
import { ApiFailure, createFakeApi, type FakeHandlers } from '../../../test/fake-api';
import { branding } from '../../../test/fixtures';
import { fakeMemberList, fakeMemberSummary, makeMember } from '../../../test/member-fixtures';
import { renderApp } from '../../../test/render-app';
import { adminUser, makeSignIn } from '../../../test/session-fixtures';

const mainAdmin = makeMember({
  id: 1,
  first_name: 'Ada',
  last_name: 'Admin',
  email: adminUser.email,
  is_admin: true,
  role: 'admin',
});
const otherAdmin = { ...adminUser, id: 2, email: 'second.admin@example.org', first_name: 'Second' };
const bob = makeMember({ id: 20, first_name: 'Bob', last_name: 'Baker', email: 'bob@example.org' });
const cara = makeMember({ id: 21, first_name: 'Cara', last_name: 'Cole', email: 'cara@example.org' });
const roster = [
  mainAdmin,
  makeMember({ id: 2, first_name: 'Second', last_name: 'Admin', is_admin: true, role: 'admin' }),
  bob,
  cara,
];

function setup(overrides: FakeHandlers = {}) {
  const api = createFakeApi({
    'settings.branding': () => branding,
    'users.list': fakeMemberList(() => roster),
    'users.summary': fakeMemberSummary(() => roster),
    'users.protectedIds': () => ({ main_admin_id: mainAdmin.id }),
    ...overrides,
  });
  renderApp(api, '/members');
  return api;
}

async function openAddForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add Member' }));
  // The dialog is a chunk of its own (issue 18): the first test to open it waits while vitest transforms its code.
  return screen.findByRole('dialog', { name: 'Add Member' }, { timeout: 10_000 });
}

const field = (dialog: HTMLElement, label: RegExp | string) => within(dialog).getByLabelText<HTMLInputElement>(label);
const type = (dialog: HTMLElement, label: RegExp | string, value: string) =>
  fireEvent.change(field(dialog, label), { target: { value } });

/**
 * The options of a picker. In jsdom floating-ui sees the input as hidden (it has no layout), so Mantine keeps the
 * open dropdown out of sight: the options are read from the listbox the input controls, hidden or not.
 */
async function openOptions(dialog: HTMLElement, label: string): Promise<HTMLElement[]> {
  const input = field(dialog, label);
  fireEvent.click(input);
  const listboxId = await waitFor(() => {
    const id = input.getAttribute('aria-controls');
    if (!id) throw new Error(`${label} did not open`);
    return id;
  });
  const listbox = document.getElementById(listboxId);
  if (!listbox) throw new Error(`${label} has no listbox`);
  return within(listbox).queryAllByRole('option', { hidden: true });
}

async function pick(dialog: HTMLElement, label: string, name: string) {
  const option = (await openOptions(dialog, label)).find((candidate) => candidate.textContent === name);
  if (!option) throw new Error(`${label} offers no ${name}`);
  fireEvent.click(option);
  await waitFor(() => expect(field(dialog, label).value).toBe(name));
}

async function optionsOf(dialog: HTMLElement, label: string): Promise<string[]> {
  const names = (await openOptions(dialog, label)).map((option) => option.textContent ?? '');
  fireEvent.keyDown(field(dialog, label), { key: 'Escape' });
  return names;
}

const rowOf = (email: string) => {
  const row = within(screen.getByRole('table')).getByRole('link', { name: email }).closest('tr');
  if (!row) throw new Error(`no row for ${email}`);
  return row;
};

describe('member form', () => {
  beforeEach(() => authStore.signIn(makeSignIn(otherAdmin)));

  it('checks the form in a German reader’s language and offers the Language select (issue 29)', async () => {
    setup({ 'auth.me': () => ({ ...otherAdmin, locale: 'de' }) });
    // The directory's own button follows its page into German (a separate change): either name opens the form.
    fireEvent.click(await screen.findByRole('button', { name: /^(Add Member|Mitglied hinzufügen)$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mitglied hinzufügen' }, { timeout: 10_000 });
    await waitFor(() => expect(within(dialog).getByLabelText('Sprache')).toBeTruthy());
    for (const label of ['Vorname', 'Nachname', 'E-Mail', 'Telefon', 'Adresse', 'Geburtstag', 'Notizen'])
      expect(within(dialog).getByLabelText(new RegExp(`^${label}`))).toBeTruthy();
    expect(within(dialog).getByText('TT.MM., zum Beispiel 23.04.')).toBeTruthy();
    expect(within(dialog).getByText('Nur einteilbare Mitglieder kommen in den Dienstplan')).toBeTruthy();
    expect(field(dialog, 'Status').value).toBe('Einteilbar');
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    expect(within(dialog).queryByText(/First Name|Birthday|Cancel/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mitglied hinzufügen' }));
    expect(await within(dialog).findByText('Bitte geben Sie den Vornamen ein')).toBeTruthy();
    expect(within(dialog).queryByText(MEMBER_MESSAGES.firstNameRequired)).toBeNull();
  });

  it('takes a German reader’s birthday as German writes it and sends it as SPEC §3 stores it (issue 29)', async () => {
    const created: unknown[] = [];
    setup({
      'auth.me': () => ({ ...otherAdmin, locale: 'de' }),
      'users.create': (input) => {
        created.push(input);
        return makeMember({ id: 31 });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /^(Add Member|Mitglied hinzufügen)$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mitglied hinzufügen' }, { timeout: 10_000 });
    type(dialog, /^Vorname/, 'Dora');
    type(dialog, /^Nachname/, 'Dreher');
    type(dialog, /^E-Mail/, 'dora@example.org');
    type(dialog, 'Geburtstag', '23.04.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mitglied hinzufügen' }));
    expect(await screen.findByText('Mitglied angelegt.', {}, { timeout: 5_000 })).toBeTruthy();
    expect(created).toMatchObject([{ first_name: 'Dora', birthday: '04/23' }]);
  });

  it('shows the SPEC §5 messages first, then adds the member with empty optional fields as null', async () => {
    const created: unknown[] = [];
    setup({
      'users.create': (input) => {
        created.push(input);
        return makeMember({ id: 30 });
      },
    });
    const dialog = await openAddForm();
    expect(document.activeElement).toBe(field(dialog, /First Name/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    expect(await within(dialog).findByText(MEMBER_MESSAGES.firstNameRequired)).toBeTruthy();
    expect(within(dialog).getByText(MEMBER_MESSAGES.lastNameRequired)).toBeTruthy();
    expect(within(dialog).getByText(MEMBER_MESSAGES.emailRequired)).toBeTruthy();

    type(dialog, /First Name/, 'Dana');
    type(dialog, /Last Name/, 'Dancer');
    type(dialog, /Email/, 'dana@');
    type(dialog, 'Birthday', '4/31');
    fireEvent.submit(field(dialog, /First Name/).form!);
    expect(await within(dialog).findByText(MEMBER_MESSAGES.emailInvalid)).toBeTruthy();
    expect(within(dialog).getByText(MEMBER_MESSAGES.birthdayInvalid)).toBeTruthy();
    expect(within(dialog).queryByText(MEMBER_MESSAGES.firstNameRequired)).toBeNull();

    type(dialog, /Email/, 'dana@example.org');
    type(dialog, 'Birthday', '04/30');
    await pick(dialog, 'Partner', 'Baker, Bob');
    fireEvent.click(field(dialog, 'Administrator'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Member' }));

    expect(await screen.findByText(MEMBER_MESSAGES.created, {}, { timeout: 5_000 })).toBeTruthy();
    expect(created).toEqual([
      {
        first_name: 'Dana',
        last_name: 'Dancer',
        email: 'dana@example.org',
        phone: null,
        address: null,
        birthday: '04/30',
        partner_id: bob.id,
        friend_id: null,
        status: 'assignable',
        notes: null,
        locale: null,
        is_admin: true,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Member' })).toBeNull());
  });

  it('leaves the edited member out of both pickers, and the chosen partner out of the friend list', async () => {
    setup();
    await screen.findByRole('table');
    fireEvent.click(within(rowOf(bob.email)).getByRole('button', { name: 'Edit Bob Baker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Member' });
    expect(await optionsOf(dialog, 'Partner')).toEqual(['Admin, Ada', 'Admin, Second', 'Cole, Cara']);
    await pick(dialog, 'Partner', 'Cole, Cara');
    expect(await optionsOf(dialog, 'Friend')).toEqual(['Admin, Ada', 'Admin, Second']);
  });

  it("never offers the administrator checkbox on the main administrator's account", async () => {
    setup();
    await screen.findByRole('table');
    fireEvent.click(within(rowOf(mainAdmin.email)).getByRole('button', { name: 'Edit Ada Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Member' });
    expect(within(dialog).queryByLabelText('Administrator')).toBeNull();
    expect(within(dialog).getByLabelText('Notes')).toBeTruthy();
  });

  it("leaves the main administrator's e-mail to the main administrator", async () => {
    setup();
    await screen.findByRole('table');
    fireEvent.click(within(rowOf(mainAdmin.email)).getByRole('button', { name: 'Edit Ada Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Member' });
    expect(field(dialog, /^Email/).disabled).toBe(true);
    expect(within(dialog).getByText(MEMBER_MESSAGES.mainAdminEmailOwn)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(rowOf(bob.email)).getByRole('button', { name: 'Edit Bob Baker' }));
    expect(field(await screen.findByRole('dialog', { name: 'Edit Member' }), /^Email/).disabled).toBe(false);
  });

  it('shows a duplicate clearly, and puts server field messages on their fields', async () => {
    let answer = new ApiFailure(409, MEMBER_MESSAGES.duplicate);
    setup({
      'users.create': () => {
        throw answer;
      },
    });
    const dialog = await openAddForm();
    type(dialog, /First Name/, 'Bob');
    type(dialog, /Last Name/, 'Baker');
    type(dialog, /Email/, 'bob@example.org');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MEMBER_MESSAGES.duplicate);
    expect(await screen.findByText(MEMBER_MESSAGES.createFailed)).toBeTruthy();

    answer = new ApiFailure(422, 'Validation failed', { email: 'That address bounces' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    expect(await within(dialog).findByText('That address bounces')).toBeTruthy();
    expect(within(dialog).queryByText(MEMBER_MESSAGES.duplicate)).toBeNull();
  });

  it('keeps the form open after a server fault, pointing to the console for details', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setup({
      'users.create': () => {
        throw new ApiFailure(500, 'Something went wrong on the server. Please try again.');
      },
    });
    const dialog = await openAddForm();
    type(dialog, /First Name/, 'Eve');
    type(dialog, /Last Name/, 'Evening');
    type(dialog, /Email/, 'eve@example.org');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    expect(await screen.findByText(MEMBER_MESSAGES.createFailed)).toBeTruthy();
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MEMBER_MESSAGES.saveFailedAlert);
    expect(warn).toHaveBeenCalledWith('Saving the member failed', expect.anything());
  });
});

describe('deleting a member', () => {
  beforeEach(() => authStore.signIn(makeSignIn(otherAdmin)));

  it('asks first, naming the member, then deletes and refreshes the list', async () => {
    let members: Member[] = roster;
    let release: () => void = () => undefined;
    const api = setup({
      'users.list': fakeMemberList(() => members),
      'users.delete': async () => {
        await new Promise<void>((resolve) => (release = resolve));
        members = members.filter((member) => member.id !== bob.id);
        return { deleted_id: bob.id };
      },
    });
    await screen.findByRole('table');
    expect(within(rowOf(mainAdmin.email)).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(rowOf('member2@example.org')).queryByRole('button', { name: /Delete/ })).toBeNull();
    fireEvent.click(within(rowOf(bob.email)).getByRole('button', { name: 'Delete Bob Baker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Member' });
    expect(dialog.textContent).toContain('Bob Baker');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Member' }));
    expect(await within(dialog).findByRole('button', { name: 'Processing...' })).toBeTruthy();
    release();
    expect(await screen.findByText(MEMBER_MESSAGES.deleted)).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText(bob.email)).toBeNull());
    expect(api.callsTo('users.delete')[0]?.input).toEqual({ id: bob.id });
  });

  it("shows the server's reason when it refuses", async () => {
    setup({
      'users.delete': () => {
        throw new ApiFailure(403, MEMBER_MESSAGES.mainAdminProtected);
      },
    });
    await screen.findByRole('table');
    fireEvent.click(within(rowOf(bob.email)).getByRole('button', { name: 'Delete Bob Baker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Member' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Member' }));
    expect(await screen.findByText(MEMBER_MESSAGES.mainAdminProtected)).toBeTruthy();
  });
});
