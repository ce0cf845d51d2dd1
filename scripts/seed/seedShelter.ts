/**
 * Fills a Refugio database with a shelter's worth of realistic Spanish records, through the
 * migrated schema and set-based INSERT ... SELECT statements (no row-by-row round trips):
 * animals, their entries and exits (E/S) with the people and town halls involved, and the
 * observations and treatments of each stay.
 *
 * It adds to what is there: ids come from ranges reserved on each table's sequence, DNIs and
 * CIFs that already exist are skipped, and every row it writes references only rows it wrote.
 * Values are derived by hashing each row's id (for people and town halls, their place in the
 * batch, which also numbers their DNI or CIF), so the same ids always get the same data.
 */
import { performance } from "node:perf_hooks";
import type { Db } from "../../api/src/db/client.ts";
import { ACCENTED_LETTERS, PLAIN_LETTERS } from "../../api/src/domain/search/searchText.ts";
import * as data from "./spanishData.ts";

export type SeedCounts = {
  animales: number;
  personas: number;
  ayuntamientos: number;
  /** Average number of E/S per animal (each animal has between 1 and twice this minus 1). */
  estanciasPorAnimal: number;
  /** Average number of observations per E/S (between 0 and twice this). */
  observacionesPorEstancia: number;
};

/**
 * The example catalogue the seed's plan sanitario items use (marked as examples, as the shelter's
 * own example set is): added once, found by name after.
 */
const CATALOGUE: { clase: string; nombre: string; tipoId: number | null; intervaloDias: number }[] = [
  { clase: "desparasitacion_interna", nombre: "Desparasitación interna (ejemplo)", tipoId: null, intervaloDias: 90 },
  { clase: "vacuna", nombre: "Vacuna polivalente canina (ejemplo)", tipoId: 1, intervaloDias: 365 },
  { clase: "vacuna", nombre: "Vacuna trivalente felina (ejemplo)", tipoId: 2, intervaloDias: 365 },
  { clase: "desparasitacion_externa", nombre: "Desparasitación externa (ejemplo)", tipoId: null, intervaloDias: 30 },
];

export type SeedResult = {
  animales: number;
  personas: number;
  ayuntamientos: number;
  entradasSalidas: number;
  /** E/S still open (destino 6, En refugio): at most one per animal. */
  enRefugio: number;
  observaciones: number;
  tratamientosAbiertos: number;
  /** Plan sanitario items (actuaciones_animal), and those pending up to a week from today. */
  actuaciones: number;
  actuacionesPendientes: number;
};

/** The other counts follow the number of animals as in a large shelter: 3 people and 0.8 town halls per 10 animals. */
export function countsForAnimals(animales: number, overrides: Partial<Omit<SeedCounts, "animales">> = {}): SeedCounts {
  return {
    animales,
    personas: Math.ceil(animales * 0.3),
    ayuntamientos: Math.ceil(animales * 0.08),
    estanciasPorAnimal: 3,
    observacionesPorEstancia: 3,
    ...overrides,
  };
}

/** Share of animals whose last E/S is still open (in the shelter today), in percent. */
const IN_SHELTER_PERCENT = 8;
/** Fichas were opened over the last eight years. */
const HISTORY_DAYS = 8 * 365;

/** A well-mixed value in 0..2^32-1 from a row key and a salt, so each attribute varies independently. */
function hash(key: string, salt: number): string {
  return `(hashint8((${key})::bigint * 16777619 + ${salt})::bigint + 2147483648)`;
}

function pick(list: string, key: string, salt: number): string {
  return `(${list})[1 + ${hash(key, salt)} % cardinality(${list})]`;
}

/** CASE over cumulative percentages: weighted([[3, 55], [4, 20]]) gives 3 for 55% of rows, 4 for the next 20%. */
function weighted(key: string, salt: number, choices: [number, number][]): string {
  let cumulative = 0;
  const branches = choices.map(([value, percent]) => {
    cumulative += percent;
    return `WHEN ${hash(key, salt)} % 100 < ${cumulative} THEN ${value}`;
  });
  return `(CASE ${branches.join(" ")} END)`;
}

