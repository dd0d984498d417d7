import { useMemo } from 'react';
import type { DictItem } from '@invest/contract/dict';
import { useDict } from '../dict/useDict';

/** Spec §3: a process category's pages, from an item of the dictionary `flow`. */
export type FlowRoute = { routeKey: string; routeValue: string };

/** The dictionary whose items name the process categories; an item's remark is its pages' route. */
export const FLOW_DICT = 'flow';

/** A definition's category names an item of the dictionary `flow`: `flow_<dictKey>`. */
export const categoryOf = (dictKey: string) => `${FLOW_DICT}_${dictKey}`;
export const dictKeyOf = (category: string) => category.replace(/^flow_/, '');

/** Each `flow` item with a remark: dictKey `1`, remark `leave` → `{ routeKey: 'flow_1', routeValue: 'leave' }`. */
export function toFlowRoutes(items: readonly Pick<DictItem, 'dictKey' | 'remark'>[]): FlowRoute[] {
  return items
    .filter((item) => item.remark.trim())
    .map((item) => ({ routeKey: categoryOf(item.dictKey), routeValue: item.remark.trim() }));
}

/** The page a work row opens: the start form, a task's handle page, or an instance's detail. */
export type ProcessPage =
  | { kind: 'form'; processDefinitionId: string }
  | { kind: 'handle'; taskId: string; processInstanceId: string; businessId: string }
  | { kind: 'detail'; processInstanceId: string; businessId: string };

/**
 * `/work/process/{routeValue}/form|handle|detail/...` for a definition's category (`flow_<dictKey>`);
 * undefined when the category has no route (a dictionary item without a remark).
 */
export function processPath(routes: readonly FlowRoute[], category: string, page: ProcessPage): string | undefined {
  const route = routes.find((r) => r.routeKey === category);
  if (!route) return undefined;
  const base = `/work/process/${encodeURIComponent(route.routeValue)}`;
  const ids = (...parts: string[]) => parts.map(encodeURIComponent).join('/');
  switch (page.kind) {
    case 'form':
      return `${base}/form/${ids(page.processDefinitionId)}`;
    case 'handle':
      return `${base}/handle/${ids(page.taskId, page.processInstanceId, page.businessId)}`;
    case 'detail':
      return `${base}/detail/${ids(page.processInstanceId, page.businessId)}`;
  }
}

/** The routes of the `flow` dictionary (cached with every dictionary), a category's label, and the path helper. */
export function useFlowRoutes() {
  const dict = useDict(FLOW_DICT);
  const items = dict.query.data;
  const routes = useMemo(() => toFlowRoutes(items ?? []), [items]);
  return {
    routes,
    loading: dict.loading,
    /** The category's name in the user's language (`flow_1` → 请假流程). */
    categoryLabel: (category: string) => dict.labelOf(dictKeyOf(category)),
    pathOf: (category: string, page: ProcessPage) => processPath(routes, category, page),
  };
}
