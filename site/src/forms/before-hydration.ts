/**
 * What a visitor did in a form of the server's HTML before the page hydrated. The scripts are requested after
 * the first paint (site/src/ssr/script-loader.ts), so on a slow phone a form can be typed into, and submitted,
 * before React has taken it over; hydration would then reset each controlled field to its empty state, and a
 * form without script would submit natively (a GET with the visitor's details in the URL).
 *
 * - `keepTypedValues()`, just before hydration: the fields whose value differs from the server's, per form.
 * - The inline loader holds a submit made before hydration (`window.__heldSubmit`: the form) and prevents it.
 * - `useFormSubmit` takes both back for its form once hydrated: the fields get their typed values, then the
 *   held submit goes through the form's own checks.
 */
declare global {
  interface Window {
    __heldSubmit?: HTMLFormElement;
  }
}

const typed = new WeakMap<HTMLFormElement, Record<string, string>>();
const TEXT_TYPES = new Set(['text', 'email', 'tel', 'search', 'url', 'number']);

function changedValue(control: Element): string | undefined {
  if ((control instanceof HTMLInputElement && TEXT_TYPES.has(control.type)) || control instanceof HTMLTextAreaElement) {
    return control.value !== control.defaultValue ? control.value : undefined;
  }
  if (control instanceof HTMLSelectElement) {
    const initial = [...control.options].find((option) => option.defaultSelected) ?? control.options[0];
    return control.value !== (initial?.value ?? '') ? control.value : undefined;
  }
  return undefined;
}

export function keepTypedValues(root: ParentNode = document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-form]')) {
    const values: Record<string, string> = {};
    for (const control of form.elements) {
      const name = control.getAttribute('name');
      const value = name ? changedValue(control) : undefined;
      if (name && value !== undefined) values[name] = value;
    }
    if (Object.keys(values).length > 0) typed.set(form, values);
  }
}

/** The values typed into `form` before hydration, by control name (once). */
export function takeTypedValues(form: HTMLFormElement | null): Record<string, string> | undefined {
  if (!form) return undefined;
  const values = typed.get(form);
  typed.delete(form);
  return values;
}

/** Whether the visitor submitted `form` before hydration (once). */
export function takeHeldSubmit(form: HTMLFormElement | null): boolean {
  if (!form || window.__heldSubmit !== form) return false;
  window.__heldSubmit = undefined;
  return true;
}
