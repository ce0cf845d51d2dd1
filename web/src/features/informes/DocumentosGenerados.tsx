import { Download, PenLine, Send } from "lucide-react";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay/hooks";
import type { DocumentosGenerados_documento$key } from "../../__generated__/DocumentosGenerados_documento.graphql.ts";
import type { DocumentosGeneradosQuery } from "../../__generated__/DocumentosGeneradosQuery.graphql.ts";
import { authorizedFetch } from "../../auth/authorizedFetch.ts";
import { Button, LinkButton } from "../../ui/Button.tsx";
import { Loading } from "../../ui/Loading.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";
import { Cell, Column, Row, Table, TableBody, TableHeader } from "../../ui/Table.tsx";
import { EmptyState, TableFrame } from "../../ui/TableFrame.tsx";
import { formatDateTime } from "../observaciones/formatDateTime.ts";

/**
 * 'Documentos generados' of one E/S (the archive, beyond the spec), newest first, read with its own
 * query: the ficha's query holds every E/S of the animal. Times are on the shelter's clock. Each
 * document downloads again as it was kept, from its pdfUrl (the session cookie opens it).
 */
export function DocumentosGenerados(props: { entradaSalidaId: string }) {
  return (
    <section aria-labelledby="documentos-generados" className="flex flex-col gap-2">
      <h3 id="documentos-generados" className="text-sm font-semibold text-slate-800">
        Documentos generados
      </h3>
      <Loading text="Cargando documentos…">
        <DocumentosGeneradosTable entradaSalidaId={props.entradaSalidaId} />
      </Loading>
    </section>
  );
}

function DocumentosGeneradosTable(props: { entradaSalidaId: string }) {
  const data = useLazyLoadQuery<DocumentosGeneradosQuery>(
    graphql`
      query DocumentosGeneradosQuery($id: ID!) {
        appStatus {
          zonaHoraria
        }
        node(id: $id) {
          ... on EntradaSalida {
            databaseId
            # An E/S gathers a handful of documents; the table scrolls.
            documentosGenerados(first: 100) @connection(key: "DocumentosGenerados_documentosGenerados") {
              edges {
                node {
                  id
                  ...DocumentosGenerados_documento
                }
              }
            }
          }
        }
      }
    `,
    { id: props.entradaSalidaId },
    { fetchPolicy: "store-and-network" },
  );
  const documentos = data.node?.documentosGenerados?.edges.map((edge) => edge.node) ?? [];
  const timeZone = data.appStatus.zonaHoraria;
  return (
    <TableFrame maxHeight="16rem">
      <Table aria-label={`Documentos generados de la entrada/salida nº ${data.node?.databaseId ?? ""}`} phoneCards>
        <TableHeader>
          <Column isRowHeader>Tipo</Column>
          <Column className="whitespace-nowrap">Fecha</Column>
          <Column>Generado por</Column>
          <Column className="text-right">Acciones</Column>
        </TableHeader>
        <TableBody items={documentos} renderEmptyState={() => <EmptyState>Aún no se ha generado ningún documento.</EmptyState>}>
          {(documento) => <DocumentoRow id={documento.id} documento={documento} timeZone={timeZone} />}
        </TableBody>
      </Table>
    </TableFrame>
  );
}

function DocumentoRow(props: { id: string; documento: DocumentosGenerados_documento$key; timeZone: string }) {
  const documento = useFragment(
    graphql`
      fragment DocumentosGenerados_documento on DocumentoGenerado {
        id
        tipoNombre
        nombreArchivo
        generadoPor
        generadoEn
        pdfUrl
        databaseId
        porFirmar {
          persona
          refugio
        }
        firmas {
          rol
          nombre
          firmadoEn
        }
      }
    `,
    props.documento,
  );
  const fecha = formatDateTime(documento.generadoEn, props.timeZone);
  const firmado = documento.firmas.map((firma) => `${firma.nombre} (${formatDateTime(firma.firmadoEn, props.timeZone)})`).join(", ");

  async function sendForSigning() {
    const response = await authorizedFetch(`/api/reports/documentos/${documento.databaseId}/enviar-firma`, { method: "POST" });
    const body = (await response.json()) as { email?: string; message?: string };
    if (response.ok) toastSuccess("Enviado para firmar", `El enlace ha ido a ${body.email}; sirve una vez y caduca en 72 horas.`);
    else toastError(body.message ?? "No se pudo enviar el documento para firmar");
  }

  return (
    <Row id={props.id}>
      <Cell phone="title">
        {documento.tipoNombre}
        {firmado && <span className="block text-xs font-medium text-green-800">Firmado: {firmado}</span>}
      </Cell>
      <Cell label="Fecha" className="whitespace-nowrap tabular-nums">
        {fecha}
      </Cell>
      <Cell label="Generado por">{documento.generadoPor ?? "-"}</Cell>
      <Cell phone="actions">
        <div className="flex flex-wrap justify-end gap-1">
          {(documento.porFirmar.persona || documento.porFirmar.refugio) && (
            <LinkButton
              variant="secondary"
              size="sm"
              href={`/documentos/${documento.databaseId}/firmar`}
              aria-label={`Firmar ${documento.tipoNombre} del ${fecha}`}
            >
              <PenLine size={14} aria-hidden />
              Firmar
            </LinkButton>
          )}
          {documento.porFirmar.persona && (
            <Button variant="secondary" size="sm" onPress={sendForSigning} aria-label={`Enviar para firmar ${documento.tipoNombre} del ${fecha}`}>
              <Send size={14} aria-hidden />
              Enviar para firmar
            </Button>
          )}
          <LinkButton
            variant="secondary"
            size="sm"
            href={documento.pdfUrl}
            download={documento.nombreArchivo}
            aria-label={`Descargar ${documento.tipoNombre} del ${fecha}`}
          >
            <Download size={14} aria-hidden />
            Descargar
          </LinkButton>
        </div>
      </Cell>
    </Row>
  );
}
