/**
 * Who gave an item of the plan sanitario, as 'Registrar' offers them and the cartilla prints them:
 * their name (the username while the account has none), their role, since keepers give dewormers
 * too, and a vet's colegiado number, which identifies the vet on a health record.
 */
export type WhoGaveIt = { username: string; rol: string; nombreCompleto?: string | null; numeroColegiado?: string | null };

export function realizadaPor({ username, nombreCompleto, rol, numeroColegiado }: WhoGaveIt): string {
  return `${nombreCompleto ?? username} (${rol}${numeroColegiado ? `, n.º de colegiado ${numeroColegiado}` : ""})`;
}
