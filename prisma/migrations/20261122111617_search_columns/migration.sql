-- Search columns: the searchable fields in lower case without Spanish and Catalan accents, kept
-- by the database itself (generated columns), so every writer keeps them right. The same letter
-- mapping is applied to search terms in api/src/domain/search/searchText.ts and a unit test keeps the
-- two in step. translate() and lower() are built in, so this works on PGlite and on any server.

-- AlterTable
ALTER TABLE "ayuntamientos" ADD COLUMN "busqueda" TEXT GENERATED ALWAYS AS (
  translate(
    lower("ayuntamiento" || ' ' || "cif" || ' ' || coalesce("direccion", '') || ' ' || coalesce("localidad", '')),
    'ÁÉÍÓÚÀÈÌÒÙÄËÏÖÜÂÊÎÔÛÑÇáéíóúàèìòùäëïöüâêîôûñç',
    'aeiouaeiouaeiouaeiouncaeiouaeiouaeiouaeiounc'
  )
) STORED;

-- AlterTable
ALTER TABLE "personas" ADD COLUMN "busqueda" TEXT GENERATED ALWAYS AS (
  translate(
    lower("apellido1" || ' ' || coalesce("apellido2", '') || ' ' || "nombre" || ' ' || "dni"),
    'ÁÉÍÓÚÀÈÌÒÙÄËÏÖÜÂÊÎÔÛÑÇáéíóúàèìòùäëïöüâêîôûñç',
    'aeiouaeiouaeiouaeiouncaeiouaeiouaeiouaeiounc'
  )
) STORED;

-- CreateIndex
CREATE INDEX "ayuntamientos_busqueda_id_idx" ON "ayuntamientos"("busqueda", "id");

-- CreateIndex
CREATE INDEX "personas_busqueda_id_idx" ON "personas"("busqueda", "id");
