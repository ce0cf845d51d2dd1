import { useState } from "react";
import { Button } from "../../ui/Button.tsx";
import { useRefreshSidebarCounts } from "../shell/refreshSidebarCounts.ts";
import { PersonaFormDialog } from "./PersonaFormDialog.tsx";

/** The main menu's 'Nueva persona': the person form in a dialog, without leaving the menu. */
export function NuevaPersonaMenuButton() {
  const [open, setOpen] = useState(false);
  const refreshCounts = useRefreshSidebarCounts();
  return (
    <>
      <Button onPress={() => setOpen(true)}>Nueva persona</Button>
      <PersonaFormDialog isOpen={open} onOpenChange={setOpen} persona={null} onSaved={refreshCounts} />
    </>
  );
}
