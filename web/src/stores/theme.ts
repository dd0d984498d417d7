import { create } from 'zustand';
import { website } from '../lib/config';
import { getStore, setStore } from '../lib/storage';
import { DEFAULT_THEME, isDarkTheme, isHexColor, isThemeName, primaryColor, type ThemeName } from '../lib/themes';

/**
 * The look of the console (spec §2 Dialogs, §9): theme and primary colour, stored as `themeName`
 * and `colorName`. boot/boot.js applies the stored pair to <html> before React starts;
 * this store keeps <html> in step afterwards.
 */
type ThemeState = {
  themeName: ThemeName;
  colorName: string;
  setTheme: (name: ThemeName) => void;
  setColor: (color: string) => void;
};

export function storedTheme(): ThemeName {
  const name = getStore<unknown>({ name: 'themeName' });
  return isThemeName(name) ? name : DEFAULT_THEME;
}

export function storedColor(): string {
  const color = getStore<unknown>({ name: 'colorName' });
  return isHexColor(color) ? color : website.defaultColor;
}

/** What the boot script does, for later changes: data-theme, the primary colour variable, colour scheme. */
export function applyThemeToDocument(themeName: ThemeName, colorName: string): void {
  const root = document.documentElement;
  root.dataset.theme = themeName;
  root.style.setProperty('--theme-primary', primaryColor(themeName, colorName));
  const scheme = isDarkTheme(themeName) ? 'dark' : 'light';
  root.style.colorScheme = scheme;
  document.querySelector('meta[name="color-scheme"]')?.setAttribute('content', scheme);
}

export const useTheme = create<ThemeState>()((set, get) => ({
  themeName: storedTheme(),
  colorName: storedColor(),
  setTheme: (themeName) => {
    setStore({ name: 'themeName', content: themeName });
    applyThemeToDocument(themeName, get().colorName);
    set({ themeName });
  },
  setColor: (color) => {
    const colorName = isHexColor(color) ? color.toLowerCase() : website.defaultColor;
    setStore({ name: 'colorName', content: colorName });
    applyThemeToDocument(get().themeName, colorName);
    set({ colorName });
  },
}));

// Another tab changed the look: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== `${website.storagePrefix}themeName` && event.key !== `${website.storagePrefix}colorName`) return;
    const themeName = storedTheme();
    const colorName = storedColor();
    applyThemeToDocument(themeName, colorName);
    useTheme.setState({ themeName, colorName });
  });
}
