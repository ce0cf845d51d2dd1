/**
 * What `npm run bench -- --scale` measures: each screen's GraphQL operation as the web client
 * sends it (named by its Relay artefact) and the key REST paths, each beside a hand-written SQL
 * floor that reads the same data. New screens (E/S, observations, listings, legal PDFs) are
 * added here: one entry each, with the variables the client sends and the floor's SQL.
 */
import { ACCENTED_LETTERS, normaliseForSearch, PLAIN_LETTERS } from "../../api/src/domain/search/searchText.ts";

/** Values picked from the seeded database when the bench starts. */
export type BenchContext = {
  userId: number;
  /** A whole microchip number, as a scanner types it. */
  chip: string;
  /** An animal name with an accent, as staff type it. */
  accentedName: string;
  /** Five digits from the middle of a registro. */
  registroFragment: string;
  /** An animal with several E/S and observations. */
  animalId: number;
  personSearch: string;
  townHallSearch: string;
  /** The activity-log screen's default window: the last 7 days up to today (yyyy-MM-dd). */
  logDays: { fromDate: string; toDate: string };
  /** Whether animales has the generated, folded search column yet (the floor then uses it). */
  animalSearchColumn: boolean;
  /**
   * Whether the database keeps the Dashboard's counts (movimientos_mes, tratamientos, totales'
   * en_refugio): the floors then read them as the app does; before that migration, they count.
   */
  keptCounts: boolean;
  /** The listing's periods (yyyy-MM-dd): the last year up to today, and the shortest one reaching back 1,000 E/S. */
  listadoYear: { fechaDesde: string; fechaHasta: string };
  listadoThousand: { fechaDesde: string; fechaHasta: string };
};

export type FloorQuery = { sql: string; params?: unknown[] };
/** One statement, or several the pool runs at once (as the app runs the Dashboard's). */
export type Floor = (context: BenchContext) => FloorQuery | FloorQuery[];

export type Limits = {
  /** Calls per phase at least and at most (the unfiltered REST list is 33 MB an answer). */
  minRequests?: number;
  maxRequests?: number;
};

export type GraphQLCase = {
  kind: "graphql";
  label: string;
  /** The Relay artefact, e.g. AnimalListPageQuery (web/src/__generated__/AnimalListPageQuery.graphql.ts), or the name of `document`. */
  operation: string;
  /**
   * A document sent whole, for a query no screen persists yet (an administrator may send one):
   * the server validates it on every request, which a persisted id skips.
   */
  document?: string;
  variables?: (context: BenchContext) => Record<string, unknown>;
  /** Sent without a session (the login screen). */
  anonymous?: boolean;
  floor: Floor;
  limits?: Limits;
};

export type RestCase = {
  kind: "rest";
  label: string;
  path: (context: BenchContext) => string;
  /** GET unless given; a POST sends `body` as JSON (a legal PDF or a listing, for instance). */
  method?: "GET" | "POST";
  body?: (context: BenchContext) => object;
  /** Sent without a session (the public adoptables). */
  anonymous?: boolean;
  floor: Floor;
  limits?: Limits;
};

export type BenchCase = GraphQLCase | RestCase;

/** 'Pendientes' as a client would ask for it (the web app has no screen for it yet). */
const PENDIENTES_DOCUMENT = `query PendientesBenchQuery($page: Int!, $first: Int!) {
  actuacionesPendientes(page: $page, first: $first) {
    totalCount
    actuaciones
    edges { node { animalDatabaseId nombre registro tipoDatabaseId photoUrl actuaciones { databaseId clase nombre fechaPrevista vencimiento } } }
  }
}`;

const fold = (column: string) => `translate(lower(${column}), '${ACCENTED_LETTERS}', '${PLAIN_LETTERS}')`;

/** The record list's search: the id itself, or a fragment of registro, identificación or nombre (accents and case ignored). */
function animalMatch(context: BenchContext, term: string, first: number): { where: string; params: unknown[] } {
  const haystack = context.animalSearchColumn ? "a.busqueda" : fold("a.registro || ' ' || coalesce(a.identificacion, '') || ' ' || a.nombre");
  const id = /^\d{1,9}$/.test(term) ? Number(term) : -1;
  return { where: `(a.id = $${first} OR ${haystack} LIKE '%' || $${first + 1} || '%')`, params: [id, normaliseForSearch(term)] };
}

