import { ProjectListView } from '../components/ProjectListView';

/** /project/list: every project of the pipeline (menu project_list). */
export default function ProjectListPage() {
  return <ProjectListView />;
}
