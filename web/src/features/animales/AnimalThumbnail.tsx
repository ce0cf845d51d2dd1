import { AnimalPhoto } from "./AnimalPhoto.tsx";

/**
 * An animal's photo in a list row ('Tratamientos en curso', the record list): small, loaded when
 * it scrolls into view, and a paw when the ficha has no photo. `photoUrl` is `Animal.photoUrl`.
 */
export function AnimalThumbnail({ photoUrl, nombre }: { photoUrl: string | null | undefined; nombre: string }) {
  return <AnimalPhoto src={photoUrl} alt={`Foto de ${nombre}`} loading="lazy" className="size-10 shrink-0 rounded-md" />;
}
