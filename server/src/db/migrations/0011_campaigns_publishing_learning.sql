CREATE TABLE "campaign_calendar_feeds" (
	"campaign_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "campaign_calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "campaign_post_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"purpose" text DEFAULT 'post' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"stored_path" text,
	"external_url" text,
	"mime_type" text NOT NULL,
	"byte_length" integer DEFAULT 0 NOT NULL,
	"width" integer,
	"height" integer,
	"duration_seconds" real,
	"thumbnail_path" text,
	"is_third_party" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_post_targets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"destination_id" text,
	"destination_kind" text,
	"destination_name" text,
	"post_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"url" text,
	"error" text,
	"partial_completion_message" text,
	"external_id" text,
	"playlists" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"made_for_kids" boolean DEFAULT false NOT NULL,
	"publishable" boolean DEFAULT true NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"posted_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"category" text,
	"category_key" text,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"week" integer NOT NULL,
	"content_title" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"x_content" text,
	"content_view" text DEFAULT 'original' NOT NULL,
	"generation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"creation_type" text DEFAULT 'other' NOT NULL,
	"doc_id" uuid,
	"is_restricted" boolean DEFAULT false NOT NULL,
	"is_changed" boolean DEFAULT false NOT NULL,
	"is_shared" boolean DEFAULT false NOT NULL,
	"own_comments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"slides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"poll" jsonb,
	"mail" jsonb,
	"media_job" jsonb,
	"last_status_check_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"total_weeks" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"default_time" text NOT NULL,
	"time_zone" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_shared" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"brand_voice_id" uuid,
	"activated_at" timestamp with time zone,
	"paused_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercise_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"introductory_notes" text DEFAULT '' NOT NULL,
	"card_image" text NOT NULL,
	"minimum_level" text DEFAULT '0.0' NOT NULL,
	"time_allowed" integer NOT NULL,
	"extension_time" integer DEFAULT 0 NOT NULL,
	"delay_penalty" integer DEFAULT 0 NOT NULL,
	"credits" integer DEFAULT 1 NOT NULL,
	"word_limit" integer NOT NULL,
	"task" text NOT NULL,
	"source_kind" text NOT NULL,
	"info" text DEFAULT '' NOT NULL,
	"expected_intents" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exercise_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "exercises" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exercise_type_id" uuid NOT NULL,
	"title" text NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image" text,
	"image_alt" text,
	"content_json" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hint" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_catalogue_seeds" (
	"version" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_journeys" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"credits" integer NOT NULL,
	"questionnaire" jsonb,
	"recommended" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_objective_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"slot_index" integer NOT NULL,
	"objective_key" text NOT NULL,
	"status" text DEFAULT 'NotAttempted' NOT NULL,
	"sub_id" uuid,
	"document_id" uuid,
	"objective_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"exercise_type_id" uuid NOT NULL,
	"exercise_id" uuid NOT NULL,
	"status" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"complete_time" integer DEFAULT 0 NOT NULL,
	"for_level" text NOT NULL,
	"hint_used" boolean DEFAULT false NOT NULL,
	"extension_used" boolean DEFAULT false NOT NULL,
	"passed" boolean,
	"score" real,
	"credits" integer,
	"remarks" text DEFAULT '' NOT NULL,
	"assessment" jsonb,
	"feedback" text,
	"objective" text,
	"document_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"evaluated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "author_follows" (
	"follower_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "author_follows_follower_id_author_id_pk" PRIMARY KEY("follower_id","author_id"),
	CONSTRAINT "author_follows_not_self" CHECK ("author_follows"."follower_id" <> "author_follows"."author_id")
);
--> statement-breakpoint
CREATE TABLE "publication_bookmarks" (
	"document_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "publication_bookmarks_document_id_user_id_pk" PRIMARY KEY("document_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "publication_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"root_id" uuid,
	"content" text NOT NULL,
	"location" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publication_likes" (
	"document_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "publication_likes_document_id_user_id_pk" PRIMARY KEY("document_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "publication_ratings" (
	"document_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" real NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "publication_ratings_document_id_user_id_pk" PRIMARY KEY("document_id","user_id"),
	CONSTRAINT "publication_ratings_range" CHECK ("publication_ratings"."rating" >= 0.5 AND "publication_ratings"."rating" <= 5)
);
--> statement-breakpoint
CREATE TABLE "publication_shares" (
	"document_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "publication_shares_document_id_user_id_channel_pk" PRIMARY KEY("document_id","user_id","channel")
);
--> statement-breakpoint
CREATE TABLE "publication_slugs" (
	"author_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"document_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "publication_slugs_author_id_slug_pk" PRIMARY KEY("author_id","slug")
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"author_id" uuid NOT NULL,
	"slug" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"cover_path" text,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"bookmark_count" integer DEFAULT 0 NOT NULL,
	"share_count" integer DEFAULT 0 NOT NULL,
	"link_count" integer DEFAULT 0 NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"ai_rating" real,
	"first_published_at" timestamp with time zone,
	"first_published_epoch" double precision,
	"trending_score" double precision GENERATED ALWAYS AS ((log(greatest(1.0, 1 * like_count + 3 * comment_count + 2 * bookmark_count + 2 * share_count + 1 * link_count + 0.1 * read_count))::double precision + (first_published_epoch - 1704067200) / 45000.0)) STORED,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_calendar_feeds" ADD CONSTRAINT "campaign_calendar_feeds_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_post_media" ADD CONSTRAINT "campaign_post_media_post_id_campaign_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."campaign_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_post_targets" ADD CONSTRAINT "campaign_post_targets_post_id_campaign_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."campaign_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_post_targets" ADD CONSTRAINT "campaign_post_targets_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_posts" ADD CONSTRAINT "campaign_posts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_posts" ADD CONSTRAINT "campaign_posts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_posts" ADD CONSTRAINT "campaign_posts_doc_id_documents_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_brand_voice_id_brand_voices_id_fk" FOREIGN KEY ("brand_voice_id") REFERENCES "public"."brand_voices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_exercise_type_id_exercise_types_id_fk" FOREIGN KEY ("exercise_type_id") REFERENCES "public"."exercise_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_journeys" ADD CONSTRAINT "learning_journeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_objective_slots" ADD CONSTRAINT "learning_objective_slots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_objective_slots" ADD CONSTRAINT "learning_objective_slots_sub_id_learning_submissions_id_fk" FOREIGN KEY ("sub_id") REFERENCES "public"."learning_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_objective_slots" ADD CONSTRAINT "learning_objective_slots_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_submissions" ADD CONSTRAINT "learning_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_submissions" ADD CONSTRAINT "learning_submissions_exercise_type_id_exercise_types_id_fk" FOREIGN KEY ("exercise_type_id") REFERENCES "public"."exercise_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_submissions" ADD CONSTRAINT "learning_submissions_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_submissions" ADD CONSTRAINT "learning_submissions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_follows" ADD CONSTRAINT "author_follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_follows" ADD CONSTRAINT "author_follows_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_bookmarks" ADD CONSTRAINT "publication_bookmarks_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_bookmarks" ADD CONSTRAINT "publication_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_comments" ADD CONSTRAINT "publication_comments_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_comments" ADD CONSTRAINT "publication_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_likes" ADD CONSTRAINT "publication_likes_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_likes" ADD CONSTRAINT "publication_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_ratings" ADD CONSTRAINT "publication_ratings_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_ratings" ADD CONSTRAINT "publication_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_shares" ADD CONSTRAINT "publication_shares_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_shares" ADD CONSTRAINT "publication_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_slugs" ADD CONSTRAINT "publication_slugs_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_slugs" ADD CONSTRAINT "publication_slugs_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_post_media_post_idx" ON "campaign_post_media" USING btree ("post_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_post_targets_post_account_key" ON "campaign_post_targets" USING btree ("post_id","account_id",coalesce("destination_id", ''));--> statement-breakpoint
CREATE INDEX "campaign_post_targets_account_idx" ON "campaign_post_targets" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "campaign_posts_campaign_idx" ON "campaign_posts" USING btree ("campaign_id","publish_at");--> statement-breakpoint
CREATE INDEX "campaign_posts_due_idx" ON "campaign_posts" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "campaigns_owner_idx" ON "campaigns" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaigns_status_idx" ON "campaigns" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "exercises_type_title_key" ON "exercises" USING btree ("exercise_type_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_objective_slots_place_key" ON "learning_objective_slots" USING btree ("user_id","level","slot_index");--> statement-breakpoint
CREATE INDEX "learning_submissions_user_idx" ON "learning_submissions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "learning_submissions_exercise_idx" ON "learning_submissions" USING btree ("exercise_id","status");--> statement-breakpoint
CREATE INDEX "author_follows_author_idx" ON "author_follows" USING btree ("author_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "publication_bookmarks_user_idx" ON "publication_bookmarks" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "publication_comments_document_idx" ON "publication_comments" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE INDEX "publication_comments_user_idx" ON "publication_comments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "publication_comments_root_idx" ON "publication_comments" USING btree ("root_id");--> statement-breakpoint
CREATE INDEX "publication_likes_user_idx" ON "publication_likes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "publication_slugs_document_idx" ON "publication_slugs" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "publications_author_slug_key" ON "publications" USING btree ("author_id","slug");--> statement-breakpoint
CREATE INDEX "publications_public_trending_idx" ON "publications" USING btree ("trending_score" DESC NULLS LAST,"document_id" DESC NULLS LAST) WHERE "publications"."is_public";--> statement-breakpoint
CREATE INDEX "publications_public_latest_idx" ON "publications" USING btree ("published_at" DESC NULLS LAST,"document_id" DESC NULLS LAST) WHERE "publications"."is_public";--> statement-breakpoint
CREATE INDEX "publications_public_author_idx" ON "publications" USING btree ("author_id","published_at" DESC NULLS LAST,"document_id" DESC NULLS LAST) WHERE "publications"."is_public";--> statement-breakpoint
CREATE INDEX "publications_public_ai_idx" ON "publications" USING btree ("ai_rating" DESC NULLS LAST,"trending_score" DESC NULLS LAST,"document_id" DESC NULLS LAST) WHERE "publications"."is_public" AND "publications"."ai_rating" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "publications_public_tags_idx" ON "publications" USING gin ("tags");