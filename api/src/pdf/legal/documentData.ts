/**
 * What a legal document prints, already worded by the domain (domain/informes/informeData.ts):
 * dates as dd/MM/yyyy, amounts as es-ES euros, labels resolved. Plain data only, because it
 * crosses to a worker thread by structured clone; images travel as data URLs.
 */
import type { InformeType } from "../../domain/rules/informes.ts";
import type { RefugioIdentity } from "../../domain/rules/refugio.ts";

export type ShelterData = RefugioIdentity & {
  /** A PNG or JPEG data URL, or null: the header then prints the name alone. */
  logo: string | null;
};

export type PersonData = {
  nombreCompleto: string;
  dni: string;
  /** Street, postal code, locality and province in one line. */
  direccion: string;
  telefono: string;
  email: string | null;
};

export type AnimalData = {
  id: number;
  registro: string;
  nombre: string;
  identificacion: string | null;
  tipo: string | null;
  raza: string | null;
  pelo: string | null;
  color: string | null;
  cola: string | null;
  /** '2 años y 3 meses'. */
  edad: string;
  talla: string | null;
  sexo: string | null;
  otros: string | null;
};

export type TownHallData = { nombre: string; cif: string; direccion: string; telefono: string | null };

export type StayData = {
  id: number;
  fechaLlegada: string;
  procedencia: string | null;
  /** Empty while the animal is still in the shelter. */
  fechaSalida: string | null;
  destino: string;
  dias: number;
  ayuntamiento: TownHallData | null;
};

/** An E/S with the people on either side: only the ficha registral prints them. */
export type StayWithPeople = StayData & { entrada: PersonData | null; salida: PersonData | null };

export type ObservationData = { fechaHora: string; descripcion: string; tratamiento: string | null };

/** What every document prints. */
export type CommonData = {
  refugio: ShelterData;
  animal: AnimalData;
  /** The E/S the document is generated from. */
  estancia: StayData;
  /** 'dd/MM/yyyy HH:mm:ss' on the shelter's clock. */
  generadoEn: string;
  generadoPor: string;
};

export type FichaRegistralData = CommonData & {
  tipo: "ficha-registral";
  /** A PNG or JPEG data URL of the animal's photo, or null. */
  foto: string | null;
  /** Why there is no photo, when the animal has one in a format a PDF cannot hold. */
  fotoNota: string | null;
  estancias: StayWithPeople[];
  observaciones: ObservationData[];
};

export type DeclaracionAbandonoData = CommonData & {
  tipo: "declaracion-abandono";
  cedente: PersonData;
  cantidadAbonada: string;
  fechaAbandono: string;
  causas: string;
};

export type ContratoAdopcionData = CommonData & {
  tipo: "contrato-adopcion";
  adoptante: PersonData;
  fechaEntrega: string;
  compromiso: string;
  /** 'dd/MM/yyyy': the adopter commits to sterilise the animal by then; null without that commitment. */
  esterilizacionAntesDe: string | null;
};

export type DeclaracionReconocimientoData = CommonData & {
  tipo: "declaracion-reconocimiento";
  /** Null when the E/S has no exit person: the document leaves lines to fill by hand. */
  propietario: PersonData | null;
  fechaEntrega: string;
  cantidadAbonada: string;
  diasRefugio: number;
};

/** The adoption pack (Ley 7/2023, art. 58.7): what the shelter knows of the animal, for the adopter and the vet. */
export type InformacionAdoptanteData = CommonData & {
  tipo: "informacion-adoptante";
  /** The exit's person, when one is linked. */
  adoptante: PersonData | null;
  /** 'dd/MM/yyyy', or null when not recorded. */
  fechaNacimiento: string | null;
  /** 'Sí, el 02/02/2026', 'Sí', 'No' or 'No consta'. */
  esterilizacion: string;
  /** 'dd/MM/yyyy': the adopter's sterilisation commitment on the exit, or null. */
  esterilizacionAntesDe: string | null;
  /** Every actuación of the plan sanitario given, oldest first, as the cartilla prints them. */
  actuaciones: ActuacionDadaData[];
  /** Every treatment of every stay of the animal, oldest first. */
  tratamientos: ObservationData[];
};

/** An actuación of the plan sanitario given to the animal, as the cartilla prints it. */
export type ActuacionDadaData = {
  /** 'dd/MM/yyyy HH:mm' on the shelter's clock. */
  fecha: string;
  /** 'Vacuna: Polivalente'. */
  actuacion: string;
  producto: string | null;
  lote: string | null;
  /** 'dd/MM/yyyy'. */
  caducidad: string | null;
  /** Who gave it and their role, 'vera (Veterinario)': keepers give dewormers too. */
  realizadaPor: string | null;
};

/** The animal's health record (issue 27): every actuación given and every treatment, oldest first. */
export type CartillaSanitariaData = CommonData & {
  tipo: "cartilla-sanitaria";
  fechaNacimiento: string | null;
  esterilizacion: string;
  actuaciones: ActuacionDadaData[];
  tratamientos: ObservationData[];
};

export type InformeData =
  | FichaRegistralData
  | DeclaracionAbandonoData
  | ContratoAdopcionData
  | DeclaracionReconocimientoData
  | InformacionAdoptanteData
  | CartillaSanitariaData;

/** Every type has its data shape. */
export type InformeDataOf<T extends InformeType> = Extract<InformeData, { tipo: T }>;
