import { renderToString } from 'react-dom/server';
import { LANGUAGE_TAGS, LANGUAGES, type Language } from '../lib/config';
import { i18n, loadLanguage, pageTitle } from '../lib/i18n';
import { useCommon } from '../stores/common';
import { signInElement } from './SignInApp';

/** One language's sign-in page as the first render draws it (no session, no settings fetched yet). */
export type PrerenderedSignIn = { language: Language; lang: string; title: string; html: string };

const noop = () => undefined;

/**
 * The sign-in page's markup in each language, rendered at build time (build/prerenderSignIn.ts)
 * from the same element main.tsx hydrates.
 */
export async function prerenderSignIn(): Promise<PrerenderedSignIn[]> {
  const pages: PrerenderedSignIn[] = [];
  for (const language of LANGUAGES) {
    await loadLanguage(language, 'signIn');
    await i18n.changeLanguage(language);
    useCommon.setState({ language });
    pages.push({
      language,
      lang: LANGUAGE_TAGS[language],
      title: pageTitle(undefined),
      html: renderToString(signInElement(noop)),
    });
  }
  return pages;
}
