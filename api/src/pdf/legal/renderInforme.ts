/** The legal documents by type: each template lays out its own data. */
import { renderCartillaSanitaria } from "./cartillaSanitaria.ts";
import { renderContratoAdopcion } from "./contratoAdopcion.ts";
import { renderDeclaracionAbandono } from "./declaracionAbandono.ts";
import { renderDeclaracionReconocimiento } from "./declaracionReconocimiento.ts";
import type { InformeData } from "./documentData.ts";
import { renderFichaRegistral } from "./fichaRegistral.ts";
import { renderInformacionAdoptante } from "./informacionAdoptante.ts";

function renderByType(data: InformeData): Promise<Buffer> {
  switch (data.tipo) {
    case "ficha-registral":
      return renderFichaRegistral(data);
    case "declaracion-abandono":
      return renderDeclaracionAbandono(data);
    case "contrato-adopcion":
      return renderContratoAdopcion(data);
    case "declaracion-reconocimiento":
      return renderDeclaracionReconocimiento(data);
    case "informacion-adoptante":
      return renderInformacionAdoptante(data);
    case "cartilla-sanitaria":
      return renderCartillaSanitaria(data);
  }
}

const DAMAGED_PHOTO = "La fotografía está dañada y no se puede incluir en el PDF.";

/**
 * A stored logo or photo is recognised by its first bytes only; one the PDF library cannot read
 * (a damaged JPEG) leaves the document without its images rather than without the document.
 */
export async function renderInforme(data: InformeData): Promise<Buffer> {
  const hasImages = data.refugio.logo !== null || (data.tipo === "ficha-registral" && data.foto !== null);
  try {
    return await renderByType(data);
  } catch (error) {
    if (!hasImages) throw error;
    const refugio = { ...data.refugio, logo: null };
    return renderByType(data.tipo === "ficha-registral" && data.foto ? { ...data, refugio, foto: null, fotoNota: DAMAGED_PHOTO } : { ...data, refugio });
  }
}
