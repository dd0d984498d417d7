import { lazy, useState, type ComponentType } from 'react';
import { currentLanguage, isLanguageLoaded, loadLanguage } from './i18n';

/** Spec §9: a page chunk that has not arrived after 120 s counts as a failed load. */
export const CHUNK_TIMEOUT = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('chunk load failed', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** Whether an error means a code chunk could not be loaded (offline, or a new build replaced it). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|ChunkLoadError/i.test(
    text,
  );
}

/** A lazily loaded page; `preload` fetches its code (and the language's texts) ahead of its first render. */
export type LazyPage<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * React.lazy with the chunk-load timeout; the page shows once all texts of the language are here too.
 * A page whose code and texts are already here (preloaded, or shown before) renders in the same pass:
 * through React.lazy it would first commit its Suspense fallback, and React reveals content that
 * replaced a fallback no sooner than 300 ms later, one such wave per nested lazy part.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let module: Promise<{ default: ComponentType<P> }> | undefined;
  // One fetch shared by the preload and the first render; a failed one is tried again next time.
  const fetchModule = () =>
    (module ??= load().then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (err: unknown) => {
        module = undefined;
        throw err;
      },
    ));
  const fetchPage = () => Promise.all([fetchModule(), loadLanguage(currentLanguage())]).then(([m]) => m);

  const Lazy = lazy(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError('timeout')), CHUNK_TIMEOUT);
    });
    return Promise.race([fetchPage(), timeout])
      .catch((err: unknown) => {
        throw isChunkLoadError(err) ? err : new ChunkLoadError(err);
      })
      .finally(() => clearTimeout(timer));
  });

  function Page(props: P) {
    // Chosen once per mount: switching between the two later would remount the page and lose its state.
    const [Component] = useState<ComponentType<P>>(() =>
      loaded && isLanguageLoaded(currentLanguage()) ? loaded : Lazy,
    );
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload: fetchPage });
}
