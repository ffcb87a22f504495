import fs from "node:fs";
import os from "node:os";

/**
 * Where the suites keep their throwaway databases and mail: /dev/shm (RAM) when the machine has it,
 * else the system temp folder. The app opens SQLite with `synchronous = FULL`, so every commit waits
 * for an fsync: 4 ms a write on the CI machine's disk when it is busy, 0.05 ms in RAM, and the suite
 * commits tens of thousands of times, the test process and the server in turn on one file. Nothing
 * here needs to outlive the run (the crash test, which is about durability, keeps its own folder on
 * disk: tests/helpers/bench-crash.ts).
 */
export function scratchRoot() {
  try {
    fs.accessSync("/dev/shm", fs.constants.W_OK);
    return "/dev/shm";
  } catch {
    return os.tmpdir();
  }
}
