import { describe, expect, it } from 'vitest';
import { getBasePath, getTrpcUrl } from './base-path';

describe('getBasePath', () => {
  it('is empty at the root of a host', () => {
    expect(getBasePath('http://localhost:5181/')).toBe('');
  });

  it('strips the trailing slash of a prefix', () => {
    expect(getBasePath('https://club.example.org/club/')).toBe('/club');
  });

  it('keeps nested prefixes', () => {
    expect(getBasePath('https://example.org/dance/club/')).toBe('/dance/club');
  });

  it('reads the document base URI by default', () => {
    expect(getBasePath()).toBe(new URL(document.baseURI).pathname.replace(/\/+$/, ''));
  });
});

describe('getTrpcUrl', () => {
  it('puts the tRPC endpoint under {base}/api', () => {
    expect(getTrpcUrl('http://localhost:5181/')).toBe('/api/trpc');
    expect(getTrpcUrl('https://club.example.org/club/')).toBe('/club/api/trpc');
  });
});
