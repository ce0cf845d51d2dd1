import { composeRenderProps } from "react-aria-components";

/** Joins class names, skipping empty ones. */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(" ");
}

/**
 * A react-aria component's className: `base`, then the caller's own, which react-aria lets be a
 * function of the component's state (pressed, selected...).
 */
export function withBaseClass<State>(className: string | ((state: State) => string) | undefined, base: string) {
  return composeRenderProps(className, (extra) => cn(base, extra));
}
