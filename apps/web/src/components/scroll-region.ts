/**
 * Props for the viewport of a box that scrolls (a wide table, a long list): WCAG 2.1.1 asks that a keyboard can
 * scroll it too, so it takes the focus (arrow keys then scroll it) and is named as a region for screen readers.
 */
export function scrollRegionProps(label: string) {
  return { tabIndex: 0, role: 'region', 'aria-label': label } as const;
}
