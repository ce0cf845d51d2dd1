/**
 * Ficha registral animal: the shelter's own record of an animal, with its photo, every E/S with
 * its people and town hall, and the observations and treatments of the E/S it is generated from.
 * Unsigned; it is generated even before 'Datos del refugio' is complete and prints what is known.
 */
import type { Content } from "pdfmake/interfaces";
import { dataTable } from "../dataTable.ts";
import type { FichaRegistralData, PersonData, StayWithPeople } from "./documentData.ts";
import { animalFacts, facts, heading, NOT_RECORDED, orNotRecorded, renderLegalDocument, rgpdClause } from "./common.ts";

export const FICHA_REGISTRAL_TITLE = "Ficha registral animal";

const person = (p: PersonData | null) => (p ? `${p.nombreCompleto}, DNI/NIE ${p.dni}. ${p.direccion}. Tel. ${p.telefono}` : NOT_RECORDED);

function stay(s: StayWithPeople, selected: boolean): Content {
  return {
    unbreakable: true,
    margin: [0, 0, 0, 8],
    stack: [
      { text: `E/S n.º ${s.id}${selected ? " (la de este documento)" : ""}`, bold: true, margin: [0, 4, 0, 2] },
      facts([
        ["Fecha de llegada", s.fechaLlegada],
        ["Procedencia", orNotRecorded(s.procedencia)],
        ["Fecha de salida", s.fechaSalida ?? "Sigue en el refugio"],
        ["Destino", s.destino],
        ["Días en el refugio", String(s.dias)],
        ["Persona que lo entrega", person(s.entrada)],
        ["Persona que se hace cargo", person(s.salida)],
        ["Ayuntamiento", s.ayuntamiento ? `${s.ayuntamiento.nombre}, CIF ${s.ayuntamiento.cif}. ${s.ayuntamiento.direccion}` : NOT_RECORDED],
      ]),
    ],
  };
}

export function renderFichaRegistral(data: FichaRegistralData): Promise<Buffer> {
  const photo: Content = data.foto ? { image: data.foto, fit: [150, 150] } : { text: data.fotoNota ?? "Sin fotografía", style: "muted", italics: true };
  return renderLegalDocument(data, FICHA_REGISTRAL_TITLE, [
    heading(`Datos del animal (Nº Id ${data.animal.id})`),
    {
      columns: [
        { width: "*", stack: [animalFacts(data.animal)] },
        { width: 150, stack: [photo] },
      ],
      columnGap: 14,
    },
    heading("Entradas y salidas"),
    ...data.estancias.map((s) => stay(s, s.id === data.estancia.id)),
    heading(`Observaciones y tratamientos de la E/S n.º ${data.estancia.id}`),
    dataTable(
      [
        { header: "Fecha y hora", width: 88 },
        { header: "Descripción", width: "*" },
        { header: "Tratamiento", width: 150 },
      ],
      data.observaciones.map((o) => [o.fechaHora, o.descripcion, o.tratamiento ?? "No"]),
      "No hay observaciones en esta entrada/salida.",
    ),
    rgpdClause(data.refugio, {
      finalidad: "Llevar el registro de los animales del refugio y de sus entradas y salidas, con las personas y ayuntamientos que intervienen.",
      legitimacion:
        "El cumplimiento de las obligaciones legales del refugio como núcleo zoológico (art. 6.1.c RGPD; Ley 7/2023, de 28 de marzo, " +
        "y normativa autonómica de protección animal).",
      conservacion: "Mientras el refugio deba conservar el registro del animal según la normativa aplicable.",
    }),
  ]);
}
