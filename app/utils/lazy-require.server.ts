import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * A CommonJS package the server loads the first time it is used instead of at start. The server
 * build imports its externals before it serves anything, so every start paid for packages that only
 * a few requests or jobs ever use: nodemailer (a mail sent over SMTP), web-push (a push sent, or the
 * first VAPID pair made), ics (a calendar file), and rate-limiter-flexible's index, which loads its
 * twenty stores to hand out the SQLite one. In the server, ~65 ms of a start's ~0.75 CPU-s
 * (docs/performance.md, "Fourteenth session: boot"; decision 079). The package is the same module
 * (Node's require cache), so `instanceof` and module state behave as with an import.
 */
export function lazyRequire<T>(id: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(id) as T);
}
