import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { processPath, type FlowRoute, type ProcessPage } from '../features/flow/flowRoutes';
import { routes } from './router';

/** The seeded dictionary `flow` (server db/seed/flow.ts): each item's remark names its process's pages. */
const SHIPPED: FlowRoute[] = [
  { routeKey: 'flow_1', routeValue: 'leave' },
  { routeKey: 'flow_2', routeValue: 'project-approval' },
];

const HANDLE: ProcessPage = { kind: 'handle', taskId: '5', processInstanceId: '6', businessId: '7' };
const DETAIL: ProcessPage = { kind: 'detail', processInstanceId: '6', businessId: '7' };

/** The route a path lands on: its own page, or the menu's catch-all (a 404 for these paths). */
const landing = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;

describe('flowRoutes lead to real pages', () => {
  it.each(SHIPPED)("opens a $routeValue row's handle and detail pages, not the catch-all", (route) => {
    for (const page of [HANDLE, DETAIL]) {
      const path = processPath(SHIPPED, route.routeKey, page)!;
      expect(landing(path), path).toMatch(new RegExp(`^/work/process/${route.routeValue}/${page.kind}/`));
    }
  });
});
