-- AlterTable
ALTER TABLE "usuarios" ADD COLUMN     "recordatorio_sanitario" BOOLEAN NOT NULL DEFAULT false;
