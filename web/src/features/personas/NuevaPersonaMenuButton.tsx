import { useState } from "react";
import { Button } from "../../ui/Button.tsx";
import { useLogNavigation } from "../logs/useLogNavigation.ts";
import { useRefreshCounts } from "../shell/useRefreshCounts.ts";
import { PersonaFormDialog } from "./PersonaFormDialog.tsx";

/** The main menu's 'Nueva persona': the person form in a dialog, without leaving the menu. */
export function NuevaPersonaMenuButton() {
  const [open, setOpen] = useState(false);
  const refreshCounts = useRefreshCounts();
  const logNavigation = useLogNavigation();
  return (
    <>
      <Button
        onPress={() => {
          logNavigation("Nueva persona");
          setOpen(true);
        }}
      >
        Nueva persona
      </Button>
      <PersonaFormDialog isOpen={open} onOpenChange={setOpen} persona={null} onSaved={refreshCounts} />
    </>
  );
}
