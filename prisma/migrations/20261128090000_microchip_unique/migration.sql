-- Microchips (ISO 11784, api/src/domain/rules/microchip.ts): stored as 15 digits, spaces and the
-- leading 0 of a reader's 16-digit output removed; two fichas may not share a valid microchip.
-- `microchip` holds the identification when it is a valid ISO number (a code 001-998 and a
-- national number up to 274877906943), and null otherwise (no identification, a tattoo, a
-- foreign tag): its unique index refuses the second ficha and serves the exact search.

-- First the check, before anything changes: two fichas whose identifications would become the
-- same valid microchip. Nothing is merged or lost: the migration stops with a message naming
-- those fichas, the database stays as it was, and the next start tries again once they are
-- corrected.
DO $$
DECLARE
  problemas text;
BEGIN
  WITH normalizadas AS (
    SELECT id, registro, nombre, identificacion,
           CASE WHEN regexp_replace(identificacion, '\s', '', 'g') ~ '^0?[0-9]{15}$'
                THEN right(regexp_replace(identificacion, '\s', '', 'g'), 15) END AS chip
    FROM animales
    WHERE identificacion IS NOT NULL
  )
  SELECT string_agg(problema, ' | ' ORDER BY problema) INTO problemas
  FROM (
    SELECT format('las fichas %s tendrían el mismo microchip %s',
                  string_agg(format('%s (registro %s, %s, identificación %s)', id, registro, nombre, identificacion), ' y ' ORDER BY id),
                  chip) AS problema
    FROM normalizadas
    WHERE chip !~ '^(000|999)' AND substr(chip, 4) COLLATE "C" <= '274877906943'
    GROUP BY chip
    HAVING count(*) > 1
  ) AS choques;
  IF problemas IS NOT NULL THEN
    RAISE EXCEPTION 'Cada microchip pasa a poder estar en una sola ficha, y estas fichas lo comparten: %. '
      'Corrija la identificación (o elimine la ficha repetida) y vuelva a iniciar Refugio.', problemas;
  END IF;
END
$$;

UPDATE "animales" SET "identificacion" = right(regexp_replace("identificacion", '\s', '', 'g'), 15)
WHERE regexp_replace("identificacion", '\s', '', 'g') ~ '^0?[0-9]{15}$'
  AND "identificacion" <> right(regexp_replace("identificacion", '\s', '', 'g'), 15);

-- AlterTable: the same test as isIsoMicrochip. The 12-digit national numbers compare as text in
-- the C collation, which orders digits as numbers when the lengths are equal.
ALTER TABLE "animales" ADD COLUMN "microchip" VARCHAR(15) GENERATED ALWAYS AS (
  CASE WHEN "identificacion" ~ '^[0-9]{15}$'
        AND "identificacion" !~ '^(000|999)'
        AND substr("identificacion", 4) COLLATE "C" <= '274877906943'
       THEN "identificacion"::varchar(15) END
) STORED;

-- CreateIndex
CREATE UNIQUE INDEX "animales_microchip_key" ON "animales"("microchip");
