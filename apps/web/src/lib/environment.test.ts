import { describe, expect, it } from 'vitest';
import { environmentOf } from './environment';

describe('environmentOf (SPEC §9)', () => {
  it('reads development and preview from the local port, and otherwise believes the server', () => {
    expect(environmentOf('development', { hostname: 'localhost', port: '5181' })).toBe('development');
    expect(environmentOf('development', { hostname: 'localhost', port: '4173' })).toBe('preview');
    expect(environmentOf('development', { hostname: '127.0.0.1', port: '4173' })).toBe('preview');
    expect(environmentOf('production', { hostname: 'club.example.org', port: '4173' })).toBe('production');
    expect(environmentOf('production', { hostname: '127.0.0.1', port: '8000' })).toBe('production');
    expect(environmentOf('preview', { hostname: 'preview.example.org', port: '' })).toBe('preview');
  });
});
