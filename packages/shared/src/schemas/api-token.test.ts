import { describe, expect, it } from 'vitest';
import { apiTokenCreateSchema } from './api-token.js';

describe('API token name', () => {
  it('is trimmed, required and at most 100 characters, with readable messages', () => {
    expect(apiTokenCreateSchema.parse({ name: '  Roster sync ' })).toEqual({ name: 'Roster sync' });
    expect(apiTokenCreateSchema.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe('Token name is required');
    expect(apiTokenCreateSchema.safeParse({}).error?.issues[0]?.message).toBe('Token name is required');
    expect(apiTokenCreateSchema.safeParse({ name: 'x'.repeat(101) }).error?.issues[0]?.message).toBe(
      'Token name must be 100 characters or less',
    );
  });
});
