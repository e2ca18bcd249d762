/**
 * Compact string encodings of the local index. Numbers are written in base 32, high digits first:
 * a digit from `more` means another digit follows, one from `last` ends the number. Both alphabets
 * need no escaping in JSON and compress well with gzip.
 */
const last = '0123456789ABCDEFGHIJKLMNOPQRSTUV';
const more = 'WXYZabcdefghijklmnopqrstuvwxyz-_';
const values = new Int8Array(128).fill(-1);
for (let i = 0; i < 32; i++) {
  values[last.charCodeAt(i)] = i;
  values[more.charCodeAt(i)] = i + 32;
}

export function encodeNumbers(numbers: number[]): string {
  let out = '';
  for (const n of numbers) {
    let digits = last[n % 32] as string;
    for (let rest = Math.floor(n / 32); rest > 0; rest = Math.floor(rest / 32)) {
      digits = (more[rest % 32] as string) + digits;
    }
    out += digits;
  }
  return out;
}

export function decodeNumbers(text: string): number[] {
  const out: number[] = [];
  let n = 0;
  let v = 0;
  for (let i = 0; i < text.length; i++) {
    v = values[text.charCodeAt(i)] ?? -1;
    if (v < 0) throw new Error(`Bad digit at ${i}`);
    n = n * 32 + (v & 31);
    if (v < 32) {
      out.push(n);
      n = 0;
    }
  }
  if (v > 31) throw new Error('Truncated number');
  return out;
}

/** Strictly increasing ids as gaps (`id - previous - 1`): runs of neighbours become runs of `0`. */
export function encodeIds(ids: number[]): string {
  return encodeNumbers(ids.map((id, i) => id - (i ? (ids[i - 1] as number) : -1) - 1));
}

export function decodeIds(text: string): number[] {
  let prev = -1;
  return decodeNumbers(text).map((gap) => (prev += gap + 1));
}

/** Sorted terms, each as the length it shares with the previous term (one digit) and the rest. */
export function encodeTerms(terms: string[]): string {
  let prev = '';
  return terms
    .map((term) => {
      let shared = 0;
      while (shared < 31 && shared < prev.length && term[shared] === prev[shared]) shared++;
      prev = term;
      return last[shared] + term.slice(shared);
    })
    .join(' ');
}

export function decodeTerms(text: string): string[] {
  let prev = '';
  if (!text) return [];
  return text.split(' ').map((entry) => {
    const shared = values[entry.charCodeAt(0)] ?? -1;
    if (shared < 0 || shared > 31 || shared > prev.length) throw new Error('Bad term entry');
    prev = prev.slice(0, shared) + entry.slice(1);
    return prev;
  });
}
