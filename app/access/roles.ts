import type { Role } from "~/db/schema";

/**
 * Role names as labels (client-safe). Which role a person shows beside their name is a display
 * matter, not a permission: permissions are rows in rules.server.ts. Kept here so no module outside
 * app/access branches on a role name (lint holds it).
 */

const RANK: readonly Role[] = ["GlobalAdmin", "ChapterLeader", "Member"];

/** The highest site-wide role a user holds (the sidebar's label). */
export function highestRole(roles: readonly Role[]): Role {
  return RANK.find((r) => roles.includes(r)) ?? "Member";
}
