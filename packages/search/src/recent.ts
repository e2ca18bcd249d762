/** Puts `value` under `key` as the most recent entry of `map`, dropping the least recent past `size`. */
export function keepRecent<K, V>(map: Map<K, V>, key: K, value: V, size: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > size) map.delete(map.keys().next().value as K);
}
