/**
 * Moves focus to a field wrapped in `data-field={name}` (a DatePicker carries its own): a date's
 * first empty segment, else its first one, a visible input or text area, or a select's button
 * (never a select's hidden native input).
 */
export function focusField(root: HTMLElement | null, name: string): void {
  const field = root?.querySelector(`[data-field="${name}"]`);
  const target =
    field?.querySelector<HTMLElement>('[role="spinbutton"][data-placeholder]') ??
    field?.querySelector<HTMLElement>('[role="spinbutton"], input:not([type=hidden]):not([aria-hidden=true]), textarea, button');
  target?.focus();
}

/**
 * focusField once the field is on screen: a link to a field on another tab or page
 * (`?campo=name`) lands before that tab or page has rendered it. Gives up after two seconds.
 */
export function focusFieldWhenShown(name: string, triesLeft = 20): void {
  if (document.querySelector(`[data-field="${name}"]`)) focusField(document.body, name);
  else if (triesLeft > 0) setTimeout(() => focusFieldWhenShown(name, triesLeft - 1), 100);
}
