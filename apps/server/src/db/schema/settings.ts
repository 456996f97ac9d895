import { jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

// Only values an administrator changed are stored; defaults come from the shared SETTINGS_DEFAULTS (SPEC §9).
export const settings = pgTable('settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
