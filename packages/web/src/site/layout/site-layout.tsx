import { Outlet } from 'react-router';

// Placeholder: the shared layout (header, menus, footer…) is being built (issue 4).
export function Component() {
  return <Outlet />;
}
