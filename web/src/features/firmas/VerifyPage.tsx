import { useState } from "react";
import { serverFetch } from "../../http/serverFetch.ts";
import { Button } from "../../ui/Button.tsx";
import { Card, CardBody, CardHeader } from "../../ui/Card.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { pdfHash } from "./pdfHash.ts";

type Verification =
  | { encontrado: false }
  | { encontrado: true; documento: string; generadoEn: string; firmado: boolean; firmas: { rol: string; nombre: string; firmadoEn: string }[] };

/**
 * In the reader's own time zone, named: whoever checks a document may be anywhere, and the
 * public answer carries instants, not the shelter's zone.
 */
const when = (iso: string) =>
  new Date(iso).toLocaleString("es-ES", { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", timeZoneName: "short" });

/**
 * /verificar (public): a PDF is hashed here, in the browser, and only its SHA-256 goes to
 * GET /api/verificar/{sha256}; a pasted SHA-256 is checked the same way.
 */
export function VerifyPage() {
  const [hash, setHash] = useState("");
  const [answer, setAnswer] = useState<Verification | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function check(sha256: string) {
    setHash(sha256);
    setAnswer(null);
    setError(null);
    try {
      const response = await serverFetch(`/api/verificar/${encodeURIComponent(sha256.trim().toLowerCase())}`, { credentials: "omit" });
      // A proxy's error page is not JSON: the generic message then.
      const body = (await response.json().catch(() => ({}))) as { message?: unknown };
      if (response.ok) setAnswer(body as Verification);
      else setError(typeof body.message === "string" ? body.message : "No se pudo comprobar el documento");
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-4 p-4">
      <Card>
        <CardHeader
          title="Verificar un documento"
          description="Compruebe si un PDF es el que guarda el archivo del refugio. El archivo no sale de su dispositivo: solo se envía su huella SHA-256."
          isPageTitle
        />
        <CardBody className="flex flex-col gap-4">
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
            Documento PDF
            <input
              type="file"
              accept="application/pdf"
              className="text-sm"
              onChange={async (event) => {
                const file = event.target.files?.[0];
                if (file) await check(pdfHash(new Uint8Array(await file.arrayBuffer())));
              }}
            />
          </label>
          <form
            className="flex flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void check(hash);
            }}
          >
            <TextField label="O pegue su SHA-256" value={hash} onChange={setHash} maxLength={64} />
            <div>
              <Button type="submit">Comprobar</Button>
            </div>
          </form>
          <output aria-live="polite" className="text-sm">
            {error && <p className="text-red-700">{error}</p>}
            {answer?.encontrado === false && <p className="font-medium text-red-700">No coincide con ningún documento del archivo.</p>}
            {answer?.encontrado && (
              <div className="flex flex-col gap-1 text-slate-800">
                <p className="font-medium text-green-800">Coincide con un documento del archivo: {answer.documento}.</p>
                <p>Generado el {when(answer.generadoEn)}.</p>
                {answer.firmado ? (
                  answer.firmas.map((firma) => (
                    <p key={firma.rol}>
                      Firmado por {firma.nombre} ({firma.rol}) el {when(firma.firmadoEn)}.
                    </p>
                  ))
                ) : (
                  <p>Es la versión sin firmar.</p>
                )}
              </div>
            )}
          </output>
        </CardBody>
      </Card>
    </main>
  );
}
