import type { Language } from '../../lib/config';
import { menuLabel } from '../../lib/menuTree';
import { MenuIcon } from '../../components/MenuIcon';
import type { SearchItem, SearchMatch } from '../../features/menu/menuSearch';
import styles from './search.module.css';

/** The label a search hit shows, with the matching part marked when it is in that label. */
function Marked({ text, match }: { text: string; match?: SearchMatch }) {
  if (!match) return <>{text}</>;
  const end = match.start + match.length;
  return (
    <>
      {text.slice(0, match.start)}
      <mark className={styles.mark}>{text.slice(match.start, end)}</mark>
      {text.slice(end)}
    </>
  );
}

/** Icon, name (in the current language) and the menu groups above it. */
export function HitLabel({
  item,
  match,
  language,
  testId,
}: {
  item: SearchItem;
  match?: SearchMatch;
  language: Language;
  testId?: string;
}) {
  const label = menuLabel(item, language);
  const labelField = language === 'en' && item.nameEn ? 'nameEn' : 'name';
  // A match outside the shown label (the other language's name, a pinyin key) is shown beside it.
  const alt = match && match.field !== labelField ? match.text : '';
  const group = item.parents.map((p) => menuLabel(p, language)).join(' / ');
  return (
    <span className={styles.hit} data-testid={testId}>
      <span className={styles.hitIcon}>
        <MenuIcon name={item.icon} />
      </span>
      <span className={styles.hitText}>
        <span className={styles.hitName}>
          <Marked text={label} match={match?.field === labelField ? match : undefined} />
          {alt && (
            <span className={styles.hitAlt}>
              <Marked text={alt} match={match} />
            </span>
          )}
        </span>
        {group && <span className={styles.hitGroup}>{group}</span>}
      </span>
    </span>
  );
}
