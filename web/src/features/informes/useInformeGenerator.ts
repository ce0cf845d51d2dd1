import { INFORME_GENERATE_FAILED, INFORME_PDF_FAILED, INFORME_TYPE_LABELS, type InformeParams, type InformeType } from "@rules/informes.ts";
import { useEffect, useRef, useState } from "react";
import { fetchFile } from "../../http/downloadFile.ts";
import { fieldErrorsOf } from "../../relay/fieldErrors.ts";
import { readMutationError } from "../../relay/MutationError.ts";
import type { FieldErrors } from "../../ui/Form.tsx";
import { toastError } from "../../ui/Toast.tsx";
import { clearPendingReportForm, peekPendingReportForm } from "../registro/registrationContext.ts";
import { useGenerateInformeMutation } from "./GenerateInformeMutation.ts";
import type { ParamsType } from "./InformeParamsDialog.tsx";
import type { GeneratedPdf } from "./InformePreviewDialog.tsx";
import { informeRefusal, informeTypeOfPendingForm } from "./informeRefusal.ts";

/** Spec section 9: the pending form opens 500 ms after the E/S list loads. */
export const PENDING_FORM_DELAY_MS = 500;

type Options = {
  /** Global ids; the animal's is null while it is not saved. */
  animalId: string | null;
  entradaSalidaId: string;
  persons: { entrada: boolean; salida: boolean };
};

/**
 * The report generator of one E/S: the spec's refusals, the parameter form of the chosen type
 * (none for the ficha registral), the mutation, the PDF fetched for the preview, and the form left
 * pending by a person chosen for a process.
 */
export function useInformeGenerator({ animalId, entradaSalidaId, persons }: Options) {
  const [form, setForm] = useState<ParamsType | null>(null);
  const [preview, setPreview] = useState<GeneratedPdf | null>(null);
  /** The server's REFUGIO_INCOMPLETE message, naming what the shelter's data lacks. */
  const [incomplete, setIncomplete] = useState<string | null>(null);
  const [generate, generating] = useGenerateInformeMutation();

  /** Answers the server's field errors for the open form, or null once the preview shows. */
  async function send(tipo: InformeType, params: InformeParams): Promise<FieldErrors | null> {
    let answer: Awaited<ReturnType<typeof generate>>;
    try {
      answer = await generate({ tipo, animalId: animalId!, entradaSalidaId, ...params });
    } catch (error) {
      toastError((error as Error).message, INFORME_GENERATE_FAILED);
      return {};
    }
    const { pdfUrl, filename } = answer;
    if (answer.__typename !== "GenerateInformePayload" || !pdfUrl || !filename) {
      const error = readMutationError(answer.error);
      setIncomplete(error?.code === "REFUGIO_INCOMPLETE" ? error.message : null);
      toastError(error?.message ?? "Inténtelo de nuevo", INFORME_GENERATE_FAILED);
      return error ? fieldErrorsOf(error) : {};
    }
    setIncomplete(null);
    setForm(null);
    try {
      setPreview({ title: `Vista previa: ${INFORME_TYPE_LABELS[tipo]}`, filename, pdfUrl, pdf: await fetchFile(pdfUrl) });
    } catch (error) {
      // The document is archived all the same: 'Documentos generados' lists it.
      toastError((error as Error).message, INFORME_PDF_FAILED);
    }
    return null;
  }

  /** 'Generar informe' for `tipo` (null: none chosen): the spec's refusals, then its form or the document. */
  function request(tipo: string | null) {
    const refusal = informeRefusal({ animalSaved: !!animalId, entradaSalidaId, tipo, persons });
    if (refusal) return toastError(refusal);
    if (tipo === "ficha-registral") return void send(tipo, {});
    setForm(tipo as ParamsType);
  }

  // Back from choosing the person of a process: open its form, once, after the list has loaded.
  const latestRequest = useRef(request);
  latestRequest.current = request;
  useEffect(() => {
    if (!peekPendingReportForm()) return;
    const timer = setTimeout(() => {
      const pending = peekPendingReportForm();
      clearPendingReportForm();
      if (pending) latestRequest.current(informeTypeOfPendingForm(pending));
    }, PENDING_FORM_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return {
    request,
    generating,
    incomplete,
    paramsDialog: { tipo: form, onClose: () => setForm(null), onGenerate: send },
    previewDialog: { document: preview, onClose: () => setPreview(null) },
  };
}
