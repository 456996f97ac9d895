ALTER TABLE "notify_messages" ADD COLUMN "caused_by" integer;--> statement-breakpoint
ALTER TABLE "notify_messages" ADD COLUMN "send_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notify_messages" ADD COLUMN "throttle_key" varchar(120);--> statement-breakpoint
CREATE INDEX "notify_messages_caused_by_idx" ON "notify_messages" USING btree ("caused_by","created_at") WHERE "notify_messages"."caused_by" is not null;--> statement-breakpoint
CREATE INDEX "notify_messages_throttle_idx" ON "notify_messages" USING btree ("throttle_key","inbox","created_at") WHERE "notify_messages"."throttle_key" is not null;