import type { ProjectRecord } from '@invest/contract/project';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/crud/FormDrawer';
import { useUser } from '../../../stores/user';
import { useSubmitProject } from '../api';
import { ProjectForm } from './ProjectForm';
import { projectFormValues, projectSubmitOf, type ProjectFormValues } from './projectFormValues';

type Props = {
  /** undefined: closed; null: a new project; a record: that project. */
  editing: ProjectRecord | null | undefined;
  onClose: () => void;
  testId?: string;
};

/**
 * Creates or edits a project with the shared project form (its rules mirror the save call's);
 * a taken name, which only the server knows, is shown under the name.
 */
export function ProjectDrawer({ editing, onClose, testId = 'project-drawer' }: Props) {
  const { t } = useTranslation();
  const me = useUser((s) => s.userInfo?.userId);
  const submit = useSubmitProject();
  const initialValues: Partial<ProjectFormValues> = editing ? projectFormValues(editing) : { managerId: me };
  return (
    <FormDrawer<ProjectFormValues>
      open={editing !== undefined}
      title={editing ? t('project.editTitle') : t('projectList.addTitle')}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={(values) => submit.mutateAsync(projectSubmitOf(values, editing?.id))}
      width={720}
      testId={testId}
    >
      <ProjectForm />
    </FormDrawer>
  );
}
