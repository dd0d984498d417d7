import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictRecord } from '@invest/contract/dict';
import { DictCodeTable } from '../components/DictCodeTable';
import { DictItemTable } from '../components/DictItemTable';
import styles from '../components/dict.module.css';

/** /dict-horizontal/index: dictionaries on the left, the chosen one's items on the right (spec §2). */
export default function DictHorizontalPage() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<DictRecord>();
  return (
    <div className={styles.split} data-testid="dict-horizontal-page">
      <DictCodeTable current={current} onSelect={setCurrent} compact />
      <DictItemTable parent={current} pickHint={t('dict.pickLeft')} compact />
    </div>
  );
}
