CREATE TABLE "member_away" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"start_date" date,
	"end_date" date,
	"nth" smallint,
	"weekday" smallint,
	"month" smallint,
	"also_partner" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_away_kind_fields" CHECK (("member_away"."kind" = 'range' and "member_away"."start_date" is not null and "member_away"."end_date" >= "member_away"."start_date")
        or ("member_away"."kind" = 'nth_weekday' and "member_away"."nth" between 1 and 5 and "member_away"."weekday" between 0 and 6)
        or ("member_away"."kind" = 'month' and "member_away"."month" between 1 and 12))
);
--> statement-breakpoint
ALTER TABLE "member_away" ADD CONSTRAINT "member_away_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_away" ADD CONSTRAINT "member_away_created_by_id_members_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_away_member_idx" ON "member_away" USING btree ("member_id");