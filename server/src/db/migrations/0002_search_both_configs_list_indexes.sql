DROP INDEX "documents_owner_list_idx";--> statement-breakpoint
ALTER TABLE "documents" drop column "search";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "documents"."title"), 'A') || setweight(to_tsvector('english', "documents"."body_text"), 'B') || setweight(to_tsvector('simple', "documents"."title"), 'C') || setweight(to_tsvector('simple', "documents"."body_text"), 'D')) STORED NOT NULL;--> statement-breakpoint
-- Dropping the column dropped its GIN index; build it again on the new column.
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("search");--> statement-breakpoint
-- Keep the vector in the row instead of out-of-line TOAST: the planner does not cost reading
-- TOASTed vectors back and otherwise scans every one of an owner's documents instead of the index.
ALTER TABLE "documents" ALTER COLUMN "search" SET STORAGE MAIN;--> statement-breakpoint
CREATE INDEX "documents_owner_live_idx" ON "documents" USING btree ("owner_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "documents"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "documents_owner_trash_idx" ON "documents" USING btree ("owner_id","deleted_at" DESC NULLS LAST) WHERE "documents"."deleted_at" IS NOT NULL;