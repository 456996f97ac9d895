CREATE SCHEMA "deployment";
--> statement-breakpoint
CREATE TABLE "deployment"."sign_in_link_sends" (
	"address_hash" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deployment"."sign_in_requests" (
	"ip" text PRIMARY KEY NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"requests" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_link_sends_expires_at_idx" ON "deployment"."sign_in_link_sends" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_in_requests_window_ends_at_idx" ON "deployment"."sign_in_requests" USING btree ("window_ends_at");