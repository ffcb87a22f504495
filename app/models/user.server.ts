import { hash, verify } from "@node-rs/argon2";
import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { preparedOnce } from "~/db/prepared.server";
import { roleRequests, userRoles, userSettings, users, waitlistEntries, type Role, type User } from "~/db/schema";
import { writeAudit } from "./audit.server";
import { rolesOf } from "~/access/actor.server";
import { conflict } from "~/access/errors";
import { isUniqueViolation } from "~/utils/db-errors";

// argon2id with OWASP's minimum parameters (19 MiB, 2 passes).
const ARGON_OPTS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string) {
  return hash(password, ARGON_OPTS);
}

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export interface PublicUser {
  id: string;
  displayName: string;
  email: string;
  phone: string | null;
  bio: string | null;
  roles: Role[];
}

export function getUserById(userId: string): PublicUser | null {
  const row = db.select().from(users).where(eq(users.id, userId)).get();
  if (!row) return null;
  return {
    id: row.id,
    displayName: row.displayName,
    email: row.email,
    phone: row.phone,
    bio: row.bio,
    roles: rolesOf(row.id),
  };
}

/** How long an account counts as new: its first day (the dashboard greets it "Welcome", not "Welcome back"). */
const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/** Whether the signed-in person's own account was created within its first day. */
// Asked on every view of the overview (the welcome line): prepared once (decision 038).
const createdAtStatement = preparedOnce(() =>
  db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare(),
);

export function isNewAccount(actor: { id: string }, now = new Date()) {
  const row = createdAtStatement().get({ userId: actor.id });
  return !!row && now.getTime() - row.createdAt.getTime() < NEW_ACCOUNT_MS;
}

export function getUserByEmail(email: string) {
  return db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).get() ?? null;
}

export const DUPLICATE_EMAIL = "An account with this email already exists";

/**
 * Creates an account. Registration always grants Member only; asking for ChapterLeader files a
 * pending role request that an administrator reviews. A waitlist entry with the same email is
 * marked Converted.
 */
export async function createUser(input: {
  email: string;
  password: string;
  displayName: string;
  requestedRole?: "Member" | "ChapterLeader";
  justification?: string | null;
  roles?: Role[];
  /** The zone the account starts with and where it came from (see utils/time-zone `initialTimeZone`). */
  zone?: { timezone: string; timezoneSource: "browser" | "guess" };
  /**
   * Registration's address check, run in the account's transaction (the account starts unproven).
   * Without it the address counts as proven: the admin CLI, the demo seed and tests make accounts
   * whose addresses are known.
   */
  addressCheck?: (tx: Parameters<Parameters<typeof db.transaction>[0]>[0], user: User) => void;
}) {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const grant: Role[] = input.roles ?? ["Member"];
  try {
    return db.transaction((tx) => {
      const user = tx
        .insert(users)
        .values({
          email,
          displayName: input.displayName.trim(),
          passwordHash,
          emailVerifiedAt: input.addressCheck ? null : new Date(),
        })
        .returning()
        .get();
      input.addressCheck?.(tx, user);
      for (const role of grant) tx.insert(userRoles).values({ userId: user.id, role }).run();
      tx.insert(userSettings)
        .values({ userId: user.id, ...input.zone })
        .run();
      writeAudit(tx, {
        actorId: user.id,
        action: "register_user",
        targetType: "user",
        targetId: user.id,
        metadata: { title: user.displayName },
      });
      // Registration grants Member; asking for more files a role request for an administrator.
      if (input.requestedRole && input.requestedRole !== "Member") {
        const request = tx
          .insert(roleRequests)
          .values({
            userId: user.id,
            requestedRole: input.requestedRole,
            justification: input.justification?.trim() || null,
          })
          .returning()
          .get();
        writeAudit(tx, {
          actorId: user.id,
          action: "request_role",
          targetType: "role_request",
          targetId: request.id,
          metadata: { title: "ChapterLeader" },
        });
      }
      tx.update(waitlistEntries)
        .set({ status: "Converted", updatedAt: new Date() })
        .where(eq(waitlistEntries.email, email))
        .run();
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error, "users.email")) {
      throw conflict(DUPLICATE_EMAIL, { email: [DUPLICATE_EMAIL] });
    }
    throw error;
  }
}

export async function verifyLogin(email: string, password: string) {
  const user = getUserByEmail(email);
  if (!user) {
    // Hash anyway so a missing account takes as long as a wrong password.
    await hashPassword(password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}

export function grantRole(tx: Pick<typeof db, "insert">, userId: string, role: Role) {
  tx.insert(userRoles).values({ userId, role }).onConflictDoNothing().run();
}

export function userHasRole(userId: string, role: Role) {
  return !!db
    .select()
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .get();
}
