CREATE TABLE "document_search" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body_text" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "document_search"."title"), 'A') || setweight(to_tsvector('english', "document_search"."body_text"), 'B') || setweight(to_tsvector('simple', "document_search"."title"), 'C') || setweight(to_tsvector('simple', "document_search"."body_text"), 'D')) STORED NOT NULL
);
--> statement-breakpoint
-- Keep each vector in its row: the planner does not cost reading TOASTed vectors back, and would
-- otherwise test every one of an owner's documents instead of using the GIN index.
ALTER TABLE "document_search" ALTER COLUMN "search" SET STORAGE MAIN;--> statement-breakpoint
-- Carry over the text of existing documents before the old columns go.
INSERT INTO "document_search" ("document_id", "owner_id", "title", "body_text") SELECT "id", "owner_id", "title", "body_text" FROM "documents";--> statement-breakpoint
DROP INDEX "documents_search_idx";--> statement-breakpoint
ALTER TABLE "document_search" ADD CONSTRAINT "document_search_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_search_owner_idx" ON "document_search" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "document_search_vector_idx" ON "document_search" USING gin ("search");--> statement-breakpoint
ALTER TABLE "documents" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "documents" DROP COLUMN "body_text";