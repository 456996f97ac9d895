import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import {
  accessibleColorsResolver,
  contrastRatio,
  createClubPalette,
  createClubTheme,
  MIN_TEXT_CONTRAST,
} from './theme';

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

describe('accessibleColorsResolver', () => {
  const resolve = (clubColor: string | undefined) =>
    accessibleColorsResolver(mergeMantineTheme(DEFAULT_THEME, createClubTheme(clubColor))).light;

  it('darkens the default club red just enough for white text and for text on white', () => {
    const light = resolve('#EA3323');
    const filled = light['--mantine-color-club-filled']!;
    expect(contrastRatio(filled, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(light['--mantine-color-anchor']!, DEFAULT_THEME.colors.gray[1])).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
    expect(contrastRatio(filled, '#EA3323')).toBeLessThan(1.3);
  });

  it('keeps a colour that already reads well exactly as chosen', () => {
    expect(resolve('#1d4ed8')['--mantine-color-club-filled']).toBe('#1d4ed8');
  });

  it('keeps a light club colour as the fill, where autoContrast writes black on it, but darkens it as text', () => {
    const light = resolve('#ffd43b');
    expect(light['--mantine-color-club-filled']).toBe('#ffd43b');
    expect(contrastRatio(light['--mantine-color-club-text']!, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('gives every light badge readable text and dims secondary text no lighter than AA allows', () => {
    const light = resolve(undefined);
    for (const name of ['green', 'yellow', 'orange', 'blue', 'red', 'gray']) {
      const shades = DEFAULT_THEME.colors[name]!;
      expect(contrastRatio(light[`--mantine-color-${name}-light-color`]!, shades[1])).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
    }
    expect(contrastRatio(light['--mantine-color-dimmed']!, DEFAULT_THEME.colors.gray[1])).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
    expect(contrastRatio(light['--mantine-color-placeholder']!, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
