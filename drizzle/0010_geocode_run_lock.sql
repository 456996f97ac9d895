ALTER TABLE "geocode_runs" ADD COLUMN "locked_by" varchar(64);--> statement-breakpoint
ALTER TABLE "geocode_runs" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;