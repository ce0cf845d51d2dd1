/**
 * Moves focus to a field wrapped in `data-field={name}` (a DatePicker carries its own): a date's
 * first empty segment, else its first one, a visible input or text area, or a select's button
 * (never a select's hidden native input).
 */
export function focusField(root: HTMLElement | null, name: string): void {
  focusInside(root?.querySelector(`[data-field="${name}"]`));
}

function focusInside(field: Element | null | undefined): void {
  const target =
    field?.querySelector<HTMLElement>('[role="spinbutton"][data-placeholder]') ??
    field?.querySelector<HTMLElement>('[role="spinbutton"], input:not([type=hidden]):not([aria-hidden=true]), textarea, button');
  target?.focus();
}

/**
 * After a check that marked fields, the keyboard goes to the first of them in the form's order
 * (react-aria marks a field's wrapper `data-invalid`), unless it is in one of them already (the
 * form placed it itself). Fields of a hidden tab (inert) are passed over.
 */
export function focusFirstInvalidField(root: HTMLElement | null): void {
  const invalid = [...(root?.querySelectorAll<HTMLElement>("[data-invalid]") ?? [])].filter((field) => !field.closest("[inert]"));
  if (invalid.some((field) => field.contains(document.activeElement))) return;
  const first = invalid[0];
  if (first?.matches("input, textarea")) first.focus();
  else focusInside(first);
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
