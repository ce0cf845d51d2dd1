import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { toastSuccess } from "../../ui/Toast.tsx";
import { useSession } from "../session/SessionContext.ts";
import { useLogoutMutation } from "./LogoutMutation.ts";

/** 'Cerrar Sesión' confirmation; a failed server call never keeps the user logged in. */
export function LogoutDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const session = useSession();
  const [logout, isInFlight] = useLogoutMutation();

  function finish() {
    window.history.replaceState(null, "", "/");
    session.endSession();
    toastSuccess("Sesión cerrada", "Ha cerrado sesión exitosamente");
  }

  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Cerrar Sesión"
      description="¿Está seguro de que desea cerrar sesión? Será redirigido a la página de inicio de sesión."
      confirmText="Sí, cerrar sesión"
      variant="destructive"
      isPending={isInFlight || session.isChanging}
      onConfirm={() => void logout().finally(finish)}
    />
  );
}
