-- Trending's closed days kept as scores (decision 108): each item's engagement of a day that has
-- ended (views 1 and cart adds 2, once per viewer a day) never changes, so it is counted once, and
-- the ranking reads those sums and only today's raw events. A day is rolled up whole, with its
-- row in `trending_days_rolled`, in one transaction.
CREATE TABLE "trending_days" (
  "day" date NOT NULL,
  "item_id" integer NOT NULL REFERENCES "items"("id") ON DELETE CASCADE,
  "score" integer NOT NULL,
  PRIMARY KEY ("day", "item_id")
);
--> statement-breakpoint
CREATE TABLE "trending_days_rolled" (
  "day" date PRIMARY KEY NOT NULL
);
