-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "roles" (
    "id" INTEGER NOT NULL,
    "rol" VARCHAR(50) NOT NULL,

    CONSTRAINT "roles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "usuarios" (
    "id" SERIAL NOT NULL,
    "username" VARCHAR(25) NOT NULL,
    "password" VARCHAR(255) NOT NULL,
    "email" VARCHAR(100),
    "rol_id" INTEGER NOT NULL,
    "activo" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "usuarios_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "personas" (
    "id" SERIAL NOT NULL,
    "dni" VARCHAR(25) NOT NULL,
    "apellido1" VARCHAR(100) NOT NULL,
    "apellido2" VARCHAR(100),
    "nombre" VARCHAR(100) NOT NULL,
    "domicilio" VARCHAR(250),
    "localidad" VARCHAR(100) NOT NULL,
    "codigo_postal" VARCHAR(10),
    "provincia" VARCHAR(50) NOT NULL,
    "telefono1" VARCHAR(25) NOT NULL,
    "telefono2" VARCHAR(25),
    "email" VARCHAR(100),
    "adopcion" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "personas_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ayuntamientos" (
    "id" SERIAL NOT NULL,
    "cif" VARCHAR(25) NOT NULL,
    "ayuntamiento" VARCHAR(150) NOT NULL,
    "direccion" VARCHAR(250),
    "codigo_postal" VARCHAR(10),
    "localidad" VARCHAR(100),
    "telefono" VARCHAR(25),

    CONSTRAINT "ayuntamientos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tipos" (
    "id" INTEGER NOT NULL,
    "tipo" VARCHAR(50) NOT NULL,

    CONSTRAINT "tipos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tallas" (
    "id" INTEGER NOT NULL,
    "talla" VARCHAR(25) NOT NULL,
    "descripcion" VARCHAR(100),

    CONSTRAINT "tallas_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sexos" (
    "id" INTEGER NOT NULL,
    "sexo" VARCHAR(25) NOT NULL,
    "descripcion" VARCHAR(100),

    CONSTRAINT "sexos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "procedencias" (
    "id" INTEGER NOT NULL,
    "procedencia" VARCHAR(100) NOT NULL,

    CONSTRAINT "procedencias_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "destinos" (
    "id" INTEGER NOT NULL,
    "destino" VARCHAR(100) NOT NULL,

    CONSTRAINT "destinos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "animales" (
    "id" SERIAL NOT NULL,
    "registro" VARCHAR(25) NOT NULL,
    "fotografia" VARCHAR(255),
    "foto_version" INTEGER NOT NULL DEFAULT 0,
    "nombre" VARCHAR(25) NOT NULL,
    "identificacion" VARCHAR(25),
    "tipo_id" INTEGER,
    "raza" VARCHAR(25),
    "pelo" VARCHAR(25),
    "color" VARCHAR(25),
    "cola" VARCHAR(25),
    "edad_anios" INTEGER NOT NULL DEFAULT 0,
    "edad_meses" INTEGER NOT NULL DEFAULT 0,
    "talla_id" INTEGER,
    "sexo_id" INTEGER,
    "otros" VARCHAR(250),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "animales_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "entradas_salidas" (
    "id" SERIAL NOT NULL,
    "animal_id" INTEGER NOT NULL,
    "procedencia_id" INTEGER,
    "destino_id" INTEGER NOT NULL DEFAULT 6,
    "fecha_llegada" DATE NOT NULL,
    "fecha_salida" DATE,
    "datos_entrada_id" INTEGER,
    "datos_salida_id" INTEGER,
    "ayuntamiento_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "entradas_salidas_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "observaciones" (
    "id" SERIAL NOT NULL,
    "entradas_salidas_id" INTEGER NOT NULL,
    "tratamiento" BOOLEAN NOT NULL DEFAULT false,
    "descripcion" VARCHAR(250) NOT NULL,
    "documentacion" VARCHAR(255),
    "tratamiento_fecha_inicio" TIMESTAMPTZ(3),
    "tratamiento_fecha_fin" TIMESTAMPTZ(3),
    "fecha_hora" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "observaciones_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "logs" (
    "id" SERIAL NOT NULL,
    "fecha_hora" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "usuario_id" INTEGER,
    "username" VARCHAR(25) NOT NULL,
    "descripcion" VARCHAR(500) NOT NULL,

    CONSTRAINT "logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "actividades" (
    "id" SERIAL NOT NULL,
    "fecha_hora" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "tabla" VARCHAR(50) NOT NULL,
    "accion" VARCHAR(50) NOT NULL,
    "descripcion" VARCHAR(500) NOT NULL,
    "usuario" VARCHAR(25) NOT NULL,
    "registro_id" INTEGER,

    CONSTRAINT "actividades_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "smtp_config" (
    "id" SERIAL NOT NULL,
    "smtp_host" VARCHAR(100) NOT NULL,
    "smtp_port" INTEGER NOT NULL DEFAULT 587,
    "smtp_user" VARCHAR(100) NOT NULL,
    "smtp_password" VARCHAR(512) NOT NULL,
    "smtp_ssl" BOOLEAN NOT NULL DEFAULT true,
    "remitente_email" VARCHAR(100) NOT NULL,
    "remitente_nombre" VARCHAR(100) NOT NULL,

    CONSTRAINT "smtp_config_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "configuracion" (
    "id" INTEGER NOT NULL,
    "app_version" VARCHAR(20) NOT NULL,
    "app_version_fecha" DATE NOT NULL,

    CONSTRAINT "configuracion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "entradas_salidas_animal_id_idx" ON "entradas_salidas"("animal_id");

-- CreateIndex
CREATE INDEX "entradas_salidas_datos_entrada_id_idx" ON "entradas_salidas"("datos_entrada_id");

-- CreateIndex
CREATE INDEX "entradas_salidas_datos_salida_id_idx" ON "entradas_salidas"("datos_salida_id");

-- CreateIndex
CREATE INDEX "entradas_salidas_ayuntamiento_id_idx" ON "entradas_salidas"("ayuntamiento_id");

-- CreateIndex
CREATE UNIQUE INDEX "entradas_salidas_one_open_stay" ON "entradas_salidas"("animal_id") WHERE (destino_id = 6);

-- CreateIndex
CREATE INDEX "observaciones_entradas_salidas_id_idx" ON "observaciones"("entradas_salidas_id");

-- CreateIndex
CREATE INDEX "logs_fecha_hora_idx" ON "logs"("fecha_hora");

-- CreateIndex
CREATE INDEX "logs_usuario_id_fecha_hora_idx" ON "logs"("usuario_id", "fecha_hora");

-- CreateIndex
CREATE INDEX "actividades_fecha_hora_idx" ON "actividades"("fecha_hora");

-- AddForeignKey
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_rol_id_fkey" FOREIGN KEY ("rol_id") REFERENCES "roles"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "animales" ADD CONSTRAINT "animales_tipo_id_fkey" FOREIGN KEY ("tipo_id") REFERENCES "tipos"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "animales" ADD CONSTRAINT "animales_talla_id_fkey" FOREIGN KEY ("talla_id") REFERENCES "tallas"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "animales" ADD CONSTRAINT "animales_sexo_id_fkey" FOREIGN KEY ("sexo_id") REFERENCES "sexos"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "entradas_salidas" ADD CONSTRAINT "entradas_salidas_animal_id_fkey" FOREIGN KEY ("animal_id") REFERENCES "animales"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "entradas_salidas" ADD CONSTRAINT "entradas_salidas_procedencia_id_fkey" FOREIGN KEY ("procedencia_id") REFERENCES "procedencias"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "entradas_salidas" ADD CONSTRAINT "entradas_salidas_destino_id_fkey" FOREIGN KEY ("destino_id") REFERENCES "destinos"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "entradas_salidas" ADD CONSTRAINT "entradas_salidas_datos_entrada_id_fkey" FOREIGN KEY ("datos_entrada_id") REFERENCES "personas"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "entradas_salidas" ADD CONSTRAINT "entradas_salidas_datos_salida_id_fkey" FOREIGN KEY ("datos_salida_id") REFERENCES "personas"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "entradas_salidas" ADD CONSTRAINT "entradas_salidas_ayuntamiento_id_fkey" FOREIGN KEY ("ayuntamiento_id") REFERENCES "ayuntamientos"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "observaciones" ADD CONSTRAINT "observaciones_entradas_salidas_id_fkey" FOREIGN KEY ("entradas_salidas_id") REFERENCES "entradas_salidas"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "logs" ADD CONSTRAINT "logs_usuario_id_fkey" FOREIGN KEY ("usuario_id") REFERENCES "usuarios"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------------------
-- Written by hand: the Prisma schema language cannot express these, and they cause no drift.
-- ---------------------------------------------------------------------------------------

-- Usernames, DNIs and CIFs are unique ignoring case and spaces.
CREATE UNIQUE INDEX "usuarios_username_lower_key" ON "usuarios" (lower("username"));
CREATE UNIQUE INDEX "personas_dni_norm_key" ON "personas" (upper(regexp_replace("dni", '\s', '', 'g')));
CREATE UNIQUE INDEX "ayuntamientos_cif_norm_key" ON "ayuntamientos" (upper(regexp_replace("cif", '\s', '', 'g')));

-- Values the spec bounds.
ALTER TABLE "animales" ADD CONSTRAINT "animales_edad_anios_check" CHECK ("edad_anios" >= 0);
ALTER TABLE "animales" ADD CONSTRAINT "animales_edad_meses_check" CHECK ("edad_meses" BETWEEN 0 AND 11);
ALTER TABLE "entradas_salidas" ADD CONSTRAINT "entradas_salidas_fechas_check"
  CHECK ("fecha_salida" IS NULL OR "fecha_salida" >= "fecha_llegada");
ALTER TABLE "smtp_config" ADD CONSTRAINT "smtp_config_port_check" CHECK ("smtp_port" BETWEEN 1 AND 65535);

-- Lookups with the fixed ids of the spec (see README "Valores de las tablas auxiliares").
INSERT INTO "roles" ("id", "rol") VALUES
  (1, 'Administrador'), (2, 'Empleado'), (3, 'Veterinario');

INSERT INTO "tipos" ("id", "tipo") VALUES
  (1, 'Perro'), (2, 'Gato'), (3, 'Hurón'), (4, 'Conejo'), (5, 'Ave'), (6, 'Otro');

INSERT INTO "tallas" ("id", "talla", "descripcion") VALUES
  (1, 'Pequeña', 'Hasta 10 kg'),
  (2, 'Mediana', 'De 10 a 25 kg'),
  (3, 'Grande', 'De 25 a 45 kg'),
  (4, 'Gigante', 'Más de 45 kg');

INSERT INTO "sexos" ("id", "sexo", "descripcion") VALUES
  (1, 'Macho', 'Macho'),
  (2, 'Hembra', 'Hembra'),
  (3, 'Desconocido', 'Sexo sin determinar');

INSERT INTO "procedencias" ("id", "procedencia") VALUES
  (1, 'Abandono'),
  (2, 'Recogida en la vía pública'),
  (3, 'Decomiso o intervención'),
  (4, 'Traslado desde otro centro'),
  (5, 'Nacimiento en el refugio');

INSERT INTO "destinos" ("id", "destino") VALUES
  (1, 'Fallecimiento'),
  (2, 'Eutanasia'),
  (3, 'Adopción'),
  (4, 'Reconocimiento'),
  (5, 'Traslado a otro centro'),
  (6, 'En refugio');

INSERT INTO "configuracion" ("id", "app_version", "app_version_fecha") VALUES
  (1, '1.0.0', '2026-11-22');
