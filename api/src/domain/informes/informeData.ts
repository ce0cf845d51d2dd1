/**
 * Reads what a legal document prints and words it the way the documents show it (dd/MM/yyyy,
 * es-ES euros, lookup names), so the PDF templates only lay it out.
 */
import type { Ayuntamiento, Persona } from "../../db/generated/prisma/client.ts";
import { detectImage } from "../../files/imageType.ts";
import type {
  ActuacionDadaData,
  AnimalData,
  CommonData,
  InformeData,
  InformeDataOf,
  ObservationData,
  PersonData,
  ShelterData,
  StayData,
  StayWithPeople,
} from "../../pdf/legal/documentData.ts";
import type { Deps } from "../deps.ts";
import { diasOf, NEWEST_FIRST as STAYS_NEWEST_FIRST } from "../entradasSalidas/readEntradasSalidas.ts";
import { lookups } from "../lookups/lookups.ts";
import { NEWEST_FIRST as OBSERVATIONS_NEWEST_FIRST } from "../observaciones/readObservaciones.ts";
import type { LoggedIn } from "../policies.ts";
import { readablePersona } from "../rgpd/blocking.ts";
import { realizadaPorOf, WHO_GAVE_IT } from "../planSanitario/actuacionesAnimal.ts";
import { BLOCKED_DOCUMENT_MESSAGE } from "../rules/rgpd.ts";
import { displayCopyOf } from "../files/storedImage.ts";
import { readShelterLogo } from "../refugio/refugioLogo.ts";
import type { ShelterIdentity } from "../refugio/shelterIdentity.ts";
import { INFORME_PERSON, type InformeParams, type InformeType, missingPerson } from "../rules/informes.ts";
import { formatEdad } from "../rules/listado.ts";
import { CLASE_NOMBRES, type Clase } from "../rules/planSanitario.ts";
import { dayOf, formatDateTime, formatDateTimeMinutes, formatDay } from "../rules/shelterClock.ts";
import { personRequired } from "./errors.ts";

const euros = new Intl.NumberFormat("es-ES", { style: "currency", currency: "EUR" });

/** '50,00 €' (es-ES, with a non-breaking space so the sign never starts a line). */
export const formatEuros = (amount: number): string => euros.format(amount);

/** The E/S a document is generated from, with the people and town hall it names. */
export const stayInclude = { datosEntrada: true, datosSalida: true, ayuntamiento: true } as const;

type StayRow = {
  id: number;
  procedenciaId: number | null;
  destinoId: number;
  fechaLlegada: Date;
  fechaSalida: Date | null;
  datosEntrada: Persona | null;
  datosSalida: Persona | null;
  ayuntamiento: Ayuntamiento | null;
  compromisoEsterilizacion: boolean;
  fechaLimiteEsterilizacion: Date | null;
};

type AnimalRow = {
  id: number;
  registro: string;
  nombre: string;
  identificacion: string | null;
  tipoId: number | null;
  raza: string | null;
  pelo: string | null;
  color: string | null;
  cola: string | null;
  edadAnios: number;
  edadMeses: number;
  tallaId: number | null;
  sexoId: number | null;
  otros: string | null;
  fotografia: string | null;
};

function personData(p: Persona): PersonData {
  const town = [p.codigoPostal, p.localidad].filter(Boolean).join(" ");
  return {
    nombreCompleto: [p.nombre, p.apellido1, p.apellido2].filter(Boolean).join(" "),
    dni: p.dni,
    direccion: `${[p.domicilio, town].filter(Boolean).join(", ")} (${p.provincia})`,
    telefono: [p.telefono1, p.telefono2].filter(Boolean).join(" / "),
    email: p.email,
  };
}

/**
 * A person as a document prints them; a blocked person only in a document an administrator
 * generates (LOPDGDD art. 32). Each one printed joins `printed`, which the archive keeps.
 */
function printedPerson(source: Printer, p: Persona): PersonData {
  const person = personData(readablePersona(source.user, p, BLOCKED_DOCUMENT_MESSAGE));
  source.printed.add(p.id);
  return person;
}

type Printer = Pick<InformeSource, "user" | "printed">;

/** A PNG or JPEG as a data URL; other formats (a BMP stored before display copies) cannot go into a PDF as they are. */
export async function pdfImage(bytes: Uint8Array): Promise<{ dataUrl: string | null; format: string | null }> {
  const type = await detectImage(bytes);
  if (type?.mime === "image/png" || type?.mime === "image/jpeg") {
    return { dataUrl: `data:${type.mime};base64,${Buffer.from(bytes).toString("base64")}`, format: type.extension };
  }
  return { dataUrl: null, format: type?.extension ?? null };
}

