-- CreateTable
CREATE TABLE "documentos_personas" (
    "documento_id" INTEGER NOT NULL,
    "persona_id" INTEGER NOT NULL,

    CONSTRAINT "documentos_personas_pkey" PRIMARY KEY ("documento_id","persona_id")
);

-- CreateIndex
CREATE INDEX "documentos_personas_persona_id_idx" ON "documentos_personas"("persona_id");

-- AddForeignKey
ALTER TABLE "documentos_personas" ADD CONSTRAINT "documentos_personas_documento_id_fkey" FOREIGN KEY ("documento_id") REFERENCES "documentos_generados"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documentos_personas" ADD CONSTRAINT "documentos_personas_persona_id_fkey" FOREIGN KEY ("persona_id") REFERENCES "personas"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The documents already archived print the people of their E/S as it is now (a document prints
-- the entrada's and the salida's person; the ficha registral every E/S of the animal): the
-- closest record of what they printed that is left.
INSERT INTO "documentos_personas" ("documento_id", "persona_id")
SELECT DISTINCT d."id", p."persona_id"
  FROM "documentos_generados" d
  JOIN "entradas_salidas" es ON es."id" = d."entrada_salida_id"
  JOIN "entradas_salidas" s ON s."id" = es."id" OR (d."tipo" = 'ficha-registral' AND s."animal_id" = es."animal_id")
  CROSS JOIN LATERAL (VALUES (s."datos_entrada_id"), (s."datos_salida_id")) AS p("persona_id")
 WHERE p."persona_id" IS NOT NULL;
