import fs from "node:fs";
import os from "node:os";
import path from "node:path";

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

/** A run's folder is named `<prefix><pid of the process that made it>-<random>`. */
const RUN_FOLDER = /^(cert-(?:unit|e2e))-(\d+)-[A-Za-z0-9]{6}$/;

/** Whether a process with this id runs (EPERM: it does, as another user). */
function running(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * A new folder for one run (`prefix`: "cert-unit" or "cert-e2e") under scratchRoot(), named after
 * this process. A run's teardown removes its folder, but a run stopped by a signal it cannot catch
 * (SIGKILL, a CI timeout, a terminal closed) never gets there, and /dev/shm is RAM until the machine
 * restarts: so each new run first removes the run folders whose process is gone. Folders of runs
 * still going (another checkout's, on the same machine) are left alone.
 */
export function runFolder(prefix: "cert-unit" | "cert-e2e") {
  const root = scratchRoot();
  for (const name of fs.readdirSync(root)) {
    const match = RUN_FOLDER.exec(name);
    // A folder named after this very process is a dead run's whose id came round again.
    const pid = match ? Number(match[2]) : 0;
    if (match && (pid === process.pid || !running(pid)))
      fs.rmSync(path.join(root, name), { recursive: true, force: true });
  }
  return fs.mkdtempSync(path.join(root, `${prefix}-${process.pid}-`));
}
