-- Staff sessions no longer keep the client's address or browser (decision 051); forget what older sessions stored.
UPDATE "session" SET "ip_address" = NULL, "user_agent" = NULL WHERE "ip_address" IS NOT NULL OR "user_agent" IS NOT NULL;
