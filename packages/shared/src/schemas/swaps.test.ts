import { describe, expect, it } from 'vitest';
import { SWAP_MESSAGES } from '../messages.js';
import { approveSwapFormSchema } from './swaps.js';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('approveSwapFormSchema', () => {
  it('asks who takes the night, and for a swap which night goes back', () => {
    expect(messagesOf(approveSwapFormSchema('swap').safeParse({ member_id: null, return_date: null }))).toEqual({
      member_id: SWAP_MESSAGES.takerRequired,
      return_date: SWAP_MESSAGES.returnDateRequired,
    });
    expect(messagesOf(approveSwapFormSchema('give_away').safeParse({ member_id: '', return_date: null }))).toEqual({
      member_id: SWAP_MESSAGES.takerRequired,
    });
  });

  it('reads the chosen member as an id and the night as a date', () => {
    expect(approveSwapFormSchema('swap').parse({ member_id: '5', return_date: '2027-05-05' })).toEqual({
      member_id: 5,
      return_date: '2027-05-05',
    });
    expect(approveSwapFormSchema('give_away').parse({ member_id: '5', return_date: null })).toEqual({
      member_id: 5,
      return_date: null,
    });
  });
});
