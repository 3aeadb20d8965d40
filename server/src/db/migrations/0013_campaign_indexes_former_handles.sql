CREATE TABLE "former_handles" (
	"handle_key" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "former_handles" ADD CONSTRAINT "former_handles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "former_handles_user_idx" ON "former_handles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "campaign_posts_campaign_week_idx" ON "campaign_posts" USING btree ("campaign_id","week","type");--> statement-breakpoint
CREATE INDEX "campaign_posts_content_idx" ON "campaign_posts" USING btree ("campaign_id",md5(lower(btrim(regexp_replace("content", '\s+', ' ', 'g')))));