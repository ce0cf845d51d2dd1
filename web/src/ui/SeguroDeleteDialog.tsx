import { type ReactNode, useMemo, useState } from "react";
import { CONFIRMATION_MESSAGE, CONFIRMATION_WORD } from "@rules/confirmation.ts";
import { Button, SubmitButton } from "./Button.tsx";
import { Dialog, DialogActions } from "./Dialog.tsx";
import { Form } from "./Form.tsx";
import { TextField } from "./TextField.tsx";

/**
 * A deletion the user confirms by typing SEGURO (spec sections 5 and 9). `onConfirm` runs only
 * once the word is right; until then the field shows the spec's message. The typed word lives
 * here, so it is gone whenever the dialog closes.
 */
function SeguroConfirmDialog(props: {
  title: string;
  children: ReactNode;
  isPending: boolean;
  onConfirm: (word: string) => unknown;
  onCancel: () => void;
  opener: Element | null;
}) {
  const [word, setWord] = useState("");
  const [error, setError] = useState<string | undefined>();
  const errors = useMemo(() => (error ? { confirmacion: error } : undefined), [error]);

  function confirm() {
    if (word !== CONFIRMATION_WORD) return setError(CONFIRMATION_MESSAGE);
    props.onConfirm(word);
  }

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && !props.isPending && props.onCancel()}
      title={props.title}
      role="alertdialog"
      size="sm"
      opener={props.opener}
    >
      <Form isSending={props.isPending} onSubmit={confirm} validationErrors={errors}>
        <p className="text-sm text-slate-600">{props.children}</p>
        <TextField
          name="confirmacion"
          label={`Escriba ${CONFIRMATION_WORD} para confirmar`}
          value={word}
          onChange={(value) => {
            setWord(value);
            setError(undefined);
          }}
          autoComplete="off"
          autoFocus
        />
        <DialogActions>
          <Button variant="secondary" onPress={props.onCancel} isDisabled={props.isPending}>
            Cancelar
          </Button>
          <SubmitButton variant="destructive" pendingLabel="Eliminando...">
            Eliminar
          </SubmitButton>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** The counts a cascading deletion answers, in the order the summary lists them. */
const COUNT_LABELS = {
  entradasSalidasEliminadas: "Entradas/salidas eliminadas",
  observacionesEliminadas: "Observaciones eliminadas",
  archivosEliminados: "Archivos eliminados",
  archivosNoEncontrados: "Archivos no encontrados",
} as const;

export type DeletionSummary = { title: string; text: ReactNode; counts: Partial<Record<keyof typeof COUNT_LABELS, number>>; testId: string };

/** What a cascading deletion removed, a row for each count it answered, closed with 'Aceptar'. */
function DeletionSummaryDialog(props: DeletionSummary & { onClose: () => void; opener: Element | null }) {
  return (
    <Dialog isOpen onOpenChange={(open) => !open && props.onClose()} title={props.title} size="sm" opener={props.opener}>
      <p className="text-sm text-slate-600">{props.text}</p>
      <dl className="mt-4 flex flex-col gap-1.5 rounded-lg bg-slate-50 p-3 text-sm" data-testid={props.testId}>
        {Object.entries(COUNT_LABELS).map(([key, label]) => {
          const value = props.counts[key as keyof typeof COUNT_LABELS];
          return value === undefined ? null : (
            <div key={key} className="flex justify-between gap-4">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
            </div>
          );
        })}
      </dl>
      <DialogActions>
        <Button onPress={props.onClose} autoFocus>
          Aceptar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A cascading deletion (a ficha, an E/S): the SEGURO confirmation, then the summary of what went
 * that `onConfirm` answers (undefined when the deletion failed and the dialog stays), whose
 * 'Aceptar' calls `onFinished`.
 */
export function SeguroDeleteDialog(props: {
  title: string;
  children: ReactNode;
  isPending: boolean;
  onConfirm: (word: string) => Promise<DeletionSummary | undefined>;
  onCancel: () => void;
  onFinished: () => void;
}) {
  const [summary, setSummary] = useState<DeletionSummary | null>(null);
  // The row's or page's 'Eliminar', focused as the confirmation opens: the summary that replaces
  // the confirmation gives the keyboard back there, or near it once it is gone with its row.
  const [opener] = useState(() => document.activeElement);

  async function confirm(word: string) {
    const answer = await props.onConfirm(word);
    if (answer) setSummary(answer);
  }

  function finish() {
    setSummary(null);
    props.onFinished();
  }

  if (summary) return <DeletionSummaryDialog {...summary} onClose={finish} opener={opener} />;
  return (
    <SeguroConfirmDialog title={props.title} isPending={props.isPending} onConfirm={confirm} onCancel={props.onCancel} opener={opener}>
      {props.children}
    </SeguroConfirmDialog>
  );
}
