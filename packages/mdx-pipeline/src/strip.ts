/**
 * The object without its undefined keys, as a new object: deleting keys would turn it into a slow
 * dictionary several times its size, held for every page of the build.
 */
export function strip<T extends object>(value: T): T {
  const kept = {} as T;
  for (const key of Object.keys(value) as Array<keyof T>)
    if (value[key] !== undefined) kept[key] = value[key];
  return kept;
}
