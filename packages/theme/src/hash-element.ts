/**
 * The element a URL's hash names, found as browsers find it: by the hash as written, else decoded
 * (a hash that does not decode, such as a link cut short inside `%E2%80%99`, names none).
 */
export function elementOfHash(hash: string): HTMLElement | null {
  const id = hash.slice(1);
  if (!id) return null;
  let decoded: string | undefined;
  try {
    decoded = decodeURIComponent(id);
  } catch {}
  return document.getElementById(id) ?? (decoded ? document.getElementById(decoded) : null);
}
