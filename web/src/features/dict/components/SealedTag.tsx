import { Tag, Tooltip } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The lock tag of a sealed dictionary or item (it cannot be deleted). */
export function SealedTag({ iconOnly }: { iconOnly?: boolean }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={iconOnly ? `${t('dict.sealedTag')}: ${t('dict.sealedHint')}` : t('dict.sealedHint')}>
      <Tag
        icon={<LockOutlined />}
        color="gold"
        aria-label={t('dict.sealedTag')}
        data-testid="dict-sealed"
        style={{ marginInlineEnd: 0 }}
      >
        {iconOnly ? null : t('dict.sealedTag')}
      </Tag>
    </Tooltip>
  );
}
