-- CreateTable
CREATE TABLE "claves_api" (
    "id" SERIAL NOT NULL,
    "nombre" VARCHAR(19) NOT NULL,
    "alcance" VARCHAR(20) NOT NULL,
    "hash" CHAR(64) NOT NULL,
    "prefijo" VARCHAR(12) NOT NULL,
    "creada_por" VARCHAR(25) NOT NULL,
    "creada_en" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "caduca" TIMESTAMPTZ(3),
    "ultimo_uso" TIMESTAMPTZ(3),
    "revocada" TIMESTAMPTZ(3),

    CONSTRAINT "claves_api_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "claves_api_nombre_key" ON "claves_api"("nombre");

-- CreateIndex
CREATE UNIQUE INDEX "claves_api_hash_key" ON "claves_api"("hash");
