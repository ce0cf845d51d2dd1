import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { authorizedFetch } from "../../auth/authorizedFetch.ts";
import { Button } from "../../ui/Button.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";
import { pdfHash } from "./pdfHash.ts";
import { PdfView } from "./PdfView.tsx";
import { emptySigner, type Signer, SignerFields, signerComplete } from "./SignerFields.tsx";

/**
 * 'Firmar' from 'Documentos generados', full screen for a tablet or a phone: the whole PDF, the
 * person's signature, then the staff member's. The SHA-256 sent is the one of the bytes shown.
 */
export function SignAtShelterPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const [shown, setShown] = useState<{ bytes: Uint8Array; sha256: string } | null>(null);
  const [persona, setPersona] = useState<Signer>(emptySigner());
  const [refugio, setRefugio] = useState<Signer>(emptySigner());
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let current = true;
    void authorizedFetch(`/api/reports/documentos/${encodeURIComponent(id)}`).then(async (response) => {
      if (!response.ok) return toastError("No se pudo abrir el documento");
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (current) setShown({ bytes, sha256: pdfHash(bytes) });
    });
    return () => {
      current = false;
    };
  }, [id]);

  async function sign() {
    if (!shown) return;
    setSending(true);
    try {
      const body = { sha256: shown.sha256, persona: signerComplete(persona) ? persona : undefined, refugio: signerComplete(refugio) ? refugio : undefined };
      const response = await authorizedFetch(`/api/reports/documentos/${encodeURIComponent(id)}/firmar`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { filename?: string; message?: string };
      if (!response.ok) return toastError(answer.message ?? "No se pudo firmar el documento");
      toastSuccess("Documento firmado", `Archivado como ${answer.filename}.`);
      navigate(-1);
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="fixed inset-0 z-40 flex flex-col overflow-y-auto bg-white p-3" role="dialog" aria-modal aria-label="Firmar el documento">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        <h1 className="text-lg font-semibold text-slate-900">Firmar el documento</h1>
        {shown ? <PdfView bytes={shown.bytes} title="Documento para firmar" /> : <p className="text-sm text-slate-600">Cargando el documento…</p>}
        <SignerFields title="La persona" padLabel="Firma de la persona" signer={persona} onChange={setPersona} />
        <SignerFields title="Por el refugio" padLabel="Firma por el refugio" signer={refugio} onChange={setRefugio} />
        <div className="flex gap-2 pb-6">
          <Button variant="secondary" onPress={() => navigate(-1)}>
            Cancelar
          </Button>
          <Button onPress={sign} isDisabled={!shown || sending || !(signerComplete(persona) || signerComplete(refugio))}>
            {sending ? "Firmando..." : "Firmar"}
          </Button>
        </div>
      </div>
    </div>
  );
}
