import { describe, expect, it } from 'vitest';
import { makeMember } from '../../../../test/member-fixtures';
import { memberOptions } from './member-options';

const labelsOf = (...args: Parameters<typeof memberOptions>) =>
  new Map(memberOptions(...args).map((option) => [Number(option.value), option.label]));

describe('member options', () => {
  it('is the name alone when no one else has it', () => {
    const labels = labelsOf([
      makeMember({ id: 1, first_name: 'Ann', last_name: 'Lee' }),
      makeMember({ id: 2, first_name: 'Bob', last_name: 'Ray' }),
    ]);
    expect([...labels.values()]).toEqual(['Ann Lee', 'Bob Ray']);
  });

  it('tells two members of the same name apart by e-mail, whatever the letter case', () => {
    const labels = labelsOf([
      makeMember({ id: 1, first_name: 'John', last_name: 'Smith', email: 'john@example.org' }),
      makeMember({ id: 2, first_name: 'JOHN', last_name: 'smith', email: 'jsmith@example.org' }),
      makeMember({ id: 3, first_name: 'Ann', last_name: 'Lee' }),
    ]);
    expect(labels.get(1)).toBe('John Smith (john@example.org)');
    expect(labels.get(2)).toBe('JOHN smith (jsmith@example.org)');
    expect(labels.get(3)).toBe('Ann Lee');
  });

  it('adds the partner, or else the member number, when the name and e-mail are both shared', () => {
    const shared = { first_name: 'Lee', last_name: 'Park', email: 'parks@example.org' };
    const labels = labelsOf([
      makeMember({ id: 4, ...shared, partner_first_name: 'Kim', partner_last_name: 'Park' }),
      makeMember({ id: 5, ...shared }),
    ]);
    expect(labels.get(4)).toBe('Lee Park (parks@example.org, partner of Kim Park)');
    expect(labels.get(5)).toBe('Lee Park (parks@example.org, member #5)');
  });
});
