CREATE TABLE "plagiarism_provider_scans" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"secret_hash" text NOT NULL,
	"status" text NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plagiarism_provider_scans" ADD CONSTRAINT "plagiarism_provider_scans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plagiarism_provider_scans_created_idx" ON "plagiarism_provider_scans" USING btree ("created_at");