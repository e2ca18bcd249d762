import { useEffect, useRef } from 'react';
import { useNavigation } from '../navigation.js';
import { useLatest } from './use-latest.js';

/** Calls `onChange` after the route changes (a link followed, back or forward), not on the first render. */
export function useRouteChange(onChange: () => void): void {
  const { route } = useNavigation();
  const latest = useLatest(onChange);
  const lastRoute = useRef(route);
  useEffect(() => {
    if (lastRoute.current !== route) latest.current();
    lastRoute.current = route;
  }, [route, latest]);
}
