/**
 * Declaración de abandono (cesión): the person hands the animal over to the shelter and gives
 * up its ownership. The whole wording of the document is here, for the shelter's lawyer to review.
 */
import type { Content } from "pdfmake/interfaces";
import type { DeclaracionAbandonoData } from "./documentData.ts";
import { animalFacts, bold, heading, paragraph, personFacts, personSigner, renderLegalDocument, shelterFacts, signedClosing } from "./common.ts";

export const DECLARACION_ABANDONO_TITLE = "Declaración de abandono y cesión del animal";

export function renderDeclaracionAbandono(data: DeclaracionAbandonoData): Promise<Buffer> {
  const refugio = data.refugio.nombre ?? "";
  return renderLegalDocument(data, DECLARACION_ABANDONO_TITLE, [
    heading("Persona que cede el animal"),
    personFacts(data.cedente),
    heading("Refugio que lo recibe"),
    shelterFacts(data.refugio),
    heading("Animal cedido"),
    animalFacts(data.animal),
    heading("Declara"),
    paragraph([
      "1. Que es la persona propietaria o poseedora legítima del animal descrito y que lo entrega voluntariamente al refugio ",
      bold(refugio),
      " el día ",
      bold(data.fechaAbandono),
      ".",
    ]),
    paragraph(
      "2. Que renuncia a la propiedad del animal y a cualquier derecho sobre él. Desde la entrega, el animal queda bajo la responsabilidad " +
        "del refugio, que podrá darlo en adopción o decidir su destino conforme a la Ley 7/2023, de 28 de marzo, de protección de los " +
        "derechos y el bienestar de los animales, y a la normativa autonómica aplicable.",
    ),
    paragraph(data.causas ? "3. Que las causas de la cesión son las siguientes:" : "3. Que no indica las causas de la cesión."),
    ...(data.causas ? [{ text: data.causas, margin: [10, 0, 0, 6] } satisfies Content] : []),
    paragraph(["4. Que abona al refugio la cantidad de ", bold(data.cantidadAbonada), " para contribuir a los gastos de acogida y atención del animal."]),
    paragraph(
      "5. Que los datos facilitados sobre el animal son ciertos y que ha informado al refugio de toda enfermedad, tratamiento o " +
        "conducta del animal que conozca.",
    ),
    paragraph("6. Que autoriza al refugio a comunicar el cambio de titularidad al registro de identificación animal de la comunidad autónoma."),
    ...signedClosing(data.refugio, data.fechaAbandono, personSigner("La persona cedente", data.cedente), {
      finalidad: "Gestionar la cesión del animal al refugio y dejar constancia de la renuncia a su propiedad.",
      legitimacion:
        "La ejecución del acuerdo de cesión que usted firma (art. 6.1.b RGPD) y el cumplimiento de las obligaciones legales del refugio " +
        "en materia de protección animal (art. 6.1.c RGPD; Ley 7/2023, de 28 de marzo).",
      conservacion:
        "Mientras el animal esté bajo la responsabilidad del refugio y, después, durante los plazos que exija la normativa de núcleos " +
        "zoológicos y los de prescripción de las posibles responsabilidades.",
    }),
  ]);
}
