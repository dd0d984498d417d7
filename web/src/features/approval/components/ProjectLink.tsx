import { Link } from 'react-router';
import { projectDetailPath } from '../../reminder/openReminder';
import { EMPTY } from '../../../lib/empty';

/** A project's name linking to its detail page (plain text when the project is gone). */
export function ProjectLink({ name, uuid }: { name: string; uuid: string }) {
  if (!uuid) return <span>{name || EMPTY}</span>;
  return (
    <Link to={projectDetailPath({ name, uuid })} data-testid="approval-project-link">
      {name}
    </Link>
  );
}
