import { jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clubIdColumn } from './clubs.js';

// Only values an administrator changed are stored; defaults come from the shared SETTINGS_DEFAULTS (SPEC §9).
export const settings = pgTable(
  'settings',
  {
    club_id: clubIdColumn(),
    key: varchar('key', { length: 64 }).notNull(),
    value: jsonb('value').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.club_id, t.key] })],
);
