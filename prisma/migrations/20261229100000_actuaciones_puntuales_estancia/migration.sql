-- A one-off item of the plan sanitario now belongs to the stay the animal is in when it is added,
-- so the exit cancels it with the protocol's items. Pending one-offs added before, of animals still
-- in the shelter (destino 6), join their open stay; those of animals already gone are left as they are.
UPDATE "actuaciones_animal" AS a
SET "entrada_salida_id" = es."id"
FROM "entradas_salidas" AS es
WHERE a."entrada_salida_id" IS NULL
  AND a."estado" = 'pendiente'
  AND es."animal_id" = a."animal_id"
  AND es."destino_id" = 6;
