ALTER TABLE "members" ADD COLUMN "is_main_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "members_one_main_admin" ON "members" USING btree ("is_main_admin") WHERE "members"."is_main_admin";--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_main_admin_is_admin" CHECK ("members"."is_admin" or not "members"."is_main_admin");