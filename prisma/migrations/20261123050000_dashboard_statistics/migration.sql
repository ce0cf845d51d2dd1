-- The Dashboard's adoptions of the year read only adoptions' exit dates.
-- CreateIndex
CREATE INDEX "entradas_salidas_adopciones_idx" ON "entradas_salidas"("fecha_salida") WHERE (destino_id = 3);

-- Statistics for the columns and expression indexes the previous migration added, so the planner
-- uses them from the first start rather than after the next automatic analyze: without them it
-- took the running treatments for a quarter of all observations.
ANALYZE "animales";
ANALYZE "observaciones";
ANALYZE "entradas_salidas";