/** The CIF control letter of seven digits, as cifControlLetter() computes it. */
function cifLetterSql(digits: string): string {
  const terms = Array.from({ length: 7 }, (_, i) => {
    const digit = `substr(${digits}, ${i + 1}, 1)::int`;
    return i % 2 === 0 ? `(2 * ${digit}) / 10 + (2 * ${digit}) % 10` : digit;
  });
  return `substr('JABCDEFGHI', (10 - (${terms.join(" + ")}) % 10) % 10 + 1, 1)`;
}

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/**
 * Reserves `count` ids on a table's sequence and returns the first: later inserts by the app
 * get ids after the range, and ids already used (by rows or handed out) come before it.
 */
async function reserveIds(tx: Tx, table: string, count: number): Promise<number> {
  if (count === 0) return 0;
  const [row] = await tx.$queryRawUnsafe<{ last: bigint | number }[]>(
    `SELECT setval(pg_get_serial_sequence('${table}', 'id'),
       GREATEST((SELECT coalesce(max(id), 0) + 1 FROM ${table}), nextval(pg_get_serial_sequence('${table}', 'id'))) + $1 - 1) AS last`,
    count,
  );
  return Number(row!.last) - count + 1;
}

/** The word lists, written into the statements as array literals (they are constants of this file). */
const LISTS = {
  animalNames: data.ANIMAL_NAMES,
  dogBreeds: data.BREEDS_BY_TIPO[1]!,
  catBreeds: data.BREEDS_BY_TIPO[2]!,
  ferretBreeds: data.BREEDS_BY_TIPO[3]!,
  rabbitBreeds: data.BREEDS_BY_TIPO[4]!,
  birdBreeds: data.BREEDS_BY_TIPO[5]!,
  otherBreeds: data.BREEDS_BY_TIPO[6]!,
  coats: data.COATS,
  colours: data.COLOURS,
  tails: data.TAILS,
  remarks: data.REMARKS,
  notes: data.GENERAL_NOTES,
  treatments: data.TREATMENTS,
  firstNames: data.FIRST_NAMES,
  surnames: data.SURNAMES,
  streets: data.STREETS,
  localities: data.PLACES.map(([locality]) => locality),
  provinces: data.PLACES.map(([, province]) => province),
  postalPrefixes: data.PLACES.map(([, , prefix]) => prefix),
  townStarts: data.TOWN_STARTS,
  townEnds: data.TOWN_ENDS,
  townHallAddresses: data.TOWN_HALL_ADDRESSES,
  mailDomains: data.MAIL_DOMAINS,
};
const list = (name: keyof typeof LISTS) => `(ARRAY[${LISTS[name].map((word) => `'${word.replaceAll("'", "''")}'`).join(", ")}]::text[])`;

/** Integers computed here, written into the statements. */
const int = (value: number) => {
  if (!Number.isSafeInteger(value)) throw new Error(`No es un entero: ${value}`);
  return `${value}`;
};

function townHallsSql({ firstId, count, offset }: { firstId: number; count: number; offset: number }): string {
  const key = "i";
  const place = `(1 + ${hash(key, 1)} % cardinality(${list("provinces")}))`;
  return `
    INSERT INTO ayuntamientos (id, cif, ayuntamiento, direccion, codigo_postal, localidad, telefono)
    SELECT ${int(firstId)} + i, 'P' || digits || ${cifLetterSql("digits")},
           'Ayuntamiento de ' || town, address, prefix || lpad((${hash(key, 2)} % 900 + 1)::text, 3, '0'), town,
           '9' || lpad((${hash(key, 3)} % 100000000)::text, 8, '0')
    FROM (
      SELECT i,
             ${list("postalPrefixes")}[${place}] || lpad(((${int(offset)} + i) % 100000)::text, 5, '0') AS digits,
             ${list("postalPrefixes")}[${place}] AS prefix,
             ${pick(list("townStarts"), key, 4)} || ' ' || ${pick(list("townEnds"), key, 5)} AS town,
             ${pick(list("townHallAddresses"), key, 6)} AS address
      FROM generate_series(0, ${int(count)} - 1) AS i
    ) AS t
    ON CONFLICT DO NOTHING`;
}

