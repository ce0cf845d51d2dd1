import { type ReactNode, useState } from "react";
import { Button } from "../../ui/Button.tsx";
import { useLogNavigation } from "../logs/useLogNavigation.ts";
import { useRefreshCounts } from "../../relay/useRefreshCounts.ts";

/** What the button hands the form dialog it opens. */
export type MenuFormDialogProps = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void; onSaved: () => void };

type Props = {
  /** The button's text, also the activity entry's destination ('Acceso a Nueva persona'). */
  label: string;
  dialog: (props: MenuFormDialogProps) => ReactNode;
};

/** The main menu's 'Nueva persona', 'Nuevo ayuntamiento' and 'Nuevo usuario': the form in a dialog, without leaving the menu. */
export function MenuFormButton({ label, dialog }: Props) {
  const [open, setOpen] = useState(false);
  const refreshCounts = useRefreshCounts();
  const logNavigation = useLogNavigation();
  return (
    <>
      <Button
        onPress={() => {
          logNavigation(label);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {dialog({ isOpen: open, onOpenChange: setOpen, onSaved: refreshCounts })}
    </>
  );
}