const ANIMAL_ROW = `a.id, a.registro, a.nombre, a.identificacion, a.edad_anios, a.edad_meses, ta.talla, s.sexo`;
const ANIMAL_LOOKUPS = `LEFT JOIN tallas ta ON ta.id = a.talla_id LEFT JOIN sexos s ON s.id = a.sexo_id`;

/** Each row's estado (domain/animales/animalEstado.ts): its open E/S, else its last arrival, read for the page's rows. */
const lastStay = (animal: string) => `LEFT JOIN LATERAL (SELECT es.destino_id, es.fecha_salida FROM entradas_salidas es
  WHERE es.animal_id = ${animal}.id ORDER BY es.destino_id = 6 DESC, es.fecha_llegada DESC, es.id DESC LIMIT 1) AS ultima ON true`;
const LAST_STAY = lastStay("page");

/**
 * A page of 25 fichas, newest first, each with its estado, and how many match: the whole table's
 * count beside a page read backwards along the primary key; with a search, one pass that counts
 * the matches as it pages them.
 */
function animalListFloor(term: (context: BenchContext) => string | null): Floor {
  return (context) => {
    const value = term(context);
    if (!value) {
      return {
        sql: `SELECT (${KEPT_ANIMALS}) AS total, page.*, ultima.*
              FROM (SELECT ${ANIMAL_ROW} FROM animales a ${ANIMAL_LOOKUPS} ORDER BY a.id DESC LIMIT 26) AS page ${LAST_STAY}`,
      };
    }
    const match = animalMatch(context, value, 1);
    return {
      sql: `SELECT page.*, ultima.* FROM (SELECT ${ANIMAL_ROW}, count(*) OVER () AS total FROM animales a ${ANIMAL_LOOKUPS}
            WHERE ${match.where} ORDER BY a.id DESC LIMIT 26) AS page ${LAST_STAY}`,
      params: match.params,
    };
  };
}

/** The animals in the shelter: the kept total the app reads, or before it the open stays counted. */
const inShelter = (context: BenchContext) =>
  context.keptCounts ? "SELECT total FROM totales WHERE tabla = 'en_refugio'" : "SELECT count(*) FROM entradas_salidas WHERE destino_id = 6";

/**
 * The list filtered by estado: the fichas with an open E/S (joined through its partial index) or
 * without one, and their total from the kept totals, as the estado filter reads it.
 */
function animalEstadoFloor(enRefugio: boolean): Floor {
  return (context) => ({
    sql: `SELECT ${enRefugio ? `(${inShelter(context)})` : `(${KEPT_ANIMALS}) - (${inShelter(context)})`} AS total, page.*, ultima.*
          FROM (SELECT ${ANIMAL_ROW} FROM animales a ${ANIMAL_LOOKUPS}
                WHERE ${enRefugio ? "" : "NOT "}EXISTS (SELECT 1 FROM entradas_salidas o WHERE o.animal_id = a.id AND o.destino_id = 6)
                ORDER BY a.id DESC LIMIT 26) AS page ${LAST_STAY}`,
  });
}

/** Every matching ficha with its lookup texts and estado, as GET /api/animales/lista returns them. */
function animalRestListFloor(term: (context: BenchContext) => string | null): Floor {
  return (context) => {
    const value = term(context);
    const match = value ? animalMatch(context, value, 1) : { where: "true", params: [] };
    return {
      sql: `SELECT a.*, t.tipo, ta.talla, ta.descripcion AS talla_descripcion, s.sexo, s.descripcion AS sexo_descripcion, ultima.*
            FROM animales a LEFT JOIN tipos t ON t.id = a.tipo_id ${ANIMAL_LOOKUPS} ${lastStay("a")} WHERE ${match.where} ORDER BY a.id DESC`,
      params: match.params,
    };
  };
}

