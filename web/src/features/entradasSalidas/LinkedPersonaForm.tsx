import { useState } from "react";
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from "react-relay";
import { useNavigate } from "react-router";
import { REQUIRED_PERSON_FIELDS_FROM_FICHA } from "@rules/entradaSalida.ts";
import { personaInputSchema } from "@rules/persona.ts";
import type { LinkedPersonaForm_persona$key } from "../../__generated__/LinkedPersonaForm_persona.graphql.ts";
import type { SavePersonaFromFichaMutation$variables } from "../../__generated__/SavePersonaFromFichaMutation.graphql.ts";
import type { LinkedPersonaFormDniQuery } from "../../__generated__/LinkedPersonaFormDniQuery.graphql.ts";
import { commitAsync } from "../../relay/commitAsync.ts";
import { Checkbox } from "../../ui/Checkbox.tsx";
import { personaFullName } from "../personas/personaName.ts";
import { selectionPath, storeRegistrationContext } from "../registro/registrationContext.ts";
import { useLinkPersonaMutation } from "./LinkToEntradaSalidaMutation.ts";
import { type FieldSpec, LinkedRecordForm } from "./LinkedRecordForm.tsx";
import { useSavePersonaFromFichaMutation } from "./SavePersonaFromFichaMutation.ts";
import { useUnlinkPersonaMutation } from "./UnlinkFromEntradaSalidaMutation.ts";

const FIELDS: FieldSpec[] = [
  { name: "dni", label: "DNI", maxLength: 25 },
  { name: "nombre", label: "Nombre", maxLength: 100 },
  { name: "apellido1", label: "Primer apellido", maxLength: 100 },
  { name: "apellido2", label: "Segundo apellido", maxLength: 100 },
  { name: "domicilio", label: "Domicilio", maxLength: 250, wide: true },
  { name: "localidad", label: "Localidad", maxLength: 100 },
  { name: "codigoPostal", label: "Código postal", maxLength: 10 },
  { name: "provincia", label: "Provincia", maxLength: 50 },
  { name: "telefono1", label: "Teléfono 1", maxLength: 25, type: "tel" },
  { name: "telefono2", label: "Teléfono 2", maxLength: 25, type: "tel" },
  { name: "email", label: "Email", maxLength: 100, type: "email" },
];
const SCHEMA = personaInputSchema(REQUIRED_PERSON_FIELDS_FROM_FICHA);
const REQUIRED = ["dni", "nombre", "apellido1", "localidad", "provincia", "telefono1"];

const TEXTS = {
  noun: "persona",
  newTitle: "Nueva persona",
  notFound: (dni: string) => `No hay ninguna persona con DNI ${dni}. ¿Desea crearla y vincularla a esta entrada/salida?`,
  foundTitle: "Persona ya registrada",
  found: (dni: string) => `Ya existe una persona con DNI ${dni}`,
  created: "Persona creada correctamente",
  modified: "Persona modificada correctamente",
  linked: "Persona vinculada correctamente",
  unlinked: "Persona desvinculada correctamente",
  confirmModify:
    "Se modificarán los datos de esta persona en su propio registro, y con ellos en todas las fichas registrales en que aparece. ¿Desea continuar?",
  saveError: "Error al modificar la persona",
  linkError: "Error al vincular la persona",
  unlinkError: "Error al desvincular la persona",
};

type Props = {
  role: "ENTRADA" | "SALIDA";
  persona: LinkedPersonaForm_persona$key | null;
  entradaSalida: { id: string; databaseId: number };
  animalDatabaseId: number;
};

/** The Entrada or Salida tab's person: the entry's (datos_entrada) or the exit's (datos_salida). */
export function LinkedPersonaForm({ role, persona: personaKey, entradaSalida, animalDatabaseId }: Props) {
  const persona = useFragment(
    graphql`
      fragment LinkedPersonaForm_persona on Persona {
        id
        dni
        nombre
        apellido1
        apellido2
        domicilio
        localidad
        codigoPostal
        provincia
        telefono1
        telefono2
        email
        adopcion
      }
    `,
    personaKey,
  );
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [adopcion, setAdopcion] = useState(persona?.adopcion ?? true);
  const [save] = useSavePersonaFromFichaMutation();
  const [link] = useLinkPersonaMutation();
  const [unlink] = useUnlinkPersonaMutation();

  return (
    <LinkedRecordForm
      key={persona?.id ?? "ninguna"}
      record={persona ?? null}
      fields={FIELDS}
      schema={SCHEMA}
      required={REQUIRED}
      documentField="dni"
      takenCode="DNI_TAKEN"
      texts={{ ...TEXTS, saveError: persona ? TEXTS.saveError : "Error al crear la persona" }}
      extra={{
        node: (
          <Checkbox isSelected={adopcion} onChange={setAdopcion} className="sm:col-span-2">
            Puede adoptar
          </Checkbox>
        ),
        values: { adopcion },
      }}
      find={(dni) =>
        fetchQuery<LinkedPersonaFormDniQuery>(
          environment,
          graphql`
            query LinkedPersonaFormDniQuery($dni: String!) {
              personaByDni(dni: $dni) {
                id
                nombre
                apellido1
                apellido2
              }
            }
          `,
          { dni },
        )
          .toPromise()
          .then((data) => data?.personaByDni && { id: data.personaByDni.id, name: personaFullName(data.personaByDni) })
          .then((found) => found ?? null)
      }
      save={(values, personaId) =>
        commitAsync(save, { variables: { input: { ...values, entradaSalidaId: entradaSalida.id, role, personaId } as SavePersonaFromFichaMutation$variables["input"] } }).then(
          (r) => r.savePersonaFromFicha,
        )
      }
      link={(personaId) =>
        commitAsync(link, { variables: { input: { entradaSalidaId: entradaSalida.databaseId, personaId, role } } }).then(
          (r) => r.linkPersonaToEntradaSalida,
        )
      }
      unlink={() => commitAsync(unlink, { variables: { input: { entradaSalidaId: entradaSalida.id, role } } }).then((r) => r.unlinkPersonaFromEntradaSalida)}
      onSelect={() => {
        const mode = role === "ENTRADA" ? "selectPersonEntradaGeneral" : "selectPersonSalidaGeneral";
        storeRegistrationContext({ mode, animalId: animalDatabaseId, entradaSalidaId: entradaSalida.databaseId });
        navigate(selectionPath(mode));
      }}
    />
  );
}
