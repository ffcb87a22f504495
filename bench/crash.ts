// `npm run bench -- crash [--rounds N]`: the crash-safety loop of tests/e2e/crash.spec.ts, 100 rounds
// by default, against the build in REMIX_BUILD_DIR (default: build/, as the test suite uses).
import { runCrashLoop } from "../tests/helpers/bench-crash";

export async function runCrashBench(rounds: number) {
  const started = performance.now();
  const restarts: number[] = [];
  try {
    const result = await runCrashLoop({
      rounds,
      env: process.env.REMIX_BUILD_DIR ? { REMIX_BUILD_DIR: process.env.REMIX_BUILD_DIR } : {},
      onRound: (r) => {
        restarts.push(r.restartMs);
        const acks = Object.entries(r.acks)
          .filter(([, n]) => n)
          .map(([k, n]) => `${k} ${n}`)
          .join(", ");
        console.log(
          `round ${String(r.round).padStart(3)}: killed ${r.killed === "all" ? "worker and supervisor" : "the worker"} ${r.killedAfterMs} ms after the first ack, ${r.attempts} writes sent, acknowledged ${acks || "none"}; ${r.killed === "all" ? "started again" : "its supervisor started another"} in ${r.restartMs.toFixed(0)} ms; integrity_check ${r.verify.integrity}; missing ${r.verify.missing.length}`,
        );
      },
    });
    restarts.sort((a, b) => a - b);
    console.log(
      `\nPASS crash safety: ${rounds} SIGKILLs, ${result.acknowledged} acknowledged writes all present (${result.kinds.map((k) => `${k} ${result.totals[k]}`).join(", ")}), integrity_check ok every round; ` +
        `median restart ${restarts[restarts.length >> 1]!.toFixed(0)} ms; ${((performance.now() - started) / 1000).toFixed(0)} s in all`,
    );
    return true;
  } catch (error) {
    console.error(`\nFAIL crash safety: ${(error as Error).message}`);
    return false;
  }
}
