-- AlterTable
ALTER TABLE "documentos_generados" ADD COLUMN     "version_firmada" INTEGER;

-- The signed versions already archived are numbered in the order they were made; the archive
-- refuses updates (documentos_generados_no_update), so the trigger steps aside for this one.
ALTER TABLE "documentos_generados" DISABLE TRIGGER "documentos_generados_no_update";
UPDATE "documentos_generados" AS d SET "version_firmada" = v.n
  FROM (SELECT "id", row_number() OVER (PARTITION BY "firmado_de_id" ORDER BY "id") AS n
        FROM "documentos_generados" WHERE "firmado_de_id" IS NOT NULL) AS v
  WHERE d."id" = v."id";
ALTER TABLE "documentos_generados" ENABLE TRIGGER "documentos_generados_no_update";

-- CreateIndex
CREATE UNIQUE INDEX "documentos_generados_firmado_de_id_version_firmada_key" ON "documentos_generados"("firmado_de_id", "version_firmada");
