-- Who gave an item of the plan sanitario, as the cartilla prints it: the user's name and, for a
-- vet, their colegiado number. Both optional: accounts made before keep printing their username.
ALTER TABLE "usuarios" ADD COLUMN "nombre_completo" VARCHAR(100), ADD COLUMN "numero_colegiado" VARCHAR(25);
