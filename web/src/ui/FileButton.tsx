import type { ReactNode } from "react";
import { FileTrigger } from "react-aria-components";
import { Button, type ButtonProps } from "./Button.tsx";

/** A button that opens the file chooser and hands over the chosen file. */
export function FileButton({
  accept,
  onFile,
  children,
  ...buttonProps
}: Omit<ButtonProps, "children" | "onPress"> & { accept?: string[]; onFile: (file: File) => void; children: ReactNode }) {
  return (
    <FileTrigger acceptedFileTypes={accept} onSelect={(files) => files?.[0] && onFile(files[0])}>
      <Button {...buttonProps}>{children}</Button>
    </FileTrigger>
  );
}