/** The record list screen (?filtro= in its address becomes the search). */
function animalListCase(label: string, term: (context: BenchContext) => string | null): GraphQLCase {
  return {
    kind: "graphql",
    label,
    operation: "AnimalListPageQuery",
    variables: (context) => ({ search: term(context), page: 1 }),
    floor: animalListFloor(term),
  };
}

function animalRestListCase(label: string, term: (context: BenchContext) => string | null): RestCase {
  return {
    kind: "rest",
    label,
    path: (context) => {
      const value = term(context);
      return value ? `/api/animales/lista?filtro=${encodeURIComponent(value)}` : "/api/animales/lista";
    },
    floor: animalRestListFloor(term),
  };
}

const VIEWER = `SELECT u.username, u.rol_id = 1 AS is_admin, r.rol FROM usuarios u JOIN roles r ON r.id = u.rol_id WHERE u.id = $1 AND u.activo`;
const kept = (table: string) => `SELECT total FROM totales WHERE tabla = '${table}'`;
const KEPT_ANIMALS = kept("animales");
/** The sidebar's totals: the rows of `totales` the app reads (domain/stats/counts.ts). */
const COUNTS = `(${KEPT_ANIMALS}) AS animales, (${kept("personas")}) AS personas, (${kept("ayuntamientos")}) AS ayuntamientos`;
const THIS_YEAR = `date_trunc('year', now() AT TIME ZONE 'Europe/Madrid')::date`;
const THIS_MONTH = `date_trunc('month', now() AT TIME ZONE 'Europe/Madrid')`;
/** The open-treatment condition (domain/observaciones/openTreatments.ts) on the kept treatments. */
const OPEN_TREATMENT = "t.hasta > now() AND (t.inicio IS NULL OR t.inicio <= now())";
/** The same on the observations, before the kept treatments, through the partial index it had then. */
const OPEN_TREATMENT_COUNTED = `o.tratamiento AND coalesce(o.tratamiento_fecha_fin, 'infinity'::timestamptz) > now()
  AND (o.tratamiento_fecha_inicio IS NULL OR o.tratamiento_fecha_inicio <= now())`;

/** The four cards, as domain/stats/dashboard.ts defines them, one statement each, from the kept counts where the app keeps them. */
function cards(context: BenchContext): FloorQuery[] {
  const queries = context.keptCounts
    ? [
        `SELECT total AS en_refugio FROM totales WHERE tabla = 'en_refugio'`,
        `SELECT total AS fichas FROM totales WHERE tabla = 'animales'`,
        `SELECT sum(adopciones) AS adopciones FROM movimientos_mes WHERE mes >= ${THIS_YEAR} AND mes < (${THIS_YEAR} + interval '1 year')::date`,
        `SELECT count(DISTINCT t.animal_id) AS en_tratamiento FROM tratamientos t WHERE ${OPEN_TREATMENT}`,
      ]
    : [
        "SELECT count(*) AS en_refugio FROM entradas_salidas WHERE destino_id = 6",
        `SELECT total AS fichas FROM totales WHERE tabla = 'animales'`,
        `SELECT count(*) AS adopciones FROM entradas_salidas WHERE destino_id = 3
           AND fecha_salida >= ${THIS_YEAR} AND fecha_salida < (${THIS_YEAR} + interval '1 year')::date`,
        `SELECT count(DISTINCT es.animal_id) AS en_tratamiento FROM entradas_salidas es WHERE es.id = ANY (ARRAY(
           SELECT o.entradas_salidas_id FROM observaciones o WHERE ${OPEN_TREATMENT_COUNTED}))`,
      ];
  return [...queries, "SELECT count(*) AS usuarios_activos FROM usuarios WHERE activo"].map((sql) => ({ sql }));
}

/** Entries and exits of the last twelve months, by month: the kept months, or before them two index range counts a month. */
function movements(context: BenchContext): FloorQuery[] {
  if (context.keptCounts) {
    return [
      { sql: `SELECT mes, entradas, salidas FROM movimientos_mes WHERE mes >= (${THIS_MONTH} - interval '11 months')::date AND mes <= ${THIS_MONTH}::date` },
    ];
  }
  return ["fecha_llegada", "fecha_salida"].map((column) => ({
    sql: `SELECT m, (SELECT count(*) FROM entradas_salidas WHERE ${column} >= m::date AND ${column} < (m + interval '1 month')::date) AS n
          FROM generate_series(${THIS_MONTH} - interval '11 months', ${THIS_MONTH}, interval '1 month') AS months(m)`,
  }));
}

