CREATE TABLE "publishing_engine_posts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"campaign_id" uuid,
	"title" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"content" jsonb NOT NULL,
	"restricted" boolean DEFAULT false NOT NULL,
	"held" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"partial_completion_message" text,
	"last_status_check_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publishing_engine_targets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"destination_id" text,
	"post_type" text DEFAULT 'post' NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"attempt_id" uuid,
	"attempt_started_at" timestamp with time zone,
	"create_sent_at" timestamp with time zone,
	"steps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"platform_post_id" text,
	"url" text,
	"error_kind" text,
	"error" text,
	"needs_reconnect" boolean DEFAULT false NOT NULL,
	"settled_by" text,
	"posted_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publishing_engine_provider_health" (
	"platform" text PRIMARY KEY NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"last_error_kind" text,
	"last_error_message" text
);
--> statement-breakpoint
CREATE TABLE "publishing_engine_holds" (
	"key" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publishing_engine_posts" ADD CONSTRAINT "publishing_engine_posts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishing_engine_targets" ADD CONSTRAINT "publishing_engine_targets_post_id_publishing_engine_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."publishing_engine_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishing_engine_targets" ADD CONSTRAINT "publishing_engine_targets_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publishing_engine_posts_owner_idx" ON "publishing_engine_posts" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "publishing_engine_targets_due_idx" ON "publishing_engine_targets" USING btree ("state","due_at");--> statement-breakpoint
CREATE INDEX "publishing_engine_targets_post_idx" ON "publishing_engine_targets" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "publishing_engine_targets_account_idx" ON "publishing_engine_targets" USING btree ("account_id");