import { useContext, type ContextType, type ReactNode } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FetchersContext as FetchersContext,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
  UNSAFE_ViewTransitionContext as ViewTransitionContext,
} from 'react-router';

/** What the router provides to a page, as it was when the page was kept. */
export type RouterSnapshot = {
  dataRouter: ContextType<typeof DataRouterContext>;
  dataRouterState: ContextType<typeof DataRouterStateContext>;
  fetchers: ContextType<typeof FetchersContext>;
  viewTransition: ContextType<typeof ViewTransitionContext>;
  navigation: ContextType<typeof NavigationContext>;
  location: ContextType<typeof LocationContext>;
  route: ContextType<typeof RouteContext>;
};

/** The router's contexts here and now: a kept page reads these, frozen, wherever it is rendered. */
export function useRouterSnapshot(): RouterSnapshot {
  return {
    dataRouter: useContext(DataRouterContext),
    dataRouterState: useContext(DataRouterStateContext),
    fetchers: useContext(FetchersContext),
    viewTransition: useContext(ViewTransitionContext),
    navigation: useContext(NavigationContext),
    location: useContext(LocationContext),
    route: useContext(RouteContext),
  };
}

/**
 * Gives a kept page the router as it was when it was kept. The page is rendered outside the
 * router's own providers (KeptPagesHost): there, a navigation elsewhere changes nothing the page
 * reads, and React does not search the page for readers of the router at every navigation.
 */
export function RouterSnapshotProvider({ snapshot, children }: { snapshot: RouterSnapshot; children: ReactNode }) {
  return (
    <DataRouterContext.Provider value={snapshot.dataRouter}>
      <DataRouterStateContext.Provider value={snapshot.dataRouterState}>
        <FetchersContext.Provider value={snapshot.fetchers}>
          <ViewTransitionContext.Provider value={snapshot.viewTransition}>
            <NavigationContext.Provider value={snapshot.navigation}>
              <LocationContext.Provider value={snapshot.location}>
                <RouteContext.Provider value={snapshot.route}>{children}</RouteContext.Provider>
              </LocationContext.Provider>
            </NavigationContext.Provider>
          </ViewTransitionContext.Provider>
        </FetchersContext.Provider>
      </DataRouterStateContext.Provider>
    </DataRouterContext.Provider>
  );
}