/**
 * 'Tratamientos en curso', page 1 (10 rows): the open treatments, most recently started first,
 * with their animal, how many there are and how many animals they concern, in one statement.
 */
const TRATAMIENTOS_FLOOR: Floor = (context) => {
  const open = context.keptCounts
    ? `SELECT t.observacion_id AS id, t.animal_id, t.inicio FROM tratamientos t WHERE ${OPEN_TREATMENT}`
    : `SELECT o.id, es.animal_id, o.tratamiento_fecha_inicio AS inicio FROM observaciones o
       JOIN entradas_salidas es ON es.id = o.entradas_salidas_id WHERE ${OPEN_TREATMENT_COUNTED}`;
  return {
    sql: `WITH abiertos AS MATERIALIZED (${open})
          SELECT (SELECT count(*) FROM abiertos) AS total, (SELECT count(DISTINCT animal_id) FROM abiertos) AS animales, page.*
          FROM (SELECT o.id, o.entradas_salidas_id, o.descripcion, o.tratamiento_fecha_inicio, o.tratamiento_fecha_fin,
                       a.id AS animal_id, a.nombre, a.registro, a.fotografia, a.foto_version
                FROM (SELECT id, animal_id FROM abiertos ORDER BY inicio DESC NULLS LAST, id DESC LIMIT 11) p
                JOIN observaciones o ON o.id = p.id JOIN animales a ON a.id = p.animal_id) AS page`,
  };
};

/**
 * 'Pendientes' (issue 27), page 1 (25 animals): the pending items overdue or due within 7 days of
 * today (Madrid), grouped by animal from the pending items' due-date index alone, the animal due
 * earliest first, with the page's animals and their items and the list's totals, in one statement.
 */
const PENDIENTES_FLOOR: Floor = () => ({
  sql: `WITH animals AS MATERIALIZED (
          SELECT animal_id, min(fecha_prevista) AS primera, count(*) AS n FROM actuaciones_animal
          WHERE estado = 'pendiente' AND fecha_prevista <= (now() AT TIME ZONE 'Europe/Madrid')::date + 7 GROUP BY animal_id)
        SELECT (SELECT count(*) FROM animals) AS total, (SELECT sum(n) FROM animals) AS actuaciones, page.*
        FROM (SELECT an.id, an.nombre, an.registro, an.fotografia, an.foto_version, an.tipo_id,
                     (SELECT json_agg(json_build_object('id', i.id, 'clase', s.clase, 'nombre', s.nombre, 'fechaPrevista', i.fecha_prevista)
                                      ORDER BY i.fecha_prevista, i.id)
                      FROM actuaciones_animal i JOIN actuaciones_sanitarias s ON s.id = i.actuacion_id
                      WHERE i.animal_id = p.animal_id AND i.estado = 'pendiente'
                        AND i.fecha_prevista <= (now() AT TIME ZONE 'Europe/Madrid')::date + 7) AS items
              FROM (SELECT animal_id, primera FROM animals ORDER BY primera, animal_id LIMIT 25) p
              JOIN animales an ON an.id = p.animal_id ORDER BY p.primera, p.animal_id) AS page`,
});

const PERSONA_COLUMNS = `id, dni, nombre, apellido1, apellido2, domicilio, localidad, codigo_postal, provincia, telefono1, telefono2, email, adopcion`;

