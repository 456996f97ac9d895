CREATE TABLE "deployment"."mail" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" varchar(254) NOT NULL,
	"subject" varchar(1000) NOT NULL,
	"text" text,
	"html" text,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" varchar(1000),
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "deployment_mail_status_known" CHECK ("deployment"."mail"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "deployment"."operator_links" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "deployment_mail_created_at_idx" ON "deployment"."mail" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "operator_links_expires_at_idx" ON "deployment"."operator_links" USING btree ("expires_at");