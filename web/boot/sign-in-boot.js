/*
 * Shows the sign-in form drawn at build time (web/build/prerenderSignIn.ts) before the console's
 * code runs, when public/boot.js decided this load is the sign-in page alone: the language's
 * <template> goes into #root, which React then hydrates (main.tsx). Loaded synchronously right
 * after the templates (the CSP forbids inline scripts). Until React is there, a submit (Enter or
 * a click) is held back, never sent natively with the password in the address: #root is marked
 * and the form submits itself again once React owns it (pages/login/prerendered.ts).
 */
/* global window, document */
(function () {
  var html = document.documentElement;
  var language = html.getAttribute('data-sign-in');
  var root = document.getElementById('root');
  var template = language && document.getElementById('sign-in-' + language);
  if (!root || !template || root.firstChild) return;

  root.appendChild(template.content.cloneNode(true));
  root.setAttribute('data-prerendered', language);
  html.lang = template.getAttribute('data-lang') || html.lang;
  document.title = template.getAttribute('data-title') || document.title;
  var first = root.querySelector('[autofocus]');
  if (first) first.focus();

  function hold(event) {
    // React's handler runs first once React owns the form (it listens on #root): nothing to hold.
    if (event.defaultPrevented) {
      window.removeEventListener('submit', hold);
      return;
    }
    if (!root.contains(event.target)) return;
    event.preventDefault();
    root.setAttribute('data-submit-queued', '');
  }
  window.addEventListener('submit', hold);
})();