/** A page of 10 rows of a table with a `busqueda` column, alphabetical, and how many match every word. */
function busquedaPageFloor(table: string, columns: string, term: (context: BenchContext) => string | null): Floor {
  return (context) => {
    const words = normaliseForSearch(term(context) ?? "")
      .split(/\s+/)
      .filter(Boolean);
    if (!words.length) {
      return {
        sql: `SELECT (SELECT count(*) FROM ${table}) AS total, page.*
              FROM (SELECT ${columns} FROM ${table} ORDER BY busqueda, id LIMIT 10) AS page`,
      };
    }
    const where = words.map((_, i) => `busqueda LIKE '%' || $${i + 1} || '%'`).join(" AND ");
    return {
      sql: `SELECT ${columns}, count(*) OVER () AS total FROM ${table} WHERE ${where} ORDER BY busqueda, id LIMIT 10`,
      params: words,
    };
  };
}

const DASHBOARD_FLOOR: Floor = (context) => [...cards(context), ...movements(context)];

/** The animal, its E/S (the panel's first 100, newest first) with their people and town hall, and the lookups the form lists. */
const FICHA_FLOOR: Floor = (context) => ({
  sql: `SELECT a.*, (SELECT count(*) FROM entradas_salidas WHERE animal_id = a.id) AS entradas_salidas,
          (SELECT json_agg(e) FROM (
             SELECT es.*, row_to_json(pe) AS datos_entrada, row_to_json(ps) AS datos_salida, row_to_json(ay) AS ayuntamiento
             FROM entradas_salidas es LEFT JOIN personas pe ON pe.id = es.datos_entrada_id
             LEFT JOIN personas ps ON ps.id = es.datos_salida_id LEFT JOIN ayuntamientos ay ON ay.id = es.ayuntamiento_id
             WHERE es.animal_id = a.id ORDER BY es.fecha_llegada DESC, es.id DESC LIMIT 100) e) AS estancias,
          (SELECT json_agg(t ORDER BY t.id) FROM tipos t) AS tipos,
          (SELECT json_agg(t ORDER BY t.id) FROM tallas t) AS tallas,
          (SELECT json_agg(s ORDER BY s.id) FROM sexos s) AS sexos
        FROM animales a WHERE a.id = $1`,
  params: [context.animalId],
});

/** The listing's rows for a period as one JSON document, straight from SQL. */
function listadoFloor(period: { fechaDesde: string; fechaHasta: string }): FloorQuery {
  return {
    sql: `SELECT json_agg(r) FROM (
            SELECT es.id, a.registro, a.identificacion, a.nombre, t.tipo, a.edad_anios, a.edad_meses, p.procedencia,
                   es.fecha_llegada, d.destino, es.fecha_salida, ay.ayuntamiento
            FROM entradas_salidas es JOIN animales a ON a.id = es.animal_id
            LEFT JOIN tipos t ON t.id = a.tipo_id LEFT JOIN procedencias p ON p.id = es.procedencia_id
            LEFT JOIN destinos d ON d.id = es.destino_id LEFT JOIN ayuntamientos ay ON ay.id = es.ayuntamiento_id
            WHERE es.fecha_llegada BETWEEN $1::date AND $2::date ORDER BY es.fecha_llegada, es.id LIMIT 10000) r`,
    params: [period.fechaDesde, period.fechaHasta],
  };
}

/**
 * A page of the libro de registro and the period's totals as one JSON document: the two date
 * ranges merged in order on the (fecha_llegada, id) and (fecha_salida, id) indexes, then the
 * page's rows joined.
 */
