/**
 * A select's options, `{ value, label }` in the table's order, from a table of labels by value.
 * Client-safe.
 */
export function optionList<V extends string>(labels: Record<V, string>) {
  return (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }));
}
