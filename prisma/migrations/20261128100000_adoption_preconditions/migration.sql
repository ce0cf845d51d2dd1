-- Adoption preconditions (issue 26; Ley 7/2023, BOE-A-2023-7936, art. 58, see docs/decisions.md):
-- the animal's birth date and sterilisation, the adopter's sterilisation commitment on the exit,
-- the shelter's switches for each check (all on), and the species group of each tipo.

-- AlterTable
ALTER TABLE "animales" ADD COLUMN     "esterilizado" BOOLEAN,
ADD COLUMN     "fecha_esterilizacion" DATE,
ADD COLUMN     "fecha_nacimiento" DATE;

-- AlterTable
ALTER TABLE "entradas_salidas" ADD COLUMN     "compromiso_esterilizacion" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "fecha_limite_esterilizacion" DATE;

-- AlterTable
ALTER TABLE "refugio" ADD COLUMN     "adopcion_edad_minima" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "adopcion_esterilizacion" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "adopcion_identificacion" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "tipos" ADD COLUMN     "especie_ley" VARCHAR(10) NOT NULL DEFAULT 'otro';

ALTER TABLE "tipos" ADD CONSTRAINT "tipos_especie_ley_check" CHECK ("especie_ley" IN ('perro', 'gato', 'huron', 'otro'));

-- The tipos seeded by the first migration: 1 Perro, 2 Gato, 3 Hurón; the rest stay 'otro'.
UPDATE "tipos" SET "especie_ley" = CASE "id" WHEN 1 THEN 'perro' WHEN 2 THEN 'gato' WHEN 3 THEN 'huron' ELSE 'otro' END;
