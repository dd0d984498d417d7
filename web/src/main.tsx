import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { App } from './app/App';
import { preloadShellWhenIdle } from './app/firstScreen';
import { loadLanguage, storedLanguage } from './lib/i18n';

// The current language's sign-in texts are a chunk of their own; the first render waits for them
// (if they cannot be fetched, the page still renders, and the language switch tries again).
void loadLanguage(storedLanguage(), 'signIn')
  .catch(() => undefined)
  .then(() => {
    // What the first render waited for is what was fetched before this mark (scripts/bench/bundle-size.mjs).
    performance.mark('console-render');
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    // Once the first screen is drawn, the rest of the texts, the shell and the home page come while the user types.
    preloadShellWhenIdle();
  });
