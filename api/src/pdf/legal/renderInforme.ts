/** The legal documents by type: each template lays out its own data. */
import { renderContratoAdopcion } from "./contratoAdopcion.ts";
import { renderDeclaracionAbandono } from "./declaracionAbandono.ts";
import { renderDeclaracionReconocimiento } from "./declaracionReconocimiento.ts";
import type { InformeData } from "./documentData.ts";
import { renderFichaRegistral } from "./fichaRegistral.ts";

export function renderInforme(data: InformeData): Promise<Buffer> {
  switch (data.tipo) {
    case "ficha-registral":
      return renderFichaRegistral(data);
    case "declaracion-abandono":
      return renderDeclaracionAbandono(data);
    case "contrato-adopcion":
      return renderContratoAdopcion(data);
    case "declaracion-reconocimiento":
      return renderDeclaracionReconocimiento(data);
  }
}
