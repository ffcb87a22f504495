import type { Role } from "~/db/schema";
import { isChapterLeaderRole, isGlobalAdmin, ledChapterIds } from "~/utils/permissions.server";

export interface DashboardAccess {
  isAdmin: boolean;
  /** Holds the ChapterLeader role or leads at least one chapter. */
  isLeader: boolean;
  /** May open the Chapters and Members pages (and see metrics). */
  canManage: boolean;
  /** May request a new chapter (ChapterLeader role or admin). */
  canCreateChapter: boolean;
  ledChapterIds: string[];
}

/** What the dashboard lets a user do. Server-side truth: loaders and actions use this too. */
export function getDashboardAccess(user: { id: string; roles: Role[] }): DashboardAccess {
  const isAdmin = isGlobalAdmin(user);
  const led = ledChapterIds(user.id);
  const isLeader = isChapterLeaderRole(user) || led.length > 0;
  return {
    isAdmin,
    isLeader,
    canManage: isAdmin || isLeader,
    canCreateChapter: isAdmin || isChapterLeaderRole(user),
    ledChapterIds: led,
  };
}
