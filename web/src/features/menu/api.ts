import type { ButtonNode, MenuRoute, TopMenu } from '@invest/contract/menu';
import { getData } from '../../lib/http';

export const fetchMenuRoutes = (topMenuId?: string) =>
  getData<MenuRoute[]>('/api/blade-system/menu/routes', { params: topMenuId ? { topMenuId } : {} });

export const fetchButtons = () => getData<ButtonNode[]>('/api/blade-system/menu/buttons');

export const fetchTopMenus = () => getData<TopMenu[]>('/api/blade-system/menu/top-menu');
