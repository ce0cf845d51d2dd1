-- AlterTable: an observation marked sanitary goes into the adoption pack (Ley 7/2023, art. 58.7); a treatment always is.
ALTER TABLE "observaciones" ADD COLUMN "sanitaria" BOOLEAN NOT NULL DEFAULT false;

UPDATE "observaciones" SET "sanitaria" = true WHERE "tratamiento";
