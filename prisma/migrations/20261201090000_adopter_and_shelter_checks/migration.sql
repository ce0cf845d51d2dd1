-- Adoption preconditions, second part (issue 26; Ley 7/2023 art. 58.4, see docs/decisions.md):
-- the adopter's birth date or age confirmation, and the shelter's switches for the adopter and
-- núcleo zoológico checks (on) and for asking a birth date to prove age (off).

-- AlterTable
ALTER TABLE "personas" ADD COLUMN     "fecha_nacimiento" DATE,
ADD COLUMN     "mayor_edad" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "refugio" ADD COLUMN     "adopcion_adoptante" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "adopcion_edad_por_fecha" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "adopcion_mayoria_edad" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "adopcion_nucleo_zoologico" BOOLEAN NOT NULL DEFAULT true;
