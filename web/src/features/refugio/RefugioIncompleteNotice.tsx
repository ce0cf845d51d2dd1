import { ASK_ADMIN_FOR_REFUGIO } from "@rules/refugio.ts";
import { refugioPendingNotice } from "@rules/informes.ts";
import { TriangleAlert } from "lucide-react";
import { useCallback, useContext } from "react";
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from "react-relay/hooks";
import type { RefugioIncompleteNoticeQuery as NoticeQuery } from "../../__generated__/RefugioIncompleteNoticeQuery.graphql.ts";
import { LinkButton } from "../../ui/Button.tsx";
import { ShellQueryData } from "./shellQueryData.tsx";

/**
 * What the notice needs: which fields of 'Datos del refugio' are missing and whether the reader may
 * fill them in. The shell's query spreads this fragment, so every screen has it from its first load.
 */
const NoticeFragment = graphql`
  fragment RefugioIncompleteNotice_query on Query {
    viewer {
      isAdmin
    }
    refugio {
      camposPendientes
    }
  }
`;

const NoticeQueryNode = graphql`
  query RefugioIncompleteNoticeQuery {
    ...RefugioIncompleteNotice_query @relay(mask: false)
  }
`;

export type RefugioPending = { pending: readonly string[]; isAdmin: boolean };

/**
 * The missing fields, read from the shell's query (never a request of its own: a query of the
 * notice's own, asked only when the store lacked them, went out again on a busy machine); an
 * administrator's save of 'Datos del refugio' and useRefreshRefugioPending update them there.
 */
export function useRefugioPending(): RefugioPending {
  const shell = useContext(ShellQueryData);
  if (!shell) throw new Error("useRefugioPending: fuera del marco de la aplicación (Shell)");
  const data = useFragment(NoticeFragment, shell);
  return { pending: data.refugio.camposPendientes, isAdmin: !!data.viewer?.isAdmin };
}

/**
 * Reads the missing fields from the server again (another session may have filled them in since
 * the page loaded); the store, and so every notice, follows. Answers the fresh list.
 */
export function useRefreshRefugioPending(): () => Promise<readonly string[]> {
  const environment = useRelayEnvironment();
  return useCallback(async () => {
    const data = await fetchQuery<NoticeQuery>(environment, NoticeQueryNode, {}, { fetchPolicy: "network-only" }).toPromise();
    return data?.refugio.camposPendientes ?? [];
  }, [environment]);
}

/**
 * While 'Datos del refugio' is incomplete: which documents need it and what is missing, with the way
 * to fill it in for an administrator, or whom to ask for the others. Nothing once it is complete.
 */
export function RefugioIncompleteNotice({ className }: { className?: string }) {
  const { pending, isAdmin } = useRefugioPending();
  if (pending.length === 0) return null;
  return (
    <section
      aria-label="Datos del refugio incompletos"
      data-testid="refugio-incompleto"
      className={`flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 ${className ?? ""}`}
    >
      <TriangleAlert size={18} aria-hidden className="shrink-0 text-amber-600" />
      <p className="min-w-0 flex-1 basis-64">
        {refugioPendingNotice(pending)} {!isAdmin && <strong className="font-medium">{ASK_ADMIN_FOR_REFUGIO}</strong>}
      </p>
      {isAdmin && (
        <LinkButton href="/datos-refugio" variant="secondary" size="sm">
          Completar los datos del refugio
        </LinkButton>
      )}
    </section>
  );
}
