import { INFORME_DOWNLOAD_FAILED, INFORME_PRINT_FAILED, type InformeType } from "@rules/informes.ts";
import { Download, ExternalLink, FilePlus2, Printer } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { saveBlob } from "../../http/downloadFile.ts";
import { Button, LinkButton } from "../../ui/Button.tsx";
import { Dialog, DialogActions } from "../../ui/Dialog.tsx";
import { toastError } from "../../ui/Toast.tsx";

/** A generated document: its type, where it is kept (`pdfUrl`) and its bytes, fetched for the preview. */
export type GeneratedPdf = { tipo: InformeType; title: string; filename: string; pdfUrl: string; pdf: Blob };

/** A document to offer beside the one shown (the cartilla sanitaria beside the adoption contract). */
export type PreviewOffer = { label: string; onPress: () => void };

/**
 * The report preview (spec section 2 "Animal record form"): the PDF inside the page, 'Descargar',
 * 'Imprimir' and 'Ver PDF completo' in a new tab (its pdfUrl, which the session cookie opens). The
 * page shows it from a blob: URL of the fetched bytes, released when the dialog closes: a frame of
 * the pdfUrl itself would be sandboxed (docs/security.md), and 'Imprimir' could not reach it. The
 * buttons come first: the PDF viewer takes a dozen Tab stops, and Escape does not leave it.
 */
export function InformePreviewDialog(props: { document: GeneratedPdf | null; onClose: () => void; offer?: PreviewOffer }) {
  return (
    <Dialog isOpen={!!props.document} onOpenChange={(open) => !open && props.onClose()} title={props.document?.title ?? ""} size="xl">
      {props.document && <Preview document={props.document} onClose={props.onClose} offer={props.offer} />}
    </Dialog>
  );
}

function Preview({ document: generated, onClose, offer }: { document: GeneratedPdf; onClose: () => void; offer?: PreviewOffer }) {
  const [url, setUrl] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(generated.pdf);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [generated.pdf]);

  function download() {
    try {
      saveBlob(generated.pdf, generated.filename);
    } catch (error) {
      toastError((error as Error).message, INFORME_DOWNLOAD_FAILED);
    }
  }

  function print() {
    try {
      const view = frame.current?.contentWindow;
      if (!view) throw new Error("La vista previa aún no está cargada");
      view.focus();
      view.print();
    } catch (error) {
      toastError((error as Error).message, INFORME_PRINT_FAILED);
    }
  }

  return (
    <>
      <p className="mb-2 truncate text-sm text-slate-600" data-testid="informe-filename">
        {generated.filename}
      </p>
      <DialogActions atTop>
        <Button variant="secondary" onPress={onClose}>
          Cerrar
        </Button>
        {offer && (
          <Button variant="success" onPress={offer.onPress}>
            <FilePlus2 size={16} aria-hidden />
            {offer.label}
          </Button>
        )}
        <LinkButton variant="secondary" href={generated.pdfUrl} target="_blank" rel="noopener">
          <ExternalLink size={16} aria-hidden />
          Ver PDF completo
        </LinkButton>
        <Button variant="secondary" onPress={print}>
          <Printer size={16} aria-hidden />
          Imprimir
        </Button>
        <Button onPress={download}>
          <Download size={16} aria-hidden />
          Descargar
        </Button>
      </DialogActions>
      {url && (
        <iframe
          ref={frame}
          src={url}
          title={`Vista previa de ${generated.filename}`}
          className="h-[60vh] w-full rounded-md border border-slate-200 bg-slate-100"
        />
      )}
    </>
  );
}
