CREATE TABLE "reminder_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"dance_date" date NOT NULL,
	"days_before" smallint NOT NULL,
	"email" varchar(254) NOT NULL,
	"attempts" integer NOT NULL,
	"last_error" varchar(1000) NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_failures_once" UNIQUE("member_id","dance_date","days_before")
);
--> statement-breakpoint
ALTER TABLE "reminder_failures" ADD CONSTRAINT "reminder_failures_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;