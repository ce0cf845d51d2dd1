import { ImagePlus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "./Button.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { FileButton } from "./FileButton.tsx";

/**
 * The buttons beside a stored image (an animal's photo, the shelter's logo): choose or change the
 * file, and 'Quitar <what>' after a confirmation that says what removing it means. `onRemove`
 * resolving to false (it failed) keeps the confirmation open.
 */
export function ImageFileActions({
  what,
  chooseLabel,
  accept,
  camera,
  hasImage,
  isUploading,
  isRemoving,
  isDisabled,
  onFile,
  onRemove,
  removalWarning,
  confirmRemoval = true,
}: {
  /** The image, with no article: 'fotografía', 'logotipo'. */
  what: string;
  chooseLabel: string;
  accept: string[];
  camera?: "user" | "environment";
  hasImage: boolean;
  isUploading: boolean;
  isRemoving: boolean;
  isDisabled: boolean;
  onFile: (file: File) => void;
  onRemove: () => Promise<boolean>;
  removalWarning: string;
  /** False when removing loses nothing stored (a photo not uploaded yet). */
  confirmRemoval?: boolean;
}) {
  const [confirming, setConfirming] = useState(false);

  async function remove() {
    if (await onRemove()) setConfirming(false);
  }

  return (
    <div className="flex flex-wrap gap-2">
      <FileButton variant="secondary" size="sm" accept={accept} camera={camera} onFile={onFile} isPending={isUploading} isDisabled={isDisabled && !isUploading}>
        <ImagePlus size={16} aria-hidden />
        {isUploading ? "Subiendo..." : hasImage ? `Cambiar ${what}` : chooseLabel}
      </FileButton>
      {hasImage && (
        <Button variant="ghost" size="sm" onPress={() => (confirmRemoval ? setConfirming(true) : void onRemove())} isDisabled={isDisabled}>
          <Trash2 size={16} aria-hidden />
          Quitar {what}
        </Button>
      )}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={`Quitar ${what}`}
        description={removalWarning}
        confirmText={`Quitar ${what}`}
        variant="destructive"
        isPending={isRemoving}
        onConfirm={remove}
      />
    </div>
  );
}
