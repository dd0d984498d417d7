import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictRecord } from '@invest/contract/dict';
import { DictCodeTable } from '../components/DictCodeTable';
import { DictItemTable } from '../components/DictItemTable';
import styles from '../components/dict.module.css';

/** /dict-vertical/index: dictionaries above, the chosen one's items below (spec §2). */
export default function DictVerticalPage() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<DictRecord>();
  return (
    <div className={styles.stack} data-testid="dict-vertical-page">
      <DictCodeTable current={current} onSelect={setCurrent} pageSize={5} />
      <DictItemTable parent={current} pickHint={t('dict.pickAbove')} />
    </div>
  );
}
