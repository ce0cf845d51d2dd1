import { loginSchema } from "@rules/session.ts";
import { LogIn, PawPrint } from "lucide-react";
import { useEffect, useState } from "react";
import { AuthLayout } from "../../ui/AuthLayout.tsx";
import { Button, SubmitButton } from "../../ui/Button.tsx";
import { Card } from "../../ui/Card.tsx";
import { Form } from "../../ui/Form.tsx";
import { PasswordField } from "../../ui/PasswordField.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { SESSION_ENDED_NOTICE, sessionEndedNoticeDue, sessionEndedNoticeShown } from "../../auth/session.ts";
import { RecoverPasswordForm } from "./RecoverPasswordForm.tsx";
import { useSession } from "./SessionContext.ts";
import { submitChecked } from "./submitChecked.ts";
import { useLoginMutation } from "./LoginMutation.ts";

/** The login screen; '¿Olvidó su contraseña?' appears only when outgoing mail is configured. */
export function LoginPage({ smtpAvailable, staleToken = false }: { smtpAvailable: boolean; staleToken?: boolean }) {
  const session = useSession();
  const [recovering, setRecovering] = useState(false);
  // A stored token that no longer works (the gate's answer), or a session ended while in use.
  const [sessionEnded] = useState(() => staleToken || sessionEndedNoticeDue());
  useEffect(sessionEndedNoticeShown, []);
  const [login, isInFlight] = useLoginMutation();

  const submit = (data: Record<string, string>) => submitChecked(loginSchema, data, login, "token", (token) => session.startSession(token));

  if (recovering) {
    return (
      <AuthLayout>
        <RecoverPasswordForm onBack={() => setRecovering(false)} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <Card className="w-full max-w-sm p-8">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <PawPrint className="text-brand-700" size={40} aria-hidden />
          <h1 className="text-xl font-semibold text-slate-900">Sistema de Gestión del Refugio de Animales</h1>
          <p className="text-sm text-slate-500">Inicie sesión para continuar</p>
        </div>
        {sessionEnded && (
          <p role="status" className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-center text-sm text-amber-900">
            {SESSION_ENDED_NOTICE}
          </p>
        )}
        <Form isSending={isInFlight || session.isChanging} onSubmit={submit}>
          <TextField name="username" label="Nombre de usuario" autoComplete="username" autoFocus maxLength={25} />
          <PasswordField name="password" label="Contraseña" autoComplete="current-password" maxLength={100} />
          <SubmitButton icon={LogIn} pendingLabel="Iniciando sesión..." className="mt-2 w-full">
            Iniciar sesión
          </SubmitButton>
        </Form>
        {smtpAvailable && (
          <div className="mt-4 text-center">
            <Button variant="ghost" size="sm" onPress={() => setRecovering(true)} className="text-brand-800 underline-offset-2 hover:underline">
              ¿Olvidó su contraseña?
            </Button>
          </div>
        )}
      </Card>
    </AuthLayout>
  );
}
