/** How the activity log names an observation, shared by every observation operation. */
export const describeObservacion = (o: { id: number; entradaSalidaId: number; tratamiento: boolean }) =>
  `la observación ${o.id}${o.tratamiento ? " (tratamiento)" : ""} de la E/S ${o.entradaSalidaId}`;

/** An observation's activity entry (table observaciones). */
export const activity = (accion: string, descripcion: string, registroId: number) => ({ tabla: "observaciones", accion, descripcion, registroId });
