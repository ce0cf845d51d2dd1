import { useState } from "react";
import { Button } from "../../ui/Button.tsx";
import { useRefreshSidebarCounts } from "../shell/refreshSidebarCounts.ts";
import { AyuntamientoFormDialog } from "./AyuntamientoFormDialog.tsx";

/** The main menu's 'Nuevo ayuntamiento': the municipality form in a dialog, without leaving the menu. */
export function NuevoAyuntamientoMenuButton() {
  const [open, setOpen] = useState(false);
  const refreshCounts = useRefreshSidebarCounts();
  return (
    <>
      <Button onPress={() => setOpen(true)}>Nuevo ayuntamiento</Button>
      <AyuntamientoFormDialog isOpen={open} onOpenChange={setOpen} ayuntamiento={null} onSaved={refreshCounts} />
    </>
  );
}
