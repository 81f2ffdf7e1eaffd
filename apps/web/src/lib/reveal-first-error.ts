import type { FormEvent } from 'react';

/**
 * A refused form shows where: the first field in error (in the order the page shows them) is
 * scrolled to the middle of the screen and focused. On a phone the errors are often above the
 * fold, and a tap that changes nothing in view reads as a tap that did nothing. The focused field
 * is announced with its error: Mantine marks it `aria-invalid` and points `aria-describedby` at
 * the error text.
 *
 * Every form uses it: `form.onSubmit(submit, revealFirstErrorOf)` for the form's own rules, and
 * `applyFormError(…, { revealIn: formElement })` for fields the server refused.
 */

/** A field Mantine marks invalid, or the error text of a group without one (radio choices). */
const IN_ERROR = '[aria-invalid="true"], [id$="-error"]';
const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

function firstInError(root: Element): HTMLElement | null {
  const found = root.querySelector<HTMLElement>(IN_ERROR);
  if (!found || found.getAttribute('aria-invalid') === 'true') return found;
  // An error text: the field is the focusable element of the same wrapper, the text otherwise.
  let wrapper: Element | null = found.parentElement;
  while (wrapper && wrapper !== root) {
    const field = wrapper.querySelector<HTMLElement>(FOCUSABLE);
    if (field) return field;
    wrapper = wrapper.parentElement;
  }
  return found;
}

/**
 * Scrolls to and focuses the first field in error inside `root`, once React has drawn the errors
 * (a frame later; a few frames at most).
 */
export function revealFirstError(root: Element | null | undefined, frames = 3): void {
  if (!root || typeof window === 'undefined') return;
  window.requestAnimationFrame(() => {
    const target = firstInError(root);
    if (!target) {
      if (frames > 1) revealFirstError(root, frames - 1);
      return;
    }
    target.scrollIntoView({ block: 'center' });
    if (!target.matches(FOCUSABLE)) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  });
}

/** Mantine's `onSubmit(handleSubmit, handleValidationFailure)` second argument. */
export function revealFirstErrorOf(
  _errors: unknown,
  _values: unknown,
  event: FormEvent<HTMLFormElement> | undefined,
): void {
  revealFirstError(event?.currentTarget);
}
