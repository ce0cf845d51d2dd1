import { useState } from "react";
import { Button } from "../../ui/Button.tsx";
import { useLogNavigation } from "../logs/useLogNavigation.ts";
import { useRefreshCounts } from "../shell/useRefreshCounts.ts";
import { AyuntamientoFormDialog } from "./AyuntamientoFormDialog.tsx";

/** The main menu's 'Nuevo ayuntamiento': the municipality form in a dialog, without leaving the menu. */
export function NuevoAyuntamientoMenuButton() {
  const [open, setOpen] = useState(false);
  const refreshCounts = useRefreshCounts();
  const logNavigation = useLogNavigation();
  return (
    <>
      <Button
        onPress={() => {
          logNavigation("Nuevo ayuntamiento");
          setOpen(true);
        }}
      >
        Nuevo ayuntamiento
      </Button>
      <AyuntamientoFormDialog isOpen={open} onOpenChange={setOpen} ayuntamiento={null} onSaved={refreshCounts} />
    </>
  );
}
