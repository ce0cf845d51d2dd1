import { LOGO_TYPES, logoProblem } from "@rules/refugio.ts";
import { ImageOff, ImagePlus, Trash2 } from "lucide-react";
import { useState } from "react";
import { readMutationError } from "../../relay/MutationError.ts";
import { AuthImage } from "../../ui/AuthImage.tsx";
import { Button } from "../../ui/Button.tsx";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { FileButton } from "../../ui/FileButton.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";
import { useDeleteRefugioLogoMutation } from "./DeleteRefugioLogoMutation.ts";
import { useUploadRefugioLogoMutation } from "./UploadRefugioLogoMutation.ts";

const LOGO_PICKER_TYPES = Object.keys(LOGO_TYPES);

/**
 * The shelter's logo, printed in the header of every document: uploaded as soon as it is chosen
 * (checked first here on its declared type and size, then by the server on its content).
 */
export function RefugioLogoField({ logoUrl }: { logoUrl: string | null | undefined }) {
  const [upload, uploading] = useUploadRefugioLogoMutation();
  const [remove, removing] = useDeleteRefugioLogoMutation();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const busy = uploading || removing;

  async function run(action: () => Promise<{ readonly error?: Parameters<typeof readMutationError>[0] }>, success: string, failure: string) {
    try {
      const error = readMutationError((await action()).error);
      if (error) return toastError(error.message, failure);
      toastSuccess(success);
    } catch {
      toastError(failure);
    }
  }

  function choose(file: File) {
    const problem = logoProblem(file);
    if (problem) return toastError(problem, "Error al subir el logotipo");
    void run(() => upload(file), "Logotipo guardado correctamente", "Error al subir el logotipo");
  }

  async function removeLogo() {
    await run(remove, "Logotipo eliminado correctamente", "Error al eliminar el logotipo");
    setConfirmRemove(false);
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center" data-field="logo">
      <div className="flex h-28 w-48 shrink-0 items-center justify-center rounded-lg border border-slate-200 bg-white p-2" data-testid="refugio-logo">
        {logoUrl ? (
          <AuthImage src={logoUrl} alt="Logotipo del refugio" className="max-h-full max-w-full object-contain" />
        ) : (
          <span className="flex flex-col items-center gap-1 text-xs text-slate-600">
            <ImageOff size={28} aria-hidden />
            Sin logotipo
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <p className="text-sm font-medium text-slate-700">Logotipo (opcional)</p>
        <p className="text-xs text-slate-600">Imagen PNG o JPEG de hasta 1 MB. Se imprime en la cabecera de los documentos.</p>
        <div className="flex flex-wrap gap-2">
          <FileButton variant="secondary" size="sm" accept={LOGO_PICKER_TYPES} onFile={choose} isDisabled={busy}>
            <ImagePlus size={16} aria-hidden />
            {uploading ? "Subiendo..." : logoUrl ? "Cambiar logotipo" : "Subir logotipo"}
          </FileButton>
          {logoUrl && (
            <Button variant="ghost" size="sm" onPress={() => setConfirmRemove(true)} isDisabled={busy}>
              <Trash2 size={16} aria-hidden />
              Quitar logotipo
            </Button>
          )}
        </div>
      </div>
      <ConfirmDialog
        isOpen={confirmRemove}
        onOpenChange={setConfirmRemove}
        title="Quitar logotipo"
        description="Los documentos se imprimirán sin logotipo. ¿Desea continuar?"
        confirmText="Quitar logotipo"
        variant="destructive"
        isPending={removing}
        onConfirm={removeLogo}
      />
    </div>
  );
}
