import { recoverySchema } from "@rules/session.ts";
import { KeyRound } from "lucide-react";
import { Button, SubmitButton } from "../../ui/Button.tsx";
import { Card } from "../../ui/Card.tsx";
import { Form } from "../../ui/Form.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { toastSuccess } from "../../ui/Toast.tsx";
import { useForgotPasswordMutation } from "./ForgotPasswordMutation.ts";
import { submitChecked } from "./submitChecked.ts";

/** Spec section 2: a new password is sent by e-mail to the user's address. */
export function RecoverPasswordForm({ onBack }: { onBack: () => void }) {
  const [recover, isInFlight] = useForgotPasswordMutation();

  function submit(data: Record<string, string>) {
    submitChecked(recoverySchema, data, recover, "message", (message) => {
      toastSuccess(message, "Le hemos enviado una nueva contraseña por correo electrónico. Cámbiela después de iniciar sesión.");
      onBack();
    });
  }

  return (
    <Card className="w-full max-w-sm p-8">
      <div className="mb-6 flex flex-col items-center gap-2 text-center">
        <KeyRound className="text-brand-700" size={36} aria-hidden />
        <h1 className="text-xl font-semibold text-slate-900">Recuperar contraseña</h1>
        <p className="text-sm text-slate-500">Escriba su nombre de usuario y le enviaremos una contraseña nueva a su correo electrónico.</p>
      </div>
      <Form isSending={isInFlight} onSubmit={submit}>
        <TextField name="username" label="Nombre de usuario" autoComplete="username" autoFocus maxLength={25} />
        <div className="mt-2 flex flex-col gap-2">
          <SubmitButton pendingLabel="Enviando..." className="w-full">
            Enviar contraseña
          </SubmitButton>
          <Button variant="secondary" onPress={onBack} isDisabled={isInFlight} className="w-full">
            Volver
          </Button>
        </div>
      </Form>
    </Card>
  );
}
