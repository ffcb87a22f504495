import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLogs, chapters, memberships, type Role } from "~/db/schema";
import { ResourceSchema, type ResourceInput } from "~/models/resource.schema";
import {
  countResourcesByLevel,
  createResource,
  getResourceForUser,
  getResourceStats,
  listResources,
  updateResource,
} from "~/models/resource.server";
import { createUser } from "~/models/user.server";
import { actorOf, refusal } from "../helpers/actor";

let n = 0;
async function user(roles: Role[] = ["Member"]) {
  const u = await createUser({
    email: `res${n++}@example.test`,
    password: "Correct-Horse-42",
    displayName: "R",
    roles,
  });
  return { ...u, roles };
}
function chapter() {
  return db
    .insert(chapters)
    .values({ name: `RC ${n}`, slug: `res-c-${n++}`, city: "Austin", state: "TX", status: "Approved" })
    .returning()
    .get();
}
function lead(userId: string, chapterId: string) {
  db.insert(memberships).values({ userId, chapterId, role: "Leader", status: "Approved" }).run();
}
function input(over: Partial<ResourceInput> = {}): ResourceInput {
  return {
    title: "Go-bag checklist",
    description: null,
    accessLevel: "Member",
    fileUrl: "https://example.org/go-bag.pdf",
    linkUrl: null,
    chapterId: null,
    ...over,
  };
}

describe("resource schema", () => {
  it("gives the spec's messages and accepts only http(s) URLs", () => {
    const r = ResourceSchema.safeParse({ title: "ab", fileUrl: "javascript:alert(1)" });
    expect(r.error!.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([
        "Resource title must be at least 3 characters",
        "Enter a valid URL starting with http:// or https://",
      ]),
    );
    expect(ResourceSchema.safeParse({ title: "Map", linkUrl: "ftp://example.org/x" }).success).toBe(false);
    expect(ResourceSchema.safeParse({ title: "Map" }).error!.issues[0]!.message).toBe(
      "Either file URL or link URL is required",
    );
  });

  it("defaults to Member level and reads an empty or 'global' chapter as global", () => {
    expect(ResourceSchema.parse({ title: "Map", linkUrl: "https://example.org/map" })).toEqual({
      title: "Map",
      description: null,
      accessLevel: "Member",
      fileUrl: null,
      linkUrl: "https://example.org/map",
      chapterId: null,
      isCritical: false,
    });
    expect(
      ResourceSchema.parse({ title: "Map", linkUrl: "https://x.org", chapterId: "global", fileUrl: "" }).chapterId,
    ).toBeNull();
  });
});

describe("resource access levels", () => {
  it("never lists, counts or returns a resource above the user's level", async () => {
    const admin = await user(["GlobalAdmin"]);
    const leader = await user(["ChapterLeader"]);
    const member = await user(["Member"]);
    const tag = `lvl${n++}`;
    const pub = createResource(actorOf(admin), input({ title: `Public ${tag}` }));
    const lead_ = createResource(actorOf(admin), input({ title: `Leader ${tag}`, accessLevel: "Leader" }));
    const adm = createResource(actorOf(admin), input({ title: `Admin ${tag}`, accessLevel: "Admin" }));

    expect(listResources(actorOf(member), { q: tag, access: "all" }).map((r) => r.id)).toEqual([pub.id]);
    expect(listResources(actorOf(member), { q: tag, access: "Leader" })).toEqual([]);
    expect(countResourcesByLevel(actorOf(member), { q: tag })).toEqual({ Member: 1 });
    expect(refusal(() => getResourceForUser(actorOf(member), lead_.id)).kind).toBe("not_found");
    expect(refusal(() => getResourceForUser(actorOf(member), adm.id)).kind).toBe("not_found");
    const memberStats = getResourceStats(actorOf(member));
    expect(memberStats.leader).toBeNull();
    expect(memberStats.total).toBe(memberStats.public);

    expect(
      listResources(actorOf(leader), { q: tag, access: "all" })
        .map((r) => r.id)
        .sort(),
    ).toEqual([pub.id, lead_.id].sort());
    expect(countResourcesByLevel(actorOf(leader), { q: tag })).toEqual({ Member: 1, Leader: 1 });
    expect(refusal(() => getResourceForUser(actorOf(leader), adm.id)).kind).toBe("not_found");

    expect(listResources(actorOf(admin), { q: tag, access: "all" })).toHaveLength(3);
    expect(countResourcesByLevel(actorOf(admin), { q: tag })).toEqual({ Member: 1, Leader: 1, Admin: 1 });
    expect(getResourceForUser(actorOf(admin), adm.id).title).toBe(`Admin ${tag}`);
  });

  it("filters by chapter and by global", async () => {
    const admin = await user(["GlobalAdmin"]);
    const c = chapter();
    const tag = `chf${n++}`;
    const g = createResource(actorOf(admin), input({ title: `G ${tag}` }));
    const ch = createResource(actorOf(admin), input({ title: `C ${tag}`, chapterId: c.id }));
    expect(listResources(actorOf(admin), { q: tag, access: "all", chapter: "global" }).map((r) => r.id)).toEqual([
      g.id,
    ]);
    const inChapter = listResources(actorOf(admin), { q: tag, access: "all", chapter: c.id });
    expect(inChapter.map((r) => [r.id, r.chapterName])).toEqual([[ch.id, c.name]]);
  });
});