function peopleSql({ firstId, count, offset }: { firstId: number; count: number; offset: number }): string {
  const key = "i";
  const number = `((${int(offset)} + i::bigint * 7919) % 100000000)`;
  // One in twenty is a foreigner's NIE: X, Y or Z (worth 0, 1, 2 in front of seven digits).
  const nieDigit = `(${hash(key, 1)} % 3)`;
  const dni = `CASE WHEN ${hash(key, 2)} % 20 = 0
      THEN substr('XYZ', ${nieDigit}::int + 1, 1) || lpad((${number} % 10000000)::text, 7, '0')
           || substr('${data.DNI_LETTERS}', ((${nieDigit} * 10000000 + ${number} % 10000000) % 23)::int + 1, 1)
      ELSE lpad(${number}::text, 8, '0') || substr('${data.DNI_LETTERS}', (${number} % 23)::int + 1, 1) END`;
  const place = `(1 + ${hash(key, 3)} % cardinality(${list("localities")}))`;
  return `
    INSERT INTO personas (id, dni, apellido1, apellido2, nombre, domicilio, localidad, codigo_postal, provincia,
                          telefono1, telefono2, email, adopcion)
    SELECT ${int(firstId)} + i, ${dni}, surname1, surname2, name,
           ${pick(list("streets"), key, 4)} || ', ' || (${hash(key, 5)} % 150 + 1),
           ${list("localities")}[${place}], ${list("postalPrefixes")}[${place}] || lpad((${hash(key, 6)} % 100)::text, 3, '0'),
           ${list("provinces")}[${place}],
           '6' || lpad((${hash(key, 7)} % 100000000)::text, 8, '0'),
           CASE WHEN ${hash(key, 8)} % 5 = 0 THEN '9' || lpad((${hash(key, 9)} % 100000000)::text, 8, '0') END,
           CASE WHEN ${hash(key, 10)} % 10 < 6 THEN
             translate(lower(name || '.' || surname1), '${ACCENTED_LETTERS}', '${PLAIN_LETTERS}')
             || (${hash(key, 11)} % 100) || '@' || ${pick(list("mailDomains"), key, 12)} END,
           ${hash(key, 13)} % 100 < 95
    FROM (
      SELECT i,
             ${pick(list("firstNames"), key, 14)} AS name,
             ${pick(list("surnames"), key, 15)} AS surname1,
             CASE WHEN ${hash(key, 16)} % 100 >= 3 THEN ${pick(list("surnames"), key, 17)} END AS surname2
      FROM generate_series(0, ${int(count)} - 1) AS i
    ) AS p
    ON CONFLICT DO NOTHING`;
}

/** The day an animal first arrived, from its id (the E/S statement recomputes it). */
const firstArrival = (id: string) => `(current_date - (30 + ${hash(id, 20)} % ${HISTORY_DAYS})::int)`;

