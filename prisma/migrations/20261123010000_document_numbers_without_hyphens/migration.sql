-- DNI and CIF numbers ignore hyphens from now on, as they already ignored case and spaces:
-- P-4600000-A and P4600000A are the same number. Stored numbers are rewritten to that form and
-- the unique indexes compare it, like normaliseDocumentNumber in api/src/domain/text.ts.

-- First the check, before anything changes: two people (or two town halls) whose numbers differ
-- only by hyphens would become one number, and a number made only of hyphens would become empty.
-- Nothing is merged or lost: the migration stops with a message naming those rows, the database
-- stays as it was, and the next start tries again once they are corrected.
DO $$
DECLARE
  problemas text;
BEGIN
  SELECT string_agg(problema, ' | ' ORDER BY problema) INTO problemas
  FROM (
    SELECT format('personas %s tendrían el mismo DNI %s',
                  string_agg(format('%s (%s %s, DNI %s)', id, nombre, apellido1, dni), ' y ' ORDER BY id),
                  upper(regexp_replace(dni, '[\s-]', '', 'g'))) AS problema
    FROM personas
    GROUP BY upper(regexp_replace(dni, '[\s-]', '', 'g'))
    HAVING count(*) > 1
    UNION ALL
    SELECT format('ayuntamientos %s tendrían el mismo CIF %s',
                  string_agg(format('%s (%s, CIF %s)', id, ayuntamiento, cif), ' y ' ORDER BY id),
                  upper(regexp_replace(cif, '[\s-]', '', 'g')))
    FROM ayuntamientos
    GROUP BY upper(regexp_replace(cif, '[\s-]', '', 'g'))
    HAVING count(*) > 1
    UNION ALL
    SELECT format('la persona %s (%s %s) quedaría sin DNI', id, nombre, apellido1)
    FROM personas WHERE regexp_replace(dni, '[\s-]', '', 'g') = ''
    UNION ALL
    SELECT format('el ayuntamiento %s (%s) quedaría sin CIF', id, ayuntamiento)
    FROM ayuntamientos WHERE regexp_replace(cif, '[\s-]', '', 'g') = ''
  ) AS choques;
  IF problemas IS NOT NULL THEN
    RAISE EXCEPTION 'Los DNI y CIF pasan a guardarse sin guiones, y estos registros coincidirían: %. '
      'Corrija los números (o elimine el registro repetido) y vuelva a iniciar Refugio.', problemas;
  END IF;
END
$$;

UPDATE "personas" SET "dni" = upper(regexp_replace("dni", '[\s-]', '', 'g'))
WHERE "dni" <> upper(regexp_replace("dni", '[\s-]', '', 'g'));

UPDATE "ayuntamientos" SET "cif" = upper(regexp_replace("cif", '[\s-]', '', 'g'))
WHERE "cif" <> upper(regexp_replace("cif", '[\s-]', '', 'g'));

DROP INDEX "personas_dni_norm_key";
CREATE UNIQUE INDEX "personas_dni_norm_key" ON "personas" (upper(regexp_replace("dni", '[\s-]', '', 'g')));

DROP INDEX "ayuntamientos_cif_norm_key";
CREATE UNIQUE INDEX "ayuntamientos_cif_norm_key" ON "ayuntamientos" (upper(regexp_replace("cif", '[\s-]', '', 'g')));
