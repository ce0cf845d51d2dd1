/**
 * The Dirección column (spec section 2): address, then ', postal code', then ' - locality'; a
 * missing or blank part brings no separator of its own, and nothing at all reads '-'.
 */
export function formatDireccion(a: { readonly direccion?: string | null; readonly codigoPostal?: string | null; readonly localidad?: string | null }): string {
  const present = (...parts: (string | null | undefined)[]) => parts.map((part) => part?.trim()).filter(Boolean);
  const street = present(a.direccion, a.codigoPostal).join(", ");
  const full = present(street, a.localidad).join(" - ");
  return full || "-";
}
