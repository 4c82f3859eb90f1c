/**
 * PHP "maps" arrive as objects keyed by id, as `[]` when empty, or as a one-element array when the only key is 0
 * (contract catalog §0.5). Reads one entry whatever the shape.
 */
export function mapGet<T>(map: Record<string, T> | T[] | null | undefined, key: number): T | undefined {
  if (!map) return undefined;
  if (Array.isArray(map)) return map[key];
  return Object.prototype.hasOwnProperty.call(map, String(key)) ? map[String(key)] : undefined;
}
