// CPU of a process's first ZIP lookup and first city lookup (decision 076): the `zipcodes` package
// required, as app/utils/geo.server.ts did before, against geo.server.ts now (its table read as
// text). Each sample is a fresh process; the figure is the lookups' own CPU (process.cpuUsage around
// them; importing geo.server.ts before them costs what it did before: it reads only the states'
// small file). Alternates the two, RUNS times each (default 7).
//   node bench/zip-table.mjs
import { execFileSync } from "node:child_process";

const RUNS = Number(process.env.RUNS ?? 7);
const CHILD = {
  package: `
    import { createRequire } from "node:module";
    const require = createRequire(process.cwd() + "/package.json");
    const t = process.cpuUsage();
    const zipcodes = require("zipcodes");
    const zip = zipcodes.lookup("78701");
    const city = zipcodes.lookupByName("Austin", "TX");
    const c = process.cpuUsage(t);
    console.log(JSON.stringify({ ms: (c.user + c.system) / 1000, zip: zip.city, rows: city.length }));`,
  text: `
    const geo = await import(process.cwd() + "/app/utils/geo.server.ts");
    const t = process.cpuUsage();
    const zip = geo.lookupZip("78701");
    const city = geo.lookupCity("Austin", "TX");
    const c = process.cpuUsage(t);
    console.log(JSON.stringify({ ms: (c.user + c.system) / 1000, zip: zip.city, rows: city ? 1 : 0 }));`,
};

const results = { package: [], text: [] };
for (let i = 0; i < RUNS; i++) {
  for (const kind of i % 2 ? ["text", "package"] : ["package", "text"]) {
    // tsx only where a .ts module is imported: its require hook would transform the package's 4.7 MB file.
    const loader = kind === "text" ? ["--import", "tsx"] : [];
    const out = execFileSync(process.execPath, [...loader, "--input-type=module", "-e", CHILD[kind]], {
      encoding: "utf8",
    });
    results[kind].push(JSON.parse(out.trim().split("\n").pop()).ms);
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
for (const kind of ["package", "text"]) {
  const xs = results[kind];
  console.log(
    `${kind.padEnd(8)} first ZIP + city lookup CPU ms: median ${median(xs).toFixed(1)} (${xs.map((x) => x.toFixed(0)).join(", ")})`,
  );
}
