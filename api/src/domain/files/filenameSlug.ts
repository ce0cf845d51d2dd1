/** 'Año 2026/015 Ñ' → 'ano-2026-015-n': a text as the part of a download's name (ASCII, lower case, hyphens), at most 60 characters. */
export function filenameSlug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
}
