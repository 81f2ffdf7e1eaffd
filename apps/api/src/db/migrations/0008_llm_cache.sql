CREATE TABLE "llm_cache" (
	"sku" text NOT NULL,
	"model" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "llm_cache_sku_model_pk" PRIMARY KEY("sku","model")
);
