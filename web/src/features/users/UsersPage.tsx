import { Pencil, UserPlus } from "lucide-react";
import { useState } from "react";
import { graphql, useFragment, usePaginationFragment } from "react-relay/hooks";
import type { UserDialog_user$key } from "../../__generated__/UserDialog_user.graphql.ts";
import type { UsersPage_query$key } from "../../__generated__/UsersPage_query.graphql.ts";
import type { UsersPage_row$key } from "../../__generated__/UsersPage_row.graphql.ts";
import type { UsersPageQuery as UsersPageQueryType } from "../../__generated__/UsersPageQuery.graphql.ts";
import { useRefetchOnFocusAndReconnect } from "../../relay/useRefetchOnFocus.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { Button } from "../../ui/Button.tsx";
import { Card } from "../../ui/Card.tsx";
import { Cell, Column, Row, Table, TableBody, TableHeader } from "../../ui/Table.tsx";
import { EmptyState, TableFrame } from "../../ui/TableFrame.tsx";
import { TableLoadMore, TableRows } from "../../ui/TableLoadMore.tsx";
import { cn } from "../../ui/cn.ts";
import { UserDialog } from "./UserDialog.tsx";

export const UsersPageQuery = graphql`
  query UsersPageQuery {
    ...UsersPage_query
  }
`;

type Editing = { user: UserDialog_user$key | null } | null;

/** 'Gestión de Usuarios' (spec section 2 "Users"), for administrators. */
export function UsersPage() {
  const query = useRouteQuery<UsersPageQueryType>(UsersPageQuery);
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment(
    graphql`
      fragment UsersPage_query on Query
      @refetchable(queryName: "UsersPageRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 100 }, after: { type: "String" }) {
        usuarios(first: $first, after: $after) @connection(key: "UsersPage_usuarios") {
          edges {
            node {
              id
              ...UsersPage_row
              ...UserDialog_user
            }
          }
        }
      }
    `,
    query as UsersPage_query$key,
  );
  const [editing, setEditing] = useState<Editing>(null);
  const reload = () => refetch({}, { fetchPolicy: "network-only" });
  // Spec section 2: the list refetches on mount (the route loader), focus and reconnect.
  useRefetchOnFocusAndReconnect(reload);

  const nodes = data.usuarios.edges.map((edge) => edge.node);
  const openEdit = (id: string) => setEditing({ user: nodes.find((n) => n.id === id) ?? null });

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Gestión de Usuarios</h1>
        <Button onPress={() => setEditing({ user: null })}>
          <UserPlus size={16} aria-hidden />
          Nuevo Usuario
        </Button>
      </header>
      <Card className="p-4">
        <TableFrame>
          <Table aria-label="Usuarios" phoneCards onOpenRow={(key) => openEdit(String(key))}>
            <TableHeader>
              <Column isRowHeader>Usuario</Column>
              <Column>Correo Electrónico</Column>
              <Column>Rol</Column>
              <Column>Activo</Column>
              <Column className="text-right">Acciones</Column>
            </TableHeader>
            <TableBody renderEmptyState={() => <EmptyState>No hay usuarios.</EmptyState>}>
              <TableRows items={nodes}>{(node) => <UserRow id={node.id} user={node} onEdit={() => openEdit(node.id)} />}</TableRows>
              {hasNext && <TableLoadMore isLoading={isLoadingNext} onLoadMore={() => loadNext(100)} />}
            </TableBody>
          </Table>
        </TableFrame>
        <p className="mt-2 text-xs text-slate-500">Pulse Modificar en la fila de un usuario, o haga doble clic en ella, para modificarlo.</p>
      </Card>
      {editing && <UserDialog isOpen onOpenChange={(open) => !open && setEditing(null)} user={editing.user} />}
    </div>
  );
}

function UserRow({ id, user: userKey, onEdit }: { id: string; user: UsersPage_row$key; onEdit: () => void }) {
  const user = useFragment(
    graphql`
      fragment UsersPage_row on Usuario {
        username
        email
        roleName
        activo
      }
    `,
    userKey,
  );
  return (
    <Row id={id} textValue={user.username}>
      <Cell phone="title" className="font-medium">
        {user.username}
      </Cell>
      <Cell label="Correo Electrónico">{user.email}</Cell>
      <Cell label="Rol">{user.roleName ?? "Sin rol"}</Cell>
      <Cell label="Activo">
        <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", user.activo ? "bg-emerald-50 text-emerald-800" : "bg-slate-100 text-slate-600")}>
          {user.activo ? "Sí" : "No"}
        </span>
      </Cell>
      <Cell phone="actions" className="text-right">
        <Button variant="secondary" size="sm" onPress={onEdit} aria-label={`Modificar ${user.username}`}>
          <Pencil size={14} aria-hidden />
          Modificar
        </Button>
      </Cell>
    </Row>
  );
}
