-- CreateTable
CREATE TABLE "archivos" (
    "ruta" VARCHAR(255) NOT NULL,
    "tipo_contenido" VARCHAR(100) NOT NULL,
    "tamano" INTEGER NOT NULL,
    "sha256" CHAR(64) NOT NULL,
    "contenido" BYTEA NOT NULL,
    "creado" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "archivos_pkey" PRIMARY KEY ("ruta")
);

-- CreateTable
CREATE TABLE "archivos_variantes" (
    "ruta" VARCHAR(255) NOT NULL,
    "variante" VARCHAR(20) NOT NULL,
    "tipo_contenido" VARCHAR(100) NOT NULL,
    "tamano" INTEGER NOT NULL,
    "sha256" CHAR(64) NOT NULL,
    "contenido" BYTEA NOT NULL,

    CONSTRAINT "archivos_variantes_pkey" PRIMARY KEY ("ruta","variante")
);

-- AddForeignKey
ALTER TABLE "archivos_variantes" ADD CONSTRAINT "archivos_variantes_ruta_fkey" FOREIGN KEY ("ruta") REFERENCES "archivos"("ruta") ON DELETE CASCADE ON UPDATE CASCADE;

-- The size is the bytes' own; photos, PDFs and documents are already compressed, so their bytes
-- are kept out of line without trying to compress them again (TOAST's EXTERNAL).
ALTER TABLE "archivos" ADD CONSTRAINT "archivos_tamano_check" CHECK ("tamano" = octet_length("contenido"));
ALTER TABLE "archivos_variantes" ADD CONSTRAINT "archivos_variantes_tamano_check" CHECK ("tamano" = octet_length("contenido"));
ALTER TABLE "archivos" ALTER COLUMN "contenido" SET STORAGE EXTERNAL;
ALTER TABLE "archivos_variantes" ALTER COLUMN "contenido" SET STORAGE EXTERNAL;
