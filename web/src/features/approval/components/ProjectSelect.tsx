import { useState, type CSSProperties } from 'react';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../dict/useDict';
import type { ProjectBrief } from '@invest/contract/project';
import { useProjectSearch } from '../lookups';

type Props = {
  /** The picked project (the form field's value). */
  value?: ProjectBrief;
  onChange?: (project: ProjectBrief | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  testId?: string;
};

/** Picks a project by typing part of its name or company (the server's quick search). */
export function ProjectSelect({ value, onChange, placeholder, disabled, allowClear, style, testId }: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const search = useProjectSearch(keyword);
  const stages = useDict('project_stage');
  const found = search.data ?? [];
  // The picked project stays an option, so its name shows while the search lists others.
  const projects = value && !found.some((p) => p.id === value.id) ? [value, ...found] : found;
  return (
    <Select<string>
      value={value?.id}
      onChange={(id) => onChange?.(projects.find((p) => p.id === id))}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear={allowClear}
      disabled={disabled}
      placeholder={placeholder ?? t('approval.projectSearch')}
      notFoundContent={
        search.isFetching ? <Spin size="small" /> : keyword.trim() ? t('crud.empty') : t('approval.typeToSearch')
      }
      options={projects.map((p) => ({
        value: p.id,
        label: p.name,
        title: `${p.name} · ${p.companyName} · ${stages.labelOf(p.stage)}`,
      }))}
      optionRender={(o) => <span data-testid="project-option">{o.data.title}</span>}
      style={style}
      data-testid={testId}
    />
  );
}
