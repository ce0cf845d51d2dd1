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

/** The field's wrapper on screen: hidden tabs stay mounted (inert) with fields of the same names. */
const shownField = (name: string) => [...document.querySelectorAll<HTMLElement>(`[data-field="${name}"]`)].find((field) => !field.closest("[inert]"));

/**
 * focusField once the field is on screen: a link to a field on another tab or page
 * (`?campo=name`) lands before that tab or page has rendered it. Gives up after two seconds.
 */
export function focusFieldWhenShown(name: string, triesLeft = 20): void {
  const field = shownField(name);
  if (field?.parentElement) focusField(field.parentElement, name);
  else if (triesLeft > 0) setTimeout(() => focusFieldWhenShown(name, triesLeft - 1), 100);
}
