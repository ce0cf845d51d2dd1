import { photoProblem } from "@rules/photo.ts";
import { Download, RotateCcw } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import type { AnimalPhotoField_animal$key } from "../../__generated__/AnimalPhotoField_animal.graphql.ts";
import { Button, LinkButton } from "../../ui/Button.tsx";
import { ImageFileActions } from "../../ui/ImageFileActions.tsx";
import { toastError } from "../../ui/Toast.tsx";
import { type PendingPhoto, pendingPhotoFile, readPendingPhoto } from "./photoFile.ts";
import { useRemoveAnimalPhotoMutation } from "./RemoveAnimalPhotoMutation.ts";
import { useUploadAnimalPhotoMutation } from "./UploadAnimalPhotoMutation.ts";
import { readMutationError } from "../../relay/MutationError.ts";
import { AnimalPhoto } from "./AnimalPhoto.tsx";

/** Any image, so that a phone offers its camera (`accept="image/*"`); the server checks the format by content. */
const PHOTO_PICKER_TYPES = ["image/*"];

export const PHOTO_KEPT_NOTICE = "Animal creado, pero la fotografía se mantiene en base64";

/**
 * The ficha's photo. For a saved animal a chosen photo is uploaded at once and removing it
 * deletes it on the server. For a new animal the photo waits in the browser (`pending`) until
 * the animal is saved (spec section 4 "New animal"); if that upload fails it stays pending,
 * with a notice and a way to try again.
 */
export function AnimalPhotoField(props: {
  animal: AnimalPhotoField_animal$key | null;
  pending: PendingPhoto | null;
  onPendingChange: (photo: PendingPhoto | null) => void;
  isDisabled?: boolean;
}) {
  const animal = useFragment(
    graphql`
      fragment AnimalPhotoField_animal on Animal {
        id
        nombre
        photoUrl
        photoOriginalUrl
      }
    `,
    props.animal,
  );
  const [upload, isUploading] = useUploadAnimalPhotoMutation();
  const [remove, isRemoving] = useRemoveAnimalPhotoMutation();
  const busy = isUploading || isRemoving || props.isDisabled;

  async function uploadNow(file: File): Promise<boolean> {
    if (!animal) return false;
    const outcome = await upload(animal.id, file);
    if (!outcome.ok) toastError(outcome.message ?? "Error al subir la imagen al servidor");
    return outcome.ok;
  }

  async function choose(file: File) {
    const problem = photoProblem(file);
    if (problem) return toastError(problem);
    if (animal) return void uploadNow(file);
    props.onPendingChange(await readPendingPhoto(file));
  }

  async function retryPending() {
    if (props.pending && (await uploadNow(pendingPhotoFile(props.pending)))) props.onPendingChange(null);
  }

  /** A photo not uploaded yet is only forgotten. */
  async function forgetPending(): Promise<boolean> {
    props.onPendingChange(null);
    return true;
  }

  /** True once the photo is gone; a failure keeps the confirmation open. */
  async function removeStored(): Promise<boolean> {
    if (!animal) return false;
    try {
      const error = readMutationError((await remove({ id: animal.id })).error);
      if (error) toastError(error.message);
      return !error;
    } catch {
      toastError("Error al eliminar la fotografía");
      return false;
    }
  }

  const shown = props.pending?.dataUrl ?? animal?.photoUrl ?? null;
  const alt = animal ? `Fotografía de ${animal.nombre}` : "Fotografía del animal";
  const keptAfterCreate = !!animal && !!props.pending;

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start" data-field="photo">
      <div className="h-40 w-40 shrink-0 overflow-hidden rounded-lg border border-slate-200" data-testid="animal-photo">
        <AnimalPhoto src={shown} alt={alt} className="h-full w-full" emptyLabel="Sin fotografía" />
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <p className="text-sm font-medium text-slate-700">Fotografía</p>
        <p className="text-xs text-slate-500">Imagen JPG, PNG, GIF, WebP o AVIF de hasta 5 MB.</p>
        <ImageFileActions
          what="fotografía"
          chooseLabel="Seleccionar fotografía"
          accept={PHOTO_PICKER_TYPES}
          camera="environment"
          hasImage={!!shown}
          isUploading={isUploading}
          isRemoving={isRemoving}
          isDisabled={!!busy}
          onFile={choose}
          onRemove={props.pending ? forgetPending : removeStored}
          removalWarning="La fotografía se eliminará del servidor. ¿Desea continuar?"
          confirmRemoval={!props.pending}
        />
        {animal?.photoOriginalUrl && !props.pending && (
          // The ficha shows a reduced copy; this is the photo exactly as it was uploaded.
          <LinkButton variant="ghost" size="sm" href={animal.photoOriginalUrl} download className="self-start">
            <Download size={16} aria-hidden />
            Descargar original
          </LinkButton>
        )}
        {keptAfterCreate && (
          <div role="status" className="flex flex-col gap-2 rounded-md border border-amber-200 bg-amber-50 p-2 text-xs text-amber-900">
            <span>{PHOTO_KEPT_NOTICE}</span>
            <Button variant="secondary" size="sm" onPress={retryPending} isPending={busy} className="self-start">
              <RotateCcw size={14} aria-hidden />
              Subir de nuevo
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
