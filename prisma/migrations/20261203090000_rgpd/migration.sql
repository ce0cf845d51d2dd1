-- AlterTable
ALTER TABLE "logs" ADD COLUMN     "persona_accedida_id" INTEGER;

-- AlterTable
ALTER TABLE "personas" ADD COLUMN     "anonimizada_en" TIMESTAMPTZ(3),
ADD COLUMN     "bloqueada_en" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "refugio" ADD COLUMN     "plazo_conservacion_anios" INTEGER NOT NULL DEFAULT 5;

-- CreateIndex
CREATE INDEX "logs_accesos_idx" ON "logs"("fecha_hora") WHERE (persona_accedida_id IS NOT NULL);

-- CreateIndex
CREATE INDEX "personas_bloqueadas_idx" ON "personas"("id") WHERE (bloqueada_en IS NOT NULL);
