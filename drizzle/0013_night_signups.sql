CREATE TABLE "night_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"signed_up_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "night_signups_assignment_member_unique" UNIQUE("assignment_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "night_signups" ADD CONSTRAINT "night_signups_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "night_signups" ADD CONSTRAINT "night_signups_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "night_signups" ADD CONSTRAINT "night_signups_signed_up_by_members_id_fk" FOREIGN KEY ("signed_up_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "night_signups_member_idx" ON "night_signups" USING btree ("member_id");