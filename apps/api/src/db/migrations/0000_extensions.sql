-- Trigram search on item names and brands (typo tolerance) needs pg_trgm before the schema is built.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
