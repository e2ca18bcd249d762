/**
 * A postings list past `postingsLimit` keeps a sample: by default an even sample of its ids
 * ({@link evenSample}); with `sample: 'shards'`, whole doc shards, those whose number is a multiple of
 * its stride, a power of two ({@link thinPostings}). The hits of a common word then sit together in a
 * few doc shards instead of one per shard (a query fetches fewer files), and two common words keep the
 * same shards, so a page kept for both still matches both.
 */

/** Keeps `limit` ids of `list`, spread evenly over it. */
export function evenSample(list: number[], limit: number): void {
  const all = list.slice();
  list.length = limit;
  for (let k = 0; k < limit; k++) list[k] = all[Math.floor((k * all.length) / limit)] as number;
}

/**
 * Doubles `stride` and drops the ids of the other doc shards until `list` holds at most `limit` ids;
 * returns the stride. Ids all in shard 0 cannot be thinned that way: the list then keeps its first
 * `limit`.
 */
export function thinPostings(
  list: number[],
  stride: number,
  limit: number,
  shards: number,
  shardOfId: (id: number) => number,
): number {
  while (list.length > limit) {
    if (stride >= shards) {
      list.length = limit;
      break;
    }
    stride *= 2;
    let kept = 0;
    for (const id of list) if (shardOfId(id) % stride === 0) list[kept++] = id;
    list.length = kept;
  }
  return stride;
}
