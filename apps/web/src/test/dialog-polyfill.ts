/**
 * jsdom has `<dialog>` without `showModal()` and `close()`. This stands in for what a browser does with a
 * modal dialog as far as tests can see: it is open, and Tab moves among its controls only (the rest of the
 * page is inert behind it).
 */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

function keepTabInside(this: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const items = [...this.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const [first, last] = [items[0], items[items.length - 1]];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export function polyfillDialog(): void {
  if (typeof HTMLDialogElement === 'undefined') return;
  const proto: Partial<HTMLDialogElement> = HTMLDialogElement.prototype;
  if (proto.showModal) return;
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.addEventListener('keydown', keepTabInside);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.removeEventListener('keydown', keepTabInside);
  };
}