/** The shelter's identity with its logo as a data URL: the letterhead a document prints. */
export async function shelterData(deps: Deps, stored: ShelterIdentity): Promise<ShelterData> {
  const { logo: storedName, ...identity } = stored;
  const logo = storedName ? await readShelterLogo(deps, stored) : null;
  return { ...identity, logo: logo && (await pdfImage(logo)).dataUrl };
}

/** The photo's reduced copy (files/storedImage.ts), never the original: a PDF embeds what the ficha shows. */
async function animalPhoto(deps: Deps, fotografia: string | null): Promise<{ foto: string | null; fotoNota: string | null }> {
  if (!fotografia) return { foto: null, fotoNota: null };
  const shown = await displayCopyOf(deps, "fotos", fotografia);
  if (!shown) return { foto: null, fotoNota: "La fotografía no se puede incluir en el PDF." };
  const image = await pdfImage(shown.bytes);
  return image.dataUrl
    ? { foto: image.dataUrl, fotoNota: null }
    : { foto: null, fotoNota: `La fotografía está en formato ${image.format?.toUpperCase() ?? "desconocido"}, que no se puede incluir en el PDF.` };
}

async function describe(deps: Deps, animal: AnimalRow, printer: Printer) {
  const { tipos, tallas, sexos, procedencias, destinos } = await lookups(deps);
  const name = <T extends { id: number }>(rows: T[], id: number | null, field: keyof T) =>
    id == null ? null : ((rows.find((row) => row.id === id)?.[field] as string | undefined) ?? null);
  const animalData: AnimalData = {
    id: animal.id,
    registro: animal.registro,
    nombre: animal.nombre,
    identificacion: animal.identificacion,
    tipo: name(tipos, animal.tipoId, "tipo"),
    raza: animal.raza,
    pelo: animal.pelo,
    color: animal.color,
    cola: animal.cola,
    edad: formatEdad(animal.edadAnios, animal.edadMeses),
    talla: name(tallas, animal.tallaId, "talla"),
    sexo: name(sexos, animal.sexoId, "sexo"),
    otros: animal.otros,
  };
  const stayData = (s: StayRow): StayData => ({
    id: s.id,
    fechaLlegada: formatDay(dayOf(s.fechaLlegada)),
    procedencia: name(procedencias, s.procedenciaId, "procedencia"),
    fechaSalida: s.fechaSalida && formatDay(dayOf(s.fechaSalida)),
    destino: name(destinos, s.destinoId, "destino") ?? String(s.destinoId),
    dias: diasOf(deps, s),
    ayuntamiento: s.ayuntamiento && {
      nombre: s.ayuntamiento.ayuntamiento,
      cif: s.ayuntamiento.cif,
      direccion: [s.ayuntamiento.direccion, [s.ayuntamiento.codigoPostal, s.ayuntamiento.localidad].filter(Boolean).join(" ")].filter(Boolean).join(", "),
      telefono: s.ayuntamiento.telefono,
    },
  });
  // The people of an E/S are read, refused when blocked and recorded as printed only for the
  // document that prints them (the ficha registral): a cartilla of an E/S naming a blocked person
  // prints no one.
  const stayWithPeople = (s: StayRow): StayWithPeople => ({
    ...stayData(s),
    entrada: s.datosEntrada && printedPerson(printer, s.datosEntrada),
    salida: s.datosSalida && printedPerson(printer, s.datosSalida),
  });
  return { animalData, stayData, stayWithPeople };
}

/** 'Sí, del 01/03/2026 al 08/03/2026' or 'Sí, desde el 01/03/2026 (en curso)'. */
function treatment(deps: Deps, o: { tratamiento: boolean; tratamientoFechaInicio: Date | null; tratamientoFechaFin: Date | null }): string | null {
  if (!o.tratamiento) return null;
  const day = (instant: Date) => formatDateTime(instant, deps.timeZone).slice(0, 10);
  const start = o.tratamientoFechaInicio ? day(o.tratamientoFechaInicio) : null;
  if (!start) return "Sí";
  return o.tratamientoFechaFin ? `Sí, del ${start} al ${day(o.tratamientoFechaFin)}` : `Sí, desde el ${start} (en curso)`;
}

export type InformeSource = {
  tipo: InformeType;
  params: InformeParams;
  animal: AnimalRow;
  stay: StayRow;
  /** The person the document names (INFORME_PERSON), already checked by the caller. */
  person: Persona | null;
  identity: ShelterIdentity;
  user: LoggedIn;
  /** The shelter's today, 'yyyy-MM-dd': the date of a document whose form left it empty. */
  today: string;
  /** Filled as the data is made: the ids of the people the document prints. */
  printed: Set<number>;
};

