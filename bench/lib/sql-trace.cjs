// Preloaded into a bench-only app process (NODE_OPTIONS=--require ...) when BENCH_SQL_TRACE names a
// file: appends every statement the app executes, with its parameters and time, as JSON lines.
// The query benchmark replays exactly the SQL the directory runs, against the same database, and
// the route profile adds up where each request's time goes (ms per statement, measured in the app).
const fs = require("node:fs");
const file = process.env.BENCH_SQL_TRACE;
if (file) {
  const Database = require("better-sqlite3");
  const fd = fs.openSync(file, "a");
  const patched = new WeakSet();
  const prepare = Database.prototype.prepare;
  Database.prototype.prepare = function (source, ...rest) {
    const stmt = prepare.call(this, source, ...rest);
    const proto = Object.getPrototypeOf(stmt);
    if (!patched.has(proto)) {
      patched.add(proto);
      for (const method of ["run", "get", "all", "iterate"]) {
        const original = proto[method];
        proto[method] = function (...params) {
          const flat =
            params.length === 1 &&
            params[0] &&
            typeof params[0] === "object" &&
            !Array.isArray(params[0]) &&
            !Buffer.isBuffer(params[0])
              ? params[0]
              : params.flat();
          const t = Date.now();
          const started = performance.now();
          const result = original.apply(this, params);
          const ms = method === "iterate" ? null : performance.now() - started;
          let line;
          try {
            line = JSON.stringify({ t, ms, method, sql: this.source, params: flat });
          } catch {
            line = JSON.stringify({ t, ms, method, sql: this.source, params: null });
          }
          fs.writeSync(fd, line + "\n");
          return result;
        };
      }
    }
    return stmt;
  };
}
