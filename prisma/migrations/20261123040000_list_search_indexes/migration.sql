-- One way to search and count every list (docs/development.md "Lists"):
-- trigram indexes on the folded search columns, so a fragment ('%x%') is found through an index;
-- the record list's own search column; date indexes for the Dashboard; exact table totals kept
-- by triggers, which the sidebar and the unfiltered lists read instead of counting the table.

-- pg_trgm is a trusted extension: the database's owner may create it. PGlite ships it and
-- loads it when opened (api/src/db/pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- AlterTable: registro, identificación and name folded like the people's column
-- (api/src/domain/search/searchText.ts holds the same letters). The Nº Id is matched on its own.
ALTER TABLE "animales" ADD COLUMN "busqueda" TEXT GENERATED ALWAYS AS (
  translate(
    lower("registro" || ' ' || coalesce("identificacion", '') || ' ' || "nombre"),
    'ÁÉÍÓÚÀÈÌÒÙÄËÏÖÜÂÊÎÔÛÑÇáéíóúàèìòùäëïöüâêîôûñç',
    'aeiouaeiouaeiouaeiouncaeiouaeiouaeiouaeiounc'
  )
) STORED;

-- CreateIndex
CREATE INDEX "animales_busqueda_trgm_idx" ON "animales" USING GIN ("busqueda" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "ayuntamientos_busqueda_trgm_idx" ON "ayuntamientos" USING GIN ("busqueda" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "personas_busqueda_trgm_idx" ON "personas" USING GIN ("busqueda" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "entradas_salidas_fecha_llegada_idx" ON "entradas_salidas"("fecha_llegada");

-- CreateIndex
CREATE INDEX "entradas_salidas_fecha_salida_idx" ON "entradas_salidas"("fecha_salida");

-- The Dashboard's 'en tratamiento': treatments not yet ended, read from this index alone
-- (api/src/domain/stats/dashboard.ts writes its predicate to match).
CREATE INDEX "observaciones_tratamiento_en_curso_idx" ON "observaciones"
  ((coalesce("tratamiento_fecha_fin", 'infinity'::timestamptz)), "tratamiento_fecha_inicio", "entradas_salidas_id")
  WHERE "tratamiento";

-- CreateTable
CREATE TABLE "totales" (
    "tabla" VARCHAR(30) NOT NULL,
    "total" INTEGER NOT NULL,

    CONSTRAINT "totales_pkey" PRIMARY KEY ("tabla")
);

INSERT INTO "totales" ("tabla", "total")
SELECT 'animales', count(*) FROM "animales"
UNION ALL SELECT 'personas', count(*) FROM "personas"
UNION ALL SELECT 'ayuntamientos', count(*) FROM "ayuntamientos";

-- One statement-level trigger per change: a bulk insert (the seed) updates the row once.
CREATE FUNCTION "totales_add_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "totales" SET "total" = "total" + (SELECT count(*) FROM inserted) WHERE "tabla" = TG_TABLE_NAME;
  RETURN NULL;
END $$;

CREATE FUNCTION "totales_remove_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "totales" SET "total" = "total" - (SELECT count(*) FROM deleted) WHERE "tabla" = TG_TABLE_NAME;
  RETURN NULL;
END $$;

CREATE FUNCTION "totales_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "totales" SET "total" = 0 WHERE "tabla" = TG_TABLE_NAME;
  RETURN NULL;
END $$;

CREATE TRIGGER "animales_totales_insert" AFTER INSERT ON "animales"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "totales_add_inserted"();
CREATE TRIGGER "animales_totales_delete" AFTER DELETE ON "animales"
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION "totales_remove_deleted"();
CREATE TRIGGER "animales_totales_truncate" AFTER TRUNCATE ON "animales"
  FOR EACH STATEMENT EXECUTE FUNCTION "totales_truncated"();

CREATE TRIGGER "personas_totales_insert" AFTER INSERT ON "personas"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "totales_add_inserted"();
CREATE TRIGGER "personas_totales_delete" AFTER DELETE ON "personas"
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION "totales_remove_deleted"();
CREATE TRIGGER "personas_totales_truncate" AFTER TRUNCATE ON "personas"
  FOR EACH STATEMENT EXECUTE FUNCTION "totales_truncated"();

CREATE TRIGGER "ayuntamientos_totales_insert" AFTER INSERT ON "ayuntamientos"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "totales_add_inserted"();
CREATE TRIGGER "ayuntamientos_totales_delete" AFTER DELETE ON "ayuntamientos"
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION "totales_remove_deleted"();
CREATE TRIGGER "ayuntamientos_totales_truncate" AFTER TRUNCATE ON "ayuntamientos"
  FOR EACH STATEMENT EXECUTE FUNCTION "totales_truncated"();
