CREATE TABLE "night_vacancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"dance_date" date NOT NULL,
	"choice" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "night_vacancies_member_date_unique" UNIQUE("member_id","dance_date"),
	CONSTRAINT "night_vacancies_choice_known" CHECK ("night_vacancies"."choice" in ('ask_others', 'tell_admins'))
);
--> statement-breakpoint
ALTER TABLE "night_vacancies" ADD CONSTRAINT "night_vacancies_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;