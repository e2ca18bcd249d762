interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** False when the reader asked to save data or is on a 2g connection: links are then not prefetched. */
export function canPrefetch(
  nav: Navigator | undefined = typeof navigator === 'undefined' ? undefined : navigator,
): boolean {
  const connection = (nav as (Navigator & { connection?: NetworkInformation }) | undefined)?.connection;
  if (!connection) return true;
  return !connection.saveData && !(connection.effectiveType ?? '').includes('2g');
}
