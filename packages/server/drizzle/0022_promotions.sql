-- Issue 26: coupons, kit stock and timed sales.
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"bot_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text DEFAULT 'percent' NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"kit_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rank_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"max_uses" integer DEFAULT 0 NOT NULL,
	"max_uses_per_player" integer DEFAULT 0 NOT NULL,
	"first_purchase_only" boolean DEFAULT false NOT NULL,
	"min_price" integer DEFAULT 0 NOT NULL,
	"stackable" boolean DEFAULT false NOT NULL,
	"creator_tag" text DEFAULT '' NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_bot_id_bot_instances_id_fk" FOREIGN KEY ("bot_id") REFERENCES "bot_instances"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_bot_code_uq" ON "coupons" USING btree ("bot_id",lower("code"));
--> statement-breakpoint
CREATE TABLE "kit_stock" (
	"kit_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "kit_stock_kit_id_period_start_pk" PRIMARY KEY("kit_id","period_start")
);
--> statement-breakpoint
ALTER TABLE "kit_stock" ADD CONSTRAINT "kit_stock_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "kits"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "kits" ADD COLUMN "stock" integer;
--> statement-breakpoint
ALTER TABLE "kits" ADD COLUMN "stock_reset" text DEFAULT 'never' NOT NULL;
--> statement-breakpoint
ALTER TABLE "kits" ADD COLUMN "sale_percent" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "kits" ADD COLUMN "sale_from" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "kits" ADD COLUMN "sale_to" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "coupon_id" integer;
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "coupon_code" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "coupon_discount" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "coupon_counted" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "stock_period" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "coupons"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "purchases_coupon_idx" ON "purchases" USING btree ("coupon_id","player_id") WHERE coupon_id is not null;
