import type { I18nKey } from '../../lib/i18n';

export const STATUS_TEXT: Record<number, I18nKey> = {
  0: 'userAdmin.statusDisabled',
  1: 'userAdmin.statusActive',
  2: 'userAdmin.statusPending',
};

export const STATUS_COLOR: Record<number, string> = { 0: 'default', 1: 'success', 2: 'warning' };
