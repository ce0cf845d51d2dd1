/** 'Ana Martín Peña': name then surnames, as the delete confirmation names the person. */
export function personaFullName(p: { readonly nombre: string; readonly apellido1: string; readonly apellido2?: string | null }): string {
  return [p.nombre, p.apellido1, p.apellido2].filter(Boolean).join(" ");
}
