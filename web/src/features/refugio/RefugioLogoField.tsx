import { LOGO_TYPES, logoProblem } from "@rules/refugio.ts";
import { ImageOff } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import type { RefugioLogoField_refugio$key } from "../../__generated__/RefugioLogoField_refugio.graphql.ts";
import { readMutationError } from "../../relay/MutationError.ts";
import { StoredImage } from "../../ui/StoredImage.tsx";
import { ImageFileActions } from "../../ui/ImageFileActions.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";
import { useDeleteRefugioLogoMutation } from "./DeleteRefugioLogoMutation.ts";
import { useUploadRefugioLogoMutation } from "./UploadRefugioLogoMutation.ts";

const LOGO_PICKER_TYPES = Object.keys(LOGO_TYPES);

/**
 * The shelter's logo, printed in the header of every document: uploaded as soon as it is chosen
 * (checked first here on its declared type and size, then by the server on its content).
 */
export function RefugioLogoField(props: { refugio: RefugioLogoField_refugio$key }) {
  const { logoUrl } = useFragment(
    graphql`
      fragment RefugioLogoField_refugio on Refugio {
        id
        logoUrl
      }
    `,
    props.refugio,
  );
  const [upload, uploading] = useUploadRefugioLogoMutation();
  const [remove, removing] = useDeleteRefugioLogoMutation();

  /** Runs an upload or a removal and says how it went; true when it succeeded. */
  async function run(action: () => Promise<{ readonly error?: Parameters<typeof readMutationError>[0] }>, success: string, failure: string) {
    try {
      const error = readMutationError((await action()).error);
      if (error) toastError(error.message, failure);
      else toastSuccess(success);
      return !error;
    } catch {
      toastError(failure);
      return false;
    }
  }

  function choose(file: File) {
    const problem = logoProblem(file);
    if (problem) return toastError(problem, "Error al subir el logotipo");
    void run(() => upload(file), "Logotipo guardado correctamente", "Error al subir el logotipo");
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center" data-field="logo">
      <div className="flex h-28 w-48 shrink-0 items-center justify-center rounded-lg border border-slate-200 bg-white p-2" data-testid="refugio-logo">
        {logoUrl ? (
          <StoredImage src={logoUrl} alt="Logotipo del refugio" className="max-h-full max-w-full object-contain" />
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
        <ImageFileActions
          what="logotipo"
          chooseLabel="Subir logotipo"
          accept={LOGO_PICKER_TYPES}
          hasImage={!!logoUrl}
          isUploading={uploading}
          isRemoving={removing}
          isDisabled={uploading || removing}
          onFile={choose}
          onRemove={() => run(remove, "Logotipo eliminado correctamente", "Error al eliminar el logotipo")}
          removalWarning="Los documentos se imprimirán sin logotipo. ¿Desea continuar?"
        />
      </div>
    </div>
  );
}