function animalsSql({ firstId, count }: { firstId: number; count: number }): string {
  const key = "id";
  const tipo = weighted(key, 1, [
    [1, 55],
    [2, 33],
    [3, 3],
    [4, 4],
    [5, 3],
    [6, 2],
  ]);
  return `
    INSERT INTO animales (id, registro, nombre, identificacion, tipo_id, raza, pelo, color, cola, edad_anios, edad_meses,
                          talla_id, sexo_id, otros, created_at, updated_at)
    SELECT id, to_char(arrival, 'YYYY') || '/' || lpad(id::text, 6, '0'),
           ${pick(list("animalNames"), key, 2)},
           CASE WHEN ${hash(key, 3)} % 100 < 85 THEN
             CASE WHEN ${hash(key, 4)} % 10 < 7 THEN '7240' ELSE '9410' END
             || lpad(((id::bigint * 6364136223) % 99999999977)::text, 11, '0') END,
           tipo,
           CASE tipo WHEN 1 THEN ${pick(list("dogBreeds"), key, 5)} WHEN 2 THEN ${pick(list("catBreeds"), key, 5)}
                     WHEN 3 THEN ${pick(list("ferretBreeds"), key, 5)} WHEN 4 THEN ${pick(list("rabbitBreeds"), key, 5)}
                     WHEN 5 THEN ${pick(list("birdBreeds"), key, 5)} ELSE ${pick(list("otherBreeds"), key, 5)} END,
           CASE WHEN tipo <= 4 THEN ${pick(list("coats"), key, 6)} END,
           ${pick(list("colours"), key, 7)},
           CASE WHEN tipo <= 4 THEN ${pick(list("tails"), key, 8)} END,
           CASE WHEN ${hash(key, 9)} % 100 < 20 THEN 0 ELSE 1 + ${hash(key, 10)} % 14 END,
           ${hash(key, 11)} % 12,
           CASE WHEN tipo = 1 THEN ${weighted(key, 12, [
             [1, 30],
             [2, 40],
             [3, 25],
             [4, 5],
           ])} ELSE 1 END,
           ${weighted(key, 13, [
             [1, 48],
             [2, 48],
             [3, 4],
           ])},
           CASE WHEN ${hash(key, 14)} % 100 < 15 THEN ${pick(list("remarks"), key, 15)} END,
           arrival + time '10:00', arrival + time '10:00'
    FROM (
      SELECT id, ${firstArrival("id")} AS arrival, ${tipo} AS tipo
      FROM (SELECT ${int(firstId)} + k AS id FROM generate_series(0, ${int(count)} - 1) AS k) AS ids
    ) AS a`;
}

type StaysRange = {
  firstAnimal: number;
  animals: number;
  staysPerAnimal: number;
  people: [number, number];
  townHalls: [number, number];
};

function staysSql({ firstAnimal, animals, staysPerAnimal, people, townHalls }: StaysRange): string {
  const key = "a.id * 16 + s";
  const outerKey = "animal_id * 16 + s";
  const first = "s = 1";
  const procedencia = `CASE WHEN ${first} THEN ${weighted(key, 1, [
    [2, 45],
    [1, 25],
    [3, 10],
    [4, 10],
    [5, 10],
  ])}
                            ELSE ${weighted(key, 1, [
                              [1, 60],
                              [2, 30],
                              [4, 10],
                            ])} END`;
  const destino = `CASE WHEN is_open THEN 6
                        WHEN s = stays THEN ${weighted(key, 2, [
                          [3, 55],
                          [4, 20],
                          [5, 10],
                          [1, 10],
                          [2, 5],
                        ])}
                        ELSE ${weighted(key, 2, [
                          [3, 60],
                          [4, 30],
                          [5, 10],
                        ])} END`;
  const person = (salt: number) => `people.ids[1 + ${hash(outerKey, salt)} % cardinality(people.ids)]`;
  return `
    WITH people AS (SELECT array_agg(id) AS ids FROM personas WHERE id BETWEEN ${int(people[0])} AND ${int(people[1])}),
         halls AS (SELECT array_agg(id) AS ids FROM ayuntamientos WHERE id BETWEEN ${int(townHalls[0])} AND ${int(townHalls[1])})
    INSERT INTO entradas_salidas (animal_id, procedencia_id, destino_id, fecha_llegada, fecha_salida,
                                  datos_entrada_id, datos_salida_id, ayuntamiento_id, created_at)
    SELECT animal_id, procedencia, destino, llegada, salida,
           CASE WHEN procedencia IN (1, 4) AND ${hash(outerKey, 3)} % 10 < 9 OR procedencia = 2 AND ${hash(outerKey, 3)} % 10 < 4
                THEN ${person(4)} END AS datos_entrada_id,
           CASE WHEN destino IN (3, 4) THEN ${person(5)} END AS datos_salida_id,
           CASE WHEN procedencia IN (2, 3) AND ${hash(outerKey, 6)} % 10 < 9 THEN halls.ids[1 + ${hash(outerKey, 7)} % cardinality(halls.ids)] END
             AS ayuntamiento_id,
           llegada + time '10:00' AS created_at
    FROM (
      SELECT a.id AS animal_id, s, ${procedencia} AS procedencia, ${destino} AS destino, llegada,
             CASE WHEN NOT is_open THEN least(llegada + 1 + (${hash(key, 8)} % greatest(1, slot / 2))::int, current_date) END AS salida
      FROM (
        SELECT id, stays, arrival, (current_date - arrival) / stays AS slot,
               ${hash("id", 21)} % 100 < ${IN_SHELTER_PERCENT} AS open_now
        FROM (
          SELECT id, ${firstArrival("id")} AS arrival, 1 + ${hash("id", 22)} % (2 * ${int(staysPerAnimal)} - 1) AS stays
          FROM animales WHERE id BETWEEN ${int(firstAnimal)} AND ${int(firstAnimal)} + ${int(animals)} - 1
        ) AS base
      ) AS a
      CROSS JOIN LATERAL generate_series(1, a.stays::int) AS s
      CROSS JOIN LATERAL (SELECT a.open_now AND s = a.stays AS is_open,
                                 a.arrival + ((s - 1) * a.slot + ${hash(key, 9)} % greatest(1, a.slot / 4))::int AS llegada) AS stay
    ) AS es, people, halls`;
}

