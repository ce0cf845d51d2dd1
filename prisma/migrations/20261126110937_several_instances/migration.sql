-- CreateTable
CREATE TABLE "huellas_secretos" (
    "variable" VARCHAR(30) NOT NULL,
    "huella" CHAR(64) NOT NULL,
    "registrada" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "huellas_secretos_pkey" PRIMARY KEY ("variable")
);

-- CreateTable
CREATE TABLE "contadores" (
    "key" TEXT NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" BIGINT,

    CONSTRAINT "contadores_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "tareas_programadas" (
    "nombre" VARCHAR(60) NOT NULL,
    "ultimo_periodo" DATE,
    "empezada" TIMESTAMPTZ(3),
    "terminada" TIMESTAMPTZ(3),
    "error" TEXT,

    CONSTRAINT "tareas_programadas_pkey" PRIMARY KEY ("nombre")
);

-- CreateIndex
CREATE INDEX "contadores_expire_idx" ON "contadores"("expire");

-- Rewritten on most requests and worthless after a crash: kept out of the write-ahead log.
ALTER TABLE "contadores" SET UNLOGGED;
