import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { currentLanguage, loadLanguage } from './i18n';

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

/** React.lazy with the chunk-load timeout; the page shows once all texts of the language are here too. */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError('timeout')), CHUNK_TIMEOUT);
    });
    const page = Promise.all([load(), loadLanguage(currentLanguage())]).then(([module]) => module);
    return Promise.race([page, timeout])
      .catch((err: unknown) => {
        throw isChunkLoadError(err) ? err : new ChunkLoadError(err);
      })
      .finally(() => clearTimeout(timer));
  });
}
