// Production start: check the environment, apply migrations, serve. Never seeds.
import { runMigrations } from "./migrate.js";
import { startServer } from "../server/index.js";

process.env.NODE_ENV = "production";
if (!process.env.SESSION_SECRET) {
  console.error(
    "Error: SESSION_SECRET is required in production.\n" +
      "Set it to a long random string, e.g.  SESSION_SECRET=$(openssl rand -hex 32) npm start",
  );
  process.exit(1);
}
const file = runMigrations();
console.log(`[start] database ${file} migrated`);
await startServer();