/** The E/S person a document names, refused with the spec's message when the type needs one. */
export function documentPerson(tipo: InformeType, stay: StayRow): Persona | null {
  const missing = missingPerson(tipo, { entrada: stay.datosEntrada !== null, salida: stay.datosSalida !== null });
  if (missing) throw personRequired(missing);
  const side = INFORME_PERSON[tipo]?.side;
  return side === "entrada" ? stay.datosEntrada : side === "salida" ? stay.datosSalida : null;
}

/** Abandonment and adoption always name their person (documentPerson refused them without one). */
function signedPerson(source: InformeSource, side: "entrada" | "salida"): PersonData {
  if (!source.person) throw personRequired(side);
  return printedPerson(source, source.person);
}

/** What every document prints: the shelter, the animal, the E/S, who generated it and when. */
async function commonData(deps: Deps, source: InformeSource) {
  const [{ animalData, stayData, stayWithPeople }, refugio] = await Promise.all([describe(deps, source.animal, source), shelterData(deps, source.identity)]);
  const base = {
    refugio,
    animal: animalData,
    estancia: stayData(source.stay),
    generadoEn: formatDateTime(new Date(), deps.timeZone),
    generadoPor: source.user.username,
  };
  return { base, stayWithPeople };
}

/** The worded data of the document `source.tipo`; the ficha reads every E/S of the animal and the observations too. */
export async function informeData(deps: Deps, source: InformeSource): Promise<InformeData> {
  if (source.tipo === "ficha-registral") {
    const { stays, ...ficha } = await fichaContents(deps, source);
    const { base, stayWithPeople } = await commonData(deps, source);
    return { ...base, tipo: source.tipo, ...ficha, estancias: stays.map(stayWithPeople) };
  }
  if (source.tipo === "cartilla-sanitaria") {
    const [{ base }, cartilla] = await Promise.all([commonData(deps, source), cartillaContents(deps, source)]);
    return { ...base, tipo: source.tipo, ...cartilla };
  }
  if (source.tipo === "informacion-adoptante") {
    const [{ base }, pack] = await Promise.all([commonData(deps, source), adoptionPack(deps, source)]);
    return { ...base, tipo: source.tipo, ...pack };
  }
  const { base } = await commonData(deps, source);
  // The table's entry matches `source.params` (parsed with the type's own schema), which TypeScript cannot tie together.
  const signedFields = SIGNED_FIELDS[source.tipo] as (source: InformeSource, params: InformeParams, day: PrintedDay) => object;
  const day = (value: string | null) => formatDay(value ?? source.today);
  return { ...base, tipo: source.tipo, ...signedFields(source, source.params, day) } as InformeData;
}

/** A date of the form, 'dd/MM/yyyy'; one left empty prints the day the document is generated. */
type PrintedDay = (value: string | null) => string;

/** The documents a person signs: every type but the ficha. */
type SignedType = Exclude<InformeType, "ficha-registral" | "informacion-adoptante" | "cartilla-sanitaria">;

/** What each signed document prints besides what every document does. */
const SIGNED_FIELDS: {
  [T in SignedType]: (source: InformeSource, params: InformeParams<T>, day: PrintedDay) => Omit<InformeDataOf<T>, keyof CommonData | "tipo">;
} = {
  "declaracion-abandono": (source, params, day) => ({
    cedente: signedPerson(source, "entrada"),
    cantidadAbonada: formatEuros(params.cantidadAbonada),
    fechaAbandono: day(params.fechaAbandono),
    causas: params.causasAbandono,
  }),
  "contrato-adopcion": (source, params, day) => ({
    adoptante: signedPerson(source, "salida"),
    fechaEntrega: day(params.fechaEntregaContrato),
    compromiso: params.compromisoAdoptante,
    // The adopter's sterilisation commitment on the exit (issue 26), with its deadline.
    esterilizacionAntesDe:
      source.stay.compromisoEsterilizacion && source.stay.fechaLimiteEsterilizacion ? formatDay(dayOf(source.stay.fechaLimiteEsterilizacion)) : null,
  }),
  "declaracion-reconocimiento": (source, params, day) => ({
    propietario: source.person && printedPerson(source, source.person),
    fechaEntrega: day(params.fechaEntregaReconocimiento),
    cantidadAbonada: formatEuros(params.cantidadAbonadaReconocimiento),
    diasRefugio: params.diasRefugio,
  }),
};

/**
 * The adoption pack's own contents (Ley 7/2023, art. 58.7): the birth date, sterilisation, the
 * exit's commitment, the vaccines, deworming and tests of the plan sanitario given, and every
 * treatment and observation marked sanitary the animal had in the shelter, in any of its stays; no
 * other observation.
 */
