import { useCallback, useState } from 'react';
import { getStore, setStore } from '../../lib/storage';
import { useUser } from '../../stores/user';

/**
 * The columns to show from what was stored: the stored choice in the table's own order, keys
 * the table no longer has dropped; nothing stored (or something unreadable) gives the defaults.
 */
export function chosenColumns(stored: unknown, optional: readonly string[], defaults: readonly string[]): string[] {
  if (!Array.isArray(stored)) return [...defaults];
  return optional.filter((key) => stored.includes(key));
}

/** Which optional columns a table shows, chosen by the user and kept per user in local storage. */
export function useColumnChoice(name: string, optional: readonly string[], defaults: readonly string[]) {
  const userId = useUser((s) => s.userInfo?.userId ?? '');
  const storeName = `${name}.${userId}`;
  const [shown, setShown] = useState(() => chosenColumns(getStore({ name: storeName }), optional, defaults));

  const choose = useCallback(
    (keys: readonly string[]) => {
      const next = optional.filter((key) => keys.includes(key));
      setShown(next);
      setStore({ name: storeName, content: next });
    },
    [optional, storeName],
  );
  const reset = useCallback(() => choose(defaults), [choose, defaults]);

  return { shown, choose, reset };
}
