CREATE TABLE "notify_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notify_bodies" (
	"message_id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"attachments" jsonb
);
--> statement-breakpoint
CREATE TABLE "notify_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"kind" varchar(40) NOT NULL,
	"event_key" varchar(300) NOT NULL,
	"inbox" varchar(254) NOT NULL,
	"to_address" varchar(254) NOT NULL,
	"member_ids" integer[] NOT NULL,
	"subject" varchar(1000) NOT NULL,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" varchar(1000),
	"retry_payload" jsonb,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "notify_messages_once" UNIQUE("event_key","inbox"),
	CONSTRAINT "notify_messages_status_known" CHECK ("notify_messages"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
-- Reminders that failed for good before the outbox became their ledger stay listed for the admins, as failed
-- e-mails of one batch; "Try again" renders them afresh when their night is still on a live schedule.
INSERT INTO "notify_batches" ("created_at") SELECT min("failed_at") FROM "reminder_failures" HAVING count(*) > 0;--> statement-breakpoint
INSERT INTO "notify_messages" ("batch_id", "kind", "event_key", "inbox", "to_address", "member_ids", "subject", "status", "attempts", "last_error", "retry_payload", "created_at", "failed_at")
SELECT (SELECT max("id") FROM "notify_batches"), 'reminder',
	'reminder:' || f."dance_date" || ':' || f."days_before" || ':' || f."member_id",
	lower(trim(f."email")), f."email", ARRAY[f."member_id"],
	'Reminder for ' || f."dance_date" || ' (' || f."days_before" || ' days before)',
	'failed', f."attempts", f."last_error",
	CASE WHEN night."id" IS NULL THEN NULL ELSE jsonb_build_object(
		'event', jsonb_build_object('kind', 'reminder', 'assignment_id', night."id", 'dance_date', f."dance_date",
			'days_before', f."days_before", 'member_ids', jsonb_build_array(f."member_id")),
		'to', f."email",
		'people', jsonb_build_array(jsonb_build_object('id', m."id", 'name', m."first_name" || ' ' || m."last_name"))) END,
	f."failed_at", f."failed_at"
FROM "reminder_failures" f
JOIN "members" m ON m."id" = f."member_id"
LEFT JOIN LATERAL (
	SELECT a."id" FROM "assignments" a JOIN "schedules" s ON s."id" = a."schedule_id"
	WHERE a."dance_date" = f."dance_date" AND s."type" IN ('current', 'next')
	ORDER BY s."type" = 'current' DESC LIMIT 1
) night ON true;--> statement-breakpoint
DROP TABLE "reminder_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "notify_bodies" ADD CONSTRAINT "notify_bodies_message_id_notify_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."notify_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_messages" ADD CONSTRAINT "notify_messages_batch_id_notify_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."notify_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notify_messages_batch_idx" ON "notify_messages" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "notify_messages_failed_idx" ON "notify_messages" USING btree ("failed_at") WHERE "notify_messages"."status" = 'failed';