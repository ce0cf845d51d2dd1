/**
 * The parts the four legal documents share, so each template holds only its own wording: the
 * shelter's letterhead, the identification of the animal and of a person, the place and date of
 * signature, the signature boxes and the RGPD information clause (Reglamento (UE) 2016/679 and
 * Ley Orgánica 3/2018), all taken from the shelter's identity ('Datos del refugio').
 */
import type { Content } from "pdfmake/interfaces";
import { renderPdf } from "../engine.ts";
import { a4Document, headingsKeptWithContent, SECTION_HEADING } from "../frame.ts";
import { RECIPIENTS_TEXT } from "../../domain/rules/rgpd.ts";
import { BRAND, GREY, palette } from "../styles.ts";
import type { AnimalData, InformeData, PersonData, ShelterData } from "./documentData.ts";

/** What a field still empty in 'Datos del refugio' prints (only the ficha is generated without them). */
export const NOT_RECORDED = "no consta";
/** A line to fill in by hand. */
export const BLANK = "______________________________";

export const orNotRecorded = (value: string | null | undefined) => (value?.trim() ? value : NOT_RECORDED);

/** 'Calle Mayor 1, 28001 Madrid (Madrid)', skipping the parts not known. */
export function shelterAddress(refugio: ShelterData): string {
  const town = [refugio.codigoPostal, refugio.localidad].filter(Boolean).join(" ");
  const place = [refugio.direccion, town].filter(Boolean).join(", ");
  return `${place}${refugio.provincia ? ` (${refugio.provincia})` : ""}` || NOT_RECORDED;
}

/** Name, CIF, núcleo zoológico, address and contact, with the logo on the left when there is one. */
export function shelterLetterhead(refugio: ShelterData): Content {
  const lines: Content[] = [
    { text: refugio.nombre?.trim() || "Refugio de animales", bold: true, fontSize: 13, color: BRAND },
    {
      text: [refugio.cifNif ? `CIF/NIF: ${refugio.cifNif}` : null, refugio.nucleoZoologico ? `Núcleo zoológico n.º ${refugio.nucleoZoologico}` : null]
        .filter(Boolean)
        .join(" · "),
    },
    { text: shelterAddress(refugio) === NOT_RECORDED ? "" : shelterAddress(refugio) },
    { text: [refugio.telefono ? `Tel. ${refugio.telefono}` : null, refugio.email].filter(Boolean).join(" · ") },
  ];
  return {
    margin: [0, 0, 0, 14],
    // A column's own margin does not part it from the next: the gap keeps the logo off the name.
    columnGap: 12,
    columns: [
      ...(refugio.logo ? [{ image: refugio.logo, fit: [64, 64] as [number, number], width: 64 }] : []),
      { width: "*", fontSize: 9, color: GREY, stack: lines },
    ],
  };
}

export function heading(text: string): Content {
  return { text, bold: true, fontSize: 11, color: BRAND, margin: [0, 12, 0, 4], headlineLevel: SECTION_HEADING };
}

export type Words = string | Array<string | { text: string; bold: true }>;

/** Bold parts mark what was filled in (names, amounts, dates). */
export const bold = (text: string) => ({ text, bold: true as const });

export function paragraph(text: Words): Content {
  return { text, alignment: "justify", margin: [0, 0, 0, 6] };
}

/** Two columns of label and value, for the parties and the animal. */
export function facts(rows: Array<[string, string]>): Content {
  return {
    margin: [0, 2, 0, 6],
    table: {
      widths: [150, "*"],
      body: rows.map(([label, value]) => [{ text: label, bold: true, color: GREY }, { text: value }]),
    },
    layout: {
      hLineWidth: (i: number, node) => (i === 0 || i === node.table.body.length ? 0.6 : 0.3),
      vLineWidth: () => 0,
      hLineColor: () => palette.line,
      paddingTop: () => 2.5,
      paddingBottom: () => 2.5,
    },
  };
}

export function personFacts(person: PersonData): Content {
  return facts([
    ["Nombre y apellidos", person.nombreCompleto],
    ["DNI/NIE", person.dni],
    ["Domicilio", person.direccion],
    ["Teléfono", person.telefono],
    ["Correo electrónico", orNotRecorded(person.email)],
  ]);
}

export function shelterFacts(refugio: ShelterData): Content {
  return facts([
    ["Denominación", orNotRecorded(refugio.nombre)],
    ["CIF/NIF", orNotRecorded(refugio.cifNif)],
    ["Núcleo zoológico n.º", orNotRecorded(refugio.nucleoZoologico)],
    ["Domicilio", shelterAddress(refugio)],
    ["Teléfono y correo", [refugio.telefono, refugio.email].filter(Boolean).join(" · ") || NOT_RECORDED],
  ]);
}

/** The animal as the legal documents identify it: the microchip first, then what tells it apart. */
export function animalFacts(animal: AnimalData): Content {
  return facts([
    ["Nombre", animal.nombre],
    ["Nº de identificación (microchip)", orNotRecorded(animal.identificacion)],
    ["Nº de registro del refugio", animal.registro],
    ["Especie", orNotRecorded(animal.tipo)],
    ["Raza", orNotRecorded(animal.raza)],
    ["Sexo", orNotRecorded(animal.sexo)],
    ["Edad aproximada", animal.edad],
    ["Talla", orNotRecorded(animal.talla)],
    ["Pelo, color y cola", [animal.pelo, animal.color, animal.cola].filter(Boolean).join(", ") || NOT_RECORDED],
    ["Otras señas", orNotRecorded(animal.otros)],
  ]);
}

