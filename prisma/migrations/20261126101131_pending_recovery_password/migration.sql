-- AlterTable
ALTER TABLE "usuarios" ADD COLUMN     "recuperacion_enviada" TIMESTAMPTZ(3),
ADD COLUMN     "recuperacion_password" VARCHAR(255);
