import { PawPrint } from "lucide-react";
import { AuthImage } from "../../ui/AuthImage.tsx";

/**
 * An animal's photo in a list row ('Tratamientos en curso', the record list): small, loaded when
 * it scrolls into view, and a paw when the ficha has no photo. `photoUrl` is `Animal.photoUrl`.
 */
export function AnimalThumbnail({ photoUrl, nombre }: { photoUrl: string | null | undefined; nombre: string }) {
  if (photoUrl) return <AuthImage src={photoUrl} alt={`Foto de ${nombre}`} loading="lazy" className="size-10 shrink-0 rounded-md object-cover" />;
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-400" aria-hidden>
      <PawPrint size={18} />
    </span>
  );
}
