ALTER TYPE "public"."upload_kind" ADD VALUE 'wardrobe';--> statement-breakpoint
CREATE TABLE "wardrobe_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wardrobe_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"source" text NOT NULL,
	"item_id" integer,
	"variant_id" integer,
	"order_id" integer,
	"order_line_id" integer,
	"image_key" text,
	"name" text,
	"brand" text,
	"slot" "item_category" NOT NULL,
	"kind" text,
	"colors" text[] DEFAULT '{}'::text[] NOT NULL,
	"seasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"size" text,
	"price" numeric(12, 2),
	"acquired_on" date,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wardrobe_items_order_line" UNIQUE("order_line_id"),
	CONSTRAINT "wardrobe_items_owner_idempotency_key" UNIQUE("owner_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "wardrobe_wears" (
	"wardrobe_item_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"worn_on" date NOT NULL,
	"outfit_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wardrobe_wears_wardrobe_item_id_worn_on_pk" PRIMARY KEY("wardrobe_item_id","worn_on")
);
--> statement-breakpoint
ALTER TABLE "wardrobe_items" ADD CONSTRAINT "wardrobe_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wardrobe_items" ADD CONSTRAINT "wardrobe_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wardrobe_items" ADD CONSTRAINT "wardrobe_items_variant_id_item_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."item_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wardrobe_items" ADD CONSTRAINT "wardrobe_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wardrobe_items" ADD CONSTRAINT "wardrobe_items_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wardrobe_wears" ADD CONSTRAINT "wardrobe_wears_wardrobe_item_id_wardrobe_items_id_fk" FOREIGN KEY ("wardrobe_item_id") REFERENCES "public"."wardrobe_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wardrobe_wears" ADD CONSTRAINT "wardrobe_wears_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wardrobe_wears" ADD CONSTRAINT "wardrobe_wears_outfit_id_outfits_id_fk" FOREIGN KEY ("outfit_id") REFERENCES "public"."outfits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wardrobe_items_owner_created_idx" ON "wardrobe_items" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "wardrobe_items_owner_catalog_item" ON "wardrobe_items" USING btree ("owner_id","item_id") WHERE "wardrobe_items"."source" = 'catalog';--> statement-breakpoint
CREATE INDEX "wardrobe_items_item_idx" ON "wardrobe_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "wardrobe_wears_owner_day_idx" ON "wardrobe_wears" USING btree ("owner_id","worn_on");--> statement-breakpoint
-- Pieces of orders delivered before the wardrobe existed join it as a new delivery would: the
-- line's size, colour (by the palette's name), price and the day of delivery in the shop's time
-- zone; lines returned in full stay out.
INSERT INTO "wardrobe_items" ("owner_id", "source", "item_id", "variant_id", "order_id", "order_line_id", "name", "brand", "slot", "colors", "size", "price", "acquired_on", "created_at", "updated_at")
SELECT o."user_id", 'order', ol."item_id", ol."variant_id", o."id", ol."id", ol."name", nullif(ol."brand", ''), i."category",
  coalesce((SELECT array[p."name"] FROM (VALUES ('черный', 'чёрный'), ('белый', 'белый'), ('молочный', 'молочный'), ('серый', 'серый'), ('графитовый', 'графитовый'), ('бежевый', 'бежевый'), ('песочный', 'песочный'), ('коричневый', 'коричневый'), ('синий', 'синий'), ('темно-синий', 'тёмно-синий'), ('голубой', 'голубой'), ('красный', 'красный'), ('бордовый', 'бордовый'), ('зеленый', 'зелёный'), ('оливковый', 'оливковый'), ('хаки', 'хаки'), ('розовый', 'розовый'), ('пудровый', 'пудровый'), ('желтый', 'жёлтый'), ('оранжевый', 'оранжевый'), ('фиолетовый', 'фиолетовый'), ('лавандовый', 'лавандовый'), ('золотистый', 'золотистый'), ('прозрачный', 'прозрачный')) AS p("key", "name")
            WHERE p."key" = lower(replace(trim(coalesce(ol."color", i."color", '')), 'ё', 'е'))), '{}'::text[]),
  ol."size", ol."price", (d."at" AT TIME ZONE 'Asia/Almaty')::date, d."at", d."at"
FROM "orders" o
JOIN "order_lines" ol ON ol."order_id" = o."id"
JOIN "items" i ON i."id" = ol."item_id"
CROSS JOIN LATERAL (SELECT coalesce(max(e."created_at"), o."updated_at") AS "at" FROM "order_events" e
                    WHERE e."order_id" = o."id" AND e."status" = 'delivered') d
WHERE o."status" = 'delivered' AND o."user_id" IS NOT NULL
  AND ol."quantity" > coalesce((SELECT sum(rl."quantity") FROM "order_return_lines" rl
                                JOIN "order_returns" r ON r."id" = rl."return_id"
                                WHERE rl."order_line_id" = ol."id" AND r."state" = 'refunded'), 0)
ON CONFLICT DO NOTHING;
