CREATE TABLE "nitrado_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"bot_id" integer NOT NULL,
	"nitrado_id" text NOT NULL,
	"username" text NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nitrado_accounts" ADD CONSTRAINT "nitrado_accounts_bot_id_bot_instances_id_fk" FOREIGN KEY ("bot_id") REFERENCES "bot_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nitrado_accounts_bot_user_uq" ON "nitrado_accounts" USING btree ("bot_id","nitrado_id");