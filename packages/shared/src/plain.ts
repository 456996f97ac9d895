// Issue 18: the part of @club/shared that needs no zod (constants, texts, branding defaults, and the helpers that
// format schedules for people), for the web app's first script and its pages: importing the package's index runs
// every schema and brings zod's 25 kB gzip with it. plain.test.ts keeps zod out of this module's imports.
export * from './catalog.js';
export * from './constants.js';
export * from './messages.js';
export * from './branding-defaults.js';
export * from './utils/night-labels.js';
export * from './utils/clock.js';
export * from './utils/dance-date.js';
export * from './utils/count.js';
export * from './utils/schedule-clipboard.js';
export * from './utils/clear-schedule-message.js';
export * from './utils/marker-spiral.js';
export * from './utils/phone-link.js';
export * from './utils/calendar-links.js';
export * from './utils/birthday.js';
