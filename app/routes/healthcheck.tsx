import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";

export async function loader() {
  db.run(sql`select 1`);
  return new Response("OK", { headers: { "Cache-Control": "no-store" } });
}
