/** Who is calling: a logged-in user (from a verified token) or nobody. */
export type Actor = { id: number; username: string; rolId: number } | null;

export const ROLE = { ADMINISTRADOR: 1, EMPLEADO: 2, VETERINARIO: 3 } as const;
