CREATE TABLE "outfit_wardrobe_items" (
	"outfit_id" integer NOT NULL,
	"wardrobe_item_id" integer NOT NULL,
	"slot" "item_category" NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "outfit_wardrobe_items_outfit_id_wardrobe_item_id_pk" PRIMARY KEY("outfit_id","wardrobe_item_id")
);
--> statement-breakpoint
ALTER TABLE "outfit_wardrobe_items" ADD CONSTRAINT "outfit_wardrobe_items_outfit_id_outfits_id_fk" FOREIGN KEY ("outfit_id") REFERENCES "public"."outfits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfit_wardrobe_items" ADD CONSTRAINT "outfit_wardrobe_items_wardrobe_item_id_wardrobe_items_id_fk" FOREIGN KEY ("wardrobe_item_id") REFERENCES "public"."wardrobe_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outfit_wardrobe_items_piece_idx" ON "outfit_wardrobe_items" USING btree ("wardrobe_item_id");