async function adoptionPack(deps: Deps, source: InformeSource) {
  const [health, actuaciones] = await Promise.all([healthFacts(deps, source.animal.id), actuacionesDadas(deps, source.animal.id)]);
  return {
    adoptante: source.person && printedPerson(source, source.person),
    ...health,
    actuaciones,
    esterilizacionAntesDe:
      source.stay.compromisoEsterilizacion && source.stay.fechaLimiteEsterilizacion ? formatDay(dayOf(source.stay.fechaLimiteEsterilizacion)) : null,
  };
}

/** The birth date, sterilisation and every treatment and sanitary observation of every stay, oldest first: what the pack and the cartilla share. */
async function healthFacts(deps: Deps, animalId: number) {
  const [animal, tratamientos] = await Promise.all([
    deps.db.animal.findUniqueOrThrow({ where: { id: animalId }, select: { fechaNacimiento: true, esterilizado: true, fechaEsterilizacion: true } }),
    deps.db.observacion.findMany({
      where: { OR: [{ tratamiento: true }, { sanitaria: true }], entradaSalida: { animalId } },
      orderBy: [{ fechaHora: "asc" }, { id: "asc" }],
      take: ADOPTION_PACK_MAX_TREATMENTS,
    }),
  ]);
  const sterilised = animal.esterilizado === null ? "No consta" : animal.esterilizado ? "Sí" : "No";
  return {
    fechaNacimiento: animal.fechaNacimiento && formatDay(dayOf(animal.fechaNacimiento)),
    esterilizacion: animal.esterilizado && animal.fechaEsterilizacion ? `Sí, el ${formatDay(dayOf(animal.fechaEsterilizacion))}` : sterilised,
    tratamientos: tratamientos.map(
      (o): ObservationData => ({ fechaHora: formatDateTimeMinutes(o.fechaHora, deps.timeZone), descripcion: o.descripcion, tratamiento: treatment(deps, o) }),
    ),
  };
}

/** The cartilla sanitaria: the shared health facts and every actuación of the plan sanitario given, oldest first. */
async function cartillaContents(deps: Deps, source: InformeSource) {
  const [health, actuaciones] = await Promise.all([healthFacts(deps, source.animal.id), actuacionesDadas(deps, source.animal.id)]);
  return { ...health, actuaciones };
}

/** Every actuación of the plan sanitario given to the animal, oldest first: the cartilla and the adoption pack print them. */
async function actuacionesDadas(deps: Deps, animalId: number): Promise<ActuacionDadaData[]> {
  const given = await deps.db.actuacionAnimal.findMany({
    where: { animalId, estado: "realizada" },
    include: { actuacion: true, veterinario: { select: WHO_GAVE_IT } },
    orderBy: [{ realizadaEn: "asc" }, { id: "asc" }],
    take: ADOPTION_PACK_MAX_TREATMENTS,
  });
  return Promise.all(
    given.map(
      async (item): Promise<ActuacionDadaData> => ({
        fecha: item.realizadaEn ? formatDateTimeMinutes(item.realizadaEn, deps.timeZone) : formatDay(dayOf(item.fechaPrevista)),
        actuacion: `${CLASE_NOMBRES[item.actuacion.clase as Clase]}: ${item.actuacion.nombre}`,
        producto: item.producto,
        lote: item.lote,
        caducidad: item.caducidad && formatDay(dayOf(item.caducidad)),
        realizadaPor: await realizadaPorOf(deps, item),
      }),
    ),
  );
}

/** Far beyond an animal's treatments (or actuaciones) in a shelter; keeps the document bounded. */
const ADOPTION_PACK_MAX_TREATMENTS = 500;

/** Every E/S of the animal, the observations of the selected one and the photo. */
async function fichaContents(deps: Deps, source: InformeSource) {
  const [stays, observaciones, photo] = await Promise.all([
    deps.db.entradaSalida.findMany({ where: { animalId: source.animal.id }, include: stayInclude, orderBy: STAYS_NEWEST_FIRST, relationLoadStrategy: "join" }),
    deps.db.observacion.findMany({ where: { entradaSalidaId: source.stay.id }, orderBy: OBSERVATIONS_NEWEST_FIRST }),
    animalPhoto(deps, source.animal.fotografia),
  ]);
  return {
    ...photo,
    stays,
    observaciones: observaciones.map(
      (o): ObservationData => ({ fechaHora: formatDateTime(o.fechaHora, deps.timeZone), descripcion: o.descripcion, tratamiento: treatment(deps, o) }),
    ),
  };
}
