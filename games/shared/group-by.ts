/**
 * Grouping items by a key in one pass, each group in the items' order (Map.groupBy comes with Node 21; the
 * server runs on Node 20). Each item is pushed onto its group: copying the group for every item, as
 * `map.set(k, [...(map.get(k) ?? []), item])` does, costs time and garbage quadratic in the group's size.
 */

/** Adds `value` at the end of the group of `key`, starting the group when it has none. */
export function push<K, V>(groups: Map<K, V[]>, key: K, value: V): void {
  const group = groups.get(key);
  if (group) group.push(value);
  else groups.set(key, [value]);
}

/** The items by key, each group in the items' order (`value` picks what of each item goes in its group). */
export function groupBy<T, K, V = T>(
  items: Iterable<T>,
  key: (item: T) => K,
  value: (item: T) => V = (item) => item as unknown as V,
): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const item of items) push(groups, key(item), value(item));
  return groups;
}
