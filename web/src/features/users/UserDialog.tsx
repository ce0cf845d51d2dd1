import { Suspense, useMemo } from "react";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay/hooks";
import type { UserDialog_user$key } from "../../__generated__/UserDialog_user.graphql.ts";
import type { UserDialogRolesQuery } from "../../__generated__/UserDialogRolesQuery.graphql.ts";
import { Dialog } from "../../ui/Dialog.tsx";
import type { SelectOption } from "../../ui/Select.tsx";
import { LoadingScreen } from "../../ui/Spinner.tsx";
import { toastSuccess } from "../../ui/Toast.tsx";
import { UserForm } from "./UserForm.tsx";
import { useSaveUser } from "./useSaveUser.ts";

const rolesQuery = graphql`
  query UserDialogRolesQuery {
    roles {
      databaseId
      rol
    }
  }
`;

/** The role list, read fresh every time a form opens (spec section 9: roles are always refetched). */
function useRoleOptions(): SelectOption[] {
  const { roles } = useLazyLoadQuery<UserDialogRolesQuery>(rolesQuery, {}, { fetchPolicy: "network-only" });
  return useMemo(() => roleOptions(roles), [roles]);
}

export const roleOptions = (roles: ReadonlyArray<{ databaseId: number; rol: string }>): SelectOption[] =>
  roles.map((r) => ({ id: r.databaseId, label: r.rol }));

export type UserDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The account to modify; without it the dialog creates one. */
  user?: UserDialog_user$key | null;
  onSaved?: () => void;
};

/** 'Nuevo Usuario' / 'Modificar Usuario' (spec section 2 "Users"). */
export function UserDialog({ isOpen, onOpenChange, user, onSaved }: UserDialogProps) {
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={user ? "Modificar Usuario" : "Nuevo Usuario"} isDismissable={false}>
      <Suspense fallback={<LoadingScreen />}>
        <UserDialogForm user={user ?? null} close={() => onOpenChange(false)} onSaved={onSaved} />
      </Suspense>
    </Dialog>
  );
}

function UserDialogForm({ user: userKey, close, onSaved }: { user: UserDialog_user$key | null; close: () => void; onSaved?: () => void }) {
  const user = useFragment(
    graphql`
      fragment UserDialog_user on Usuario {
        id
        username
        email
        rolId
        activo
        isLastActiveAdmin
        clavesApiVigentes
        nombreCompleto
        numeroColegiado
      }
    `,
    userKey,
  );
  const roles = useRoleOptions();
  const save = useSaveUser((username) => {
    toastSuccess(user ? "Usuario modificado correctamente" : "Usuario creado correctamente", username);
    onSaved?.();
    close();
  });
  return (
    <UserForm
      mode={user ? "edit" : "create"}
      user={user ?? undefined}
      roles={roles}
      isPending={save.isPending}
      serverErrors={save.serverErrors}
      onCancel={close}
      onSubmit={(values) => (user ? save.update(user.id, values) : save.create(values))}
    />
  );
}
