import { create } from 'zustand';
import { website } from '../lib/config';
import type { I18nKey } from '../lib/i18n';
import { getStore, setStore } from '../lib/storage';

/** An opened page in the tab bar (spec §3: label, value, params, query, meta, group, close). */
export type Tag = {
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

export const HOME_TAG: Tag = {
  label: '首页',
  labelEn: 'Home',
  i18nKey: 'route.home',
  value: website.homePath,
  close: false,
};

type TagsState = {
  tagList: Tag[];
  /** The active tab. */
  tag: Tag;
  /** Adds (or activates) the tab of a visited route; returns whether it is in the list. */
  addTag: (tag: Tag) => boolean;
  /** Closes a tab; returns the tab to show next when the active one was closed. */
  closeTag: (value: string) => Tag | undefined;
  /**
   * Keeps one tab (the active one unless named: the tab that was right-clicked) and home, and
   * makes it the active tab; returns it, so the caller can show it.
   */
  closeOthers: (value?: string) => Tag;
  /** Back to the home tab alone; returns it. */
  closeAll: () => Tag;
  resetTags: () => void;
};

/** Spec §4: a tab can be closed unless it is the home tab or the only one. */
export function canClose(tag: Tag, list: Tag[]): boolean {
  return tag.close !== false && tag.value !== HOME_TAG.value && list.length > 1;
}

/** Spec §2: no tab for `isTab: false`, an empty label or value, or a /redirect path. */
export function isTabbable(tag: Tag): boolean {
  if (!tag.value || !(tag.label || tag.i18nKey)) return false;
  if (tag.meta?.isTab === false) return false;
  return !/^\/redirect(\/|$)/.test(tag.value);
}

function withHome(list: Tag[]): Tag[] {
  const rest = list.filter((t) => t.value !== HOME_TAG.value);
  return [HOME_TAG, ...rest];
}

function persist(tagList: Tag[], tag: Tag): { tagList: Tag[]; tag: Tag } {
  setStore({ name: 'tagList', content: tagList });
  setStore({ name: 'tag', content: tag });
  return { tagList, tag };
}

function initial(): { tagList: Tag[]; tag: Tag } {
  const stored = getStore<Tag[]>({ name: 'tagList' });
  const tagList = withHome(Array.isArray(stored) ? stored.filter((t) => t && typeof t.value === 'string') : []);
  const active = getStore<Tag>({ name: 'tag' });
  const tag = tagList.find((t) => t.value === active?.value) ?? HOME_TAG;
  return { tagList, tag };
}

export const useTags = create<TagsState>()((set, get) => ({
  ...initial(),

  addTag: (tag) => {
    if (!isTabbable(tag)) return false;
    const { tagList } = get();
    const index = tagList.findIndex((t) => t.value === tag.value);
    if (index === -1) {
      set(persist([...tagList, tag], tag));
    } else {
      // Already open: activate it, keeping its place (and its fixed close flag).
      const merged = { ...tagList[index]!, ...tag, close: tagList[index]!.close };
      const list = tagList.map((t, i) => (i === index ? merged : t));
      set(persist(list, merged));
    }
    return true;
  },

  closeTag: (value) => {
    const { tagList, tag } = get();
    const index = tagList.findIndex((t) => t.value === value);
    const target = tagList[index];
    if (!target || !canClose(target, tagList)) return undefined;
    const list = tagList.filter((_, i) => i !== index);
    if (tag.value !== value) {
      set(persist(list, tag));
      return undefined;
    }
    // The active tab closed: the previous one takes over, or the new first one if it was first.
    const next = list[index - 1] ?? list[0] ?? HOME_TAG;
    set(persist(list, next));
    return next;
  },

  closeOthers: (value) => {
    const { tagList, tag } = get();
    const keep = tagList.find((t) => t.value === (value ?? tag.value)) ?? tag;
    const list = tagList.filter((t) => t.value === HOME_TAG.value || t.value === keep.value);
    set(persist(withHome(list), keep));
    return keep;
  },

  closeAll: () => {
    set(persist([HOME_TAG], HOME_TAG));
    return HOME_TAG;
  },

  resetTags: () => set(persist([HOME_TAG], HOME_TAG)),
}));
