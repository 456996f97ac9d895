// The schemas that check an answer arrive with it, not with the page (issue 18): callers import() this module. Naming
// them here matters: import('@club/shared') itself makes the bundler keep every export of the package, the whole
// catalog among them, in a chunk the signed-in pages share (the /me and /admin pages carried 117 kB gzip of it).
export { importResultSchema, respondLinkResultSchema, swapLinkResultSchema } from '@club/shared';
