import { Checkbox } from "../../ui/Checkbox.tsx";
import { SignaturePad } from "../../ui/SignaturePad.tsx";
import { TextField } from "../../ui/TextField.tsx";

/** What one signer gives: the name and DNI, the accepted box and the drawn signature. */
export type Signer = { nombre: string; dni: string; aceptado: boolean; firma: string | null };

export const emptySigner = (nombre = "", dni = ""): Signer => ({ nombre, dni, aceptado: false, firma: null });

/** What a signer still lacks, in the words of the hint beside a disabled 'Firmar'. */
export function signerMissing(signer: Signer): string[] {
  const missing: Array<string | false> = [
    signer.nombre.trim() === "" && "el nombre",
    signer.dni.trim() === "" && "el DNI/NIE",
    !signer.aceptado && "marcar que ha leído el documento",
    signer.firma === null && "la firma",
  ];
  return missing.filter((part) => part !== false);
}

/** Ready to send: the server checks every field again (domain/rules/firma.ts). */
export const signerComplete = (signer: Signer) => signerMissing(signer).length === 0;

const listed = new Intl.ListFormat("es", { type: "conjunction" });

/**
 * Why 'Firmar' cannot be pressed yet: 'Para firmar falta la firma y marcar que ha leído el documento.',
 * or with `who` ('a la persona'): 'Para firmar, a la persona le falta ...'.
 */
export function MissingForSigning(props: { missing: string[]; who?: string }) {
  if (props.missing.length === 0) return null;
  const list = listed.format(props.missing);
  return (
    <p className="text-sm text-slate-600" data-testid="firma-falta">
      {props.who ? `Para firmar, ${props.who} le falta ${list}.` : `Para firmar falta ${list}.`}
    </p>
  );
}

export function SignerFields(props: { title: string; padLabel: string; signer: Signer; onChange: (signer: Signer) => void; dniReadOnly?: boolean }) {
  const { signer, onChange } = props;
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{props.title}</legend>
      <TextField label="Nombre y apellidos" value={signer.nombre} onChange={(nombre) => onChange({ ...signer, nombre })} maxLength={150} isRequired />
      <TextField label="DNI/NIE" value={signer.dni} onChange={(dni) => onChange({ ...signer, dni })} maxLength={20} isRequired isReadOnly={props.dniReadOnly} />
      <Checkbox isSelected={signer.aceptado} onChange={(aceptado) => onChange({ ...signer, aceptado })}>
        He leído el documento y la cláusula de protección de datos
      </Checkbox>
      <SignaturePad label={props.padLabel} onChange={(firma) => onChange({ ...signer, firma })} />
    </fieldset>
  );
}
