import { loadLanguage } from '../lib/i18n';

/**
 * What antd needs from a browser that jsdom lacks (media queries for responsive grids, resize
 * observers for tables and textareas, reading a Blob as text); loaded before every web test.
 */
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// Reading a chosen file (the deploy dialog's preview); jsdom's Blob has FileReader but not text().
Blob.prototype.text ??= function text(this: Blob) {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(this);
  });
};

// The console loads each language's texts on demand (lib/i18n); tests render with both at hand.
await Promise.all([loadLanguage('zh'), loadLanguage('en')]);
