-- AlterTable
ALTER TABLE "animales" ADD COLUMN     "descripcion_publica" VARCHAR(1000),
ADD COLUMN     "publicado_adopcion" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "animales_publicados_idx" ON "animales"("id" DESC) WHERE (publicado_adopcion);
