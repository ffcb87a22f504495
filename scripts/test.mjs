// `npm test`: the whole suite, timed step by step. Steps in one group run side by side (lint,
// typecheck and the build are single-threaded and independent; two cores take them together), the
// groups one after another; a failing group stops the run. The output of a group's steps is printed
// when each step ends (prefixed with its name) so parallel steps never interleave; a group of one
// step streams. Ends with a table of every step's wall time.
import { spawn } from "node:child_process";
import { constants } from "node:os";

const GROUPS = [
  [
    ["lint", "npm", ["run", "lint"]],
    ["typecheck", "npm", ["run", "typecheck"]],
    ["build", "npm", ["run", "build"]],
  ],
  [["unit", "npm", ["run", "test:unit"]]],
  [["e2e", "npm", ["run", "test:e2e"]]],
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const clock = () => new Date().toISOString().slice(11, 19);

// The steps running now, each in a process group of its own (`detached`): a SIGINT or SIGTERM sent to
// this process (a CI job's timeout, `kill`, Ctrl-C) is passed on to each group, so no step's tools are
// left running on their own (npm's shell would pass it to none of them); the run then ends as
// stopped by it.
const running = new Set();
let stoppedBy;
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    stoppedBy ??= signal;
    for (const child of running) process.kill(-child.pid, signal);
    if (running.size === 0) process.exit(128 + constants.signals[signal]);
  });

function run([name, cmd, args], stream) {
  const started = Date.now();
  console.log(`[test] ${clock()} ${name}: start (${[cmd, ...args].join(" ")})`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: stream ? "inherit" : ["ignore", "pipe", "pipe"],
      env: process.env,
      detached: true,
    });
    running.add(child);
    const chunks = [];
    if (!stream) {
      child.stdout.on("data", (c) => chunks.push(c));
      child.stderr.on("data", (c) => chunks.push(c));
    }
    child.on("close", (code, signal) => {
      running.delete(child);
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
  const done = await Promise.all(group.map((step) => run(step, group.length === 1)));
  results.push(...done);
  if (group.length > 1)
    console.log(`[test] group ${group.map((s) => s[0]).join(" + ")}: ${seconds(Date.now() - groupStart)}`);
  if (done.some((r) => !r.ok) || stoppedBy) {
    failed = true;
    break;
  }
}
console.log("\n[test] step        time");
for (const r of results)
  console.log(`[test] ${r.name.padEnd(11)} ${seconds(r.ms).padStart(8)} ${r.ok ? "" : "FAILED"}`);
console.log(
  `[test] total       ${seconds(Date.now() - started).padStart(8)} ${stoppedBy ? `stopped (${stoppedBy})` : failed ? "FAILED" : "passed"}`,
);
process.exit(stoppedBy ? 128 + constants.signals[stoppedBy] : failed ? 1 : 0);
