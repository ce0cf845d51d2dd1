import { useState } from "react";
import { serverFetch } from "../../http/serverFetch.ts";
import { Button } from "../../ui/Button.tsx";
import { Card, CardBody, CardHeader } from "../../ui/Card.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { pdfHash } from "./pdfHash.ts";
import { PdfView } from "./PdfView.tsx";
import { emptySigner, MissingForSigning, type Signer, SignerFields, signerComplete, signerMissing } from "./SignerFields.tsx";

type Opened = { documento: string; nombreArchivo: string; nombre: string; bytes: Uint8Array; sha256: string };

/** Every request carries the token and the DNI: the page keeps no cookie and no session. */
async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await serverFetch(path, {
    method: "POST",
    credentials: "omit",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  // A proxy's error page is not JSON: the generic message below then.
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new Error(typeof json.message === "string" ? json.message : "No se pudo completar la operación");
  return json;
}

/** /firmar/<token> (public): the DNI first, then the document, then the signature. */
export function RemoteSigningPage(props: { token: string }) {
  const [dni, setDni] = useState("");
  const [opened, setOpened] = useState<Opened | null>(null);
  const [signer, setSigner] = useState<Signer>(emptySigner());
  const [error, setError] = useState<string | null>(null);
  const [signed, setSigned] = useState<{ nombreArchivo: string; sha256: string } | null>(null);
  const [sending, setSending] = useState(false);

  async function open() {
    setError(null);
    try {
      const answer = await post("/api/firma-remota/abrir", { token: props.token, dni });
      const bytes = Uint8Array.from(atob(String(answer.pdf)), (char) => char.charCodeAt(0));
      setOpened({
        documento: String(answer.documento),
        nombreArchivo: String(answer.nombreArchivo),
        nombre: String(answer.nombre),
        bytes,
        sha256: pdfHash(bytes),
      });
      setSigner(emptySigner(String(answer.nombre), dni));
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  async function sign() {
    if (!opened) return;
    setError(null);
    setSending(true);
    try {
      const answer = await post("/api/firma-remota/firmar", { token: props.token, sha256: opened.sha256, ...signer });
      setSigned({ nombreArchivo: String(answer.nombreArchivo), sha256: String(answer.sha256) });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSending(false);
    }
  }

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 p-3">
      <Card>
        <CardHeader title={opened ? `Firmar: ${opened.documento}` : "Firmar un documento"} isPageTitle />
        <CardBody className="flex flex-col gap-4">
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          {signed ? (
            <div className="flex flex-col gap-2 text-sm text-slate-800" data-testid="firma-remota-hecha">
              <p className="font-medium text-green-800">Documento firmado. Recibirá una copia por correo electrónico.</p>
              <p>
                {signed.nombreArchivo}, SHA-256 <span className="break-all font-mono">{signed.sha256}</span>. Puede comprobarlo en{" "}
                <a className="underline" href="/verificar">
                  /verificar
                </a>
                .
              </p>
            </div>
          ) : opened ? (
            <>
              <PdfView bytes={opened.bytes} title={opened.nombreArchivo} />
              <SignerFields title="La persona firmante" padLabel="Firma de la persona firmante" signer={signer} onChange={setSigner} dniReadOnly />
              <MissingForSigning missing={signerMissing(signer)} />
              <div>
                <Button onPress={sign} isDisabled={!signerComplete(signer)} isPending={sending}>
                  {sending ? "Firmando..." : "Firmar el documento"}
                </Button>
              </div>
            </>
          ) : (
            <form
              className="flex flex-col gap-3"
              onSubmit={(event) => {
                event.preventDefault();
                void open();
              }}
            >
              <p className="text-sm text-slate-700">Para ver el documento, escriba el DNI o NIE que figura en él.</p>
              <TextField label="DNI/NIE" value={dni} onChange={setDni} maxLength={25} isRequired />
              <div>
                <Button type="submit">Ver el documento</Button>
              </div>
            </form>
          )}
        </CardBody>
      </Card>
    </main>
  );
}
