/**
 * Información del animal para el adoptante (Ley 7/2023, art. 58.7: the adopter receives the
 * information held about the animal and a veterinary certificate): the ficha's data, its
 * identification, sterilisation, the vaccines, deworming and tests of the plan sanitario given,
 * every treatment and observation marked sanitary it had in the shelter, and a space for the vet's certificate beside the adopter's and the shelter's signatures,
 * filled in and signed by hand.
 */
import type { Content } from "pdfmake/interfaces";
import { dataTable } from "../dataTable.ts";
import {
  animalFacts,
  BLANK,
  facts,
  heading,
  NOT_RECORDED,
  paragraph,
  personFacts,
  personSigner,
  renderLegalDocument,
  rgpdClause,
  shelterSigner,
  signatureBoxes,
} from "./common.ts";
import { actuacionesDadasTable } from "./cartillaSanitaria.ts";
import type { InformacionAdoptanteData } from "./documentData.ts";

export const INFORMACION_ADOPTANTE_TITLE = "Información del animal para el adoptante";

export function renderInformacionAdoptante(data: InformacionAdoptanteData): Promise<Buffer> {
  const salud: Array<[string, string]> = [
    ["Fecha de nacimiento", data.fechaNacimiento ?? NOT_RECORDED],
    ["Esterilizado", data.esterilizacion],
  ];
  if (data.esterilizacionAntesDe) salud.push(["Compromiso de esterilización", `La persona adoptante lo esterilizará antes del ${data.esterilizacionAntesDe}`]);
  const certificate: Content[] = [
    // Aligned left: justified, the line broke after each '/' and stretched the gap ('D./ D.ª').
    {
      text:
        `D./D.ª ${BLANK}, veterinario/a colegiado/a n.º ${BLANK} del Colegio Oficial de Veterinarios de ${BLANK}, ` +
        "certifica que ha reconocido al animal identificado en este documento y que su estado sanitario es el siguiente:",
      margin: [0, 0, 0, 6],
    },
    { text: `${BLANK}${BLANK}${BLANK}\n\n${BLANK}${BLANK}${BLANK}`, margin: [0, 6, 0, 10], color: "#94a3b8" },
    paragraph(`En ${BLANK}, a ${BLANK}.`),
    // The adopter signs for what they received, the shelter for what it handed over, the vet for the certificate.
    signatureBoxes([
      personSigner("La persona adoptante", data.adoptante),
      shelterSigner(data.refugio),
      { role: "El/la veterinario/a", name: null, id: `N.º de colegiado/a: ${BLANK}` },
    ]),
  ];
  return renderLegalDocument(data, INFORMACION_ADOPTANTE_TITLE, [
    paragraph(
      "El refugio entrega a la persona adoptante la información que tiene sobre el animal, junto con el certificado veterinario, " +
        "conforme al artículo 58.7 de la Ley 7/2023, de 28 de marzo, de protección de los derechos y el bienestar de los animales.",
    ),
    heading("El animal"),
    animalFacts(data.animal),
    heading("Edad y esterilización"),
    facts(salud),
    heading("La adopción"),
    facts([
      ["Fecha de salida", data.estancia.fechaSalida ?? NOT_RECORDED],
      ["Entrada/salida", `n.º ${data.estancia.id}, llegada el ${data.estancia.fechaLlegada}`],
    ]),
    ...(data.adoptante ? [personFacts(data.adoptante)] : [paragraph("No hay persona adoptante vinculada a la salida.")]),
    heading("Vacunas, desparasitaciones y pruebas"),
    actuacionesDadasTable(data.actuaciones),
    heading("Tratamientos y observaciones sanitarias en el refugio"),
    dataTable(
      [
        { header: "Fecha y hora", width: 88 },
        { header: "Descripción", width: "*" },
        { header: "Tratamiento", width: 150 },
      ],
      data.tratamientos.map((o) => [o.fechaHora, o.descripcion, o.tratamiento ?? "No (observación sanitaria)"]),
      "No constan tratamientos ni observaciones sanitarias del animal en el refugio.",
    ),
    heading("Certificado veterinario"),
    { unbreakable: true, stack: certificate },
    rgpdClause(data.refugio, {
      finalidad: "Entregar a la persona adoptante la información del animal y su certificado veterinario (Ley 7/2023, art. 58.7).",
      legitimacion: "El cumplimiento de las obligaciones legales del refugio en materia de protección animal (art. 6.1.c RGPD; Ley 7/2023, de 28 de marzo).",
      conservacion: "Durante la vida del animal y después durante los plazos de prescripción de las posibles responsabilidades.",
    }),
  ]);
}
