import { CloseCircleOutlined, CloseOutlined, DownOutlined, ReloadOutlined, ClearOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Tabs, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { clearServerCache } from '../features/auth/api';
import type { Language } from '../lib/config';
import { notify } from '../lib/feedback';
import { useCommon } from '../stores/common';
import { canClose, HOME_TAG, useTags, type Tag } from '../stores/tags';
import styles from './layout.module.css';

export function tagLabel(tag: Tag, language: Language, t: TFunction): string {
  if (tag.i18nKey) return t(tag.i18nKey);
  return language === 'en' && tag.labelEn ? tag.labelEn : tag.label;
}

/** Opened pages as closable tabs (home stays), with refresh, close others, close all and clear cache. */
export function TagBar() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const language = useCommon((s) => s.language);
  const tagList = useTags((s) => s.tagList);
  const closeTag = useTags((s) => s.closeTag);
  const closeOthers = useTags((s) => s.closeOthers);
  const closeAll = useTags((s) => s.closeAll);
  const current = pathname + search;
  const active = tagList.some((tag) => tag.value === current) ? current : undefined;

  const close = (value: string) => {
    const next = closeTag(value);
    if (next) navigate(next.value);
  };

  const actions: MenuProps['items'] = [
    { key: 'refresh', icon: <ReloadOutlined />, label: t('tags.refresh') },
    { key: 'others', icon: <CloseOutlined />, label: t('tags.closeOthers') },
    { key: 'all', icon: <CloseCircleOutlined />, label: t('tags.closeAll') },
    { type: 'divider' },
    { key: 'cache', icon: <ClearOutlined />, label: t('tags.clearCache') },
  ];

  const onAction: MenuProps['onClick'] = ({ key }) => {
    if (key === 'refresh') navigate(`/redirect${pathname}${search}`, { replace: true });
    else if (key === 'others') closeOthers();
    else if (key === 'all') {
      closeAll();
      navigate(HOME_TAG.value);
    } else if (key === 'cache') {
      modal.confirm({
        title: t('app.confirm'),
        content: t('tags.clearCacheConfirm'),
        okText: t('app.ok'),
        cancelText: t('app.cancel'),
        onOk: async () => notify.success(await clearServerCache()),
      });
    }
  };

  const items = tagList.map((tag) => ({
    key: tag.value,
    label: (
      <Dropdown menu={{ items: actions, onClick: onAction }} trigger={['contextMenu']}>
        <span>{tagLabel(tag, language, t)}</span>
      </Dropdown>
    ),
    closable: canClose(tag, tagList),
  }));

  return (
    <div className={styles.tagBar} data-testid="tag-bar">
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={active}
        items={items}
        onChange={(key) => navigate(key)}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') close(key);
        }}
      />
      <Dropdown menu={{ items: actions, onClick: onAction }} placement="bottomRight" trigger={['click']}>
        <Button
          type="text"
          size="small"
          className={styles.tagActions}
          icon={<DownOutlined />}
          aria-label={t('tags.actions')}
          data-testid="tag-actions"
        />
      </Dropdown>
    </div>
  );
}