/** 'En Alcalá de Henares, a 23/11/2026.' */
export function placeAndDate(refugio: ShelterData, fecha: string): Content {
  return { text: `En ${refugio.localidad?.trim() || BLANK}, a ${fecha}.`, margin: [0, 14, 0, 10] };
}

export type Signer = { role: string; name: string | null; id: string | null };

/** One box per signer, side by side, with room to sign above the name and DNI. */
export function signatureBoxes(signers: Signer[]): Content {
  return {
    unbreakable: true,
    table: {
      widths: signers.map(() => "*"),
      body: [
        signers.map((signer) => ({
          stack: [
            { text: signer.role, bold: true, color: BRAND },
            { text: "Firma:", color: GREY, margin: [0, 4, 0, 0] },
            { text: " ", margin: [0, 0, 0, 44] },
            { text: `Fdo.: ${signer.name ?? BLANK}` },
            { text: signer.id ?? `DNI/NIE: ${BLANK}` },
          ],
          margin: [4, 4, 4, 4],
        })),
      ],
    },
    layout: { hLineColor: () => "#94a3b8", vLineColor: () => "#94a3b8", hLineWidth: () => 0.6, vLineWidth: () => 0.6 },
  } as Content;
}

/** The shelter signs through whoever represents it: the name of the entity, the signer by hand. */
export function shelterSigner(refugio: ShelterData): Signer {
  return { role: `Por el refugio (${refugio.nombre?.trim() || NOT_RECORDED})`, name: null, id: `CIF/NIF: ${orNotRecorded(refugio.cifNif)}` };
}

export function personSigner(role: string, person: PersonData | null): Signer {
  return person ? { role, name: person.nombreCompleto, id: `DNI/NIE: ${person.dni}` } : { role, name: null, id: null };
}

export type DataProcessing = {
  /** What the data is used for. */
  finalidad: string;
  /** Why the shelter may use it (article 6 RGPD). */
  legitimacion: string;
  /** How long it is kept. */
  conservacion: string;
};

/** The information the RGPD (arts. 13 and 14) requires, in the usual two-level short form. */
export function rgpdClause(refugio: ShelterData, processing: DataProcessing): Content {
  const item = (label: string, text: string): Content => ({ text: [{ text: `${label}: `, bold: true }, text], margin: [0, 0, 0, 2] });
  return {
    unbreakable: true,
    margin: [0, 16, 0, 0],
    fontSize: 7.5,
    color: "#334155",
    stack: [
      { text: "Información sobre protección de datos", bold: true, fontSize: 8.5, margin: [0, 0, 0, 3] },
      item(
        "Responsable del tratamiento",
        `${orNotRecorded(refugio.nombre)}, CIF/NIF ${orNotRecorded(refugio.cifNif)}, ${shelterAddress(refugio)}; ` +
          `teléfono ${orNotRecorded(refugio.telefono)}; correo electrónico ${orNotRecorded(refugio.email)}. ` +
          `Responsable de protección de datos: ${orNotRecorded(refugio.responsableDatos)}.`,
      ),
      item("Finalidad", processing.finalidad),
      item("Legitimación", processing.legitimacion),
      item("Conservación", processing.conservacion),
      item("Destinatarios", RECIPIENTS_TEXT),
      // RGPD art. 13.2.e: whether the data must be given, and what follows if they are not.
      item("Obligatoriedad", "Los datos de este documento son necesarios para formalizarlo: sin ellos no puede extenderse."),
      // No copy of an identity document by default: art. 12.6 RGPD allows asking for more only on reasonable doubts.
      item(
        "Derechos",
        `Puede ejercer sus derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad ` +
          `dirigiéndose a ${orNotRecorded(refugio.contactoDerechos)}; solo se le pedirá que acredite su identidad si hubiera dudas razonables sobre ella. ` +
          `Si considera que sus datos no se tratan correctamente, puede reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).`,
      ),
    ],
  };
}

/**
 * How every signed document ends: where and when it is signed, the boxes of the person and of the
 * shelter, and the RGPD clause for what this document does with the person's data.
 */
export function signedClosing(refugio: ShelterData, fecha: string, signer: Signer, processing: DataProcessing): Content[] {
  return [placeAndDate(refugio, fecha), signatureBoxes([signer, shelterSigner(refugio)]), rgpdClause(refugio, processing)];
}

/** The A4 frame with the letterhead, the shelter's name in the running header and the document's title. */
export function renderLegalDocument(data: InformeData, title: string, content: Content[]): Promise<Buffer> {
  return renderPdf({
    ...a4Document({
      title,
      letterhead: shelterLetterhead(data.refugio),
      shelterName: data.refugio.nombre,
      generatedAt: data.generadoEn,
      generatedBy: data.generadoPor,
      content,
    }),
    pageBreakBefore: headingsKeptWithContent,
  });
}
