import { describe, expect, it } from 'vitest';
import { createClubPalette, createClubTheme } from './theme';

describe('createClubTheme', () => {
  it('makes the club colour the primary colour at the primary shade', () => {
    const theme = createClubTheme('#EA3323');
    expect(theme.primaryColor).toBe('club');
    expect(theme.colors?.club?.[6]).toBe('#EA3323');
    expect(theme.primaryShade).toBe(6);
  });

  it("keeps Mantine's blue while the club colour is unknown or malformed", () => {
    expect(createClubTheme(undefined).primaryColor).toBe('blue');
    expect(createClubTheme('red').primaryColor).toBe('blue');
  });

  it('builds ten shades from light to dark', () => {
    const palette = createClubPalette('#0d6efd');
    expect(palette).toHaveLength(10);
    expect(new Set(palette).size).toBe(10);
  });
});
