/**
 * The `sandbox` of the iframe route's frame. Scripts, forms and pop-ups run, nothing else (no
 * top navigation, no downloads, no modals). A page of another origin also keeps its own origin
 * (its cookies and storage): it still cannot reach the console, which the browser keeps apart by
 * origin. A page of the console's own origin never gets `allow-same-origin`: with scripts, it
 * could lift its own sandbox and act as the signed-in console.
 */
const BASE = ['allow-scripts', 'allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox'];

export function iframeSandbox(src: string, consoleOrigin: string): string {
  let origin: string | undefined;
  try {
    origin = new URL(src, consoleOrigin).origin;
  } catch {
    origin = undefined;
  }
  const foreign = origin !== undefined && origin !== 'null' && origin !== consoleOrigin;
  return (foreign ? [...BASE, 'allow-same-origin'] : BASE).join(' ');
}
