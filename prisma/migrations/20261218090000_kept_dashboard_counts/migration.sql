-- Kept counts for the Dashboard and 'Tratamientos en curso' (issue 25): read in time that does not
-- grow with the shelter's history. Triggers keep them in the same transaction as every change,
-- like `totales`; statement-level ones where they can, so a bulk insert (the seed) updates once.

-- CreateTable
CREATE TABLE "tratamientos" (
    "observacion_id" INTEGER NOT NULL,
    "animal_id" INTEGER NOT NULL,
    "inicio" TIMESTAMPTZ(3),
    "hasta" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "tratamientos_pkey" PRIMARY KEY ("observacion_id")
);

-- CreateTable
CREATE TABLE "movimientos_mes" (
    "mes" DATE NOT NULL,
    "entradas" INTEGER NOT NULL DEFAULT 0,
    "salidas" INTEGER NOT NULL DEFAULT 0,
    "adopciones" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "movimientos_mes_pkey" PRIMARY KEY ("mes")
);

-- CreateIndex
CREATE INDEX "tratamientos_hasta_inicio_animal_id_observacion_id_idx" ON "tratamientos"("hasta", "inicio", "animal_id", "observacion_id");

-- AddForeignKey
ALTER TABLE "tratamientos" ADD CONSTRAINT "tratamientos_observacion_id_fkey" FOREIGN KEY ("observacion_id") REFERENCES "observaciones"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Treatments: one row per observation marked as one, with its stay's animal. A change of dates or
-- of the treatment flag replaces the row; a deleted observation takes its row with it (the key).
CREATE FUNCTION "tratamientos_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "tratamientos" t USING old_rows o WHERE t."observacion_id" = o."id";
  END IF;
  INSERT INTO "tratamientos" ("observacion_id", "animal_id", "inicio", "hasta")
  SELECT n."id", es."animal_id", n."tratamiento_fecha_inicio", coalesce(n."tratamiento_fecha_fin", 'infinity'::timestamptz)
  FROM new_rows n JOIN "entradas_salidas" es ON es."id" = n."entradas_salidas_id"
  WHERE n."tratamiento";
  RETURN NULL;
END $$;

CREATE TRIGGER "observaciones_tratamientos_insert" AFTER INSERT ON "observaciones"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "tratamientos_sync"();
CREATE TRIGGER "observaciones_tratamientos_update" AFTER UPDATE ON "observaciones"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "tratamientos_sync"();

-- A stay moved to another animal moves its treatments (transition tables cannot go with a column list).
CREATE FUNCTION "tratamientos_animal_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "tratamientos" t SET "animal_id" = NEW."animal_id"
  FROM "observaciones" o WHERE o."entradas_salidas_id" = NEW."id" AND t."observacion_id" = o."id";
  RETURN NULL;
END $$;

CREATE TRIGGER "entradas_salidas_tratamientos_animal" AFTER UPDATE OF "animal_id" ON "entradas_salidas"
  FOR EACH ROW WHEN (OLD."animal_id" IS DISTINCT FROM NEW."animal_id") EXECUTE FUNCTION "tratamientos_animal_changed"();

INSERT INTO "tratamientos" ("observacion_id", "animal_id", "inicio", "hasta")
SELECT o."id", es."animal_id", o."tratamiento_fecha_inicio", coalesce(o."tratamiento_fecha_fin", 'infinity'::timestamptz)
FROM "observaciones" o JOIN "entradas_salidas" es ON es."id" = o."entradas_salidas_id"
WHERE o."tratamiento";

-- The treatments are read from "tratamientos" now.
DROP INDEX IF EXISTS "observaciones_tratamiento_en_curso_idx";

-- Movements by month and the animals in the shelter (open stays, destino 6, a row of totales):
-- what the old rows gave is taken away and what the new rows give is added.
CREATE FUNCTION "movimientos_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "movimientos_mes" AS m ("mes", "entradas", "salidas", "adopciones")
    SELECT mes, sum(entradas)::int, sum(salidas)::int, sum(adopciones)::int FROM (
      SELECT date_trunc('month', "fecha_llegada")::date AS mes, 1 AS entradas, 0 AS salidas, 0 AS adopciones FROM new_rows
      UNION ALL
      SELECT date_trunc('month', "fecha_salida")::date, 0, 1, ("destino_id" = 3)::int FROM new_rows WHERE "fecha_salida" IS NOT NULL
    ) c GROUP BY mes
    ON CONFLICT ("mes") DO UPDATE SET "entradas" = m."entradas" + excluded."entradas",
      "salidas" = m."salidas" + excluded."salidas", "adopciones" = m."adopciones" + excluded."adopciones";
    UPDATE "totales" SET "total" = "total" + (SELECT count(*) FROM new_rows WHERE "destino_id" = 6) WHERE "tabla" = 'en_refugio';
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "movimientos_mes" m SET "entradas" = m."entradas" - c.entradas, "salidas" = m."salidas" - c.salidas,
      "adopciones" = m."adopciones" - c.adopciones
    FROM (
      SELECT mes, sum(entradas)::int AS entradas, sum(salidas)::int AS salidas, sum(adopciones)::int AS adopciones FROM (
        SELECT date_trunc('month', "fecha_llegada")::date AS mes, 1 AS entradas, 0 AS salidas, 0 AS adopciones FROM old_rows
        UNION ALL
        SELECT date_trunc('month', "fecha_salida")::date, 0, 1, ("destino_id" = 3)::int FROM old_rows WHERE "fecha_salida" IS NOT NULL
      ) r GROUP BY mes
    ) c WHERE m."mes" = c.mes;
    UPDATE "totales" SET "total" = "total" - (SELECT count(*) FROM old_rows WHERE "destino_id" = 6) WHERE "tabla" = 'en_refugio';
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION "movimientos_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "movimientos_mes";
  UPDATE "totales" SET "total" = 0 WHERE "tabla" = 'en_refugio';
  RETURN NULL;
END $$;

CREATE TRIGGER "entradas_salidas_movimientos_insert" AFTER INSERT ON "entradas_salidas"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "movimientos_sync"();
CREATE TRIGGER "entradas_salidas_movimientos_update" AFTER UPDATE ON "entradas_salidas"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "movimientos_sync"();
CREATE TRIGGER "entradas_salidas_movimientos_delete" AFTER DELETE ON "entradas_salidas"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "movimientos_sync"();
CREATE TRIGGER "entradas_salidas_movimientos_truncate" AFTER TRUNCATE ON "entradas_salidas"
  FOR EACH STATEMENT EXECUTE FUNCTION "movimientos_truncated"();

INSERT INTO "movimientos_mes" ("mes", "entradas", "salidas", "adopciones")
SELECT mes, sum(entradas)::int, sum(salidas)::int, sum(adopciones)::int FROM (
  SELECT date_trunc('month', "fecha_llegada")::date AS mes, 1 AS entradas, 0 AS salidas, 0 AS adopciones FROM "entradas_salidas"
  UNION ALL
  SELECT date_trunc('month', "fecha_salida")::date, 0, 1, ("destino_id" = 3)::int FROM "entradas_salidas" WHERE "fecha_salida" IS NOT NULL
) c GROUP BY mes;

INSERT INTO "totales" ("tabla", "total") SELECT 'en_refugio', count(*) FROM "entradas_salidas" WHERE "destino_id" = 6;

ANALYZE "tratamientos";
ANALYZE "movimientos_mes";
