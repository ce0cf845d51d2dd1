import { useState } from "react";
import { downloadFile } from "../../http/downloadFile.ts";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";

/** 'Exportar datos' of one person, as the file the server makes (POST /api/personas/{id}/exportar). */
export function useExportPersona(databaseId: number) {
  const [exporting, setExporting] = useState(false);
  async function exportAs(formato: "json" | "pdf") {
    setExporting(true);
    try {
      await downloadFile(`/api/personas/${databaseId}/exportar`, { formato }, `datos-persona-${databaseId}.${formato}`);
      toastSuccess("Datos exportados", `Descargado datos-persona-${databaseId}.${formato}`);
    } catch (error) {
      toastError(error instanceof Error ? error.message : "No se pudieron exportar los datos.", "Error al exportar");
    } finally {
      setExporting(false);
    }
  }
  return { exportAs, exporting };
}
