import { useMemo, useState } from 'react';
import { Alert, App, Button, Drawer, Empty, Spin, Tree } from 'antd';
import { AimOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../lib/localized';
import type { GrantNode } from '@invest/contract/menu';
import type { RoleNode } from '@invest/contract/role';
import { useCommon } from '../../../stores/common';
import { useGrantedKeys, useGrantRole, useGrantTree } from '../api';
import { branchKeys, checkedLeaves, grantIds, leafKeys, linkButtons, toCheckTree, type CheckNode } from '../grantTree';
import styles from './role.module.css';

type Props = { role: Omit<RoleNode, 'children'> | undefined; onClose: () => void };

/**
 * "Grant": the menus and buttons a role may use, as a checkbox tree. The tree is what the
 * administrator may grant (menu/grant-tree), ticked from what the role grants now
 * (menu/role-tree-keys); saving sends the ticked and half-ticked ids (role/grant).
 */
export function GrantDrawer({ role, onClose }: Props) {
  const { t } = useTranslation();
  const language = useCommon((s) => s.language);
  const { message } = App.useApp();
  const open = role !== undefined;
  const grantTree = useGrantTree(open);
  const granted = useGrantedKeys(role?.id);
  const grant = useGrantRole();
  const tree = useMemo(
    () =>
      toCheckTree(grantTree.data ?? [], (n: GrantNode) => localized(n.name, n.nameEn, language), t('role.viewPage')),
    [grantTree.data, language, t],
  );
  const leaves = useMemo(() => new Set(leafKeys(tree)), [tree]);
  const ready = Boolean(role) && grantTree.isSuccess && granted.isSuccess && !granted.isFetching;

  const [checked, setChecked] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  // Each opening ticks the boxes from what the role grants now (fetched afresh).
  const loadedFor = ready ? `${role!.id}:${granted.dataUpdatedAt}` : '';
  const [seen, setSeen] = useState('');
  if (loadedFor && loadedFor !== seen) {
    setSeen(loadedFor);
    setChecked(checkedLeaves(tree, granted.data!));
    setExpanded(branchKeys(tree));
  }

  const save = async () => {
    if (!role) return;
    try {
      await grant.mutateAsync({ roleIds: [role.id], menuIds: grantIds(tree, checked) });
      void message.success(t('role.granted'));
      onClose();
    } catch {
      // lib/http has said why.
    }
  };

  return (
    <Drawer
      open={open}
      title={role ? t('role.grantTitle', { name: localized(role.roleName, role.roleNameEn, language) }) : ''}
      onClose={onClose}
      size={560}
      destroyOnHidden
      data-testid="role-grant-drawer"
      footer={
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          <Button onClick={onClose}>{t('crud.cancel')}</Button>
          <Button
            type="primary"
            loading={grant.isPending}
            disabled={!ready || !tree.length}
            onClick={() => void save()}
            data-testid="role-grant-save"
          >
            {t('crud.submit')}
          </Button>
        </div>
      }
    >
      {!ready ? (
        <div className={styles.loading}>
          <Spin />
        </div>
      ) : !tree.length ? (
        <Empty description={t('role.grantEmpty')} />
      ) : (
        <>
          <Alert type="info" showIcon title={t('role.grantHint')} />
          <div className={styles.grantTools}>
            <Button size="small" onClick={() => setExpanded(branchKeys(tree))}>
              {t('role.expandAll')}
            </Button>
            <Button size="small" onClick={() => setExpanded([])}>
              {t('role.collapseAll')}
            </Button>
            <Button size="small" onClick={() => setChecked([...leaves])} data-testid="role-grant-all">
              {t('role.checkAll')}
            </Button>
            <Button size="small" onClick={() => setChecked([])} data-testid="role-grant-none">
              {t('role.uncheckAll')}
            </Button>
          </div>
          <Tree<CheckNode>
            checkable
            selectable={false}
            blockNode
            treeData={tree}
            checkedKeys={checked}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(keys.map(String))}
            onCheck={(keys) => {
              const next = (Array.isArray(keys) ? keys : keys.checked).map(String).filter((k) => leaves.has(k));
              setChecked((prev) => linkButtons(tree, prev, next));
            }}
            titleRender={(node) =>
              node.kind === 'menu' ? (
                <span data-testid={`grant-node-${node.code}`}>{node.title}</span>
              ) : (
                <span
                  className={node.kind === 'view' ? styles.viewLeaf : styles.button}
                  data-testid={`grant-node-${node.code}`}
                >
                  {node.kind === 'view' ? (
                    <EyeOutlined className={styles.buttonIcon} />
                  ) : (
                    <AimOutlined className={styles.buttonIcon} />
                  )}
                  {node.title}
                </span>
              )
            }
            data-testid="role-grant-tree"
          />
        </>
      )}
    </Drawer>
  );
}
