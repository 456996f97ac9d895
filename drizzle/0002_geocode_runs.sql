CREATE TABLE "geocode_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" varchar(16) NOT NULL,
	"total" integer NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"geocoded" integer DEFAULT 0 NOT NULL,
	"member_ids" jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_by" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "geocode_runs" ADD CONSTRAINT "geocode_runs_started_by_members_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "geocode_runs_one_running" ON "geocode_runs" USING btree ("status") WHERE "geocode_runs"."status" = 'running';