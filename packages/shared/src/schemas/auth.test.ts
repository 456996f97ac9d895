import { describe, expect, it } from 'vitest';
import { sendLoginLinkInputSchema } from './auth.js';

describe('sign-in link request', () => {
  it('trims the address and refuses what is not one', () => {
    expect(sendLoginLinkInputSchema.parse({ email: '  jane@example.org ' })).toEqual({ email: 'jane@example.org' });
    expect(sendLoginLinkInputSchema.safeParse({ email: '' }).error?.issues[0]?.message).toBe('Email is required');
    expect(sendLoginLinkInputSchema.safeParse({ email: 'jane' }).error?.issues[0]?.message).toBe(
      'Please enter a valid email address',
    );
    expect(sendLoginLinkInputSchema.safeParse({}).error?.issues[0]?.message).toBe('Email is required');
  });
});
