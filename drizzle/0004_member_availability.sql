CREATE TABLE "member_unavailability" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"dance_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_unavailability_member_date_unique" UNIQUE("member_id","dance_date")
);
--> statement-breakpoint
ALTER TABLE "member_unavailability" ADD CONSTRAINT "member_unavailability_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;