import { expect, test } from "@playwright/test";
import { runCrashLoop } from "../helpers/bench-crash";

// HTTP only: runs once, in the `js` project (the no-js project does not list this file:
// playwright.config.ts). `npm run bench -- crash` runs the same loop 100 times.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "HTTP-only test: runs in the js project");

test("acknowledged writes survive SIGKILL mid-stream, 20 times, with integrity_check ok; npm start's supervisor starts a killed server again", async () => {
  // ~35 s on an idle 2-core machine. A restart is the server booting again, which on 2 loaded cores
  // takes 4–11 s (measured at load 14 beside a full e2e run: 10 s a round), so 20 rounds passed
  // 300 s in a loaded run (#32). The budget is a ceiling for that case, not a wait.
  test.setTimeout(600_000);
  const started = Date.now();
  const restarts: number[] = [];
  const killed = { worker: 0, all: 0 };
  const result = await runCrashLoop({
    rounds: 20,
    onRound: (r) => {
      restarts.push(r.restartMs);
      killed[r.killed]++;
      expect(r.verify.integrity, `round ${r.round} integrity_check`).toBe("ok");
      expect(r.verify.missing, `round ${r.round} acknowledged writes missing after restart`).toEqual([]);
    },
  });
  // The loop wrote through every endpoint it found, and the kills landed while writes were flowing.
  expect(result.kinds).toEqual(["waitlist", "register", "rsvp", "join"]);
  for (const kind of result.kinds) expect(result.totals[kind], `acknowledged ${kind} writes`).toBeGreaterThan(0);
  const summary = `${result.acknowledged} acknowledged writes (${result.kinds.map((k) => `${k} ${result.totals[k]}`).join(", ")}) survived 20 SIGKILLs (${killed.worker} of the worker, ${killed.all} of worker and supervisor) in ${((Date.now() - started) / 1000).toFixed(1)} s (restarts: median ${(restarts.sort((a, b) => a - b)[10]! / 1000).toFixed(1)} s, longest ${(restarts.at(-1)! / 1000).toFixed(1)} s)`;
  // In the run's output too (the list reporter prints what a test logs), for the suite's timings.
  console.log(`[crash] ${summary}`);
  test.info().annotations.push({ type: "crash-safety", description: summary });
});
