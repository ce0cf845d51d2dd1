/** A user as any caller may see it: never the password hash. */
export const publicUserSelect = { id: true, username: true, email: true, rolId: true, activo: true, nombreCompleto: true, numeroColegiado: true } as const;

export type PublicUser = {
  id: number;
  username: string;
  email: string | null;
  rolId: number;
  activo: boolean;
  nombreCompleto: string | null;
  numeroColegiado: string | null;
};