function observationsSql({ firstAnimal, animals, perStay }: { firstAnimal: number; animals: number; perStay: number }): string {
  const key = "es.id * 16 + o";
  const lastDay = "coalesce(es.fecha_salida, current_date)";
  const when = `least((es.fecha_llegada + (${hash(key, 1)} % (${lastDay} - es.fecha_llegada + 1))::int)
                      + make_interval(mins => (480 + ${hash(key, 2)} % 660)::int), now())`;
  const treatmentEnd = `CASE WHEN es.destino_id = 6 AND ${hash(key, 4)} % 100 < 30 THEN NULL
                             ELSE fecha_hora + make_interval(days => (3 + ${hash(key, 5)} % 28)::int) END`;
  return `
    INSERT INTO observaciones (entradas_salidas_id, tratamiento, descripcion, tratamiento_fecha_inicio, tratamiento_fecha_fin, fecha_hora)
    SELECT id, tratamiento,
           CASE WHEN tratamiento THEN ${pick(list("treatments"), "id * 16 + o", 6)} ELSE ${pick(list("notes"), "id * 16 + o", 6)} END,
           CASE WHEN tratamiento THEN fecha_hora END,
           CASE WHEN tratamiento THEN end_at END,
           fecha_hora
    FROM (
      SELECT es.id, o, ${hash(key, 3)} % 100 < 25 AS tratamiento, fecha_hora, ${treatmentEnd} AS end_at
      FROM entradas_salidas es
      CROSS JOIN LATERAL generate_series(1, (${hash("es.id", 30)} % (2 * ${int(perStay)} + 1))::int) AS o
      CROSS JOIN LATERAL (SELECT ${when} AS fecha_hora) AS w
      WHERE es.animal_id BETWEEN ${int(firstAnimal)} AND ${int(firstAnimal)} + ${int(animals)} - 1
    ) AS obs`;
}

/** Adds the example catalogue's rows that are missing (by name). */
function catalogueSql(): string {
  const rows = CATALOGUE.map(({ clase, nombre, tipoId, intervaloDias }) => `('${clase}', '${nombre}', ${tipoId ?? "NULL"}::int, ${int(intervaloDias)})`);
  return `
    INSERT INTO actuaciones_sanitarias (clase, nombre, tipo_id, intervalo_dias)
    SELECT c.clase, c.nombre, c.tipo_id, c.intervalo_dias FROM (VALUES ${rows.join(", ")}) AS c(clase, nombre, tipo_id, intervalo_dias)
    WHERE NOT EXISTS (SELECT 1 FROM actuaciones_sanitarias s WHERE s.nombre = c.nombre)`;
}

/**
 * Plan sanitario items, about five per animal: the protocol of each E/S (an internal deworming on
 * the day of arrival; two in three stays also a vaccine, or an external deworming for species
 * without one, on day 21), given when due while the animal was in, cancelled when it left first;
 * on open stays some are still pending and overdue. Every animal in the shelter also has a booster
 * due between ten days ago and fifty days ahead. Done, due and overdue mix as in a busy shelter.
 */
