import { useMemo } from 'react';
import { website } from '../../../lib/config';
import { useUser } from '../../../stores/user';
import { menuLeaves, visibleMenu } from '../../menu/menuTree';
import { QuickLinks } from '../components/QuickLinks';
import { Welcome } from '../components/Welcome';
import styles from '../components/home.module.css';

/** /wel/index: the greeting and the way into every page of the user's menu. */
export default function HomePage() {
  const menuAll = useUser((s) => s.menuAll);
  const links = useMemo(
    () => menuLeaves(visibleMenu(menuAll)).filter(({ item }) => item.path && item.path !== website.homePath),
    [menuAll],
  );
  return (
    <div className={styles.home}>
      <Welcome pageCount={links.length} />
      <QuickLinks links={links} />
    </div>
  );
}
