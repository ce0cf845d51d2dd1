import { Checkbox } from "../../ui/Checkbox.tsx";
import { SignaturePad } from "../../ui/SignaturePad.tsx";
import { TextField } from "../../ui/TextField.tsx";

/** What one signer gives: the name and DNI, the accepted box and the drawn signature. */
export type Signer = { nombre: string; dni: string; aceptado: boolean; firma: string | null };

export const emptySigner = (nombre = "", dni = ""): Signer => ({ nombre, dni, aceptado: false, firma: null });

/** Ready to send: the server checks every field again (domain/rules/firma.ts). */
export const signerComplete = (signer: Signer) => signer.nombre.trim() !== "" && signer.dni.trim() !== "" && signer.aceptado && signer.firma !== null;

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
