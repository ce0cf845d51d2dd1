/**
 * Cartilla sanitaria (issue 27): the animal's identification, every actuación of the plan
 * sanitario given to it (date, product, batch, vet) and the treatments recorded in its
 * observations, on the shelter's letterhead. Unsigned; handed to the adopter with the contract.
 */
import type { Content } from "pdfmake/interfaces";
import { dataTable } from "../dataTable.ts";
import { animalFacts, facts, heading, NOT_RECORDED, paragraph, renderLegalDocument, rgpdClause } from "./common.ts";
import type { ActuacionDadaData, CartillaSanitariaData } from "./documentData.ts";

export const CARTILLA_SANITARIA_TITLE = "Cartilla sanitaria";

export function renderCartillaSanitaria(data: CartillaSanitariaData): Promise<Buffer> {
  return renderLegalDocument(data, CARTILLA_SANITARIA_TITLE, [
    paragraph("Actuaciones sanitarias y tratamientos que constan en el refugio sobre el animal identificado a continuación."),
    heading("Identificación del animal"),
    animalFacts(data.animal),
    facts([
      ["Fecha de nacimiento", data.fechaNacimiento ?? NOT_RECORDED],
      ["Esterilizado", data.esterilizacion],
    ]),
    heading("Vacunas, desparasitaciones y pruebas"),
    actuacionesDadasTable(data.actuaciones),
    heading("Tratamientos veterinarios"),
    dataTable(
      [
        { header: "Fecha y hora", width: 88 },
        { header: "Descripción", width: "*" },
        { header: "Tratamiento", width: 150 },
      ],
      data.tratamientos.map((o) => [o.fechaHora, o.descripcion, o.tratamiento ?? "Sí"]),
      "No constan tratamientos del animal en el refugio.",
    ),
    rgpdClause(data.refugio, {
      finalidad: "Dejar constancia de la atención sanitaria del animal y entregarla a quien se haga cargo de él.",
      legitimacion: "El cumplimiento de las obligaciones legales del refugio en materia de sanidad y protección animal (art. 6.1.c RGPD; Ley 7/2023).",
      conservacion: "Durante la vida del animal y después durante los plazos de prescripción de las posibles responsabilidades.",
    }),
  ]);
}

/** The actuaciones of the plan sanitario given, as the cartilla and the adoption pack print them. */
export function actuacionesDadasTable(actuaciones: ActuacionDadaData[]): Content {
  return dataTable(
    [
      { header: "Fecha", width: 62 },
      { header: "Actuación", width: "*" },
      { header: "Producto", width: 70 },
      { header: "Lote", width: 50 },
      { header: "Caducidad", width: 55 },
      // A vet's name, role and colegiado number: two or three lines here.
      { header: "Realizada por", width: 95 },
    ],
    actuaciones.map((a) => [a.fecha, a.actuacion, a.producto ?? "", a.lote ?? "", a.caducidad ?? "", a.realizadaPor ?? ""]),
    "No constan actuaciones del plan sanitario hechas al animal.",
  );
}