function planItemsSql({ firstAnimal, animals }: { firstAnimal: number; animals: number }): string {
  const key = "es.id * 4 + k";
  const catalogue = (nombre: string) => `(SELECT min(id) FROM actuaciones_sanitarias WHERE nombre = '${nombre}')`;
  const [deworming, dogVaccine, catVaccine, external] = CATALOGUE.map(({ nombre }) => catalogue(nombre));
  const secondItem = `CASE a.tipo_id WHEN 1 THEN ${dogVaccine} WHEN 2 THEN ${catVaccine} ELSE ${external} END`;
  const state = `CASE
      WHEN es.fecha_salida IS NOT NULL AND due > es.fecha_salida THEN 'cancelada'
      WHEN due >= current_date THEN 'pendiente'
      WHEN es.fecha_salida IS NULL AND ${hash(key, 2)} % 100 < 15 THEN 'pendiente'
      ELSE 'realizada' END`;
  return `
    INSERT INTO actuaciones_animal (animal_id, entrada_salida_id, actuacion_id, fecha_prevista, estado, realizada_en, producto, lote, caducidad, notas, motivo)
    SELECT animal_id, es_id, actuacion_id, due, estado,
           CASE WHEN estado = 'realizada' THEN (due + (${hash("es_id * 4 + k", 3)} % 3)::int) + time '10:30' END,
           CASE WHEN estado = 'realizada' THEN nombre END,
           CASE WHEN estado = 'realizada' THEN 'L' || lpad((${hash("es_id * 4 + k", 4)} % 1000000)::text, 6, '0') END,
           CASE WHEN estado = 'realizada' THEN due + 540 END,
           NULL,
           CASE WHEN estado = 'cancelada' THEN 'Salida del refugio el ' || to_char(fecha_salida, 'DD/MM/YYYY') END
    FROM (
      SELECT es.animal_id, es.id AS es_id, k, es.fecha_salida, item.actuacion_id, item.due, ${state} AS estado,
             (SELECT nombre FROM actuaciones_sanitarias WHERE id = item.actuacion_id) AS nombre
      FROM entradas_salidas es JOIN animales a ON a.id = es.animal_id
      CROSS JOIN LATERAL generate_series(1, CASE WHEN ${hash("es.id", 40)} % 3 < 2 THEN 2 ELSE 1 END) AS k
      CROSS JOIN LATERAL (SELECT CASE k WHEN 1 THEN ${deworming} ELSE ${secondItem} END AS actuacion_id,
                                 es.fecha_llegada + CASE k WHEN 1 THEN 0 ELSE 21 END AS due) AS item
      WHERE es.animal_id BETWEEN ${int(firstAnimal)} AND ${int(firstAnimal)} + ${int(animals)} - 1
      UNION ALL
      SELECT es.animal_id, es.id, 3, NULL, ${external}, current_date - 10 + (${hash("es.id * 4 + 3", 41)} % 60)::int, 'pendiente', NULL
      FROM entradas_salidas es
      WHERE es.destino_id = 6 AND es.animal_id BETWEEN ${int(firstAnimal)} AND ${int(firstAnimal)} + ${int(animals)} - 1
    ) AS items`;
}

export type SeedOptions = {
  /** Told about each table once it is filled. */
  onStep?: (step: { tabla: string; filas: number; ms: number }) => void;
  /** Where DNI and CIF numbering starts; random unless given (tests give it to force repeats). */
  identityOffset?: number;
};

