CREATE TABLE "oauth_states" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"code_verifier_sealed" text,
	"redirect_uri" text NOT NULL,
	"product" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_account_targets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"target_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"picture_url" text,
	"parent_id" text,
	"access_token_sealed" text,
	"chosen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"platform_user_id" text NOT NULL,
	"username" text NOT NULL,
	"display_name" text,
	"picture_url" text,
	"is_premium" boolean DEFAULT false NOT NULL,
	"access_token_sealed" text NOT NULL,
	"refresh_token_sealed" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'linked' NOT NULL,
	"status_reason" text,
	"linked_at" timestamp with time zone NOT NULL,
	"refreshed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_account_targets" ADD CONSTRAINT "social_account_targets_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oauth_states_expires_idx" ON "oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_account_targets_account_target_key" ON "social_account_targets" USING btree ("account_id","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_owner_platform_user_key" ON "social_accounts" USING btree ("owner_id","platform","platform_user_id");--> statement-breakpoint
CREATE INDEX "social_accounts_refresh_idx" ON "social_accounts" USING btree ("status","access_token_expires_at");