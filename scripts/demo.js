// First run: migrate, seed demo data into an empty database, print the demo sign-ins, then serve as
// `npm start` does (scripts/start.js: a supervisor that starts the server again if it dies).
import { execFileSync } from "node:child_process";
import { runMigrations } from "./migrate.js";

const file = runMigrations();
execFileSync(process.execPath, ["--import", "tsx", "scripts/seed.ts"], { stdio: "inherit", env: process.env });
process.env.NODE_ENV = "production";
// The demo runs on plain http://localhost, so its cookies cannot be Secure.
process.env.INSECURE_COOKIES ??= "1";
process.env.SESSION_SECRET ??= "demo-session-secret-change-me";
process.env.PORT ??= "3000";
console.log(`[demo] database ${file}; open http://localhost:${process.env.PORT}`);
await import("./start.js");
