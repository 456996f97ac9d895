-- Issue 26: each phone number also in E.164, read in the club's country; filled for existing members at start.
ALTER TABLE "members" ADD COLUMN "phone_e164" varchar(16);
