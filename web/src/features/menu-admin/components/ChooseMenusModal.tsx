import { useMemo, useRef, useState, type Key, type ReactNode } from 'react';
import { App, Alert, Button, Empty, Input, Modal, Space, Spin, Tree, Typography, type GetRef } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { GrantNode, TopMenu } from '@invest/contract/menu';
import { menuLabel } from '../../../lib/menuTree';
import { useMenuTree } from '../api';
import { useCommon } from '../../../stores/common';
import { useGrantTopMenus, useTopMenuDetail } from '../topMenuApi';
import { branchIds, initialChecked, menusOnly, searchTree, withAncestors } from '../grantTree';
import styles from './chooseMenus.module.css';

type Props = { topMenu: TopMenu | undefined; onClose: () => void };

/** "Choose menus": which menus a top menu shows, ticked in the menu tree (topmenu/grant). */
export function ChooseMenusModal({ topMenu, onClose }: Props) {
  const { t } = useTranslation();
  const language = useCommon((s) => s.language);
  const open = topMenu !== undefined;
  const tree = useMenuTree(open);
  const detail = useTopMenuDetail(topMenu?.id);
  const ready = Boolean(tree.data && detail.data);
  const menus = useMemo(() => menusOnly(tree.data ?? []), [tree.data]);
  const name = topMenu ? menuLabel(topMenu, language) : '';

  return (
    <Modal
      open={open}
      title={t('topMenuAdmin.chooseTitle', { name })}
      onCancel={onClose}
      footer={null}
      width={560}
      destroyOnHidden
      data-testid="topmenu-choose"
    >
      {ready && topMenu ? (
        <ChooseMenusForm topMenuId={topMenu.id} menus={menus} menuIds={detail.data!.menuIds} onClose={onClose} />
      ) : (
        <div className={styles.loading}>
          <Spin />
        </div>
      )}
    </Modal>
  );
}

type TreeItem = { key: string; title: ReactNode; children: TreeItem[] };

type FormProps = { topMenuId: string; menus: GrantNode[]; menuIds: string[]; onClose: () => void };

function ChooseMenusForm({ topMenuId, menus, menuIds, onClose }: FormProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const language = useCommon((s) => s.language);
  const grant = useGrantTopMenus();
  const [checked, setChecked] = useState<Key[]>(() => initialChecked(menus, menuIds));
  const [expanded, setExpanded] = useState<Key[]>(() => menus.map((m) => m.id));
  const [search, setSearch] = useState('');
  const treeRef = useRef<GetRef<typeof Tree>>(null);
  const label = (n: GrantNode) => menuLabel(n, language);
  const found = useMemo(() => searchTree(menus, search, (n) => menuLabel(n, language)), [menus, search, language]);

  const treeData = useMemo(() => {
    const toData = (nodes: GrantNode[]): TreeItem[] =>
      nodes.map((n) => ({
        key: n.id,
        title: found.matches.has(n.id) ? (
          <mark className={styles.hit}>{menuLabel(n, language)}</mark>
        ) : (
          menuLabel(n, language)
        ),
        children: toData(n.children ?? []),
      }));
    return toData(menus);
  }, [menus, found, language]);

  const save = async () => {
    try {
      await grant.mutateAsync({ topMenuIds: [topMenuId], menuIds: withAncestors(menus, checked.map(String)) });
      void message.success(t('crud.saved'));
      onClose();
    } catch {
      // lib/http has shown the server's message.
    }
  };

  return (
    <div className={styles.body}>
      <Typography.Text type="secondary">{t('topMenuAdmin.chooseHint')}</Typography.Text>
      <div className={styles.tools}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('topMenuAdmin.chooseSearch')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            const next = searchTree(menus, e.target.value, label);
            if (!next.matches.size) return;
            setExpanded((keys) => [...new Set([...keys, ...next.open])]);
            // The first hit into view once its branch has opened.
            const first = [...next.matches][0]!;
            setTimeout(() => treeRef.current?.scrollTo({ key: first, align: 'top', offset: 8 }));
          }}
          data-testid="topmenu-choose-search"
        />
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setExpanded(branchIds(menus))}>
            {t('topMenuAdmin.expandAll')}
          </Button>
          <Button type="link" size="small" onClick={() => setExpanded([])}>
            {t('topMenuAdmin.collapseAll')}
          </Button>
        </Space>
      </div>
      <div className={styles.tree} data-testid="topmenu-choose-tree">
        {menus.length ? (
          <Tree
            ref={treeRef}
            checkable
            blockNode
            selectable={false}
            treeData={treeData}
            checkedKeys={checked}
            onCheck={(keys) => setChecked(Array.isArray(keys) ? keys : keys.checked)}
            expandedKeys={expanded}
            onExpand={setExpanded}
            height={360}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        )}
      </div>
      {search && found.matches.size === 0 && <Alert type="info" showIcon title={t('menuAdmin.noMatch')} />}
      <div className={styles.footer}>
        <Typography.Text type="secondary" data-testid="topmenu-choose-count">
          {t('topMenuAdmin.chosen', { count: withAncestors(menus, checked.map(String)).length })}
        </Typography.Text>
        <Space>
          <Button onClick={onClose}>{t('crud.cancel')}</Button>
          <Button
            type="primary"
            loading={grant.isPending}
            onClick={() => void save()}
            data-testid="topmenu-choose-submit"
          >
            {t('crud.submit')}
          </Button>
        </Space>
      </div>
    </div>
  );
}
