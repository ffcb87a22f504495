// `npm test`: the whole suite, timed step by step. Steps in one group run side by side, the groups
// one after another; a failing group stops the run. Lint, typecheck and the build come first (each
// single-threaded and independent: two cores take them together). Then the unit tests run beside
// the end-to-end suite: the e2e run waits on its browsers and servers part of the time, and the
// unit tests fill that time instead of holding the e2e run back by their own ~50 s
// (docs/performance.md, "The test suite"). The step marked `stream` prints as it goes (the e2e
// list, the long one); the others' output is printed when each ends, prefixed with its name, so
// parallel steps never interleave. Ends with a table of every step's wall time.
import { spawn } from "node:child_process";

const GROUPS = [
  [
    ["lint", "npm", ["run", "lint"]],
    ["typecheck", "npm", ["run", "typecheck"]],
    ["build", "npm", ["run", "build"]],
  ],
  [
    ["e2e", "npm", ["run", "test:e2e"], { stream: true }],
    ["unit", "npm", ["run", "test:unit"]],
  ],
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const clock = () => new Date().toISOString().slice(11, 19);

function run([name, cmd, args, { stream = false } = {}]) {
  const started = Date.now();
  console.log(`[test] ${clock()} ${name}: start (${[cmd, ...args].join(" ")})`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: stream ? "inherit" : ["ignore", "pipe", "pipe"], env: process.env });
    const chunks = [];
    if (!stream) {
      child.stdout.on("data", (c) => chunks.push(c));
      child.stderr.on("data", (c) => chunks.push(c));
    }
    child.on("close", (code, signal) => {
      const ms = Date.now() - started;
      if (!stream) {
        const text = Buffer.concat(chunks).toString().trimEnd();
        if (text) console.log(text.replace(/^/gm, `[${name}] `));
      }
      const ok = code === 0;
      console.log(
        `[test] ${clock()} ${name}: ${ok ? "passed" : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds(ms)}`,
      );
      resolve({ name, ok, ms });
    });
  });
}

const started = Date.now();
const results = [];
let failed = false;
for (const group of GROUPS) {
  const groupStart = Date.now();
  const done = await Promise.all(group.map((step) => run(step)));
  results.push(...done);
  if (group.length > 1)
    console.log(`[test] group ${group.map((s) => s[0]).join(" + ")}: ${seconds(Date.now() - groupStart)}`);
  if (done.some((r) => !r.ok)) {
    failed = true;
    break;
  }
}
console.log("\n[test] step        time");
for (const r of results)
  console.log(`[test] ${r.name.padEnd(11)} ${seconds(r.ms).padStart(8)} ${r.ok ? "" : "FAILED"}`);
console.log(`[test] total       ${seconds(Date.now() - started).padStart(8)} ${failed ? "FAILED" : "passed"}`);
process.exit(failed ? 1 : 0);
