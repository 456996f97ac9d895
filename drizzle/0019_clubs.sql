-- Issue 28 (decision 080): every club table carries its club, every key within one club holds it, and row-level
-- security, forced, lets a transaction see and write only the rows of the club it set in app.club_id. Rows that exist
-- before this migration belong to club 1, made here from the settings they had.
--> statement-breakpoint
CREATE TABLE "club_hosts" (
	"host" varchar(253) PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(40) NOT NULL,
	"name" varchar(100) NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"locale" varchar(5) DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"suspended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "club_hosts" ADD CONSTRAINT "club_hosts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "clubs_slug_unique" ON "clubs" USING btree (lower("slug"));
--> statement-breakpoint
DO $$
BEGIN
  IF exists (select 1 from "members") or exists (select 1 from "assignments") or exists (select 1 from "night_signups") or exists (select 1 from "schedules") or exists (select 1 from "settings") or exists (select 1 from "api_tokens") or exists (select 1 from "login_tokens") or exists (select 1 from "sessions") or exists (select 1 from "audit_entries") or exists (select 1 from "import_logs") or exists (select 1 from "reminder_sends") or exists (select 1 from "geocode_runs") or exists (select 1 from "member_away") or exists (select 1 from "member_unavailability") or exists (select 1 from "night_vacancies") or exists (select 1 from "calendar_feeds") or exists (select 1 from "swap_offers") or exists (select 1 from "swap_requests") or exists (select 1 from "night_confirmations") or exists (select 1 from "notify_batches") or exists (select 1 from "notify_bodies") or exists (select 1 from "notify_messages") THEN
    INSERT INTO "clubs" ("id", "slug", "name", "time_zone")
    SELECT 1, 'club',
      coalesce((SELECT "value" #>> '{}' FROM "settings" WHERE "key" = 'club_name'), 'Square Dance Club'),
      coalesce((SELECT "value" #>> '{}' FROM "settings" WHERE "key" = 'system_timezone'), 'America/Los_Angeles');
    PERFORM setval(pg_get_serial_sequence('clubs', 'id'), 1);
  END IF;
END $$;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "club_id" integer;
--> statement-breakpoint
UPDATE "members" SET "club_id" = 1;
--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "club_id" SET DEFAULT (nullif(current_setting('app.club_id', true), ''))::integer, ALTER COLUMN "club_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "club_id" integer;
--> statement-breakpoint
UPDATE "assignments" SET "club_id" = 1;
--> statement-breakpoint
ALTER TABLE "assignments" ALTER COLUMN "club_id" SET DEFAULT (nullif(current_setting('app.club_id', true), ''))::integer, ALTER COLUMN "club_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "night_signups" ADD COLUMN "club_id" integer;
--> statement-breakpoint
UPDATE "night_signups" SET "club_id" = 1;
--> statement-breakpoint
ALTER TABLE "night_signups" ALTER COLUMN "club_id" SET DEFAULT (nullif(current_setting('app.club_id', true), ''))::integer, ALTER COLUMN "club_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "club_id" integer;
--> statement-breakpoint
UPDATE "schedules" SET "club_id" = 1;
--> statement-breakpoint
ALTER TABLE "schedules" ALTER COLUMN "club_id" SET DEFAULT (nullif(current_setting('app.club_id', true), ''))::integer, ALTER COLUMN "club_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "club_id" integer;
--> statement-breakpoint
UPDATE "settings" SET "club_id" = 1;
--> statement-breakpoint
ALTER TABLE "settings" ALTER COLUMN "club_id" SET DEFAULT (nullif(current_setting('app.club_id', true), ''))::integer, ALTER COLUMN "club_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "club_id" integer;
--> statement-breakpoint
UPDATE "api_tokens" SET "club_id" = 1;
--> statement-breakpoint
ALTER TABLE "api_tokens" ALTER COLUMN "club_id" SET DEFAULT (nullif(current_setting('app.club_id', true), ''))::integer, ALTER COLUMN "club_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "login_tokens" ADD COLUMN "club_id" integer;
--> statement-breakpoint
UPDATE "login_tokens" SET "club_id" = 1;
--> statement-breakpoint
ALTER TABLE "login_tokens" ALTER COLUMN "club_id" SET DEFAULT (nullif(current_setting('app.club_id', true), ''))::integer, ALTER COLUMN "club_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "club_id" integer;
--> statement-breakpoint
UPDATE "sessions" SET "club_id" = 1;
--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "club_id" SET DEFAULT (nullif(current_setting('app.club_id', true), ''))::integer, ALTER COLUMN "club_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_entries" ADD COLUMN "club_id" integer;
--> statement-breakpoint
UPDATE "audit_entries" SET "club_id" = 1;
--> statement-breakpoint
ALTER TABLE "audit_entries" ALTER COLUMN "club_id" SET DEFAULT (nullif(current_setting('app.club_id', true), ''))::integer, ALTER COLUMN "club_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "import_logs" ADD COLUMN "club_id" integer;
--> statement-breakpoint
UPDATE "import_logs" SET "club_id" = 1;
--> statement-breakpoint
ALTER TABLE "import_logs" ALTER COLUMN "club_id" SET DEFAULT (nullif(current_setting('app.club_id', true), ''))::integer, ALTER COLUMN "club_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD COLUMN "club_id" integer;
--> statement-breakpoint
UPDATE "reminder_sends" SET "club_id" = 1;
--> statement-breakpoint
ALTER TABLE "reminder_sends" ALTER COLUMN "club_id" SET DEFAULT (nullif(current_setting('app.club_id', true), ''))::integer, ALTER COLUMN "club_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "geocode_runs" ADD COLUMN "club_id" integer;
--> statement-breakpoint
UPDATE "geocode_runs" SET "club_id" = 1;
--> statement-breakpoint
ALTER TABLE "geocode_runs" ALTER COLUMN "club_id" SET DEFAULT (nullif(current_setting('app.club_id', true), ''))::integer, ALTER COLUMN "club_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "member_away" ADD COLUMN "club_id" integer;
--> statement-breakpoint
UPDATE "member_away" SET "club_id" = 1;
--> statement-breakpoint
ALTER TABLE "member_away" ALTER COLUMN "club_id" SET DEFAULT (nullif(current_setting('app.club_id', true), ''))::integer, ALTER COLUMN "club_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "member_unavailability" ADD COLUMN "club_id" integer;
--> statement-breakpoint
UPDATE "member_unavailability" SET "club_id" = 1;
--> statement-breakpoint
ALTER TABLE "member_unavailability" ALTER COLUMN "club_id" SET DEFAULT (nullif(current_setting('app.club_id', true), ''))::integer, ALTER COLUMN "club_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "night_vacancies" ADD COLUMN "club_id" integer;
--> statement-breakpoint
UPDATE "night_vacancies" SET "club_id" = 1;
--> statement-breakpoint
ALTER TABLE "night_vacancies" ALTER COLUMN "club_id" SET DEFAULT (nullif(current_setting('app.club_id', true), ''))::integer, ALTER COLUMN "club_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "club_id" integer;
--> statement-breakpoint
UPDATE "calendar_feeds" SET "club_id" = 1;
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ALTER COLUMN "club_id" SET DEFAULT (nullif(current_setting('app.club_id', true), ''))::integer, ALTER COLUMN "club_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "swap_offers" ADD COLUMN "club_id" integer;
--> statement-breakpoint
UPDATE "swap_offers" SET "club_id" = 1;
--> statement-breakpoint
ALTER TABLE "swap_offers" ALTER COLUMN "club_id" SET DEFAULT (nullif(current_setting('app.club_id', true), ''))::integer, ALTER COLUMN "club_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "swap_requests" ADD COLUMN "club_id" integer;
--> statement-breakpoint
UPDATE "swap_requests" SET "club_id" = 1;
--> statement-breakpoint
ALTER TABLE "swap_requests" ALTER COLUMN "club_id" SET DEFAULT (nullif(current_setting('app.club_id', true), ''))::integer, ALTER COLUMN "club_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "night_confirmations" ADD COLUMN "club_id" integer;
--> statement-breakpoint
UPDATE "night_confirmations" SET "club_id" = 1;
--> statement-breakpoint
ALTER TABLE "night_confirmations" ALTER COLUMN "club_id" SET DEFAULT (nullif(current_setting('app.club_id', true), ''))::integer, ALTER COLUMN "club_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "notify_batches" ADD COLUMN "club_id" integer;
--> statement-breakpoint
UPDATE "notify_batches" SET "club_id" = 1;
--> statement-breakpoint
ALTER TABLE "notify_batches" ALTER COLUMN "club_id" SET DEFAULT (nullif(current_setting('app.club_id', true), ''))::integer, ALTER COLUMN "club_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "notify_bodies" ADD COLUMN "club_id" integer;
--> statement-breakpoint
UPDATE "notify_bodies" SET "club_id" = 1;
--> statement-breakpoint
ALTER TABLE "notify_bodies" ALTER COLUMN "club_id" SET DEFAULT (nullif(current_setting('app.club_id', true), ''))::integer, ALTER COLUMN "club_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "notify_messages" ADD COLUMN "club_id" integer;
--> statement-breakpoint
UPDATE "notify_messages" SET "club_id" = 1;
--> statement-breakpoint
ALTER TABLE "notify_messages" ALTER COLUMN "club_id" SET DEFAULT (nullif(current_setting('app.club_id', true), ''))::integer, ALTER COLUMN "club_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "members" DROP CONSTRAINT "members_partner_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "members" DROP CONSTRAINT "members_friend_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "assignments" DROP CONSTRAINT "assignments_schedule_id_schedules_id_fk";
--> statement-breakpoint
ALTER TABLE "assignments" DROP CONSTRAINT "assignments_squarehead1_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "assignments" DROP CONSTRAINT "assignments_squarehead2_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "assignments" DROP CONSTRAINT "assignments_squarehead3_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "assignments" DROP CONSTRAINT "assignments_squarehead4_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "assignments" DROP CONSTRAINT "assignments_cancelled_by_members_id_fk";
--> statement-breakpoint
ALTER TABLE "night_signups" DROP CONSTRAINT "night_signups_assignment_id_assignments_id_fk";
--> statement-breakpoint
ALTER TABLE "night_signups" DROP CONSTRAINT "night_signups_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "night_signups" DROP CONSTRAINT "night_signups_signed_up_by_members_id_fk";
--> statement-breakpoint
ALTER TABLE "schedules" DROP CONSTRAINT "schedules_published_by_members_id_fk";
--> statement-breakpoint
ALTER TABLE "api_tokens" DROP CONSTRAINT "api_tokens_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "login_tokens" DROP CONSTRAINT "login_tokens_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_actor_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "import_logs" DROP CONSTRAINT "import_logs_by_user_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "reminder_sends" DROP CONSTRAINT "reminder_sends_assignment_id_assignments_id_fk";
--> statement-breakpoint
ALTER TABLE "reminder_sends" DROP CONSTRAINT "reminder_sends_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "geocode_runs" DROP CONSTRAINT "geocode_runs_started_by_members_id_fk";
--> statement-breakpoint
ALTER TABLE "member_away" DROP CONSTRAINT "member_away_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "member_away" DROP CONSTRAINT "member_away_created_by_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "member_unavailability" DROP CONSTRAINT "member_unavailability_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "night_vacancies" DROP CONSTRAINT "night_vacancies_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "swap_offers" DROP CONSTRAINT "swap_offers_swap_request_id_swap_requests_id_fk";
--> statement-breakpoint
ALTER TABLE "swap_offers" DROP CONSTRAINT "swap_offers_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "swap_requests" DROP CONSTRAINT "swap_requests_requester_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "swap_requests" DROP CONSTRAINT "swap_requests_taken_by_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "swap_requests" DROP CONSTRAINT "swap_requests_resolved_by_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "swap_requests" DROP CONSTRAINT "swap_requests_named_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "night_confirmations" DROP CONSTRAINT "night_confirmations_assignment_id_assignments_id_fk";
--> statement-breakpoint
ALTER TABLE "night_confirmations" DROP CONSTRAINT "night_confirmations_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "notify_bodies" DROP CONSTRAINT "notify_bodies_message_id_notify_messages_id_fk";
--> statement-breakpoint
ALTER TABLE "notify_messages" DROP CONSTRAINT "notify_messages_batch_id_notify_batches_id_fk";
--> statement-breakpoint
ALTER TABLE "assignments" DROP CONSTRAINT "assignments_schedule_date_unique";
--> statement-breakpoint
ALTER TABLE "night_signups" DROP CONSTRAINT "night_signups_assignment_member_unique";
--> statement-breakpoint
ALTER TABLE "reminder_sends" DROP CONSTRAINT "reminder_sends_once";
--> statement-breakpoint
ALTER TABLE "member_unavailability" DROP CONSTRAINT "member_unavailability_member_date_unique";
--> statement-breakpoint
ALTER TABLE "night_vacancies" DROP CONSTRAINT "night_vacancies_member_date_unique";
--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_one_per_kind";
--> statement-breakpoint
ALTER TABLE "swap_offers" DROP CONSTRAINT "swap_offers_once";
--> statement-breakpoint
ALTER TABLE "night_confirmations" DROP CONSTRAINT "night_confirmations_once";
--> statement-breakpoint
ALTER TABLE "notify_messages" DROP CONSTRAINT "notify_messages_once";
--> statement-breakpoint
DROP INDEX "members_name_email_unique";
--> statement-breakpoint
DROP INDEX "members_email_idx";
--> statement-breakpoint
DROP INDEX "members_last_first_idx";
--> statement-breakpoint
DROP INDEX "members_partner_id_idx";
--> statement-breakpoint
DROP INDEX "members_friend_id_idx";
--> statement-breakpoint
DROP INDEX "members_one_main_admin";
--> statement-breakpoint
DROP INDEX "assignments_dance_date_idx";
--> statement-breakpoint
DROP INDEX "night_signups_member_idx";
--> statement-breakpoint
DROP INDEX "schedules_one_live_per_type";
--> statement-breakpoint
DROP INDEX "api_tokens_member_idx";
--> statement-breakpoint
DROP INDEX "login_tokens_expires_idx";
--> statement-breakpoint
DROP INDEX "sessions_member_idx";
--> statement-breakpoint
DROP INDEX "audit_entries_at_idx";
--> statement-breakpoint
DROP INDEX "audit_entries_entity_idx";
--> statement-breakpoint
DROP INDEX "geocode_runs_one_running";
--> statement-breakpoint
DROP INDEX "member_away_member_idx";
--> statement-breakpoint
DROP INDEX "swap_requests_one_open";
--> statement-breakpoint
DROP INDEX "swap_requests_status_idx";
--> statement-breakpoint
DROP INDEX "night_confirmations_member_idx";
--> statement-breakpoint
DROP INDEX "notify_messages_caused_by_idx";
--> statement-breakpoint
DROP INDEX "notify_messages_throttle_idx";
--> statement-breakpoint
DROP INDEX "notify_messages_batch_idx";
--> statement-breakpoint
DROP INDEX "notify_messages_failed_idx";
--> statement-breakpoint
ALTER TABLE "members" DROP CONSTRAINT "members_pkey";
--> statement-breakpoint
ALTER TABLE "assignments" DROP CONSTRAINT "assignments_pkey";
--> statement-breakpoint
ALTER TABLE "night_signups" DROP CONSTRAINT "night_signups_pkey";
--> statement-breakpoint
ALTER TABLE "schedules" DROP CONSTRAINT "schedules_pkey";
--> statement-breakpoint
ALTER TABLE "settings" DROP CONSTRAINT "settings_pkey";
--> statement-breakpoint
ALTER TABLE "api_tokens" DROP CONSTRAINT "api_tokens_pkey";
--> statement-breakpoint
ALTER TABLE "login_tokens" DROP CONSTRAINT "login_tokens_pkey";
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_pkey";
--> statement-breakpoint
ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_pkey";
--> statement-breakpoint
ALTER TABLE "import_logs" DROP CONSTRAINT "import_logs_pkey";
--> statement-breakpoint
ALTER TABLE "reminder_sends" DROP CONSTRAINT "reminder_sends_pkey";
--> statement-breakpoint
ALTER TABLE "geocode_runs" DROP CONSTRAINT "geocode_runs_pkey";
--> statement-breakpoint
ALTER TABLE "member_away" DROP CONSTRAINT "member_away_pkey";
--> statement-breakpoint
ALTER TABLE "member_unavailability" DROP CONSTRAINT "member_unavailability_pkey";
--> statement-breakpoint
ALTER TABLE "night_vacancies" DROP CONSTRAINT "night_vacancies_pkey";
--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_pkey";
--> statement-breakpoint
ALTER TABLE "swap_offers" DROP CONSTRAINT "swap_offers_pkey";
--> statement-breakpoint
ALTER TABLE "swap_requests" DROP CONSTRAINT "swap_requests_pkey";
--> statement-breakpoint
ALTER TABLE "night_confirmations" DROP CONSTRAINT "night_confirmations_pkey";
--> statement-breakpoint
ALTER TABLE "notify_batches" DROP CONSTRAINT "notify_batches_pkey";
--> statement-breakpoint
ALTER TABLE "notify_bodies" DROP CONSTRAINT "notify_bodies_pkey";
--> statement-breakpoint
ALTER TABLE "notify_messages" DROP CONSTRAINT "notify_messages_pkey";
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_club_id_id_pk" PRIMARY KEY("club_id","id");
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_club_id_id_pk" PRIMARY KEY("club_id","id");
--> statement-breakpoint
ALTER TABLE "night_signups" ADD CONSTRAINT "night_signups_club_id_id_pk" PRIMARY KEY("club_id","id");
--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_club_id_id_pk" PRIMARY KEY("club_id","id");
--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_club_id_key_pk" PRIMARY KEY("club_id","key");
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_club_id_id_pk" PRIMARY KEY("club_id","id");
--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_club_id_id_pk" PRIMARY KEY("club_id","id");
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_club_id_id_pk" PRIMARY KEY("club_id","id");
--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_club_id_id_pk" PRIMARY KEY("club_id","id");
--> statement-breakpoint
ALTER TABLE "import_logs" ADD CONSTRAINT "import_logs_club_id_id_pk" PRIMARY KEY("club_id","id");
--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_club_id_id_pk" PRIMARY KEY("club_id","id");
--> statement-breakpoint
ALTER TABLE "geocode_runs" ADD CONSTRAINT "geocode_runs_club_id_id_pk" PRIMARY KEY("club_id","id");
--> statement-breakpoint
ALTER TABLE "member_away" ADD CONSTRAINT "member_away_club_id_id_pk" PRIMARY KEY("club_id","id");
--> statement-breakpoint
ALTER TABLE "member_unavailability" ADD CONSTRAINT "member_unavailability_club_id_id_pk" PRIMARY KEY("club_id","id");
--> statement-breakpoint
ALTER TABLE "night_vacancies" ADD CONSTRAINT "night_vacancies_club_id_id_pk" PRIMARY KEY("club_id","id");
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_club_id_id_pk" PRIMARY KEY("club_id","id");
--> statement-breakpoint
ALTER TABLE "swap_offers" ADD CONSTRAINT "swap_offers_club_id_id_pk" PRIMARY KEY("club_id","id");
--> statement-breakpoint
ALTER TABLE "swap_requests" ADD CONSTRAINT "swap_requests_club_id_id_pk" PRIMARY KEY("club_id","id");
--> statement-breakpoint
ALTER TABLE "night_confirmations" ADD CONSTRAINT "night_confirmations_club_id_id_pk" PRIMARY KEY("club_id","id");
--> statement-breakpoint
ALTER TABLE "notify_batches" ADD CONSTRAINT "notify_batches_club_id_id_pk" PRIMARY KEY("club_id","id");
--> statement-breakpoint
ALTER TABLE "notify_bodies" ADD CONSTRAINT "notify_bodies_club_id_message_id_pk" PRIMARY KEY("club_id","message_id");
--> statement-breakpoint
ALTER TABLE "notify_messages" ADD CONSTRAINT "notify_messages_club_id_id_pk" PRIMARY KEY("club_id","id");
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_partner_fk" FOREIGN KEY ("club_id","partner_id") REFERENCES "public"."members"("club_id","id") ON DELETE SET NULL ("partner_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_friend_fk" FOREIGN KEY ("club_id","friend_id") REFERENCES "public"."members"("club_id","id") ON DELETE SET NULL ("friend_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_schedule_fk" FOREIGN KEY ("club_id","schedule_id") REFERENCES "public"."schedules"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_squarehead1_fk" FOREIGN KEY ("club_id","squarehead1_id") REFERENCES "public"."members"("club_id","id") ON DELETE SET NULL ("squarehead1_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_squarehead2_fk" FOREIGN KEY ("club_id","squarehead2_id") REFERENCES "public"."members"("club_id","id") ON DELETE SET NULL ("squarehead2_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_squarehead3_fk" FOREIGN KEY ("club_id","squarehead3_id") REFERENCES "public"."members"("club_id","id") ON DELETE SET NULL ("squarehead3_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_squarehead4_fk" FOREIGN KEY ("club_id","squarehead4_id") REFERENCES "public"."members"("club_id","id") ON DELETE SET NULL ("squarehead4_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_cancelled_by_fk" FOREIGN KEY ("club_id","cancelled_by") REFERENCES "public"."members"("club_id","id") ON DELETE SET NULL ("cancelled_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "night_signups" ADD CONSTRAINT "night_signups_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "night_signups" ADD CONSTRAINT "night_signups_assignment_fk" FOREIGN KEY ("club_id","assignment_id") REFERENCES "public"."assignments"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "night_signups" ADD CONSTRAINT "night_signups_member_fk" FOREIGN KEY ("club_id","member_id") REFERENCES "public"."members"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "night_signups" ADD CONSTRAINT "night_signups_signed_up_by_fk" FOREIGN KEY ("club_id","signed_up_by") REFERENCES "public"."members"("club_id","id") ON DELETE SET NULL ("signed_up_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_published_by_fk" FOREIGN KEY ("club_id","published_by") REFERENCES "public"."members"("club_id","id") ON DELETE SET NULL ("published_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_member_fk" FOREIGN KEY ("club_id","member_id") REFERENCES "public"."members"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_member_fk" FOREIGN KEY ("club_id","member_id") REFERENCES "public"."members"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_fk" FOREIGN KEY ("club_id","member_id") REFERENCES "public"."members"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_actor_fk" FOREIGN KEY ("club_id","actor_id") REFERENCES "public"."members"("club_id","id") ON DELETE SET NULL ("actor_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "import_logs" ADD CONSTRAINT "import_logs_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "import_logs" ADD CONSTRAINT "import_logs_by_user_fk" FOREIGN KEY ("club_id","by_user_id") REFERENCES "public"."members"("club_id","id") ON DELETE SET NULL ("by_user_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_assignment_fk" FOREIGN KEY ("club_id","assignment_id") REFERENCES "public"."assignments"("club_id","id") ON DELETE SET NULL ("assignment_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_member_fk" FOREIGN KEY ("club_id","member_id") REFERENCES "public"."members"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "geocode_runs" ADD CONSTRAINT "geocode_runs_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "geocode_runs" ADD CONSTRAINT "geocode_runs_started_by_fk" FOREIGN KEY ("club_id","started_by") REFERENCES "public"."members"("club_id","id") ON DELETE SET NULL ("started_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "member_away" ADD CONSTRAINT "member_away_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "member_away" ADD CONSTRAINT "member_away_member_fk" FOREIGN KEY ("club_id","member_id") REFERENCES "public"."members"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "member_away" ADD CONSTRAINT "member_away_created_by_fk" FOREIGN KEY ("club_id","created_by_id") REFERENCES "public"."members"("club_id","id") ON DELETE SET NULL ("created_by_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "member_unavailability" ADD CONSTRAINT "member_unavailability_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "member_unavailability" ADD CONSTRAINT "member_unavailability_member_fk" FOREIGN KEY ("club_id","member_id") REFERENCES "public"."members"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "night_vacancies" ADD CONSTRAINT "night_vacancies_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "night_vacancies" ADD CONSTRAINT "night_vacancies_member_fk" FOREIGN KEY ("club_id","member_id") REFERENCES "public"."members"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_member_fk" FOREIGN KEY ("club_id","member_id") REFERENCES "public"."members"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "swap_offers" ADD CONSTRAINT "swap_offers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "swap_offers" ADD CONSTRAINT "swap_offers_request_fk" FOREIGN KEY ("club_id","swap_request_id") REFERENCES "public"."swap_requests"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "swap_offers" ADD CONSTRAINT "swap_offers_member_fk" FOREIGN KEY ("club_id","member_id") REFERENCES "public"."members"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "swap_requests" ADD CONSTRAINT "swap_requests_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "swap_requests" ADD CONSTRAINT "swap_requests_requester_fk" FOREIGN KEY ("club_id","requester_id") REFERENCES "public"."members"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "swap_requests" ADD CONSTRAINT "swap_requests_taken_by_fk" FOREIGN KEY ("club_id","taken_by_id") REFERENCES "public"."members"("club_id","id") ON DELETE SET NULL ("taken_by_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "swap_requests" ADD CONSTRAINT "swap_requests_resolved_by_fk" FOREIGN KEY ("club_id","resolved_by_id") REFERENCES "public"."members"("club_id","id") ON DELETE SET NULL ("resolved_by_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "swap_requests" ADD CONSTRAINT "swap_requests_named_member_fk" FOREIGN KEY ("club_id","named_member_id") REFERENCES "public"."members"("club_id","id") ON DELETE SET NULL ("named_member_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "night_confirmations" ADD CONSTRAINT "night_confirmations_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "night_confirmations" ADD CONSTRAINT "night_confirmations_assignment_fk" FOREIGN KEY ("club_id","assignment_id") REFERENCES "public"."assignments"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "night_confirmations" ADD CONSTRAINT "night_confirmations_member_fk" FOREIGN KEY ("club_id","member_id") REFERENCES "public"."members"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notify_batches" ADD CONSTRAINT "notify_batches_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notify_bodies" ADD CONSTRAINT "notify_bodies_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notify_bodies" ADD CONSTRAINT "notify_bodies_message_fk" FOREIGN KEY ("club_id","message_id") REFERENCES "public"."notify_messages"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notify_messages" ADD CONSTRAINT "notify_messages_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notify_messages" ADD CONSTRAINT "notify_messages_batch_fk" FOREIGN KEY ("club_id","batch_id") REFERENCES "public"."notify_batches"("club_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "members_email_directory_idx" ON "members" USING btree (lower("email"));
--> statement-breakpoint
CREATE UNIQUE INDEX "members_name_email_unique" ON "members" USING btree ("club_id",lower("first_name"),lower("last_name"),lower("email"));
--> statement-breakpoint
CREATE INDEX "members_email_idx" ON "members" USING btree ("club_id",lower("email"));
--> statement-breakpoint
CREATE INDEX "members_last_first_idx" ON "members" USING btree ("club_id","last_name","first_name");
--> statement-breakpoint
CREATE INDEX "members_partner_id_idx" ON "members" USING btree ("club_id","partner_id");
--> statement-breakpoint
CREATE INDEX "members_friend_id_idx" ON "members" USING btree ("club_id","friend_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "members_one_main_admin" ON "members" USING btree ("club_id") WHERE "members"."is_main_admin";
--> statement-breakpoint
CREATE INDEX "assignments_dance_date_idx" ON "assignments" USING btree ("club_id","dance_date");
--> statement-breakpoint
CREATE INDEX "night_signups_member_idx" ON "night_signups" USING btree ("club_id","member_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "schedules_one_live_per_type" ON "schedules" USING btree ("club_id","type") WHERE "schedules"."type" <> 'archived';
--> statement-breakpoint
CREATE INDEX "api_tokens_member_idx" ON "api_tokens" USING btree ("club_id","member_id");
--> statement-breakpoint
CREATE INDEX "login_tokens_expires_idx" ON "login_tokens" USING btree ("club_id","expires_at");
--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("club_id","member_id");
--> statement-breakpoint
CREATE INDEX "audit_entries_at_idx" ON "audit_entries" USING btree ("club_id","at");
--> statement-breakpoint
CREATE INDEX "audit_entries_entity_idx" ON "audit_entries" USING btree ("club_id","entity","entity_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "geocode_runs_one_running" ON "geocode_runs" USING btree ("club_id") WHERE "geocode_runs"."status" = 'running';
--> statement-breakpoint
CREATE INDEX "member_away_member_idx" ON "member_away" USING btree ("club_id","member_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "swap_requests_one_open" ON "swap_requests" USING btree ("club_id","requester_id","dance_date") WHERE "swap_requests"."status" = 'open';
--> statement-breakpoint
CREATE INDEX "swap_requests_status_idx" ON "swap_requests" USING btree ("club_id","status","dance_date");
--> statement-breakpoint
CREATE INDEX "night_confirmations_member_idx" ON "night_confirmations" USING btree ("club_id","member_id");
--> statement-breakpoint
CREATE INDEX "notify_messages_caused_by_idx" ON "notify_messages" USING btree ("club_id","caused_by","created_at") WHERE "notify_messages"."caused_by" is not null;
--> statement-breakpoint
CREATE INDEX "notify_messages_throttle_idx" ON "notify_messages" USING btree ("club_id","throttle_key","inbox","created_at") WHERE "notify_messages"."throttle_key" is not null;
--> statement-breakpoint
CREATE INDEX "notify_messages_batch_idx" ON "notify_messages" USING btree ("club_id","batch_id");
--> statement-breakpoint
CREATE INDEX "notify_messages_failed_idx" ON "notify_messages" USING btree ("club_id","failed_at") WHERE "notify_messages"."status" = 'failed';
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_schedule_date_unique" UNIQUE("club_id","schedule_id","dance_date");
--> statement-breakpoint
ALTER TABLE "night_signups" ADD CONSTRAINT "night_signups_assignment_member_unique" UNIQUE("club_id","assignment_id","member_id");
--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_once" UNIQUE("club_id","member_id","dance_date","days_before");
--> statement-breakpoint
ALTER TABLE "member_unavailability" ADD CONSTRAINT "member_unavailability_member_date_unique" UNIQUE("club_id","member_id","dance_date");
--> statement-breakpoint
ALTER TABLE "night_vacancies" ADD CONSTRAINT "night_vacancies_member_date_unique" UNIQUE("club_id","member_id","dance_date");
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_one_per_kind" UNIQUE("club_id","member_id","kind");
--> statement-breakpoint
ALTER TABLE "swap_offers" ADD CONSTRAINT "swap_offers_once" UNIQUE("club_id","swap_request_id","member_id");
--> statement-breakpoint
ALTER TABLE "night_confirmations" ADD CONSTRAINT "night_confirmations_once" UNIQUE("club_id","assignment_id","member_id");
--> statement-breakpoint
ALTER TABLE "notify_messages" ADD CONSTRAINT "notify_messages_once" UNIQUE("club_id","event_key","inbox");
--> statement-breakpoint
ALTER TABLE "members" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "members" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "club_isolation" ON "members" USING ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer)) WITH CHECK ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer));
--> statement-breakpoint
ALTER TABLE "assignments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "assignments" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "club_isolation" ON "assignments" USING ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer)) WITH CHECK ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer));
--> statement-breakpoint
ALTER TABLE "night_signups" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "night_signups" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "club_isolation" ON "night_signups" USING ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer)) WITH CHECK ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer));
--> statement-breakpoint
ALTER TABLE "schedules" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "schedules" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "club_isolation" ON "schedules" USING ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer)) WITH CHECK ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer));
--> statement-breakpoint
ALTER TABLE "settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "club_isolation" ON "settings" USING ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer)) WITH CHECK ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer));
--> statement-breakpoint
ALTER TABLE "api_tokens" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "api_tokens" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "club_isolation" ON "api_tokens" USING ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer)) WITH CHECK ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer));
--> statement-breakpoint
ALTER TABLE "login_tokens" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "login_tokens" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "club_isolation" ON "login_tokens" USING ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer)) WITH CHECK ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer));
--> statement-breakpoint
ALTER TABLE "sessions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sessions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "club_isolation" ON "sessions" USING ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer)) WITH CHECK ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer));
--> statement-breakpoint
ALTER TABLE "audit_entries" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "audit_entries" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "club_isolation" ON "audit_entries" USING ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer)) WITH CHECK ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer));
--> statement-breakpoint
ALTER TABLE "import_logs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "import_logs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "club_isolation" ON "import_logs" USING ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer)) WITH CHECK ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer));
--> statement-breakpoint
ALTER TABLE "reminder_sends" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "reminder_sends" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "club_isolation" ON "reminder_sends" USING ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer)) WITH CHECK ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer));
--> statement-breakpoint
ALTER TABLE "geocode_runs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "geocode_runs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "club_isolation" ON "geocode_runs" USING ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer)) WITH CHECK ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer));
--> statement-breakpoint
ALTER TABLE "member_away" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "member_away" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "club_isolation" ON "member_away" USING ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer)) WITH CHECK ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer));
--> statement-breakpoint
ALTER TABLE "member_unavailability" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "member_unavailability" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "club_isolation" ON "member_unavailability" USING ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer)) WITH CHECK ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer));
--> statement-breakpoint
ALTER TABLE "night_vacancies" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "night_vacancies" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "club_isolation" ON "night_vacancies" USING ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer)) WITH CHECK ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer));
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "calendar_feeds" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "club_isolation" ON "calendar_feeds" USING ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer)) WITH CHECK ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer));
--> statement-breakpoint
ALTER TABLE "swap_offers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "swap_offers" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "club_isolation" ON "swap_offers" USING ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer)) WITH CHECK ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer));
--> statement-breakpoint
ALTER TABLE "swap_requests" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "swap_requests" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "club_isolation" ON "swap_requests" USING ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer)) WITH CHECK ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer));
--> statement-breakpoint
ALTER TABLE "night_confirmations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "night_confirmations" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "club_isolation" ON "night_confirmations" USING ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer)) WITH CHECK ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer));
--> statement-breakpoint
ALTER TABLE "notify_batches" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "notify_batches" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "club_isolation" ON "notify_batches" USING ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer)) WITH CHECK ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer));
--> statement-breakpoint
ALTER TABLE "notify_bodies" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "notify_bodies" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "club_isolation" ON "notify_bodies" USING ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer)) WITH CHECK ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer));
--> statement-breakpoint
ALTER TABLE "notify_messages" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "notify_messages" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "club_isolation" ON "notify_messages" USING ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer)) WITH CHECK ("club_id" = (SELECT (nullif(current_setting('app.club_id', true), ''))::integer));
