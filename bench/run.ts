// `npm run bench` — seeds a benchmark database, builds the app into .builds/bench, starts it and
// prints every figure of issue 8 with its budget and PASS/FAIL.
//
//   npm run bench                       all sections
//   npm run bench -- bytes js           only some sections (bytes, js, server, query, lighthouse, activations)
//   npm run bench -- --no-build         reuse .builds/bench
//   npm run bench -- --write-docs       also write the table into docs/performance.md
//   npm run bench -- crash [--rounds N] the crash-safety loop (default 100 rounds)
//   npm run bench -- national           the national data set of issue 26 (bench/national.ts)
//   npm run bench -- callout            a 2,000-member call-out with waves and SMS replies (bench/callout.ts)
//   npm run bench -- retention          the retention job's queue prune on a national month (bench/retention.ts)
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startApp } from "../tests/helpers/app-server";
import { benchBytes } from "./bytes";
import { benchJs } from "./js";
import { benchLighthouse } from "./lighthouse";
import { benchRoutes, insertSessionRow, SESSION_SECRET, signedSessionCookie, type BenchContext } from "./lib/context";
import { Report } from "./lib/report";
import { benchQuery } from "./query";
import { seedBenchDatabase } from "./seed";
import { benchServer } from "./server";
import { benchActivations } from "./activations";

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith("--")));
const sections = args.filter((a) => !a.startsWith("--") && !/^\d+$/.test(a));
const ALL = ["bytes", "js", "server", "query", "lighthouse", "activations"];

if (sections.includes("crash")) {
  const i = args.indexOf("--rounds");
  const rounds = i >= 0 ? Number(args[i + 1]) : 100;
  const { runCrashBench } = await import("./crash");
  process.exit((await runCrashBench(rounds)) ? 0 : 1);
}

if (sections.includes("callout")) {
  const { runCallout } = await import("./callout");
  process.exit(await runCallout(args.filter((a) => a !== "callout")));
}

if (sections.includes("retention")) {
  const { runRetentionBench } = await import("./retention");
  process.exit(await runRetentionBench(args.filter((a) => a !== "retention")));
}

if (sections.includes("national")) {
  const { runNational } = await import("./national");
  process.exit(await runNational(args.filter((a) => a !== "national")));
}

const selected = sections.length ? sections : ALL;
for (const s of selected)
  if (!ALL.includes(s)) throw new Error(`unknown section ${s}; choose from ${ALL.join(", ")} or crash`);

process.env.SESSION_SECRET = SESSION_SECRET;
const buildDir = process.env.BENCH_BUILD_DIR ?? ".builds/bench";
const dbFile = process.env.BENCH_DB ?? path.join(os.tmpdir(), "cert-bench", "bench.db");
const machine = {
  cores: os.cpus().length,
  cpu: os.cpus()[0]?.model ?? "unknown",
  memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  node: process.version,
  os: `${os.type()} ${os.release()}`,
  loadavg: os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" "),
};
const command = `npm run bench${args.length ? ` -- ${args.join(" ")}` : ""}`;
console.log(
  `machine: ${machine.cores} cores, ${machine.cpu}, ${machine.memory}, Node ${machine.node}, load average ${machine.loadavg}`,
);

if (!flags.has("--no-build")) {
  console.log(`building into ${buildDir} ...`);
  execFileSync("npx", ["remix", "build"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, REMIX_BUILD_DIR: buildDir, NODE_ENV: "production" },
  });
}

console.log(`seeding ${dbFile} ...`);
const seed = await seedBenchDatabase(dbFile);
console.log(
  `seeded in ${seed.seconds.toFixed(1)} s (10,000 chapters, 50,000 members, 20,000 events, 10,000 waitlist rows)`,
);

const report = new Report();
const app = await startApp({ databasePath: dbFile, env: { REMIX_BUILD_DIR: buildDir, SESSION_SECRET } });
let exitCode = 0;
try {
  const ids = seed.users;
  const cookies = {
    admin: await signedSessionCookie(insertSessionRow(dbFile, ids.admin, "browser")),
    leader: await signedSessionCookie(insertSessionRow(dbFile, ids.leader, "browser")),
    member: await signedSessionCookie(insertSessionRow(dbFile, ids.member, "browser")),
  };
  const tokens = {
    admin: insertSessionRow(dbFile, ids.admin, "api"),
    leader: insertSessionRow(dbFile, ids.leader, "api"),
    member: insertSessionRow(dbFile, ids.member, "api"),
  };
  const ctx: BenchContext = { app, seed, report, buildDir, cookies, tokens, routes: benchRoutes(seed) };

  if (selected.includes("bytes")) await benchBytes(ctx);
  if (selected.includes("js")) await benchJs(ctx);
  if (selected.includes("query")) await benchQuery(ctx);
  if (selected.includes("server")) await benchServer(ctx);
  if (selected.includes("lighthouse")) await benchLighthouse(ctx);
  if (selected.includes("activations")) await benchActivations(ctx);
} catch (error) {
  console.error(error);
  exitCode = 2;
} finally {
  await app.stop();
}

const fails = report.failures.length;
const na = report.rows.filter((r) => r.status === "n/a").length;
console.log(`\n${report.text()}\n`);
console.log(`${report.rows.filter((r) => r.status === "PASS").length} PASS, ${fails} FAIL, ${na} n/a — ${command}`);

if (flags.has("--write-docs")) {
  const doc = path.join(process.cwd(), "docs", "performance.md");
  const block = [
    "<!-- bench:start (written by `npm run bench -- --write-docs`) -->",
    `Run on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC with \`${command}\`.`,
    "",
    `Machine: ${machine.cores} cores (${machine.cpu}), ${machine.memory}, Node ${machine.node}, ${machine.os}; load average (1/5/15 min) ${machine.loadavg} at the start, ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")} at the end (the machine is shared: other builds and tests ran beside this one).`,
    "",
    report.markdown(),
    "<!-- bench:end -->",
  ].join("\n");
  const current = fs.existsSync(doc) ? fs.readFileSync(doc, "utf8") : "";
  const next = /<!-- bench:start[\s\S]*<!-- bench:end -->/.test(current)
    ? current.replace(/<!-- bench:start[\s\S]*<!-- bench:end -->/, block)
    : `${current}\n${block}\n`;
  fs.writeFileSync(doc, next);
  console.log(`wrote ${doc}`);
}
process.exit(exitCode || (fails ? 1 : 0));
