/** Moves focus to a field wrapped in `data-field={name}`: a date's first segment, a select's button or an input. */
export function focusField(root: HTMLElement | null, name: string): void {
  const field = root?.querySelector(`[data-field="${name}"]`);
  field?.querySelector<HTMLElement>('[role="spinbutton"], button, input')?.focus();
}
