ALTER TABLE "members" ADD COLUMN "locale" varchar(2);--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_locale_known" CHECK ("members"."locale" in ('en', 'de'));--> statement-breakpoint
-- Issue 29 (decision 089): a club's language is its `club_locale` setting and the register's `locale` a copy of it.
-- A club the association created in German keeps German: its register language becomes its setting. Settings are
-- under row-level security, so each club's row is written with that club set for the transaction.
DO $$
DECLARE
  club record;
BEGIN
  FOR club IN SELECT "id", "locale" FROM "clubs" WHERE "locale" <> 'en' LOOP
    PERFORM set_config('app.club_id', club."id"::text, true);
    INSERT INTO "settings" ("club_id", "key", "value")
      VALUES (club."id", 'club_locale', to_jsonb(club."locale"::text))
      ON CONFLICT DO NOTHING;
  END LOOP;
  PERFORM set_config('app.club_id', '', true);
END $$;
