-- AlterTable
ALTER TABLE "documentos_generados" ADD COLUMN     "firmado_de_id" INTEGER;

-- CreateTable
CREATE TABLE "firmas_documento" (
    "id" SERIAL NOT NULL,
    "documento_id" INTEGER NOT NULL,
    "casilla" INTEGER NOT NULL,
    "rol" VARCHAR(80) NOT NULL,
    "nombre" VARCHAR(150) NOT NULL,
    "dni" VARCHAR(20) NOT NULL,
    "firmado_en" TIMESTAMPTZ(3) NOT NULL,
    "ip" VARCHAR(64) NOT NULL,
    "user_agent" VARCHAR(500) NOT NULL,
    "sha256_visto" CHAR(64) NOT NULL,
    "modo" VARCHAR(20) NOT NULL,
    "usuario" VARCHAR(25),
    "imagen" BYTEA NOT NULL,

    CONSTRAINT "firmas_documento_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "enlaces_firma" (
    "id" SERIAL NOT NULL,
    "documento_id" INTEGER NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "email" VARCHAR(100) NOT NULL,
    "creado_por" VARCHAR(25) NOT NULL,
    "creado_en" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expira_en" TIMESTAMPTZ(3) NOT NULL,
    "intentos_fallidos" INTEGER NOT NULL DEFAULT 0,
    "revocado_en" TIMESTAMPTZ(3),
    "usado_en" TIMESTAMPTZ(3),

    CONSTRAINT "enlaces_firma_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "firmas_documento_documento_id_idx" ON "firmas_documento"("documento_id");

-- CreateIndex
CREATE UNIQUE INDEX "enlaces_firma_token_hash_key" ON "enlaces_firma"("token_hash");

-- CreateIndex
CREATE INDEX "enlaces_firma_documento_id_idx" ON "enlaces_firma"("documento_id");

-- CreateIndex
CREATE INDEX "documentos_generados_sha256_idx" ON "documentos_generados"("sha256");

-- CreateIndex
CREATE INDEX "documentos_generados_firmado_de_id_idx" ON "documentos_generados"("firmado_de_id");

-- AddForeignKey
ALTER TABLE "documentos_generados" ADD CONSTRAINT "documentos_generados_firmado_de_id_fkey" FOREIGN KEY ("firmado_de_id") REFERENCES "documentos_generados"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "firmas_documento" ADD CONSTRAINT "firmas_documento_documento_id_fkey" FOREIGN KEY ("documento_id") REFERENCES "documentos_generados"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enlaces_firma" ADD CONSTRAINT "enlaces_firma_documento_id_fkey" FOREIGN KEY ("documento_id") REFERENCES "documentos_generados"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A signature is evidence, kept as it was written like its document (documentos_generados_no_update);
-- deleting it with its document stays possible.
CREATE FUNCTION "firmas_documento_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'firmas_documento es de solo lectura';
END;
$$;

CREATE TRIGGER "firmas_documento_no_update" BEFORE UPDATE ON "firmas_documento"
  FOR EACH ROW EXECUTE FUNCTION "firmas_documento_immutable"();
