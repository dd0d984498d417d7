import { Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoading } from '../layout/PageLoading';
import { lazyPage } from '../lib/lazyPage';
import RouteError from '../pages/error/RouteError';
import LoginPage from '../pages/login/SocialLoginPage';
import { MenuRouteView } from './MenuRouteView';
import { pageFor, ShellLayout } from './pages';
import { RouteGuard } from './RouteGuard';
import type { RouteHandle } from '../lib/routeHandle';

const LockPage = lazyPage(() => import('../pages/lock/LockPage'));
const ErrorPage = lazyPage(() => import('../pages/error/ErrorPage'));
const RedirectPage = lazyPage(() => import('../pages/redirect/RedirectPage'));
const IframePage = lazyPage(() => import('../pages/iframe/IframePage'));
const ApprovalLinkPage = lazyPage(() => import('../pages/approval/ApprovalLinkPage'));
const InfoPage = lazyPage(() => import('../features/profile/pages/InfoPage'));
const ProjectDetailPage = lazyPage(() => import('../features/project/pages/ProjectDetailPage'));
const LeaveFormPage = lazyPage(() => import('../features/leave/pages/LeaveFormPage'));
const LeaveHandlePage = lazyPage(() => import('../features/leave/pages/LeaveHandlePage'));
const LeaveDetailPage = lazyPage(() => import('../features/leave/pages/LeaveDetailPage'));
const ApprovalProcessHandlePage = lazyPage(() => import('../features/approval/pages/ApprovalProcessHandlePage'));
const ApprovalProcessDetailPage = lazyPage(() => import('../features/approval/pages/ApprovalProcessDetailPage'));

const HomePage = pageFor('home');
const DashboardPage = pageFor('dashboard');

const open = (handle: RouteHandle = {}): RouteHandle => ({ isAuth: false, isTab: false, ...handle });

/** Static routes of spec §2; every other path is looked up in the server menu (MenuRouteView). */
export const routes: RouteObject[] = [
  // Spec §2: a static route (no tab, no sign-in), outside the guard and the layout. It frames
  // only http(s) and HTML addresses, sandboxed; it shows nothing of the console's data.
  {
    path: '/myiframe/*',
    errorElement: <RouteError />,
    element: (
      <Suspense fallback={<PageLoading fullscreen />}>
        <IframePage />
      </Suspense>
    ),
  },
  // Spec §2: a static route (no tab, no sign-in), outside the guard and the layout. The signed,
  // single-use link is the only key; deciding also needs the assignee's password.
  {
    path: '/approval-page',
    errorElement: <RouteError />,
    element: (
      <Suspense fallback={<PageLoading fullscreen />}>
        <ApprovalLinkPage />
      </Suspense>
    ),
  },
  {
    element: <RouteGuard />,
    errorElement: <RouteError />,
    children: [
      { path: '/login', element: <LoginPage />, handle: open({ i18nKey: 'route.login' }) },
      { path: '/lock', element: <LockPage />, handle: open({ i18nKey: 'route.lock' }) },
      { path: '/404', element: <ErrorPage status={404} />, handle: open({ i18nKey: 'route.notFound' }) },
      { path: '/403', element: <ErrorPage status={403} />, handle: open({ i18nKey: 'route.forbidden' }) },
      { path: '/500', element: <ErrorPage status={500} />, handle: open({ i18nKey: 'route.serverError' }) },
      { path: '/', element: <Navigate to="/wel" replace />, handle: open() },
      { path: '/wel', element: <Navigate to="/wel/index" replace />, handle: open() },
      {
        element: <ShellLayout />,
        children: [
          { path: '/wel/index', element: <HomePage />, handle: { i18nKey: 'route.home' } satisfies RouteHandle },
          {
            path: '/wel/dashboard',
            element: <DashboardPage />,
            handle: { i18nKey: 'route.dashboard' } satisfies RouteHandle,
          },
          { path: '/info/index', element: <InfoPage />, handle: { i18nKey: 'route.info' } satisfies RouteHandle },
          {
            path: '/project/project_detail',
            element: <ProjectDetailPage />,
            handle: { i18nKey: 'route.projectDetail', nameFromQuery: true } satisfies RouteHandle,
          },
          // Spec §2: the leave process's pages, opened from the work lists through flowRoutes.
          {
            path: '/work/process/leave/form/:processDefinitionId',
            element: <LeaveFormPage />,
            handle: { i18nKey: 'route.leaveForm' } satisfies RouteHandle,
          },
          {
            path: '/work/process/leave/handle/:taskId/:processInstanceId/:businessId',
            element: <LeaveHandlePage />,
            handle: { i18nKey: 'route.leaveHandle' } satisfies RouteHandle,
          },
          {
            path: '/work/process/leave/detail/:processInstanceId/:businessId',
            element: <LeaveDetailPage />,
            handle: { i18nKey: 'route.leaveDetail' } satisfies RouteHandle,
          },
          // flowRoutes' `project-approval` (dictionary flow, item 2): a project approval's step from 待办.
          {
            path: '/work/process/project-approval/handle/:taskId/:processInstanceId/:businessId',
            element: <ApprovalProcessHandlePage />,
            handle: { i18nKey: 'route.approvalHandle' } satisfies RouteHandle,
          },
          {
            path: '/work/process/project-approval/detail/:processInstanceId/:businessId',
            element: <ApprovalProcessDetailPage />,
            handle: { i18nKey: 'route.approvalDetail' } satisfies RouteHandle,
          },
          { path: '/redirect/*', element: <RedirectPage />, handle: { isTab: false } satisfies RouteHandle },
          { path: '*', element: <MenuRouteView /> },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
