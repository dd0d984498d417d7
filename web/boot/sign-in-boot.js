/*
 * Shows the sign-in form drawn at build time (web/build/prerenderSignIn.ts) before the console's
 * code runs, when boot.js decided this load is the sign-in page alone: the language's <template>
 * goes into #root, which React then hydrates (main.tsx). Written into index.html by the build, right
 * after the templates (build/inlineFirstPaint.ts; the CSP allows it by its hash). Until React owns
 * the form (main.tsx marks #root `data-react` as it starts hydrating; from then on React handles
 * every event itself):
 * - a submit (Enter or a click) is held back, never sent natively with the password in the
 *   address: #root is marked and the form submits itself again once React owns it;
 * - a click on one of the form's plain buttons (language, show password, sign-in method, captcha)
 *   is remembered in #root's `signInClicks` and clicked again once React owns it
 *   (pages/login/prerendered.ts).
 */
/* global window, document, Element */
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

  var clicks = (root.signInClicks = []);
  var reactOwns = function () {
    return root.hasAttribute('data-react');
  };

  function hold(event) {
    // React's handler runs first once React owns the form (it listens on #root): nothing to hold.
    if (event.defaultPrevented || reactOwns()) {
      window.removeEventListener('submit', hold);
      return;
    }
    if (!root.contains(event.target)) return;
    event.preventDefault();
    root.setAttribute('data-submit-queued', '');
  }
  window.addEventListener('submit', hold);

  function remember(event) {
    if (reactOwns()) {
      window.removeEventListener('click', remember);
      return;
    }
    var button = event.target instanceof Element && event.target.closest('button[type="button"]');
    if (button && root.contains(button) && !button.disabled) clicks.push(button);
  }
  window.addEventListener('click', remember);
})();
