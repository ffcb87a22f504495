// The e2e app server of one worker slot (tests/helpers/e2e-global-setup.ts forks it with an IPC
// channel): the production start script, plus an exit when the Playwright process that started it
// goes away, so an interrupted run leaves no server behind.
process.on("disconnect", () => process.exit(0));
await import("../../scripts/start.js");
