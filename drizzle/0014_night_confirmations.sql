CREATE TABLE "night_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"state" varchar(16) DEFAULT 'waiting' NOT NULL,
	"responded_at" timestamp with time zone,
	"nudged_at" timestamp with time zone,
	"token_hash" char(64),
	"token_expires_at" timestamp with time zone,
	"token_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "night_confirmations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "night_confirmations_once" UNIQUE("assignment_id","member_id"),
	CONSTRAINT "night_confirmations_state_known" CHECK ("night_confirmations"."state" in ('waiting', 'confirmed', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "published_by" integer;--> statement-breakpoint
ALTER TABLE "night_confirmations" ADD CONSTRAINT "night_confirmations_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "night_confirmations" ADD CONSTRAINT "night_confirmations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "night_confirmations_member_idx" ON "night_confirmations" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_published_by_members_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;