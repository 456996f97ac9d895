import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact.js';

describe('redactUrl', () => {
  it('hides one-time tokens and the development key in the query, keeping the rest', () => {
    expect(redactUrl('/login?token=abc&from=%2Fmembers')).toBe('/login?token=%5Bredacted%5D&from=%2Fmembers');
    expect(redactUrl('/?dev_key=s3cret')).toBe('/?dev_key=%5Bredacted%5D');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('hides the token of a calendar feed URL, under any base path and with a query or not (issue 26)', () => {
    const token = `12-${'A'.repeat(43)}`;
    expect(redactUrl(`/api/ical/${token}.ics`)).toBe('/api/ical/[redacted].ics');
    expect(redactUrl(`/club/api/ical/${token}.ics?x=1`)).toBe('/club/api/ical/[redacted].ics?x=1');
    expect(redactUrl(`/api/ical/${token}`)).toBe('/api/ical/[redacted].ics');
    expect(redactUrl('/api/ical/')).toBe('/api/ical/[redacted].ics');
  });
});
