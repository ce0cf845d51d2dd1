/**
 * Moves focus to a field wrapped in `data-field={name}`: a date's first segment, a visible input or
 * text area, or a select's button (never a select's hidden native input).
 */
export function focusField(root: HTMLElement | null, name: string): void {
  const field = root?.querySelector(`[data-field="${name}"]`);
  field?.querySelector<HTMLElement>('[role="spinbutton"], input:not([type=hidden]):not([aria-hidden=true]), textarea, button')?.focus();
}
