import { afterEach, describe, expect, it } from 'vitest';
import { bootClockStyle, bootClubName } from './boot-branding';
import { formatMoment } from './dance-date';

const addMeta = (name: string, content: string) => {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
};

afterEach(() => document.head.querySelectorAll('meta[name^="club-"]').forEach((meta) => meta.remove()));

// Issue 26: what the server wrote into the page, read before any request.
describe('the branding the page was served with', () => {
  it("reads the club's name and clock", () => {
    addMeta('club-name', 'Tanzkreis Berlin');
    addMeta('club-clock', '24h');
    expect(bootClubName()).toBe('Tanzkreis Berlin');
    expect(bootClockStyle()).toBe('24h');
    expect(formatMoment(new Date(2025, 4, 1, 17, 4), 'en-US')).toBe('May 1, 2025, 17:04');
  });

  it('falls back to the SPEC §9 club without them, or with a clock it does not know', () => {
    expect(bootClubName()).toBe('Square Dance Club');
    expect(bootClockStyle()).toBe('12h');
    addMeta('club-clock', '13h');
    expect(bootClockStyle()).toBe('12h');
  });
});
