/** The Dirección column (spec section 2): address, then ', postal code', then ' - locality'; '-' when empty. */
export function formatDireccion(a: {
  readonly direccion?: string | null;
  readonly codigoPostal?: string | null;
  readonly localidad?: string | null;
}): string {
  const street = [a.direccion, a.codigoPostal].filter(Boolean).join(", ");
  const full = [street, a.localidad].filter(Boolean).join(" - ");
  return full || "-";
}
