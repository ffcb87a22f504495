import { checkDatabase } from "~/models/health.server";

export async function loader() {
  checkDatabase();
  return new Response("OK", { headers: { "Cache-Control": "no-store" } });
}
