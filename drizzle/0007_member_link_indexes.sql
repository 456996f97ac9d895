CREATE INDEX "members_partner_id_idx" ON "members" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "members_friend_id_idx" ON "members" USING btree ("friend_id");