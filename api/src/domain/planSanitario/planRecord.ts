/** How the activity log names the plan sanitario's rows, shared by its operations. */
import type { ActivityEntry } from "../logs/changeWithActivity.ts";

export const catalogueActivity = (accion: string, descripcion: string, registroId: number | null): ActivityEntry => ({
  tabla: "actuaciones_sanitarias",
  accion,
  descripcion,
  registroId,
});

export const protocolActivity = (accion: string, descripcion: string, registroId: number | null): ActivityEntry => ({
  tabla: "protocolo_sanitario",
  accion,
  descripcion,
  registroId,
});

export const itemActivity = (accion: string, descripcion: string, registroId: number | null): ActivityEntry => ({
  tabla: "actuaciones_animal",
  accion,
  descripcion,
  registroId,
});

export const describeItem = (item: { id: number; animalId: number }, nombre: string) => `la actuación ${item.id} (${nombre}) del animal ${item.animalId}`;
