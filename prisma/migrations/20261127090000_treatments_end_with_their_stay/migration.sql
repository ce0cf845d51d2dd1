-- A treatment no longer outlives its stay (docs/decisions.md "Observations and treatments"):
-- saving an E/S with an exit date ends its running treatments on that day. Treatments still
-- running on stays closed before the rule get the same end the app gives: the last instant of the
-- exit day on the shelter's clock (now, when the exit day is today), never before their start;
-- those that had already ended by then keep their end. The shelter's zone is the app's setting,
-- which SQL cannot read: Europe/Madrid, the default, whose midnight comes before the Canaries', so
-- the end falls on the exit day in either. Each one is recorded as the app records it, by 'sistema'.
WITH finalizados AS (
  UPDATE observaciones o
  SET tratamiento_fecha_fin = greatest(o.tratamiento_fecha_inicio, fin.instante)
  FROM entradas_salidas es,
    LATERAL (
      SELECT CASE
        WHEN es.fecha_salida = (now() AT TIME ZONE 'Europe/Madrid')::date THEN now()
        ELSE ((es.fecha_salida + 1)::timestamp AT TIME ZONE 'Europe/Madrid') - interval '1 millisecond'
      END AS instante
    ) fin
  WHERE o.entradas_salidas_id = es.id
    AND o.tratamiento
    AND es.fecha_salida IS NOT NULL
    AND coalesce(o.tratamiento_fecha_fin, 'infinity'::timestamptz) > fin.instante
  RETURNING o.id,
    format('Finalizada la observación %s (tratamiento) de la E/S %s con la salida del %s', o.id, es.id, to_char(es.fecha_salida, 'DD/MM/YYYY')) AS descripcion
),
auditoria AS (
  INSERT INTO actividades (tabla, accion, descripcion, usuario, registro_id)
  SELECT 'observaciones', 'modificar', descripcion, 'sistema', id FROM finalizados
)
INSERT INTO logs (usuario_id, username, descripcion)
SELECT NULL, 'sistema', descripcion FROM finalizados;
