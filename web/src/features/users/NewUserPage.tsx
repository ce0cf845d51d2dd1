import { UserPlus } from "lucide-react";
import { useMemo } from "react";
import { graphql } from "react-relay/hooks";
import { useNavigate } from "react-router";
import type { NewUserPageQuery as NewUserPageQueryType } from "../../__generated__/NewUserPageQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { Card, CardBody, CardHeader } from "../../ui/Card.tsx";
import { toastSuccess } from "../../ui/Toast.tsx";
import { roleOptions } from "./UserDialog.tsx";
import { UserForm } from "./UserForm.tsx";
import { useSaveUser } from "./useSaveUser.ts";

export const NewUserPageQuery = graphql`
  query NewUserPageQuery {
    roles {
      databaseId
      rol
    }
  }
`;

/** /usuarios/nuevo: the new-user form as a page; saving or cancelling returns to the list. */
export function NewUserPage() {
  const { roles } = useRouteQuery<NewUserPageQueryType>(NewUserPageQuery);
  const options = useMemo(() => roleOptions(roles), [roles]);
  const navigate = useNavigate();
  const save = useSaveUser((username) => {
    toastSuccess("Usuario creado correctamente", username);
    navigate("/usuarios");
  });
  return (
    <div className="mx-auto max-w-xl">
      <Card>
        <CardHeader icon={<UserPlus size={20} />} title="Nuevo Usuario" description="Alta de una cuenta del personal del refugio" />
        <CardBody>
          <UserForm
            mode="create"
            roles={options}
            isPending={save.isPending}
            serverErrors={save.serverErrors}
            onSubmit={save.create}
            onCancel={() => navigate("/usuarios")}
          />
        </CardBody>
      </Card>
    </div>
  );
}
