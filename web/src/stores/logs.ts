import { create } from 'zustand';
import { MAX_LOG_ENTRIES } from '@invest/contract/constants';
import type { LogEntry } from '@invest/contract/log';
import { website } from '../lib/config';
import { getStore, removeStore, setStore } from '../lib/storage';

/** Spec §9: the error-log badge shows at most this (then 99+). */
export const LOG_BADGE_MAX = 99;

/**
 * The console's captured errors (spec §3 Log entry, §8), newest first, stored as `logsList`;
 * only the newest 200 are kept (also the most one upload takes).
 */
type LogsState = {
  logsList: LogEntry[];
  addLog: (entry: LogEntry) => void;
  clearLogs: () => void;
};

const NAME = 'logsList';

function stored(): LogEntry[] {
  const list = getStore<unknown>({ name: NAME });
  return Array.isArray(list) ? (list as LogEntry[]).slice(0, MAX_LOG_ENTRIES) : [];
}

/** The list with a new entry in front, the oldest beyond the limit dropped. */
export function withEntry(list: LogEntry[], entry: LogEntry, max = MAX_LOG_ENTRIES): LogEntry[] {
  return [entry, ...list].slice(0, max);
}

/** What the badge shows: the count, or `99+` beyond 99 (antd's overflowCount). */
export function badgeText(count: number, max = LOG_BADGE_MAX): string {
  return count > max ? `${max}+` : String(count);
}

export const useLogs = create<LogsState>()((set, get) => ({
  logsList: stored(),
  addLog: (entry) => {
    const logsList = withEntry(get().logsList, entry);
    setStore({ name: NAME, content: logsList });
    set({ logsList });
  },
  clearLogs: () => {
    removeStore({ name: NAME });
    set({ logsList: [] });
  },
}));

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === `${website.storagePrefix}${NAME}` || event.key === null) useLogs.setState({ logsList: stored() });
  });
}
