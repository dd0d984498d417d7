import { useState } from 'react';
import { Button, Descriptions, Form, Input } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProjectRecord } from '@invest/contract/project';
import { FormDrawer } from '../../../components/crud/FormDrawer';
import { useDict } from '../../dict/useDict';
import { useProjectAttrs, useSaveAttrs } from '../api';
import { SectionState } from './SectionState';
import styles from './detail.module.css';

type Props = { project: ProjectRecord; canEdit: boolean };
const MAX_VALUE = 500;

/**
 * Extra facts about the project, one per key of dictionary project_attr. Editing shows every key;
 * saving replaces the set, and a key left empty is removed.
 */
export function AttrSection({ project, canEdit }: Props) {
  const { t } = useTranslation();
  const attrs = useProjectAttrs(project.id);
  const keys = useDict('project_attr');
  const save = useSaveAttrs();
  const [editing, setEditing] = useState(false);
  const values = Object.fromEntries((attrs.data ?? []).map((a) => [a.attrKey, a.attrValue]));

  return (
    <section className={styles.panel} data-testid="project-attrs">
      {canEdit && (
        <div className={styles.sectionHead}>
          <span />
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="attrs-edit">
            {t('project.attrsEdit')}
          </Button>
        </div>
      )}
      <SectionState query={attrs} empty={!attrs.data?.length} emptyText={t('project.noAttrs')} testId="project-attrs">
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2 }}
          items={(attrs.data ?? []).map((a) => ({
            key: a.attrKey,
            label: keys.labelOf(a.attrKey),
            children: <span data-testid={`attr-${a.attrKey}`}>{a.attrValue}</span>,
          }))}
        />
      </SectionState>
      <FormDrawer<Record<string, string | undefined>>
        open={editing}
        title={t('project.attrsEdit')}
        initialValues={values}
        loading={keys.loading}
        onClose={() => setEditing(false)}
        onSubmit={(v) =>
          save.mutateAsync({
            projectId: project.id,
            attrs: keys.options
              .map((k) => ({ attrKey: k.value, attrValue: (v[k.value] ?? '').trim() }))
              .filter((a) => a.attrValue !== ''),
          })
        }
        testId="attrs-drawer"
      >
        {keys.options.map((k) => (
          <Form.Item
            key={k.value}
            name={k.value}
            label={k.label}
            rules={[{ max: MAX_VALUE, message: t('crud.tooLong', { max: MAX_VALUE }) }]}
          >
            <Input data-testid={`attrs-input-${k.value}`} />
          </Form.Item>
        ))}
      </FormDrawer>
    </section>
  );
}
