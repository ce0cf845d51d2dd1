import { BellRing, Info, KeyRound, LogOut } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { UserBlock_viewer$key } from "../../__generated__/UserBlock_viewer.graphql.ts";
import { Button } from "../../ui/Button.tsx";
import { cn } from "../../ui/cn.ts";
import { Tooltip } from "../../ui/Tooltip.tsx";
import { LogoutDialog } from "./LogoutDialog.tsx";
import { RecordatorioDialog } from "./RecordatorioDialog.tsx";

// Loaded when they are opened: their rules (the full zod build, the shelter's clock) are no part of
// the shell every page waits for.
const AboutDialog = lazy(() => import("./AboutDialog.tsx").then((m) => ({ default: m.AboutDialog })));
const ChangePasswordDialog = lazy(() => import("./ChangePasswordDialog.tsx").then((m) => ({ default: m.ChangePasswordDialog })));

export function UserBlock(props: { viewer: UserBlock_viewer$key; expanded: boolean }) {
  const viewer = useFragment(
    graphql`
      fragment UserBlock_viewer on Viewer {
        username
        roleLabel
        recordatorioSanitario
        recordatorioSanitarioOfrecido
      }
    `,
    props.viewer,
  );
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [reminderOpen, setReminderOpen] = useState(false);
  return (
    <div className={cn("border-t border-slate-100 p-3", !props.expanded && "flex flex-col items-center gap-2")}>
      <div className="flex items-center gap-3">
        <span aria-hidden className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white uppercase">
          {viewer.username.charAt(0)}
        </span>
        {props.expanded && (
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-slate-900" data-testid="user-block-username">
              {viewer.username}
            </p>
            <p className="truncate text-xs text-slate-500">{viewer.roleLabel}</p>
          </div>
        )}
      </div>
      <div className={cn("mt-2 flex gap-1", props.expanded ? "justify-end" : "flex-col")}>
        <Tooltip content="Acerca de">
          <Button variant="ghost" size="icon" aria-label="Acerca de" onPress={() => setAboutOpen(true)}>
            <Info size={18} aria-hidden />
          </Button>
        </Tooltip>
        <Tooltip content="Cambiar contraseña">
          <Button variant="ghost" size="icon" aria-label="Cambiar contraseña" onPress={() => setChangingPassword(true)}>
            <KeyRound size={18} aria-hidden />
          </Button>
        </Tooltip>
        {viewer.recordatorioSanitarioOfrecido && (
          <Tooltip content="Recordatorio por correo">
            <Button variant="ghost" size="icon" aria-label="Recordatorio por correo" onPress={() => setReminderOpen(true)}>
              <BellRing size={18} aria-hidden />
            </Button>
          </Tooltip>
        )}
        <Tooltip content="Cerrar sesión">
          <Button variant="ghost" size="icon" aria-label="Cerrar sesión" onPress={() => setConfirmLogout(true)}>
            <LogOut size={18} aria-hidden />
          </Button>
        </Tooltip>
      </div>
      <LogoutDialog isOpen={confirmLogout} onOpenChange={setConfirmLogout} />
      {aboutOpen && (
        <Suspense>
          <AboutDialog isOpen onOpenChange={setAboutOpen} />
        </Suspense>
      )}
      {changingPassword && (
        <Suspense>
          <ChangePasswordDialog isOpen onOpenChange={setChangingPassword} />
        </Suspense>
      )}
      <RecordatorioDialog isOpen={reminderOpen} onOpenChange={setReminderOpen} activo={viewer.recordatorioSanitario} />
    </div>
  );
}
