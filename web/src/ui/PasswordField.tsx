import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { Button, Group, Input } from "react-aria-components";
import { cn } from "./cn.ts";
import { inputClass } from "./Field.tsx";
import { TextFieldFrame, type TextFieldProps } from "./TextField.tsx";
import { Tooltip } from "./Tooltip.tsx";

const REVEAL_LABEL = "Mantener pulsado para ver la contraseña";

/**
 * A password input whose text shows only while the eye button is held down: with the pointer,
 * or with Space or Enter once the button has the focus (Tab from the input).
 */
export function PasswordField({ placeholder, ...props }: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  return (
    <TextFieldFrame {...props} type={revealed ? "text" : "password"}>
      <Group className="relative">
        <Input className={cn(inputClass, "pr-10")} placeholder={placeholder} />
        <Tooltip content={REVEAL_LABEL} placement="top">
          <Button
            aria-label={REVEAL_LABEL}
            onPressStart={() => setRevealed(true)}
            onPressEnd={() => setRevealed(false)}
            className={cn(
              "absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-500 outline-none hover:text-slate-800",
              "focus-visible:ring-2 focus-visible:ring-brand-600",
            )}
          >
            {revealed ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
          </Button>
        </Tooltip>
      </Group>
    </TextFieldFrame>
  );
}
