/**
 * Declaración de reconocimiento de un animal: the owner recognises the animal as theirs and takes
 * it back, paying the costs of its stay. The whole wording of the document is here, for the
 * shelter's lawyer to review.
 */
import type { DeclaracionReconocimientoData } from "./documentData.ts";
import { animalFacts, BLANK, bold, facts, heading, paragraph, personFacts, personSigner, renderLegalDocument, shelterFacts, signedClosing } from "./common.ts";

export const DECLARACION_RECONOCIMIENTO_TITLE = "Declaración de reconocimiento de un animal";

/** Without an exit person on the E/S the owner fills in their data by hand. */
const BLANK_PERSON = facts([
  ["Nombre y apellidos", BLANK],
  ["DNI/NIE", BLANK],
  ["Domicilio", BLANK],
  ["Teléfono", BLANK],
]);

export function renderDeclaracionReconocimiento(data: DeclaracionReconocimientoData): Promise<Buffer> {
  const dias = `${data.diasRefugio} ${data.diasRefugio === 1 ? "día" : "días"}`;
  return renderLegalDocument(data, DECLARACION_RECONOCIMIENTO_TITLE, [
    heading("Persona propietaria"),
    data.propietario ? personFacts(data.propietario) : BLANK_PERSON,
    heading("Refugio"),
    shelterFacts(data.refugio),
    heading("Animal"),
    animalFacts(data.animal),
    heading("Declara"),
    paragraph([
      "1. Que es la persona propietaria del animal descrito, que ingresó en el refugio el día ",
      bold(data.estancia.fechaLlegada),
      ", y que lo reconoce como suyo.",
    ]),
    paragraph(["2. Que el día ", bold(data.fechaEntrega), " recibe el animal del refugio y se hace cargo de él desde ese momento."]),
    paragraph([
      "3. Que abona al refugio la cantidad de ",
      bold(data.cantidadAbonada),
      " por los gastos de estancia, manutención y atención veterinaria del animal durante ",
      bold(dias),
      " en el refugio.",
    ]),
    paragraph(
      "4. Que se compromete a mantener al animal identificado, con sus datos al día en el registro de identificación animal, y a " +
        "cumplir las obligaciones de la Ley 7/2023, de 28 de marzo, de protección de los derechos y el bienestar de los animales, " +
        "para evitar que vuelva a perderse.",
    ),
    ...signedClosing(data.refugio, data.fechaEntrega, personSigner("La persona propietaria", data.propietario), {
      finalidad: "Gestionar la devolución del animal a su propietario y el cobro de los gastos de su estancia.",
      legitimacion:
        "La relación que usted establece con el refugio al recuperar el animal (art. 6.1.b RGPD) y el cumplimiento de las obligaciones " +
        "legales del refugio en materia de protección animal (art. 6.1.c RGPD; Ley 7/2023, de 28 de marzo).",
      conservacion: "Durante los plazos que exija la normativa de núcleos zoológicos y los de prescripción de las posibles responsabilidades.",
    }),
  ]);
}
