import { sqlite } from "./client.server";

/**
 * A statement every request runs (the session, the actor), prepared once per connection: `build`
 * makes it with Drizzle and `sql.placeholder()` for the values (`.prepare()`), so a request only
 * binds them, instead of Drizzle building the SQL and SQLite compiling it on every call. Prepared
 * lazily, on the first call: tests open their database after importing the models. A new
 * connection (`resetConnection`) gets its own statement.
 */
export function preparedOnce<T>(build: () => T): () => T {
  const byConnection = new WeakMap<object, T>();
  return () => {
    const connection = sqlite();
    let statement = byConnection.get(connection);
    if (statement === undefined) byConnection.set(connection, (statement = build()));
    return statement;
  };
}
