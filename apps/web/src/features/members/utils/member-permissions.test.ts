import { describe, expect, it } from 'vitest';
import { canChangeEmail, canDeleteMember, canEditMember, canSetAdmin, getEditMode } from './member-permissions';

const admin = { id: 1, is_admin: true };
const member = { id: 7, is_admin: false };
const MAIN_ADMIN = 1;

describe('member permissions (SPEC §5, §6)', () => {
  it('lets admins edit anyone and members only themselves', () => {
    expect(canEditMember(admin, { id: 7 })).toBe(true);
    expect(canEditMember(member, { id: 7 })).toBe(true);
    expect(canEditMember(member, { id: 8 })).toBe(false);
    expect(getEditMode(admin)).toBe('edit');
    expect(getEditMode(member)).toBe('self-edit');
  });

  it('offers delete to admins, never for the main administrator or themselves', () => {
    const otherAdmin = { id: 2, is_admin: true };
    expect(canDeleteMember(otherAdmin, { id: 7 }, MAIN_ADMIN)).toBe(true);
    expect(canDeleteMember(otherAdmin, { id: MAIN_ADMIN }, MAIN_ADMIN)).toBe(false);
    expect(canDeleteMember(otherAdmin, { id: 2 }, MAIN_ADMIN)).toBe(false);
    expect(canDeleteMember(member, { id: 8 }, MAIN_ADMIN)).toBe(false);
    // Until the main administrator is known, nothing is offered.
    expect(canDeleteMember(otherAdmin, { id: 7 }, undefined)).toBe(false);
    expect(canDeleteMember(otherAdmin, { id: 7 }, null)).toBe(true);
  });

  it('shows the administrator checkbox to admins, except on the main administrator', () => {
    expect(canSetAdmin(admin, null, undefined)).toBe(true);
    expect(canSetAdmin(admin, { id: 7 }, MAIN_ADMIN)).toBe(true);
    expect(canSetAdmin(admin, { id: MAIN_ADMIN }, MAIN_ADMIN)).toBe(false);
    expect(canSetAdmin(admin, { id: 7 }, undefined)).toBe(false);
    expect(canSetAdmin(member, { id: 7 }, MAIN_ADMIN)).toBe(false);
  });

  it("lets only the main administrator change the main administrator's e-mail", () => {
    const otherAdmin = { id: 2, is_admin: true };
    expect(canChangeEmail(otherAdmin, { id: MAIN_ADMIN }, MAIN_ADMIN)).toBe(false);
    expect(canChangeEmail(admin, { id: MAIN_ADMIN }, MAIN_ADMIN)).toBe(true);
    expect(canChangeEmail(otherAdmin, { id: 7 }, MAIN_ADMIN)).toBe(true);
    expect(canChangeEmail(member, { id: 7 }, MAIN_ADMIN)).toBe(true);
    expect(canChangeEmail(otherAdmin, null, undefined)).toBe(true);
    expect(canChangeEmail(otherAdmin, { id: 7 }, undefined)).toBe(false);
  });
});
