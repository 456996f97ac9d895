import { describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from '@club/shared';
import { makeMember } from '../../../test/member-fixtures';
import {
  EMPTY_MEMBER_FORM,
  getFormFields,
  type MemberFormValues,
  parseCreateForm,
  parseUpdateForm,
  toFormValues,
} from './member-form-values';

const filled: MemberFormValues = {
  ...EMPTY_MEMBER_FORM,
  first_name: ' Ann ',
  last_name: 'Lee',
  email: 'ann@example.org',
};

describe('member form (SPEC §5)', () => {
  it('requires first name, last name and e-mail, with the SPEC messages', () => {
    const result = parseCreateForm(EMPTY_MEMBER_FORM, true);
    expect(result).toEqual({
      success: false,
      errors: {
        first_name: MEMBER_MESSAGES.firstNameRequired,
        last_name: MEMBER_MESSAGES.lastNameRequired,
        email: MEMBER_MESSAGES.emailRequired,
      },
    });
  });

  it('checks e-mail, phone and birthday formats', () => {
    const result = parseCreateForm({ ...filled, email: 'ann@', phone: '555-CALL', birthday: '13/01' }, true);
    expect(result.success ? {} : result.errors).toEqual({
      email: MEMBER_MESSAGES.emailInvalid,
      phone: MEMBER_MESSAGES.phoneInvalid,
      birthday: MEMBER_MESSAGES.birthdayInvalid,
    });
  });

  it('refuses the same person as partner and friend, on the friend field', () => {
    const result = parseCreateForm({ ...filled, partner_id: '5', friend_id: '5' }, true);
    expect(result.success ? {} : result.errors).toEqual({ friend_id: MEMBER_MESSAGES.partnerFriendSame });
  });

  it('sends trimmed text, numeric ids and null for empty optional fields', () => {
    const result = parseCreateForm({ ...filled, phone: '(408) 555-0101', partner_id: '12', birthday: '04/23' }, false);
    expect(result).toEqual({
      success: true,
      data: {
        first_name: 'Ann',
        last_name: 'Lee',
        email: 'ann@example.org',
        phone: '(408) 555-0101',
        address: null,
        birthday: '04/23',
        partner_id: 12,
        friend_id: null,
        status: 'assignable',
        notes: null,
        locale: null,
      },
    });
  });

  it('sends the administrator flag only when the checkbox is offered', () => {
    const result = parseCreateForm({ ...filled, is_admin: true }, true);
    expect(result.success && result.data.is_admin).toBe(true);
    expect(getFormFields({ mode: 'edit', canSetAdmin: false })).not.toContain('is_admin');
  });

  it('lets a member editing themself send only their contact fields', () => {
    const values = {
      ...toFormValues(makeMember({ first_name: 'Jo', email: 'jo@example.org' })),
      first_name: '',
      phone: '',
    };
    expect(getFormFields({ mode: 'self-edit', canSetAdmin: false })).toEqual([
      'phone',
      'address',
      'birthday',
      'email',
      'locale',
    ]);
    expect(parseUpdateForm(values, { mode: 'self-edit', canSetAdmin: false })).toEqual({
      success: true,
      data: { phone: null, address: null, birthday: null, email: 'jo@example.org', locale: null },
    });
  });

  it('takes numbers with + and extensions, and does not send a phone left as an import kept it (issue 26)', () => {
    for (const phone of ['+49 30 1234567', '030/123 4567', '(555) 123-4567 ext. 12', '408.555.1000 x123']) {
      expect(parseCreateForm({ ...filled, phone }, false).success, phone).toBe(true);
    }
    expect(parseCreateForm({ ...filled, phone: '+49 abc' }, false)).toEqual({
      success: false,
      errors: { phone: 'Please enter a valid phone number' },
    });
    const initial = toFormValues(makeMember({ email: 'ida@example.org', phone: 'bitte anrufen' }));
    const options = { mode: 'self-edit' as const, canSetAdmin: false, initial };
    expect(parseUpdateForm({ ...initial, address: '1 Linden Way' }, options)).toEqual({
      success: true,
      data: { address: '1 Linden Way', birthday: null, email: 'ida@example.org', locale: null },
    });
    expect(parseUpdateForm({ ...initial, phone: 'ruf an' }, options).success).toBe(false);
  });

  it('fills the form from a member, showing a dashed birthday with a slash', () => {
    const values = toFormValues(
      makeMember({ birthday: '12-05', partner_id: 3, phone: null, notes: 'Shares an e-mail' }),
    );
    expect(values).toMatchObject({
      birthday: '12/05',
      partner_id: '3',
      friend_id: '',
      phone: '',
      notes: 'Shares an e-mail',
    });
    expect(toFormValues(null)).toEqual(EMPTY_MEMBER_FORM);
  });
});
