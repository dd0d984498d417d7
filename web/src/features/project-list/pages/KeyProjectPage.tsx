import { ProjectListView } from '../components/ProjectListView';

/** /project/key: the project list fixed to key projects (menu project_key_list). */
export default function KeyProjectPage() {
  return <ProjectListView keyOnly />;
}
