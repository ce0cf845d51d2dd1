-- CreateTable
CREATE TABLE "actuaciones_sanitarias" (
    "id" SERIAL NOT NULL,
    "clase" VARCHAR(30) NOT NULL,
    "nombre" VARCHAR(100) NOT NULL,
    "tipo_id" INTEGER,
    "intervalo_dias" INTEGER,

    CONSTRAINT "actuaciones_sanitarias_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "protocolo_sanitario" (
    "id" SERIAL NOT NULL,
    "tipo_id" INTEGER NOT NULL,
    "actuacion_id" INTEGER NOT NULL,
    "dia" INTEGER NOT NULL,

    CONSTRAINT "protocolo_sanitario_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "actuaciones_animal" (
    "id" SERIAL NOT NULL,
    "animal_id" INTEGER NOT NULL,
    "entrada_salida_id" INTEGER,
    "actuacion_id" INTEGER NOT NULL,
    "fecha_prevista" DATE NOT NULL,
    "estado" VARCHAR(12) NOT NULL DEFAULT 'pendiente',
    "realizada_en" TIMESTAMPTZ(3),
    "producto" VARCHAR(100),
    "lote" VARCHAR(50),
    "caducidad" DATE,
    "veterinario_id" INTEGER,
    "notas" VARCHAR(500),
    "documentacion" VARCHAR(255),
    "motivo" VARCHAR(250),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "actuaciones_animal_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "protocolo_sanitario_tipo_id_actuacion_id_dia_key" ON "protocolo_sanitario"("tipo_id", "actuacion_id", "dia");

-- CreateIndex
CREATE INDEX "actuaciones_animal_pendientes_idx" ON "actuaciones_animal"("fecha_prevista", "animal_id") WHERE ((estado)::text = 'pendiente'::text);

-- CreateIndex
CREATE INDEX "actuaciones_animal_animal_id_fecha_prevista_idx" ON "actuaciones_animal"("animal_id", "fecha_prevista");

-- CreateIndex
CREATE INDEX "actuaciones_animal_entrada_salida_id_idx" ON "actuaciones_animal"("entrada_salida_id");

-- AddForeignKey
ALTER TABLE "actuaciones_sanitarias" ADD CONSTRAINT "actuaciones_sanitarias_tipo_id_fkey" FOREIGN KEY ("tipo_id") REFERENCES "tipos"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "protocolo_sanitario" ADD CONSTRAINT "protocolo_sanitario_tipo_id_fkey" FOREIGN KEY ("tipo_id") REFERENCES "tipos"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "protocolo_sanitario" ADD CONSTRAINT "protocolo_sanitario_actuacion_id_fkey" FOREIGN KEY ("actuacion_id") REFERENCES "actuaciones_sanitarias"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "actuaciones_animal" ADD CONSTRAINT "actuaciones_animal_animal_id_fkey" FOREIGN KEY ("animal_id") REFERENCES "animales"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "actuaciones_animal" ADD CONSTRAINT "actuaciones_animal_entrada_salida_id_fkey" FOREIGN KEY ("entrada_salida_id") REFERENCES "entradas_salidas"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "actuaciones_animal" ADD CONSTRAINT "actuaciones_animal_actuacion_id_fkey" FOREIGN KEY ("actuacion_id") REFERENCES "actuaciones_sanitarias"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "actuaciones_animal" ADD CONSTRAINT "actuaciones_animal_veterinario_id_fkey" FOREIGN KEY ("veterinario_id") REFERENCES "usuarios"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Values the domain writes (domain/rules/planSanitario.ts); anything else is a bug, refused here too.
ALTER TABLE "actuaciones_sanitarias" ADD CONSTRAINT "actuaciones_sanitarias_clase_check"
  CHECK ("clase" IN ('vacuna', 'desparasitacion_interna', 'desparasitacion_externa', 'prueba'));
ALTER TABLE "actuaciones_sanitarias" ADD CONSTRAINT "actuaciones_sanitarias_intervalo_check" CHECK ("intervalo_dias" BETWEEN 1 AND 3650);
ALTER TABLE "protocolo_sanitario" ADD CONSTRAINT "protocolo_sanitario_dia_check" CHECK ("dia" BETWEEN 0 AND 3650);
ALTER TABLE "actuaciones_animal" ADD CONSTRAINT "actuaciones_animal_estado_check"
  CHECK ("estado" IN ('pendiente', 'realizada', 'cancelada'));
