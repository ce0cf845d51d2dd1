/**
 * Contrato de adopción: the shelter hands the animal to the adopter, who takes on the duties of
 * Ley 7/2023 and the commitments agreed. The whole wording of the contract is here, for the
 * shelter's lawyer to review.
 */
import type { Content } from "pdfmake/interfaces";
import type { ContratoAdopcionData } from "./documentData.ts";
import { animalFacts, bold, heading, paragraph, personFacts, personSigner, renderLegalDocument, shelterFacts, signedClosing } from "./common.ts";

export const CONTRATO_ADOPCION_TITLE = "Contrato de adopción";

/** The adopter's duties under Ley 7/2023, de 28 de marzo, de protección de los derechos y el bienestar de los animales. */
const OBLIGACIONES: Array<[string, string]> = [
  [
    "Identificación",
    "mantener al animal identificado con su microchip y sus datos al día en el registro de identificación animal de su comunidad " +
      "autónoma, comunicando el cambio de titularidad, de domicilio o la pérdida del animal en los plazos legales.",
  ],
  [
    "Cuidado",
    "proporcionarle alimentación, agua, alojamiento adecuado y la atención veterinaria, vacunas y tratamientos que necesite; " +
      "tratarlo conforme a su condición de ser sintiente, sin maltrato, y no abandonarlo en ningún caso.",
  ],
  [
    "Esterilización",
    "esterilizarlo cuando lo exija la normativa estatal, autonómica o municipal aplicable, en el plazo que indique el refugio, " + "si no lo estuviera ya.",
  ],
  ["Seguimiento", "permitir las visitas de seguimiento del refugio, con aviso previo, y darle la información que pida sobre el estado del animal."],
  ["Devolución", "si no pudiera seguir haciéndose cargo del animal, devolverlo al refugio, sin venderlo, cederlo ni entregarlo a terceras personas."],
];

export function renderContratoAdopcion(data: ContratoAdopcionData): Promise<Buffer> {
  const obligaciones: Content = {
    ol: OBLIGACIONES.map(([title, text]) => ({ text: [bold(`${title}: `), text], alignment: "justify", margin: [0, 0, 0, 3] })),
    type: "lower-alpha",
    margin: [10, 0, 0, 6],
  };
  return renderLegalDocument(data, CONTRATO_ADOPCION_TITLE, [
    heading("Reunidos"),
    paragraph("De una parte, el refugio (en adelante, «el refugio»):"),
    shelterFacts(data.refugio),
    paragraph("De otra parte, la persona adoptante (en adelante, «la persona adoptante»):"),
    personFacts(data.adoptante),
    paragraph("Ambas partes se reconocen capacidad legal para firmar este contrato y acuerdan la adopción del siguiente animal:"),
    animalFacts(data.animal),
    heading("Cláusulas"),
    paragraph([
      bold("Primera. Objeto. "),
      "El refugio entrega en adopción a la persona adoptante el animal descrito, que esta recibe el día ",
      bold(data.fechaEntrega),
      ". Desde ese momento la persona adoptante es su propietaria y responsable de su tenencia.",
    ]),
    paragraph([
      bold("Segunda. Obligaciones de la persona adoptante. "),
      "Conforme a la Ley 7/2023, de 28 de marzo, de protección de los derechos y el bienestar de los animales, la persona adoptante se obliga a:",
    ]),
    obligaciones,
    paragraph([bold("Tercera. Compromisos de la persona adoptante. "), data.compromiso ? "Además, se compromete a:" : "No se pactan compromisos adicionales."]),
    ...(data.compromiso ? [{ text: data.compromiso, margin: [10, 0, 0, 6] } satisfies Content] : []),
    ...(data.esterilizacionAntesDe
      ? [
          paragraph([
            bold("Cuarta. Esterilización. "),
            "La persona adoptante se compromete a que un veterinario esterilice al animal antes del ",
            bold(data.esterilizacionAntesDe),
            " y a entregar al refugio el certificado veterinario que lo acredite.",
          ]),
        ]
      : []),
    paragraph([
      bold(`${data.esterilizacionAntesDe ? "Quinta" : "Cuarta"}. Incumplimiento. `),
      "El incumplimiento grave de estas obligaciones permite al refugio resolver el contrato y recuperar el animal, sin perjuicio " +
        "de las responsabilidades administrativas o penales que correspondan.",
    ]),
    paragraph("Y en prueba de conformidad, ambas partes firman este contrato por duplicado."),
    ...signedClosing(data.refugio, data.fechaEntrega, personSigner("La persona adoptante", data.adoptante), {
      finalidad: "Gestionar la adopción del animal, el cambio de titularidad en el registro de identificación animal y el seguimiento de la adopción.",
      legitimacion:
        "La ejecución de este contrato (art. 6.1.b RGPD) y el cumplimiento de las obligaciones legales del refugio en materia de " +
        "protección animal (art. 6.1.c RGPD; Ley 7/2023, de 28 de marzo).",
      conservacion:
        "Durante la vida del animal, mientras pueda haber seguimiento de la adopción, y después durante los plazos de prescripción " +
        "de las posibles responsabilidades.",
    }),
  ]);
}
