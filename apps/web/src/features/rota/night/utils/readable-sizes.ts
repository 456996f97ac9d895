import type { BadgeProps } from '@mantine/core';

/**
 * My duties is read by members of 50 to 80, often on a phone, so its text is 14 px at least: Mantine's buttons are at
 * their default size, and its badges stop at 13 px below xl, so a badge keeps lg's height with the sm font size.
 */
export const READABLE_BADGE = { size: 'lg', fz: 'sm' } as const satisfies BadgeProps;
