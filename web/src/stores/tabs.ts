import { create } from 'zustand';
import { website } from '../lib/config';
import type { I18nKey } from '../lib/i18n';
import { getStore, setStore } from '../lib/storage';

/** An opened page in the tab bar (spec §3: label, value, params, query, meta, group, close). */
export type Tab = {
  /** Chinese label, or the only one. */
  label: string;
  /** English label when it differs (menu `nameEn`). */
  labelEn?: string;
  /** A translation key; wins over the labels (static pages). */
  i18nKey?: I18nKey;
  /** The full path with its query: the tab's identity. */
  value: string;
  /** The route's path parameters (e.g. a workflow task's ids). */
  params?: Record<string, string>;
  query?: Record<string, string>;
  meta?: { isTab?: boolean };
  /** The paths of the menu item the page belongs to (its own path first). */
  group?: string[];
  /** `false`: the tab cannot be closed (the home tab). */
  close?: boolean;
};

export const HOME_TAB: Tab = {
  label: '首页',
  labelEn: 'Home',
  i18nKey: 'route.home',
  value: website.homePath,
  close: false,
};

type TabsState = {
  tabList: Tab[];
  /** The active tab. */
  tab: Tab;
  /** Adds (or activates) the tab of a visited route; returns whether it is in the list. */
  addTab: (tab: Tab) => boolean;
  /** Closes a tab; returns the tab to show next when the active one was closed. */
  closeTab: (value: string) => Tab | undefined;
  /**
   * Keeps one tab (the active one unless named: the tab that was right-clicked) and home, and
   * makes it the active tab; returns it, so the caller can show it.
   */
  closeOthers: (value?: string) => Tab;
  /** Back to the home tab alone; returns it. */
  closeAll: () => Tab;
  resetTabs: () => void;
};

/** Spec §4: a tab can be closed unless it is the home tab or the only one. */
export function canClose(tab: Tab, list: Tab[]): boolean {
  return tab.close !== false && tab.value !== HOME_TAB.value && list.length > 1;
}

/** Spec §2: no tab for `isTab: false`, an empty label or value, or a /redirect path. */
export function isTabbable(tab: Tab): boolean {
  if (!tab.value || !(tab.label || tab.i18nKey)) return false;
  if (tab.meta?.isTab === false) return false;
  return !/^\/redirect(\/|$)/.test(tab.value);
}

function sameTab(a: Tab, b: Tab): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function withHome(list: Tab[]): Tab[] {
  const rest = list.filter((t) => t.value !== HOME_TAB.value);
  return [HOME_TAB, ...rest];
}

/** Kept under the spec's storage names (§3: `tagList`, `tag`), which other clients read. */
function persist(tabList: Tab[], tab: Tab): { tabList: Tab[]; tab: Tab } {
  setStore({ name: 'tagList', content: tabList });
  return { tabList, ...persistActive(tab) };
}

/** The active tab alone: a switch between open tabs leaves the stored list as it is. */
function persistActive(tab: Tab): { tab: Tab } {
  setStore({ name: 'tag', content: tab });
  return { tab };
}

function initial(): { tabList: Tab[]; tab: Tab } {
  const stored = getStore<Tab[]>({ name: 'tagList' });
  const tabList = withHome(Array.isArray(stored) ? stored.filter((t) => t && typeof t.value === 'string') : []);
  const active = getStore<Tab>({ name: 'tag' });
  const tab = tabList.find((t) => t.value === active?.value) ?? HOME_TAB;
  return { tabList, tab };
}

export const useTabs = create<TabsState>()((set, get) => ({
  ...initial(),

  addTab: (tab) => {
    if (!isTabbable(tab)) return false;
    const { tabList } = get();
    const index = tabList.findIndex((t) => t.value === tab.value);
    if (index === -1) {
      set(persist([...tabList, tab], tab));
    } else {
      // Already open: activate it, keeping its place (and its fixed close flag).
      const open = tabList[index]!;
      const merged = { ...open, ...tab, close: open.close };
      // A tab switch changes nothing else: the list stays the same array, and what renders it stays put.
      if (sameTab(merged, open)) {
        if (get().tab !== open) set(persistActive(open));
      } else
        set(
          persist(
            tabList.map((t, i) => (i === index ? merged : t)),
            merged,
          ),
        );
    }
    return true;
  },

  closeTab: (value) => {
    const { tabList, tab } = get();
    const index = tabList.findIndex((t) => t.value === value);
    const target = tabList[index];
    if (!target || !canClose(target, tabList)) return undefined;
    const list = tabList.filter((_, i) => i !== index);
    if (tab.value !== value) {
      set(persist(list, tab));
      return undefined;
    }
    // The active tab closed: the previous one takes over, or the new first one if it was first.
    const next = list[index - 1] ?? list[0] ?? HOME_TAB;
    set(persist(list, next));
    return next;
  },

  closeOthers: (value) => {
    const { tabList, tab } = get();
    const keep = tabList.find((t) => t.value === (value ?? tab.value)) ?? tab;
    const list = tabList.filter((t) => t.value === HOME_TAB.value || t.value === keep.value);
    set(persist(withHome(list), keep));
    return keep;
  },

  closeAll: () => {
    set(persist([HOME_TAB], HOME_TAB));
    return HOME_TAB;
  },

  resetTabs: () => set(persist([HOME_TAB], HOME_TAB)),
}));
