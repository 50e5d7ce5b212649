// After the shipping address is saved, focus goes to the shipping methods that appear with it.

/**
 * Moves focus to the shipping methods' title once it is on the page (it usually arrives with the
 * saved address, in the same render). Focus moves only while it is still in the address form or
 * nowhere, so a visitor (or a keyboard user already in the method list) keeps the focus they chose.
 */
export function focusShippingMethods(form: HTMLFormElement | null, framesLeft = 30): void {
  const active = document.activeElement;
  const focusIsOurs =
    !active || active === document.body || (form !== null && form.contains(active));
  if (!focusIsOurs) return;
  const title = document.getElementById('shipping-methods-title');
  if (title) {
    title.focus();
    return;
  }
  if (framesLeft > 0) requestAnimationFrame(() => focusShippingMethods(form, framesLeft - 1));
}
