/** Runs inside a pool worker: one job in, the PDF bytes out. */
import { renderActivityReport } from "./activityReport.ts";
import { renderAnimalListing } from "./animalListing.ts";
import type { PdfJob } from "./jobs.ts";
import { renderInforme } from "./legal/renderInforme.ts";
import { renderLibroRegistro } from "./libroRegistro.ts";
import { renderPersonaExport } from "./personaExport.ts";
import { signPdf } from "./signing/signPdf.ts";

export default async function renderJob(job: PdfJob): Promise<Uint8Array> {
  switch (job.kind) {
    case "actividad":
      return renderActivityReport(job.data);
    case "listado":
      return renderAnimalListing(job.data);
    case "informe":
      return renderInforme(job.data);
    case "libro":
      return renderLibroRegistro(job.data);
    case "persona":
      return renderPersonaExport(job.data);
    case "firma":
      return signPdf(job.data);
  }
}
