import type { I18nKey } from '../../lib/i18n';

/** User status (contract userRecord): 0 disabled, 1 active, 2 waiting for approval. */
export const USER_STATUS = { disabled: 0, active: 1, pending: 2 } as const;

export const STATUS_TEXT: Record<number, I18nKey> = {
  0: 'userAdmin.statusDisabled',
  1: 'userAdmin.statusActive',
  2: 'userAdmin.statusPending',
};

export const STATUS_COLOR: Record<number, string> = { 0: 'default', 1: 'success', 2: 'warning' };
