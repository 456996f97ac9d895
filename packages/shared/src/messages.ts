// SPEC §8 texts that users see, quoted exactly. Server and web import them from here so tests can assert them.
// Issue 27: each group is a module of its own, so a page's chunk carries the texts it shows and not the other 28 kB.

export { commonMessages, MESSAGES } from './common-messages.js';
export * from './messages/load-errors.js';
export * from './messages/member.js';
export * from './messages/roster-files.js';
export * from './messages/schedule.js';
export * from './messages/settings.js';
export * from './messages/dashboard.js';
export * from './messages/audit.js';
export * from './messages/duty.js';
export * from './messages/acting.js';
export * from './messages/availability.js';
export * from './messages/night.js';
export * from './messages/link-answer.js';
export * from './messages/signup.js';
export * from './messages/swap.js';
export * from './messages/confirm.js';
export * from './messages/mail.js';
export * from './messages/mail-budget.js';
export * from './messages/rota-page.js';
export * from './messages/add-to-calendar.js';
export * from './messages/clubs.js';
export * from './messages/association.js';
export * from './messages/errors.js';
export * from './messages/admin-actions.js';
export * from './messages/upload.js';
export * from './messages/member-form.js';
export * from './messages/in-locale.js';
export * from './messages/locale.js';
