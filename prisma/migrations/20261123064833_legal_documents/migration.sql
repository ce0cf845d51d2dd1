-- The shelter's identity ('Datos del refugio', one row) and the archive of generated legal documents.
-- CreateTable
CREATE TABLE "refugio" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "nombre" VARCHAR(150),
    "cif_nif" VARCHAR(25),
    "direccion" VARCHAR(250),
    "codigo_postal" VARCHAR(10),
    "localidad" VARCHAR(100),
    "provincia" VARCHAR(50),
    "telefono" VARCHAR(25),
    "email" VARCHAR(100),
    "nucleo_zoologico" VARCHAR(50),
    "logo" VARCHAR(255),
    "responsable_datos" VARCHAR(150),
    "contacto_derechos" VARCHAR(250),
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "refugio_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "refugio_single_row" CHECK ("id" = 1)
);

-- CreateTable
CREATE TABLE "documentos_generados" (
    "id" SERIAL NOT NULL,
    "entrada_salida_id" INTEGER NOT NULL,
    "tipo" VARCHAR(40) NOT NULL,
    "nombre_archivo" VARCHAR(150) NOT NULL,
    "archivo" VARCHAR(255) NOT NULL,
    "sha256" CHAR(64) NOT NULL,
    "bytes" INTEGER NOT NULL,
    "parametros" JSONB NOT NULL,
    "generado_por" VARCHAR(25) NOT NULL,
    "generado_en" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "documentos_generados_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "documentos_generados_entrada_salida_id_generado_en_idx" ON "documentos_generados"("entrada_salida_id", "generado_en");

-- AddForeignKey
ALTER TABLE "documentos_generados" ADD CONSTRAINT "documentos_generados_entrada_salida_id_fkey" FOREIGN KEY ("entrada_salida_id") REFERENCES "entradas_salidas"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A generated document is kept as it was handed over: its row is never changed (deleting the E/S
-- still removes it with the E/S).
CREATE FUNCTION "documentos_generados_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'documentos_generados es de solo lectura';
END;
$$;

CREATE TRIGGER "documentos_generados_no_update" BEFORE UPDATE ON "documentos_generados"
  FOR EACH ROW EXECUTE FUNCTION "documentos_generados_immutable"();
