import { RouterProvider } from 'react-router';

type Router = Parameters<typeof RouterProvider>[0]['router'];

/**
 * The router's provider, out of transitions: a transition still rendering is dropped when the
 * next navigation starts, so a page opened just before another (a quick second click, a slow
 * machine) would never commit and never become a tab. Here each navigation commits at once, and a
 * page whose code is still on its way shows its loading state in its own tab.
 */
export function ConsoleRouter({ router }: { router: Router }) {
  return <RouterProvider router={router} useTransitions={false} />;
}
