import { formatDay } from "@rules/shelterClock.ts";
import { PawPrint } from "lucide-react";
import { Suspense } from "react";
import { Link } from "react-aria-components";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import type { AboutDialogQuery } from "../../__generated__/AboutDialogQuery.graphql.ts";
import { Button } from "../../ui/Button.tsx";
import { Dialog, DialogActions } from "../../ui/Dialog.tsx";
import { LoadingScreen } from "../../ui/Spinner.tsx";

const query = graphql`
  query AboutDialogQuery {
    about {
      appVersion
      appVersionFecha
    }
  }
`;

/** 'Acerca de' (spec section 2 "Dialogs in the shell"). */
export function AboutDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title="Acerca de" size="sm">
      <Suspense fallback={<LoadingScreen />}>
        <AboutContent onClose={() => onOpenChange(false)} />
      </Suspense>
      <DialogActions>
        <Button onPress={() => onOpenChange(false)} autoFocus>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function AboutContent({ onClose }: { onClose: () => void }) {
  // Spec section 7: read when the dialog opens, and every time it opens.
  const { about } = useLazyLoadQuery<AboutDialogQuery>(query, {}, { fetchPolicy: "network-only" });
  const versionDate = formatDay(about.appVersionFecha);
  return (
    <div className="flex flex-col items-center gap-3 py-2 text-center">
      <PawPrint className="text-brand-700" size={40} aria-hidden />
      <p className="text-lg font-semibold text-slate-900">Sistema de Gestión de Protectora de Animales</p>
      <dl className="grid grid-cols-[auto_auto] gap-x-3 gap-y-1 text-sm">
        <dt className="text-right text-slate-500">Versión</dt>
        <dd className="text-left font-medium text-slate-900" data-testid="about-version">
          {about.appVersion}
        </dd>
        <dt className="text-right text-slate-500">Fecha de la versión</dt>
        <dd className="text-left font-medium text-slate-900" data-testid="about-version-date">
          {versionDate}
        </dd>
      </dl>
      <p className="text-xs text-slate-500">
        Diseño y desarrollo:{" "}
        <Link
          href="/acerca"
          onPress={onClose}
          className="font-medium text-brand-800 underline underline-offset-2 outline-none hover:text-brand-900 focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          equipo de Refugio
        </Link>
      </p>
    </div>
  );
}
