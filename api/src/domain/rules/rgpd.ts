/**
 * Personal data rules (RGPD art. 5.1.e, LOPDGDD art. 32; docs/decisions.md "RGPD"): how long a
 * person's data are kept after their last entry or exit, the marker anonymisation writes and the
 * Spanish the screens and the server share.
 */
import type { CalendarDate } from "@internationalized/date";
import { z } from "zod";
import { formatDay } from "./shelterClock.ts";

export const DEFAULT_RETENTION_YEARS = 5;
export const MAX_RETENTION_YEARS = 30;

/** 'Plazo de conservación' in years, a setting of the shelter. */
export const retentionSchema = z.object({
  anios: z
    .number("El plazo de conservación debe ser un número de años")
    .int("El plazo de conservación debe ser un número entero de años")
    .min(1, "El plazo de conservación debe ser de al menos 1 año")
    .max(MAX_RETENTION_YEARS, `El plazo de conservación no puede superar ${MAX_RETENTION_YEARS} años`),
});

/** What anonymisation writes in place of every identifying text field that cannot be empty. */
/** Who else gets a person's data (RGPD arts. 13.1.e and 15.1.c): the legal documents' clause and the data export say it alike. */
export const RECIPIENTS_TEXT =
  "No se ceden datos a terceros, salvo a las administraciones públicas y registros de identificación animal cuando una ley lo exija.";

export const ANONYMISED_MARKER = "ANONIMIZADO";

/** The DNI must stay unique: the marker followed by the person's id. */
export const anonymisedDni = (id: number) => `${ANONYMISED_MARKER}${id}`;

/** People anonymised by one press of the retention screen's button, so one transaction stays short. */
export const ANONYMISE_BATCH = 100;

/** The day retention ends: `years` after the last day of the person's last E/S. */
export const retentionEnd = (lastMovement: CalendarDate, years: number): CalendarDate => lastMovement.add({ years });

export const BLOCKED_MESSAGE = "Los datos de esta persona están bloqueados (LOPDGDD art. 32): solo un administrador puede consultarlos.";
export const BLOCKED_LINK_MESSAGE = "Los datos de esta persona están bloqueados (LOPDGDD art. 32): no se puede vincular a una entrada o salida.";
export const BLOCKED_EDIT_MESSAGE = "Los datos de esta persona están bloqueados (LOPDGDD art. 32): solo un administrador puede modificarlos.";
export const BLOCKED_DOCUMENT_MESSAGE = "Este documento imprime los datos de una persona bloqueada (LOPDGDD art. 32): solo un administrador puede generarlo.";
/** A non-administrator asking for an archived document that prints a blocked person. */
export const BLOCKED_DOCUMENT_READ_MESSAGE =
  "Este documento imprime los datos de una persona bloqueada (LOPDGDD art. 32): solo un administrador puede consultarlo.";
/** What a non-administrator sees where an E/S names a blocked person. */
export const BLOCKED_PERSONA_MARKER = "Persona bloqueada (RGPD)";
export const ANONYMISED_UNBLOCK_MESSAGE = "Una persona anonimizada no se puede desbloquear";
export const ALREADY_ANONYMISED_MESSAGE = "Esta persona ya está anonimizada";
export const NO_MOVEMENTS_MESSAGE = "Esta persona no está vinculada a ninguna entrada o salida: elimínela en lugar de anonimizarla";
export const OPEN_STAY_MESSAGE = "Esta persona está vinculada a una estancia sin fecha de salida: el plazo de conservación aún no ha empezado";

export const retentionNotOverMessage = (end: CalendarDate) => `No se puede anonimizar antes de que termine el plazo de conservación, el ${formatDay(end)}`;
