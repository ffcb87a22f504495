import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";

/** Throws when the database cannot answer a trivial query (the health check's one question). */
export function checkDatabase() {
  db.run(sql`select 1`);
}
