/**
 * Accountability (RGPD art. 5.2): reading a person's full record, looking them up by DNI and
 * exporting their data each leave a record of who, when and whose data, written in the
 * transaction that reads what the answer shows (the log screen's 'Accesos a datos personales').
 */
import type { Persona } from "../../db/generated/prisma/client.ts";
import type { ActivityEntry } from "../logs/changeWithActivity.ts";
import { describePersona } from "../personas/personaDirectory.ts";

export type PersonaAccess = "consulta" | "dni" | "exportacion";

const READ: Record<PersonaAccess, string> = {
  consulta: "Consultada la ficha de",
  dni: "Buscada por DNI",
  exportacion: "Exportados los datos de",
};

export const accessEntry = (persona: Persona, access: PersonaAccess): ActivityEntry => ({
  tabla: "personas",
  accion: `acceso_${access}`,
  descripcion: `${READ[access]} la persona nº ${persona.id}: ${describePersona(persona)}`,
  registroId: persona.id,
  personaAccedidaId: persona.id,
});
