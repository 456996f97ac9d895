// Issue 18: the part of @club/shared that needs no zod (constants, texts, branding defaults), for the web app's first
// script and sign-in page: importing the package's index runs every schema and brings zod's 25 kB gzip with it.
export * from './constants.js';
export * from './messages.js';
export * from './branding-defaults.js';
