import { matchPath } from 'react-router';
import type { MenuRoute } from '@invest/contract/menu';
import { flattenMenu, isIframeLink } from './menuTree';

// Apart from lib/menuTree: the user store needs that one on the sign-in page, which draws without the router.
/**
 * The menu page a path belongs to: the leaf whose path it is, else the leaf whose `group` names it
 * (a page opened from that item, such as a detail page).
 */
export function menuItemOf(menu: MenuRoute[], pathname: string): MenuRoute | undefined {
  const pages = flattenMenu(menu)
    .map(({ item }) => item)
    .filter((item) => !item.children?.length && item.path && !isIframeLink(item.path));
  const at = (path: string) => Boolean(matchPath({ path, end: true }, pathname));
  return pages.find((item) => at(item.path)) ?? pages.find((item) => item.group?.some(at));
}