function libroFloor(period: { fechaDesde: string; fechaHasta: string }, offset: number, limit: number): FloorQuery {
  return {
    sql: `WITH pagina AS (
            SELECT fecha, salida, id FROM (
              (SELECT fecha_llegada AS fecha, false AS salida, id FROM entradas_salidas WHERE fecha_llegada BETWEEN $1::date AND $2::date ORDER BY fecha_llegada, id)
              UNION ALL
              (SELECT fecha_salida, true, id FROM entradas_salidas WHERE fecha_salida BETWEEN $1::date AND $2::date ORDER BY fecha_salida, id)
            ) m ORDER BY fecha, salida, id OFFSET $3 LIMIT $4)
          SELECT (SELECT count(*) FROM entradas_salidas WHERE fecha_llegada BETWEEN $1::date AND $2::date) AS entradas,
                 (SELECT count(*) FROM entradas_salidas WHERE fecha_salida BETWEEN $1::date AND $2::date) AS salidas,
                 (SELECT json_agg(r ORDER BY r.fecha, r.salida, r.id) FROM (
                   SELECT p.fecha, p.salida, es.id, a.registro, t.tipo, a.raza, s.sexo, a.edad_anios, a.edad_meses, a.fecha_nacimiento, a.identificacion,
                          CASE WHEN p.salida THEN d.destino ELSE pr.procedencia END AS procedencia_destino,
                          pe.nombre, pe.apellido1, pe.apellido2, pe.dni, ay.ayuntamiento, ay.cif
                   FROM pagina p JOIN entradas_salidas es ON es.id = p.id JOIN animales a ON a.id = es.animal_id
                   LEFT JOIN tipos t ON t.id = a.tipo_id LEFT JOIN sexos s ON s.id = a.sexo_id
                   LEFT JOIN procedencias pr ON pr.id = es.procedencia_id LEFT JOIN destinos d ON d.id = es.destino_id
                   LEFT JOIN personas pe ON pe.id = CASE WHEN p.salida THEN es.datos_salida_id ELSE es.datos_entrada_id END
                   LEFT JOIN ayuntamientos ay ON ay.id = es.ayuntamiento_id) r) AS lineas`,
    params: [period.fechaDesde, period.fechaHasta, offset, limit],
  };
}

const libroQuery = (period: { fechaDesde: string; fechaHasta: string }, extra: string) =>
  `/api/listados/libro-registro?desde=${period.fechaDesde}&hasta=${period.fechaHasta}&${extra}`;

