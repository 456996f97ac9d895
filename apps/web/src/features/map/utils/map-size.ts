import { MAP_HEIGHT_PX } from '@club/shared/plain';

// SPEC §2: 600 px high. On a short phone screen a map that tall leaves no page to drag for scrolling (a drag on the
// map pans it), so it never takes more than three quarters of the screen. The loading panels take the same height
// (issue 27), so the legend below does not jump when the map comes.
export const MAP_HEIGHT = `min(${MAP_HEIGHT_PX}px, 75vh)`;
