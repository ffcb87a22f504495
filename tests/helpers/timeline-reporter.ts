import fs from "node:fs";
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from "@playwright/test/reporter";

/**
 * Prints where the e2e step's wall time went, after the list reporter's summary: how long the runner
 * took before the first test began (loading the config and every spec, which on a clean clone
 * transforms them all cold, the global setup's servers, the first workers' start), how busy each
 * worker slot was and when it went idle, how many worker processes were started (a new one for each
 * project, each set of worker options, and after a failure), and how long the run went on after the
 * last test (global teardown), and how many steps ended in an error: for each, the runner reads the
 * spec file and syntax-highlights all of it to attach a code frame, a skip included (a skip is an
 * error thrown in a hook step; decision 066). docs/performance.md "The test suite" reads these lines.
 */
export default class TimelineReporter implements Reporter {
  private firstBegin?: number;
  private lastEnd = 0;
  private readonly slots = new Map<number, { busy: number; tests: number; end: number }>();
  private readonly workers = new Set<number>();
  private readonly skippedWithTime: number[] = [];
  private readonly begins = new Map<TestResult, number>();
  private readonly rows: string[] = [];
  private stepErrors = 0;

  // Seconds since the runner's process started (npx and Node's own start are before it).
  private now() {
    return process.uptime();
  }

  onTestBegin(_test: TestCase, result: TestResult) {
    this.firstBegin ??= this.now();
    this.workers.add(result.workerIndex);
    this.begins.set(result, this.now());
  }

  onStepEnd(_test: TestCase, _result: TestResult, step: TestStep) {
    if (step.error) this.stepErrors++;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const end = this.now();
    this.lastEnd = Math.max(this.lastEnd, end);
    const slot = this.slots.get(result.parallelIndex) ?? { busy: 0, tests: 0, end: 0 };
    slot.busy += result.duration / 1000;
    slot.tests++;
    slot.end = Math.max(slot.end, end);
    this.slots.set(result.parallelIndex, slot);
    if (result.status === "skipped") this.skippedWithTime.push(result.duration / 1000);
    if (process.env.E2E_TIMELINE_FILE)
      this.rows.push(
        [
          result.parallelIndex,
          result.workerIndex,
          this.begins.get(result)!.toFixed(3),
          end.toFixed(3),
          (result.duration / 1000).toFixed(3),
          result.status,
          test.parent.project()?.name,
          test.location.file.split("/").pop() + ":" + test.location.line,
        ].join("\t"),
      );
  }

  onEnd(_result: FullResult) {
    if (this.firstBegin === undefined) return; // `--list`, or nothing ran
    const s = (x: number) => `${x.toFixed(1)} s`;
    const end = this.now();
    const slots = [...this.slots.entries()].sort((a, b) => a[0] - b[0]);
    const busy = slots.reduce((sum, [, v]) => sum + v.busy, 0);
    const skipped = this.skippedWithTime.reduce((a, b) => a + b, 0);
    const lines = [
      `first test began at ${s(this.firstBegin ?? end)}, the last ended at ${s(this.lastEnd)}, the runner ended at ${s(end)}`,
      `tests' own time ${s(busy)} in ${slots.length} slots, ${this.workers.size} worker processes; ${this.skippedWithTime.length} skipped tests took ${s(skipped)}; ${this.stepErrors} steps ended in an error`,
      ...slots.map(
        ([i, v]) =>
          `slot ${i}: ${v.tests} tests, busy ${s(v.busy)}, idle ${s(Math.max(0, v.end - (this.firstBegin ?? 0) - v.busy))}, done at ${s(v.end)}`,
      ),
    ];
    if (process.env.E2E_TIMELINE_FILE) fs.writeFileSync(process.env.E2E_TIMELINE_FILE, this.rows.join("\n") + "\n");
    console.log(lines.map((l) => `[e2e timeline] ${l}`).join("\n"));
  }

  printsToStdio() {
    return false;
  }
}
