import { create } from 'zustand';
import type { Language } from '../lib/config';
import { i18n, storedLanguage } from '../lib/i18n';
import { getStore, removeStore, setStore } from '../lib/storage';

/** Client-side UI state: language, sidebar collapse and the screen lock (spec §3, §4). */
type CommonState = {
  language: Language;
  collapse: boolean;
  isLock: boolean;
  setLanguage: (language: Language) => void;
  setCollapse: (collapse: boolean) => void;
  toggleCollapse: () => void;
  /** Locks the screen with a password (the lock dialog arrives with the lock issue). */
  lock: (passwd: string) => void;
  clearLock: () => void;
};

export const useCommon = create<CommonState>()((set, get) => ({
  language: storedLanguage(),
  collapse: false,
  isLock: getStore<boolean>({ name: 'isLock' }) === true,
  setLanguage: (language) => {
    setStore({ name: 'language', content: language });
    void i18n.changeLanguage(language);
    set({ language });
  },
  setCollapse: (collapse) => set({ collapse }),
  toggleCollapse: () => set({ collapse: !get().collapse }),
  lock: (passwd) => {
    setStore({ name: 'isLock', content: true });
    setStore({ name: 'lockPasswd', content: passwd, type: 'session' });
    set({ isLock: true });
  },
  clearLock: () => {
    removeStore({ name: 'isLock' });
    removeStore({ name: 'lockPasswd' });
    set({ isLock: false });
  },
}));