/** Adds `counts` worth of records in one transaction; nothing is written if any step fails. */
export async function seedShelter(db: Db, counts: SeedCounts, options: SeedOptions = {}): Promise<SeedResult> {
  const onStep = options.onStep ?? (() => {});
  const offset = options.identityOffset ?? Math.floor(Math.random() * 100_000_000);
  const result = await db.$transaction(
    async (tx) => {
      // generate_series() makes the planner expect huge row counts, so PostgreSQL would JIT-compile
      // each statement: seconds of compilation that these one-off statements never win back.
      await tx.$executeRawUnsafe("SET LOCAL jit = off");
      const insert = async (tabla: string, count: number, sql: () => string) => {
        if (count === 0) return 0;
        const started = performance.now();
        const filas = await tx.$executeRawUnsafe(sql());
        onStep({ tabla, filas, ms: performance.now() - started });
        return filas;
      };
      const hallBase = await reserveIds(tx, "ayuntamientos", counts.ayuntamientos);
      const ayuntamientos = await insert("ayuntamientos", counts.ayuntamientos, () => townHallsSql({ firstId: hallBase, count: counts.ayuntamientos, offset }));
      const personBase = await reserveIds(tx, "personas", counts.personas);
      const personas = await insert("personas", counts.personas, () => peopleSql({ firstId: personBase, count: counts.personas, offset }));
      const animalBase = await reserveIds(tx, "animales", counts.animales);
      const animals = { firstAnimal: animalBase, animals: counts.animales };
      const animales = await insert("animales", counts.animales, () => animalsSql({ firstId: animalBase, count: counts.animales }));
      const entradasSalidas = await insert("entradas_salidas", counts.animales, () =>
        staysSql({
          ...animals,
          staysPerAnimal: counts.estanciasPorAnimal,
          people: [personBase, personBase + counts.personas - 1],
          townHalls: [hallBase, hallBase + counts.ayuntamientos - 1],
        }),
      );
      const observaciones = await insert("observaciones", counts.animales, () => observationsSql({ ...animals, perStay: counts.observacionesPorEstancia }));
      if (counts.animales > 0) await tx.$executeRawUnsafe(catalogueSql());
      const actuaciones = await insert("actuaciones_animal", counts.animales, () => planItemsSql(animals));
      const [open] = await tx.$queryRawUnsafe<{ stays: number; treatments: number; due: number }[]>(
        `SELECT (SELECT count(*)::int FROM entradas_salidas WHERE destino_id = 6 AND animal_id BETWEEN $1 AND $2) AS stays,
                (SELECT count(*)::int FROM observaciones o JOIN entradas_salidas es ON es.id = o.entradas_salidas_id
                  WHERE es.animal_id BETWEEN $1 AND $2 AND o.tratamiento AND o.tratamiento_fecha_inicio <= now()
                    AND (o.tratamiento_fecha_fin IS NULL OR o.tratamiento_fecha_fin > now())) AS treatments,
                (SELECT count(*)::int FROM actuaciones_animal WHERE animal_id BETWEEN $1 AND $2 AND estado = 'pendiente'
                  AND fecha_prevista <= current_date + 7) AS due`,
        animalBase,
        animalBase + counts.animales - 1,
      );
      return {
        animales,
        personas,
        ayuntamientos,
        entradasSalidas,
        enRefugio: open!.stays,
        observaciones,
        tratamientosAbiertos: open!.treatments,
        actuaciones,
        actuacionesPendientes: open!.due,
      };
    },
    { maxWait: 60_000, timeout: 60 * 60_000 },
  );
  // Fresh planner statistics, so the first queries after seeding use the indexes they should.
  const started = performance.now();
  await db.$executeRawUnsafe("ANALYZE animales, entradas_salidas, observaciones, personas, ayuntamientos, actuaciones_animal, tratamientos, movimientos_mes");
  onStep({ tabla: "ANALYZE", filas: 0, ms: performance.now() - started });
  return result;
}

/**
 * Gives every animal of a database seeded before the plan sanitario existed its items (the scale
 * bench's database outlives seed changes); returns how many it added.
 */
export async function seedPlanSanitarioOfAll(db: Db): Promise<number> {
  return db.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe("SET LOCAL jit = off");
      const [range] = await tx.$queryRawUnsafe<{ first: number | null; last: number | null }[]>("SELECT min(id) AS first, max(id) AS last FROM animales");
      if (range?.first == null || range.last == null) return 0;
      await tx.$executeRawUnsafe(catalogueSql());
      return tx.$executeRawUnsafe(planItemsSql({ firstAnimal: range.first, animals: range.last - range.first + 1 }));
    },
    { maxWait: 60_000, timeout: 60 * 60_000 },
  );
}
