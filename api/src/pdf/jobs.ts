/**
 * Every document the worker pool lays out, by kind. A job carries plain data only (it crosses
 * to a worker thread by structured clone); the renderer builds the pdfmake definition there.
 */
import type { ActivityReportData } from "./activityReport.ts";
import type { AnimalListingData } from "./animalListing.ts";
import type { InformeData } from "./legal/documentData.ts";
import type { LibroRegistroData } from "./libroRegistro.ts";
import type { PersonaExportData } from "./personaExport.ts";
import type { SignPdfData } from "./signing/signPdf.ts";

export type PdfJobs = {
  actividad: ActivityReportData;
  listado: AnimalListingData;
  informe: InformeData;
  libro: LibroRegistroData;
  persona: PersonaExportData;
  /** The signed version of an archived document (signing/signPdf.ts). */
  firma: SignPdfData;
};

export type PdfJob = { [K in keyof PdfJobs]: { kind: K; data: PdfJobs[K] } }[keyof PdfJobs];
