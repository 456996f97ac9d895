import { describe, expect, it } from 'vitest';
import { memberCreateSchema, memberUpdateSchema } from './member.js';

const base = { first_name: 'Jane', last_name: 'Smith', email: 'jane@example.org' };
const firstMessage = (value: unknown) => memberCreateSchema.safeParse(value).error?.issues[0]?.message;

describe('member form schema (SPEC §5)', () => {
  it.each([
    [{ ...base, first_name: ' ' }, 'First name is required'],
    [{ ...base, last_name: '' }, 'Last name is required'],
    [{ ...base, email: '' }, 'Email is required'],
    [{ ...base, email: 'jane' }, 'Please enter a valid email address'],
    [{ ...base, phone: 'call me' }, 'Please enter a valid phone number'],
    [{ ...base, phone: '+49 abc' }, 'Please enter a valid phone number'],
    [{ ...base, phone: '030 1234567 ext. five' }, 'Please enter a valid phone number'],
    [{ ...base, birthday: '13/01' }, 'Please enter a valid date in MM/DD format'],
    [{ ...base, birthday: '02/32' }, 'Please enter a valid date in MM/DD format'],
    [{ ...base, birthday: '2/3' }, 'Please enter a valid date in MM/DD format'],
    [{ ...base, birthday: '02/03/1950' }, 'Please enter a valid date in MM/DD format'],
    [{ ...base, partner_id: 4, friend_id: 4 }, 'Partner and friend cannot be the same person'],
  ])('rejects %j', (value, message) => {
    expect(firstMessage(value)).toBe(message);
  });

  it('accepts a full member and sends empty optional values as null', () => {
    expect(
      memberCreateSchema.parse({
        ...base,
        phone: '(408) 555-0101',
        birthday: '02-29',
        address: '',
        partner_id: '',
        notes: ' ',
      }),
    ).toMatchObject({ phone: '(408) 555-0101', birthday: '02-29', address: null, partner_id: null, notes: null });
  });

  it('takes numbers with +, dots, slashes and an extension, as people write them (issue 26)', () => {
    for (const phone of [
      '+49 30 1234567',
      '0049 30 1234567',
      '030/123 4567',
      '555-1234 ext. 5',
      '408.555.1000 x123',
      '#',
    ]) {
      const parsed = memberCreateSchema.safeParse({ ...base, phone });
      expect(parsed.success, phone).toBe(phone !== '#');
    }
  });

  it('lets an edit send only the fields that change', () => {
    expect(memberUpdateSchema.parse({ phone: '408 555 0101' })).toEqual({ phone: '408 555 0101' });
    expect(memberUpdateSchema.safeParse({ partner_id: 2, friend_id: 2 }).success).toBe(false);
  });
});