describe("who reads a chapter's resources (resource.read)", () => {
  it("its approved members (up to their level), its leaders and admins; other accounts get a 404", async () => {
    const admin = await user(["GlobalAdmin"]);
    const leader = await user(["ChapterLeader"]);
    const c = chapter();
    lead(leader.id, c.id);
    const member = await user();
    db.insert(memberships).values({ userId: member.id, chapterId: c.id, status: "Approved" }).run();
    const pending = await user();
    db.insert(memberships).values({ userId: pending.id, chapterId: c.id, status: "Pending" }).run();
    const stranger = await user();
    const otherLeader = await user(["ChapterLeader"]);
    lead(otherLeader.id, chapter().id);
    const tag = `crd${n++}`;
    const global = createResource(actorOf(admin), input({ title: `Global ${tag}` }));
    const own = createResource(actorOf(leader), input({ title: `Chapter ${tag}`, chapterId: c.id }));
    const ownLeader = createResource(
      actorOf(leader),
      input({ title: `Chapter leaders ${tag}`, chapterId: c.id, accessLevel: "Leader" }),
    );
    const seen = (who: { id: string }) =>
      listResources(actorOf(who), { q: tag, access: "all" })
        .map((r) => r.id)
        .sort();
    expect(seen(admin)).toEqual([global.id, own.id, ownLeader.id].sort());
    expect(seen(leader)).toEqual([global.id, own.id, ownLeader.id].sort());
    expect(seen(member)).toEqual([global.id, own.id].sort());
    expect(getResourceForUser(actorOf(member), own.id).id).toBe(own.id);
    for (const outsider of [pending, stranger, otherLeader]) {
      expect(seen(outsider)).toEqual([global.id]);
      expect(countResourcesByLevel(actorOf(outsider), { q: tag }).Member).toBe(1);
      expect(refusal(() => getResourceForUser(actorOf(outsider), own.id)).kind).toBe("not_found");
      expect(listResources(actorOf(outsider), { q: tag, access: "all", chapter: c.id })).toEqual([]);
    }
    expect(refusal(() => getResourceForUser(actorOf(otherLeader), ownLeader.id)).kind).toBe("not_found");
  });
});

describe("creating and editing resources", () => {
  it("refuses a member", async () => {
    const member = await user(["Member"]);
    expect(refusal(() => createResource(actorOf(member), input())).kind).toBe("forbidden");
  });

  it("refuses a leader an Admin resource, and a chapter they do not lead", async () => {
    const leader = await user(["ChapterLeader"]);
    const mine = chapter();
    const other = chapter();
    lead(leader.id, mine.id);
    expect(() => createResource(actorOf(leader), input({ accessLevel: "Admin" }))).toThrow(
      "Only global administrators can create Admin resources.",
    );
    expect(() => createResource(actorOf(leader), input({ chapterId: other.id }))).toThrow(
      "You can only create resources for chapters you lead.",
    );
    expect(createResource(actorOf(leader), input({ accessLevel: "Leader", chapterId: mine.id })).chapterId).toBe(
      mine.id,
    );
    expect(createResource(actorOf(leader), input()).chapterId).toBeNull();
  });

  it("bumps the version on every edit, with an audit row", async () => {
    const leader = await user(["ChapterLeader"]);
    const c = chapter();
    lead(leader.id, c.id);
    const r = createResource(actorOf(leader), input({ chapterId: c.id }));
    expect(r.version).toBe(1);
    const v2 = updateResource(actorOf(leader), r.id, input({ chapterId: c.id, title: "Go-bag checklist (2025)" }));
    expect(v2.version).toBe(2);
    expect(updateResource(actorOf(leader), r.id, input({ chapterId: c.id })).version).toBe(3);
    const audit = db.select().from(auditLogs).where(eq(auditLogs.targetId, r.id)).all();
    expect(audit.map((a) => a.action)).toEqual(["create_resource", "update_resource", "update_resource"]);
  });

  it("lets leaders edit only what they may manage", async () => {
    const admin = await user(["GlobalAdmin"]);
    const leader = await user(["ChapterLeader"]);
    const otherLeader = await user(["ChapterLeader"]);
    const adm = createResource(actorOf(admin), input({ accessLevel: "Admin" }));
    expect(refusal(() => updateResource(actorOf(leader), adm.id, input())).kind).toBe("not_found");
    const someoneElses = createResource(actorOf(otherLeader), input());
    expect(refusal(() => updateResource(actorOf(leader), someoneElses.id, input())).kind).toBe("forbidden");
    const mine = createResource(actorOf(leader), input());
    expect(refusal(() => updateResource(actorOf(leader), mine.id, input({ accessLevel: "Admin" }))).kind).toBe(
      "forbidden",
    );
    expect(updateResource(actorOf(admin), someoneElses.id, input({ accessLevel: "Admin" })).accessLevel).toBe("Admin");
  });
});
