/**
 * Spec section 4 "Pending report form": choosing the person of a document process (not from the
 * General tab's plain selection) leaves the matching legal document waiting to be filled in.
 */
import { DESTINO_ADOPCION, DESTINO_RECONOCIMIENTO, PROCEDENCIA_ABANDONO } from "../rules/entradaSalida.ts";

export type PendingReport = "declaracion_abandono" | "contrato_adopcion" | "declaracion_reconocimiento";

export type PersonRole = "entrada" | "salida";

export function reportAfterPersonSelection(role: PersonRole, entradaSalida: { procedenciaId: number | null; destinoId: number }): PendingReport | null {
  if (role === "entrada") return entradaSalida.procedenciaId === PROCEDENCIA_ABANDONO ? "declaracion_abandono" : null;
  if (entradaSalida.destinoId === DESTINO_ADOPCION) return "contrato_adopcion";
  if (entradaSalida.destinoId === DESTINO_RECONOCIMIENTO) return "declaracion_reconocimiento";
  return null;
}
