import { formatDateTime } from "@rules/shelterClock.ts";
import { DatabaseBackup, Download } from "lucide-react";
import { useState } from "react";
import { graphql } from "react-relay/hooks";
import type { BackupsPage_copia$data } from "../../__generated__/BackupsPage_copia.graphql.ts";
import type { BackupsPageQuery as BackupsPageQueryType } from "../../__generated__/BackupsPageQuery.graphql.ts";
import { readMutationError } from "../../relay/MutationError.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { Button, LinkButton } from "../../ui/Button.tsx";
import { PageCard } from "../../ui/Card.tsx";
import { Cell, type ListColumn, ListTable, Row } from "../../ui/Table.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";
import { useMakeBackupNowMutation } from "./MakeBackupNowMutation.ts";

graphql`
  fragment BackupsPage_copia on CopiaSeguridad {
    databaseId
    origen
    archivo
    empezada
    terminada
    bytes
    error
    borrada
    downloadUrl
  }
`;

export const BackupsPageQuery = graphql`
  query BackupsPageQuery {
    copiasSeguridad {
      ...BackupsPage_copia @relay(mask: false)
    }
    appStatus {
      zonaHoraria
    }
  }
`;

type Copia = Omit<BackupsPage_copia$data, " $fragmentType">;

const FAILED = "Error al hacer la copia de seguridad";
const BACKUP_COLUMNS: ListColumn[] = ["Fecha", "Tipo", "Tamaño", "Resultado", { name: "Descargar", className: "text-right" }];

/** '12,4 MB'. */
function size(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return "";
  return `${(bytes / 1024 / 1024).toLocaleString("es-ES", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;
}

function result(copia: Copia): string {
  if (copia.error) return `Falló: ${copia.error}`;
  if (!copia.terminada) return "En curso";
  return copia.borrada ? "Correcta (archivo ya borrado)" : "Correcta";
}

/** 'Copias de seguridad' (administrators): the app's backups, one made now, each downloadable. */
export function BackupsPage() {
  const data = useRouteQuery<BackupsPageQueryType>(BackupsPageQuery);
  const timeZone = data.appStatus.zonaHoraria;
  const [made, setMade] = useState<Copia[]>([]);
  const [make, making] = useMakeBackupNowMutation();
  const copias = [...made, ...data.copiasSeguridad.filter((copia) => !made.some((m) => m.databaseId === copia.databaseId))];

  function makeNow() {
    make().then(
      (answer) => {
        const copia = answer.copia;
        if (!copia) return toastError(readMutationError(answer.error)?.message ?? "Error desconocido", FAILED);
        setMade((current) => [copia, ...current]);
        if (copia.error) toastError(copia.error, FAILED);
        else toastSuccess("Copia de seguridad hecha", `${copia.archivo} (${size(copia.bytes)})`);
      },
      () => toastError("No se ha podido contactar con el servidor", FAILED),
    );
  }

  return (
    <PageCard
      icon={<DatabaseBackup size={20} aria-hidden />}
      title="Copias de seguridad"
      description="Refugio hace una copia completa cada día (base de datos, archivos y claves). Guárdelas también fuera de este equipo."
    >
      <div className="flex flex-col gap-4">
        <div>
          <Button onPress={makeNow} isPending={making}>
            <DatabaseBackup size={16} aria-hidden />
            {making ? "Haciendo copia..." : "Hacer copia ahora"}
          </Button>
        </div>
        <ListTable label="Copias de seguridad" columns={BACKUP_COLUMNS} empty="Todavía no hay copias de seguridad.">
          {copias.map((copia) => (
            <Row key={copia.databaseId} id={copia.databaseId} textValue={copia.archivo}>
              <Cell phone="title" className="font-medium">
                {formatDateTime(new Date(copia.empezada), timeZone)}
              </Cell>
              <Cell label="Tipo">{copia.origen === "programada" ? "Diaria" : "Manual"}</Cell>
              <Cell label="Tamaño">{size(copia.bytes)}</Cell>
              <Cell label="Resultado" className={copia.error ? "text-red-700" : undefined}>
                {result(copia)}
              </Cell>
              <Cell phone="actions" className="text-right">
                {copia.downloadUrl && (
                  <LinkButton href={copia.downloadUrl} download variant="ghost" size="sm" aria-label={`Descargar ${copia.archivo}`}>
                    <Download size={16} aria-hidden />
                    Descargar
                  </LinkButton>
                )}
              </Cell>
            </Row>
          ))}
        </ListTable>
      </div>
    </PageCard>
  );
}
