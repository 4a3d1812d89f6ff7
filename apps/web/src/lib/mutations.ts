/** Helpers over the state of a React Query (tRPC) mutation. */

/**
 * Whether `mutation` is saving one row of a list: it is pending and its variables hold every value
 * of `match` (`{ id: row.id }`, `{ userId: user.id }`). A list shares one mutation among its rows,
 * so only the row being saved shows its spinner or disables its control; the others stay usable.
 */
export function isPendingFor<V extends object>(
  mutation: { isPending: boolean; variables?: V | undefined },
  match: Partial<V>,
): boolean {
  const variables = mutation.variables;
  if (!mutation.isPending || !variables) return false;
  return (Object.keys(match) as (keyof V)[]).every((key) => variables[key] === match[key]);
}
