CREATE TABLE "fingerprints" (
	"hash" bigint NOT NULL,
	"document_id" uuid,
	"reference_id" uuid,
	"position" integer NOT NULL,
	CONSTRAINT "fingerprints_one_source" CHECK (("fingerprints"."document_id" IS NULL) <> ("fingerprints"."reference_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "reference_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"source" text NOT NULL,
	"word_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fingerprints" ADD CONSTRAINT "fingerprints_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fingerprints" ADD CONSTRAINT "fingerprints_reference_id_reference_documents_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."reference_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fingerprints_hash_idx" ON "fingerprints" USING btree ("hash","document_id","reference_id");--> statement-breakpoint
CREATE INDEX "fingerprints_document_idx" ON "fingerprints" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "fingerprints_reference_idx" ON "fingerprints" USING btree ("reference_id");