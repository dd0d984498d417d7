import { create } from 'zustand';
import type { Language } from '../lib/config';
import { i18n, isLanguageLoaded, loadLanguage, storedLanguage } from '../lib/i18n';
import { getStore, removeStore, setStore } from '../lib/storage';

/** Spec §2 Layout: 3 from 1200 px, 2 from 992, 1 from 768, otherwise 0 (phones). */
export type ScreenClass = 0 | 1 | 2 | 3;

/** Spec §9: breakpoints and the resize debounce. */
export const SCREEN_BREAKPOINTS = { lg: 1200, md: 992, sm: 768 } as const;
export const RESIZE_DEBOUNCE = 300;

export function screenClass(width: number): ScreenClass {
  if (width >= SCREEN_BREAKPOINTS.lg) return 3;
  if (width >= SCREEN_BREAKPOINTS.md) return 2;
  if (width >= SCREEN_BREAKPOINTS.sm) return 1;
  return 0;
}

/** Where the side menu lives: a drawer on phones, folded when narrow, open when wide. */
const band = (screen: ScreenClass) => (screen === 0 ? 'phone' : screen < 2 ? 'narrow' : 'wide');

const initialScreen = screenClass(typeof window === 'undefined' ? 1280 : window.innerWidth);

/** Client-side UI state: language, sidebar, screen size, top menu and menu search (spec §3; the lock: stores/lock.ts). */
type CommonState = {
  language: Language;
  /** Folded sidebar; on phones: the menu drawer is closed. */
  collapse: boolean;
  screen: ScreenClass;
  /** The chosen top menu (stored as `menuId`); '' shows the whole menu. */
  topMenuId: string;
  /** The menu search overlay covers the view. */
  searchOpen: boolean;
  setLanguage: (language: Language) => void;
  setCollapse: (collapse: boolean) => void;
  toggleCollapse: () => void;
  /** A new screen class; crossing into another band folds or unfolds the menu to suit it. */
  setScreen: (screen: ScreenClass) => void;
  setTopMenuId: (id: string) => void;
  setSearchOpen: (open: boolean) => void;
};

let wanted: Language | undefined;

export const useCommon = create<CommonState>()((set, get) => ({
  language: storedLanguage(),
  collapse: initialScreen < 2,
  screen: initialScreen,
  topMenuId: getStore<string>({ name: 'menuId' }) ?? '',
  searchOpen: false,
  setLanguage: (language) => {
    setStore({ name: 'language', content: language });
    wanted = language;
    const apply = () => {
      // A quicker second choice wins over a slower first one.
      if (wanted !== language) return;
      void i18n.changeLanguage(language);
      set({ language });
    };
    // A language not shown yet in this page life arrives first (its own chunk); the old one stays until then.
    if (isLanguageLoaded(language)) apply();
    else void loadLanguage(language).then(apply, () => undefined);
  },
  setCollapse: (collapse) => set({ collapse }),
  toggleCollapse: () => set({ collapse: !get().collapse }),
  setScreen: (screen) => {
    const prev = get().screen;
    if (screen === prev) return;
    set(band(screen) === band(prev) ? { screen } : { screen, collapse: screen < 2 });
  },
  setTopMenuId: (id) => {
    if (id) setStore({ name: 'menuId', content: id });
    else removeStore({ name: 'menuId' });
    set({ topMenuId: id });
  },
  setSearchOpen: (searchOpen) => set({ searchOpen }),
}));

/**
 * Follows the window's width into `screen`, 300 ms after the last resize (spec §9), so dragging
 * a window edge re-lays the shell once, not on every frame. Returns the clean-up.
 */
export function watchScreen(target: Window = window, delay = RESIZE_DEBOUNCE): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const update = () => useCommon.getState().setScreen(screenClass(target.innerWidth));
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(update, delay);
  };
  update();
  target.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    target.removeEventListener('resize', onResize);
  };
}
