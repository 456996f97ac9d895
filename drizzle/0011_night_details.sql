ALTER TABLE "assignments" ADD COLUMN "start_time" varchar(5);--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "end_time" varchar(5);--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "caller" varchar(100);--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "cuer" varchar(100);--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "program" varchar(16);--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "theme" varchar(200);--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "cancel_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_cancelled_by_members_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Issue 19 (hand-written): a program outside the list can only come from a bug; the database refuses it too.
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_program_known" CHECK ("program" IS NULL OR "program" IN ('Basic', 'Mainstream', 'Plus', 'A1', 'A2', 'C1', 'Rounds', 'Contra', 'Class', 'Other'));
