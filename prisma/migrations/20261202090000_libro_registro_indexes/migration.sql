-- The libro de registro reads entries and exits in (date, id) order and merges the two ranges;
-- with id in the index a page is read from it without sorting the period. The Dashboard reads
-- the same ranges by their leading column.
-- DropIndex
DROP INDEX "entradas_salidas_fecha_llegada_idx";

-- DropIndex
DROP INDEX "entradas_salidas_fecha_salida_idx";

-- CreateIndex
CREATE INDEX "entradas_salidas_fecha_llegada_id_idx" ON "entradas_salidas"("fecha_llegada", "id");

-- CreateIndex
CREATE INDEX "entradas_salidas_fecha_salida_id_idx" ON "entradas_salidas"("fecha_salida", "id");
