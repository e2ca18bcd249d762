import { useNavigation, useThemeConfig } from '@market-data-docs/theme';
import { type ReactNode, useEffect, useMemo } from 'react';
import { withBaseUrl } from './site.js';

/** `useLocation()` of `@docusaurus/router`: the current URL's path (base path included), query and hash. */
export function useLocation() {
  const { route } = useNavigation();
  const { basePath } = useThemeConfig();
  const browser = typeof window !== 'undefined';
  return useMemo(
    () => ({
      pathname: route === '/' ? basePath : `${basePath.replace(/\/$/, '')}${route}`,
      search: browser ? window.location.search : '',
      hash: browser ? window.location.hash : '',
      state: undefined,
      key: route,
    }),
    [basePath, route, browser],
  );
}

const target = (to: string | { pathname?: string; search?: string; hash?: string }) =>
  typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;

/** `useHistory()`: `push` and `replace` navigate in the app. */
export function useHistory() {
  const navigation = useNavigation();
  const location = useLocation();
  return useMemo(
    () => ({
      location,
      push: (to: string | { pathname?: string }) => navigation.navigate(withBaseUrl(target(to))),
      replace: (to: string | { pathname?: string }) =>
        navigation.navigate(withBaseUrl(target(to)), { replace: true }),
      goBack: () => window.history.back(),
      goForward: () => window.history.forward(),
      listen: () => () => {},
    }),
    [navigation, location],
  );
}

/** `<Redirect to>`: navigates there once in the browser. */
export function Redirect({
  to,
  push = false,
}: {
  to: string | { pathname?: string };
  push?: boolean;
}): ReactNode {
  const navigation = useNavigation();
  useEffect(() => {
    navigation.navigate(withBaseUrl(target(to)), { replace: !push });
  }, [navigation, to, push]);
  return null;
}

/** `matchPath(pathname, {path, exact})`, for the plain paths (no parameters) sites pass it. */
export function matchPath(pathname: string, options: string | { path?: string | string[]; exact?: boolean }) {
  const { path, exact = false } = typeof options === 'string' ? { path: options } : options;
  for (const candidate of Array.isArray(path) ? path : [path ?? '/']) {
    const isExact = pathname === candidate || pathname === `${candidate}/`;
    if (isExact || (!exact && pathname.startsWith(candidate.endsWith('/') ? candidate : `${candidate}/`)))
      return { path: candidate, url: candidate, isExact, params: {} };
  }
  return null;
}

export function useParams(): Record<string, string> {
  return {};
}

export function useRouteMatch() {
  const { pathname } = useLocation();
  return { path: pathname, url: pathname, isExact: true, params: {} };
}
