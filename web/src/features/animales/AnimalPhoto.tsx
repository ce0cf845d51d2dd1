import { PawPrint } from "lucide-react";
import { StoredImage } from "../../ui/StoredImage.tsx";
import { cn } from "../../ui/cn.ts";

/**
 * An animal's photo, the one way every screen shows it (the ficha, 'Tratamientos en curso', the
 * record list): its `photoUrl` (the reduced copy's API path with its version) in a plain <img>, or
 * a paw when there is none. `className` sizes the box; `emptyLabel` is written under the paw.
 */
export function AnimalPhoto({
  src,
  alt,
  className,
  emptyLabel,
  loading,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  emptyLabel?: string;
  /** "lazy" for photos down a list. */
  loading?: "lazy" | "eager";
}) {
  if (src)
    return (
      <StoredImage
        src={src}
        alt={alt}
        loading={loading}
        className={cn("object-cover", className)}
        fallback={<PawPrint className="size-2/5 max-h-8 max-w-8" aria-hidden />}
      />
    );
  return (
    <div className={cn("flex flex-col items-center justify-center gap-1 bg-slate-100 text-slate-600", className)} aria-hidden={!emptyLabel}>
      <PawPrint className="size-2/5 max-h-8 max-w-8" aria-hidden />
      {emptyLabel && <span className="text-xs">{emptyLabel}</span>}
    </div>
  );
}
