import type { CalendarDate } from "@internationalized/date";
import { AppError } from "../errors.ts";
import { retentionNotOverMessage } from "../rules/rgpd.ts";

export const personaBlocked = (message: string) => new AppError("PERSONA_BLOCKED", 409, message);

export const retentionNotOver = (end: CalendarDate) => new AppError("RETENTION_NOT_OVER", 409, retentionNotOverMessage(end));

/** An RGPD action that does not apply to this person (anonymising someone with no E/S, unblocking someone anonymised). */
export const notApplicable = (message: string) => new AppError("BAD_REQUEST", 409, message);