export const CASES: BenchCase[] = [
  {
    kind: "graphql",
    label: "Acceso (sin sesión)",
    operation: "AppGateQuery",
    anonymous: true,
    floor: () => ({ sql: "SELECT EXISTS (SELECT 1 FROM usuarios) AS has_users, EXISTS (SELECT 1 FROM smtp_config) AS smtp" }),
  },
  {
    kind: "graphql",
    label: "Marco (menú lateral y totales)",
    operation: "ShellQuery",
    floor: (context) => ({ sql: `SELECT v.*, ${COUNTS} FROM (${VIEWER}) AS v`, params: [context.userId] }),
  },
  {
    kind: "graphql",
    label: "Inicio (menú principal y tarjetas)",
    operation: "MainMenuQuery",
    floor: (context) => [{ sql: VIEWER, params: [context.userId] }, ...cards(context)],
  },
  { kind: "graphql", label: "Dashboard", operation: "DashboardPageQuery", floor: DASHBOARD_FLOOR },
  { kind: "graphql", label: "Tratamientos en curso", operation: "TratamientosPageQuery", variables: () => ({ page: 1 }), floor: TRATAMIENTOS_FLOOR },
  { kind: "rest", label: "REST pendientes del plan sanitario", path: () => "/api/plan-sanitario/pendientes", floor: PENDIENTES_FLOOR },
  {
    kind: "graphql",
    label: "Pendientes del plan sanitario",
    operation: "PendientesBenchQuery",
    document: PENDIENTES_DOCUMENT,
    variables: () => ({ page: 1, first: 25 }),
    floor: PENDIENTES_FLOOR,
  },
  animalListCase("Lista de fichas", () => null),
  animalListCase("Lista de fichas: microchip", (context) => context.chip),
  animalListCase("Lista de fichas: nombre con tilde", (context) => context.accentedName),
  animalListCase("Lista de fichas: trozo de registro", (context) => context.registroFragment),
  {
    kind: "graphql",
    label: "Lista de fichas: en refugio",
    operation: "AnimalListPageQuery",
    variables: () => ({ search: null, estado: "EN_REFUGIO", page: 1 }),
    floor: animalEstadoFloor(true),
  },
  {
    kind: "graphql",
    label: "Lista de fichas: fuera del refugio",
    operation: "AnimalListPageQuery",
    variables: () => ({ search: null, estado: "FUERA", page: 1 }),
    floor: animalEstadoFloor(false),
  },
  {
    kind: "graphql",
    label: "Ficha registral",
    operation: "AnimalFichaPageQuery",
    variables: (context) => ({ databaseId: context.animalId, hasAnimal: true }),
    floor: FICHA_FLOOR,
  },
  {
    kind: "graphql",
    label: "Personas",
    operation: "PersonasPageQuery",
    variables: () => ({ search: null, page: 1 }),
    floor: busquedaPageFloor("personas", PERSONA_COLUMNS, () => null),
  },
  {
    kind: "graphql",
    label: "Personas: búsqueda",
    operation: "PersonasPageQuery",
    variables: (context) => ({ search: context.personSearch, page: 1 }),
    floor: busquedaPageFloor("personas", PERSONA_COLUMNS, (context) => context.personSearch),
  },
  {
    kind: "graphql",
    label: "Ayuntamientos: búsqueda",
    operation: "AyuntamientosPageQuery",
    variables: (context) => ({ search: context.townHallSearch, page: 1 }),
    floor: busquedaPageFloor("ayuntamientos", "id, cif, ayuntamiento, direccion, codigo_postal, localidad, telefono", (context) => context.townHallSearch),
  },
  {
    kind: "graphql",
    label: "Usuarios",
    operation: "UsersPageQuery",
    floor: () => ({
      sql: `SELECT u.id, u.username, u.email, u.rol_id, u.activo, r.rol,
              (SELECT count(*) FROM usuarios WHERE rol_id = 1 AND activo) AS active_admins
            FROM usuarios u JOIN roles r ON r.id = u.rol_id ORDER BY u.username, u.id LIMIT 101`,
    }),
  },
  {
    kind: "graphql",
    label: "Registros de actividad (7 días)",
    operation: "LogsPageQuery",
    variables: (context) => context.logDays,
    floor: (context) => ({
      sql: `SELECT (SELECT count(*) FROM logs WHERE fecha_hora >= $1::date AND fecha_hora < $2::date + 1) AS total,
              (SELECT json_agg(l) FROM (SELECT id, fecha_hora, username, descripcion FROM logs
                 WHERE fecha_hora >= $1::date AND fecha_hora < $2::date + 1 ORDER BY fecha_hora DESC, id DESC LIMIT 101) l) AS page,
              (SELECT json_agg(u) FROM (SELECT id, username FROM usuarios ORDER BY username, id LIMIT 201) u) AS users`,
      params: [context.logDays.fromDate, context.logDays.toDate],
    }),
  },
  {
    kind: "rest",
    label: "REST lista de fichas: una página",
    path: () => "/api/animales/lista?page=1&limit=25",
    floor: animalListFloor(() => null),
  },
  animalRestListCase("REST lista de fichas: microchip", (context) => context.chip),
  animalRestListCase("REST lista de fichas: nombre con tilde", (context) => context.accentedName),
  {
    kind: "rest",
    label: "REST personas paginadas",
    path: () => "/api/personas?paginated=true",
    floor: busquedaPageFloor("personas", PERSONA_COLUMNS, () => null),
  },
  {
    kind: "rest",
    label: "REST totales",
    path: () => "/api/stats/counts",
    floor: () => ({ sql: `SELECT ${COUNTS}` }),
  },
  { kind: "rest", label: "REST dashboard", path: () => "/api/stats/dashboard", floor: DASHBOARD_FLOOR },
  {
    kind: "rest",
    label: "REST ficha",
    path: (context) => `/api/animales/${context.animalId}`,
    floor: (context) => ({
      sql: `SELECT a.*, t.tipo, ta.talla, ta.descripcion AS talla_descripcion, s.sexo, s.descripcion AS sexo_descripcion
            FROM animales a LEFT JOIN tipos t ON t.id = a.tipo_id ${ANIMAL_LOOKUPS} WHERE a.id = $1`,
      params: [context.animalId],
    }),
  },
  {
    kind: "rest",
    label: "REST E/S de una ficha",
    path: (context) => `/api/entradas-salidas?animal_id=${context.animalId}`,
    floor: (context) => ({
      sql: `SELECT es.*, p.procedencia, d.destino, pe.bloqueada_en AS entrada_bloqueada_en, ps.bloqueada_en AS salida_bloqueada_en
            FROM animales a JOIN entradas_salidas es ON es.animal_id = a.id
            LEFT JOIN procedencias p ON p.id = es.procedencia_id LEFT JOIN destinos d ON d.id = es.destino_id
            LEFT JOIN personas pe ON pe.id = es.datos_entrada_id LEFT JOIN personas ps ON ps.id = es.datos_salida_id
            WHERE a.id = $1 ORDER BY es.fecha_llegada DESC, es.id DESC`,
      params: [context.animalId],
    }),
  },
  {
    kind: "rest",
    label: "REST listado (un año)",
    method: "POST",
    path: () => "/api/listados/generar",
    body: (context) => context.listadoYear,
    floor: (context) => listadoFloor(context.listadoYear),
    limits: { minRequests: 3, maxRequests: 20 },
  },
  {
    kind: "graphql",
    label: "Listado (un año)",
    operation: "ListadoQuery",
    variables: (context) => ({ filtro: context.listadoYear }),
    floor: (context) => listadoFloor(context.listadoYear),
    limits: { minRequests: 3, maxRequests: 20 },
  },
  {
    kind: "rest",
    label: "REST listado PDF (1.000 filas)",
    method: "POST",
    path: () => "/api/listados/pdf",
    body: (context) => ({ ...context.listadoThousand, accion: "descarga" }),
    floor: (context) => listadoFloor(context.listadoThousand),
    limits: { minRequests: 3, maxRequests: 10 },
  },
  {
    kind: "rest",
    label: "REST libro de registro (un año, primera página)",
    path: (context) => libroQuery(context.listadoYear, "limit=50"),
    floor: (context) => libroFloor(context.listadoYear, 0, 50),
  },
  {
    kind: "graphql",
    label: "Libro de registro (un año, página 1.000)",
    operation: "LibroRegistroPageLibroQuery",
    variables: (context) => ({ desde: context.listadoYear.fechaDesde, hasta: context.listadoYear.fechaHasta, page: 1000, first: 50 }),
    floor: (context) => libroFloor(context.listadoYear, 49_950, 50),
  },
  {
    kind: "rest",
    label: "REST libro de registro PDF (1.000 E/S)",
    path: (context) => libroQuery(context.listadoThousand, "formato=pdf"),
    floor: (context) => libroFloor(context.listadoThousand, 0, 5000),
    limits: { minRequests: 3, maxRequests: 10 },
  },
  adoptablesCase("REST adoptables públicos: primera página", ""),
  adoptablesCase("REST adoptables públicos: perros", "?especie=perro", 1),
  {
    kind: "rest",
    label: "/adopta (página pública)",
    path: () => "/adopta",
    anonymous: true,
    floor: () => adoptablesFloor(null),
  },
  // Last: the biggest answers (every ficha, streamed); the peak memory it adds shows what ten at once hold.
  { ...animalRestListCase("REST lista de fichas (todas)", () => null), limits: { minRequests: 3, maxRequests: 10 } },
];

/**
 * The public feed (issue 29): a page of 24 published animals in the shelter, newest first, with what
 * a card shows; 5,000 of the 100,000 fichas are published (benchDatabase.ts).
 */
function adoptablesFloor(tipoId: number | null): FloorQuery {
  return {
    sql: `SELECT a.id, a.registro, a.nombre, a.tipo_id, a.raza, a.sexo_id, a.talla_id, a.color, a.edad_anios, a.edad_meses,
            a.fecha_nacimiento, a.descripcion_publica, a.foto_version, es.fecha_llegada
          FROM animales a JOIN entradas_salidas es ON es.animal_id = a.id AND es.destino_id = 6
          WHERE a.publicado_adopcion AND ($1::int IS NULL OR a.tipo_id = $1)
          ORDER BY a.id DESC LIMIT 25`,
    params: [tipoId],
  };
}

function adoptablesCase(label: string, query: string, tipoId: number | null = null): RestCase {
  return { kind: "rest", label, path: () => `/api/public/adoptables${query}`, anonymous: true, floor: () => adoptablesFloor(tipoId) };
}
