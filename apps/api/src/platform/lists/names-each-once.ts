/**
 * Whether `ids` names each of `known` exactly once and nothing else: the check of every "put
 * these in a new order" request (custom fields, style templates).
 */
export function namesEachOnce(ids: readonly number[], known: readonly number[]): boolean {
  const sent = new Set(ids);
  const have = new Set(known);
  return sent.size === ids.length && sent.size === have.size && ids.every((id) => have.has(id));
}
