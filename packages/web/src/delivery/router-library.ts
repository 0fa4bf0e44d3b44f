/**
 * What main.tsx starts the app with from React Router: a module of its own, so that boot.ts has
 * the library evaluated in a task of its own (named exports keep the rest of it out of the build).
 */
export {
  createBrowserRouter,
  type HydrationState,
  matchRoutes,
  type RouteObject,
  RouterProvider,
  UNSAFE_ErrorResponseImpl,
} from 'react-router';
