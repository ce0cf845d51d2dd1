import type { ReactNode } from "react";
import { FileTrigger } from "react-aria-components";
import { Button, type ButtonProps } from "./Button.tsx";

/**
 * A button that opens the file chooser and hands over the chosen file. `camera` makes a phone
 * offer its camera (the input's `capture`): "environment" is the rear one.
 */
export function FileButton({
  accept,
  camera,
  onFile,
  children,
  ...buttonProps
}: Omit<ButtonProps, "children" | "onPress"> & {
  accept?: string[];
  camera?: "user" | "environment";
  onFile: (file: File) => void;
  children: ReactNode;
}) {
  return (
    <FileTrigger acceptedFileTypes={accept} defaultCamera={camera} onSelect={(files) => files?.[0] && onFile(files[0])}>
      <Button {...buttonProps}>{children}</Button>
    </FileTrigger>
  );
}
