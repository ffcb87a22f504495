// A closed loop of GETs that reads each response to its end and throws the bytes away: no body
// parsed, no gzip undone, no histogram kept per chunk. The national bench runs it in its own process
// for the CSV rows (bench/national.ts, `drainedLoop`), because autocannon, parsing ~56 files of
// 900 KB a second in the bench's own process on the same two cores, was measured to make the tail
// it reports (docs/performance.md, "Ninth session ... lines").
//   node bench/lib/drain-client.mjs <url> <amount> <connections>   (headers as JSON in DRAIN_HEADERS)
// Prints {times, statuses, seconds}: each request's milliseconds from being sent to its last byte.
import http from "node:http";

const [url, amountText, connectionsText] = process.argv.slice(2);
const headers = JSON.parse(process.env.DRAIN_HEADERS ?? "{}");
const amount = Number(amountText);
const connections = Number(connectionsText ?? 10);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const times = [];
const statuses = {};
let sent = 0;

function one() {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(url, { agent, headers }, (res) => {
      res.on("end", () => {
        times.push(performance.now() - started);
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        resolve();
      });
      res.on("error", reject);
      res.resume();
    });
    req.setTimeout(60_000, () => req.destroy(new Error("timed out after 60 s")));
    req.on("error", reject);
  });
}

async function connection() {
  while (sent < amount) {
    sent++;
    await one();
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: connections }, connection));
const seconds = (performance.now() - started) / 1000;
agent.destroy();
process.stdout.write(JSON.stringify({ times, statuses, seconds }));
