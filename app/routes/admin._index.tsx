import { redirect } from "@remix-run/node";

// /admin has one screen today: the role-request queue (which checks the GlobalAdmin role itself).
export async function loader() {
  return redirect("/admin/role-requests");
}
