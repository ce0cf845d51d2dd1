import { DNI_MISMATCH, sameDocumentNumber } from "@rules/firma.ts";
import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { authorizedFetch } from "../../auth/authorizedFetch.ts";
import { Button } from "../../ui/Button.tsx";
import { toastError } from "../../ui/Toast.tsx";
import { pdfHash } from "./pdfHash.ts";
import { PdfView } from "./PdfView.tsx";
import { emptySigner, MissingForSigning, type Signer, SignerFields, signerComplete, signerMissing } from "./SignerFields.tsx";

type Shown = { bytes: Uint8Array; sha256: string };
type Signed = Shown & { filename: string };
type DocumentPerson = { nombre: string; dni: string };

/** The PDF an archived document keeps, with the SHA-256 of exactly those bytes. */
async function fetchPdf(path: string): Promise<Shown | null> {
  const response = await authorizedFetch(path);
  if (!response.ok) return null;
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { bytes, sha256: pdfHash(bytes) };
}

/**
 * 'Firmar' from 'Documentos generados', full screen for a tablet or a phone: the whole PDF, the
 * person's signature (name and DNI prefilled from the document's person), then the staff member's.
 * The SHA-256 sent is the one of the bytes shown; once signed, the new archived version is shown.
 */
export function SignAtShelterPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown | null>(null);
  const [person, setPerson] = useState<DocumentPerson | null>(null);
  const [persona, setPersona] = useState<Signer>(emptySigner());
  const [refugio, setRefugio] = useState<Signer>(emptySigner());
  const [error, setError] = useState<string | null>(null);
  const [signed, setSigned] = useState<Signed | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let current = true;
    const documentPath = `/api/reports/documentos/${encodeURIComponent(id)}`;
    void fetchPdf(documentPath).then((pdf) => {
      if (!pdf) return toastError("No se pudo abrir el documento");
      if (current) setShown(pdf);
    });
    void authorizedFetch(`${documentPath}/firmante`).then(async (response) => {
      const answer = response.ok ? ((await response.json()) as { persona: DocumentPerson | null; refugio: { nombre: string } | null }) : null;
      if (!current || !answer) return;
      if (answer.refugio) setRefugio((typed) => ({ ...typed, nombre: typed.nombre || (answer.refugio?.nombre ?? "") }));
      if (!answer.persona) return;
      setPerson(answer.persona);
      setPersona((typed) => ({ ...typed, nombre: answer.persona?.nombre ?? "", dni: answer.persona?.dni ?? "" }));
    });
    return () => {
      current = false;
    };
  }, [id]);

  async function sign() {
    if (!shown) return;
    const personaSigns = signerComplete(persona);
    // The server checks it too; said here before anything is sent.
    if (personaSigns && person && !sameDocumentNumber(persona.dni, person.dni)) return setError(DNI_MISMATCH);
    setError(null);
    setSending(true);
    try {
      const body = { sha256: shown.sha256, persona: personaSigns ? persona : undefined, refugio: signerComplete(refugio) ? refugio : undefined };
      const response = await authorizedFetch(`/api/reports/documentos/${encodeURIComponent(id)}/firmar`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { filename?: string; pdfUrl?: string; message?: string };
      if (!response.ok || !answer.pdfUrl) return setError(answer.message ?? "No se pudo firmar el documento");
      const version = await fetchPdf(answer.pdfUrl);
      if (!version) return setError("El documento se firmó, pero no se pudo abrir la versión firmada");
      setSigned({ ...version, filename: answer.filename ?? "" });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="fixed inset-0 z-40 flex flex-col overflow-y-auto bg-white p-3" role="dialog" aria-modal aria-label="Firmar el documento">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        {signed ? (
          <>
            <h1 className="text-lg font-semibold text-green-800">Documento firmado</h1>
            <p className="text-sm text-slate-800" data-testid="firma-hecha">
              Archivado como {signed.filename}, SHA-256 <span className="break-all font-mono">{signed.sha256}</span>. La versión sin firmar se conserva.
            </p>
            <PdfView bytes={signed.bytes} title="Documento firmado" />
            <div className="pb-6">
              <Button onPress={() => navigate(-1)}>Volver</Button>
            </div>
          </>
        ) : (
          <>
            <h1 className="text-lg font-semibold text-slate-900">Firmar el documento</h1>
            {shown ? <PdfView bytes={shown.bytes} title="Documento para firmar" /> : <p className="text-sm text-slate-600">Cargando el documento…</p>}
            <SignerFields title="La persona" padLabel="Firma de la persona" signer={persona} onChange={setPersona} />
            <SignerFields title="Por el refugio" padLabel="Firma por el refugio" signer={refugio} onChange={setRefugio} />
            {error && (
              <p role="alert" className="text-sm text-red-700">
                {error}
              </p>
            )}
            {/* Either box may be signed alone; while neither is ready, what the person's still lacks. */}
            {!(signerComplete(persona) || signerComplete(refugio)) && <MissingForSigning who="a la persona" missing={signerMissing(persona)} />}
            <div className="flex gap-2 pb-6">
              <Button variant="secondary" onPress={() => navigate(-1)}>
                Cancelar
              </Button>
              <Button onPress={sign} isDisabled={!shown || !(signerComplete(persona) || signerComplete(refugio))} isPending={sending}>
                {sending ? "Firmando..." : "Firmar"}
              </Button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
