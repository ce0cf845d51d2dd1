import { PawPrint, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { AuthLayout } from "../../ui/AuthLayout.tsx";
import { Button } from "../../ui/Button.tsx";
import { Card, CardBody, CardHeader } from "../../ui/Card.tsx";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import type { FieldErrors } from "../../ui/Form.tsx";
import { toastError } from "../../ui/Toast.tsx";
import { useSession } from "../session/SessionContext.ts";
import { UserForm, type UserFormValues } from "../users/UserForm.tsx";
import { readMutationError } from "../../relay/MutationError.ts";
import { fieldErrorsOf } from "../../relay/fieldErrors.ts";
import { useSetupFirstAdminMutation } from "./SetupFirstAdminMutation.ts";

type Step = { name: "welcome" } | { name: "admin" } | { name: "smtpPrompt"; token: string };

/** First run: welcome card, first administrator, then the offer to set up outgoing mail. */
export function SetupFlow() {
  const session = useSession();
  const [step, setStep] = useState<Step>({ name: "welcome" });
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [setup, isInFlight] = useSetupFirstAdminMutation();

  function createAdmin({ username, password, email }: UserFormValues) {
    setup({ username, password, email }).then(
      (result) => {
        if (result.token) return setStep({ name: "smtpPrompt", token: result.token });
        const error = readMutationError(result.error);
        setServerErrors(error ? fieldErrorsOf(error) : {});
        toastError(error?.message ?? "Error desconocido");
      },
      (error: Error) => toastError(error.message),
    );
  }

  function enterApp(token: string, path: string) {
    window.history.replaceState(null, "", path);
    session.startSession(token);
  }

  return (
    <AuthLayout>
      {step.name === "welcome" && (
        <Card className="w-full max-w-md">
          <CardHeader icon={<PawPrint size={22} />} title="Configuración inicial" description="Bienvenido a Refugio" isPageTitle />
          <CardBody className="flex flex-col gap-4">
            <p className="text-sm text-slate-600">
              Todavía no hay ningún usuario. Cree la cuenta del administrador, que podrá dar de alta al resto del personal.
            </p>
            <Button onPress={() => setStep({ name: "admin" })} autoFocus>
              Crear administrador
            </Button>
          </CardBody>
        </Card>
      )}
      {step.name !== "welcome" && (
        <Card className="w-full max-w-md">
          <CardHeader icon={<ShieldCheck size={22} />} title="Nuevo Usuario" description="Primer administrador del refugio" isPageTitle />
          <CardBody>
            <UserForm mode="firstUser" isPending={isInFlight} serverErrors={serverErrors} onSubmit={createAdmin} />
          </CardBody>
        </Card>
      )}
      {step.name === "smtpPrompt" && (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && !session.isChanging && enterApp(step.token, "/")}
          title="Configurar correo saliente"
          description="¿Desea configurar ahora el servidor de correo (SMTP)? Se usa para enviar una nueva contraseña a quien la olvide."
          confirmText="Sí, configurar"
          cancelText="Omitir"
          variant="info"
          isPending={session.isChanging}
          onConfirm={() => enterApp(step.token, "/smtp-config")}
        />
      )}
    </AuthLayout>
  );
}
