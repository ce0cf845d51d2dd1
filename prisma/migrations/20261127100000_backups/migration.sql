-- CreateTable
CREATE TABLE "copias_seguridad" (
    "id" SERIAL NOT NULL,
    "origen" VARCHAR(20) NOT NULL,
    "archivo" VARCHAR(120) NOT NULL,
    "empezada" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "terminada" TIMESTAMPTZ(3),
    "bytes" BIGINT,
    "error" TEXT,
    "borrada" TIMESTAMPTZ(3),
    "usuario_id" INTEGER,

    CONSTRAINT "copias_seguridad_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "copias_seguridad_empezada_idx" ON "copias_seguridad"("empezada");
