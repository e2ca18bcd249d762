import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

function isApplePlatform(): boolean {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return /mac|iphone|ipad|ipod/i.test(nav.userAgentData?.platform || nav.platform || nav.userAgent);
}

/** True on macOS and iOS, where the shortcut is ⌘K; false on the server and during hydration. */
export function useApplePlatform(): boolean {
  return useSyncExternalStore(subscribe, isApplePlatform, () => false);
}
