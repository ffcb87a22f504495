import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  announcements,
  auditLogs,
  chapters,
  events,
  memberships,
  resources,
  roleRequests,
  rsvps,
  userSettings,
  users,
  waitlistEntries,
} from "~/db/schema";
import { createUser } from "~/models/user.server";
import { seedTrainingDemo } from "./demo-training";
import { coordinatesFor } from "~/utils/geo.server";
import { timeZoneForPlace } from "~/utils/place-time-zone.server";
import { utcToZonedLocal, zonedLocalToUtc } from "~/models/event.schema";

export const DEMO_PASSWORD = "Prepared-2025";
export const DEMO_ACCOUNTS = [
  {
    email: "admin@example.com",
    displayName: "Alex Admin",
    roles: ["GlobalAdmin", "Member"] as const,
    label: "GlobalAdmin",
  },
  {
    email: "leader@example.com",
    displayName: "Lee Leader",
    roles: ["ChapterLeader", "Member"] as const,
    label: "ChapterLeader (leads Austin and Round Rock)",
  },
  {
    email: "member@example.com",
    displayName: "Morgan Member",
    roles: ["Member"] as const,
    label: "Member (approved in Austin)",
  },
  {
    email: "applicant@example.com",
    displayName: "Casey Candidate",
    roles: ["Member"] as const,
    label: "Member with a pending ChapterLeader request",
  },
];

const CHAPTERS = [
  {
    name: "Austin Central CERT",
    slug: "austin-central",
    city: "Austin",
    state: "TX",
    zip: "78701",
    regionCode: "6",
    status: "Approved",
    description: "Neighbourhood teams across central Austin training for floods, wildfire smoke and extreme heat.",
  },
  {
    name: "Round Rock CERT",
    slug: "round-rock",
    city: "Round Rock",
    state: "TX",
    zip: "78664",
    regionCode: "6",
    status: "Approved",
    description: "Williamson County volunteers supporting shelters and traffic control during severe weather.",
  },
  {
    name: "San Antonio Eastside CERT",
    slug: "san-antonio-eastside",
    city: "San Antonio",
    state: "TX",
    zip: "78202",
    regionCode: "6",
    status: "Approved",
    description: "Bilingual preparedness outreach and light search and rescue.",
  },
  {
    name: "Miami-Dade Coastal Response",
    slug: "miami-dade-coastal",
    city: "Miami",
    state: "FL",
    zip: "33130",
    regionCode: "4",
    status: "Approved",
    description: "Hurricane readiness, evacuation support and post-storm damage assessment.",
  },
  {
    name: "Tulsa Tornado Alley Team",
    slug: "tulsa-tornado-alley",
    city: "Tulsa",
    state: "OK",
    zip: "74103",
    regionCode: "6",
    status: "Approved",
    description: "Storm spotters and shelter volunteers for northeastern Oklahoma.",
  },
  {
    name: "Bay Area Quake Ready",
    slug: "bay-area-quake-ready",
    city: "Oakland",
    state: "CA",
    zip: "94612",
    regionCode: "9",
    status: "Approved",
    description: "Earthquake drills, neighbourhood supply caches and radio nets.",
  },
  {
    name: "Sacramento Valley CERT",
    slug: "sacramento-valley",
    city: "Sacramento",
    state: "CA",
    zip: "95814",
    regionCode: "9",
    status: "Approved",
    description: "Wildfire evacuation support and smoke-season outreach.",
  },
  {
    name: "Denver Metro Preparedness",
    slug: "denver-metro",
    city: "Denver",
    state: "CO",
    zip: "80202",
    regionCode: "8",
    status: "Approved",
    description: "Winter storm and wildfire readiness along the Front Range.",
  },
  {
    name: "Chicago Lakefront CERT",
    slug: "chicago-lakefront",
    city: "Chicago",
    state: "IL",
    zip: "60601",
    regionCode: "5",
    status: "Approved",
    description: "Extreme heat and cold checks on neighbours, and large-event support.",
  },
  {
    name: "Brooklyn Mutual Aid Response",
    slug: "brooklyn-mutual-aid",
    city: "Brooklyn",
    state: "NY",
    zip: "11201",
    regionCode: "2",
    status: "Approved",
    description: "Flood, blackout and building-emergency preparedness for Brooklyn.",
  },
  {
    name: "Seattle Neighborhood Hubs",
    slug: "seattle-hubs",
    city: "Seattle",
    state: "WA",
    zip: "98104",
    regionCode: "10",
    status: "Pending",
    description: "Emergency communication hubs in every neighbourhood.",
  },
  {
    name: "Boston Harbor CERT",
    slug: "boston-harbor",
    city: "Boston",
    state: "MA",
    zip: "02110",
    regionCode: "1",
    status: "Pending",
    description: "Nor'easter and coastal flooding preparedness.",
  },
  {
    name: "Phoenix Heat Watch",
    slug: "phoenix-heat-watch",
    city: "Phoenix",
    state: "AZ",
    zip: "85004",
    regionCode: "9",
    status: "Rejected",
    description: "Duplicate of an existing request.",
  },
] as const;

const DAY = 24 * 60 * 60 * 1000;

/** Fills an empty database with demo data. Returns false (and does nothing) when users exist. */
export async function seedDemoData(): Promise<boolean> {
  const existing =
    db
      .select({ n: sql<number>`count(*)` })
      .from(users)
      .get()?.n ?? 0;
  if (existing > 0) return false;

  const accounts: Record<string, string> = {};
  for (const a of DEMO_ACCOUNTS) {
    const u = await createUser({
      email: a.email,
      password: DEMO_PASSWORD,
      displayName: a.displayName,
      roles: [...a.roles],
    });
    accounts[a.email] = u.id;
  }
  const extraMembers: string[] = [];
  const names = ["Jordan Rivera", "Priya Patel", "Sam Okafor", "Taylor Nguyen", "Riley Chen", "Avery Johnson"];
  for (const [i, displayName] of names.entries()) {
    const u = await createUser({ email: `volunteer${i + 1}@example.com`, password: DEMO_PASSWORD, displayName });
    extraMembers.push(u.id);
  }
  const admin = accounts["admin@example.com"]!;
  const leader = accounts["leader@example.com"]!;
  const member = accounts["member@example.com"]!;
  const applicant = accounts["applicant@example.com"]!;
  const now = Date.now();
  // Events start at 10 AM on their chapter's clock (Austin's 10 AM is Central, Oakland's Pacific), on
  // their day, not at whatever minute the seed ran.
  const zoneOf = (slug: string) => {
    const c = CHAPTERS.find((x) => x.slug === slug)!;
    return timeZoneForPlace({ ...coordinatesFor(c), state: c.state });
  };
  const eventDay = (offsetDays: number, timeZone: string) => {
    const day = utcToZonedLocal(now + offsetDays * DAY, timeZone).slice(0, 10);
    return zonedLocalToUtc(`${day}T10:00`, timeZone)!.getTime();
  };

  db.transaction((tx) => {
    const chapterIds: Record<string, string> = {};
    for (const [i, c] of CHAPTERS.entries()) {
      const coords = coordinatesFor(c);
      const row = tx
        .insert(chapters)
        .values({
          ...c,
          timezone: zoneOf(c.slug),
          latitude: coords?.latitude ?? null,
          longitude: coords?.longitude ?? null,
          createdById: i < 2 ? leader : admin,
          rejectionReason:
            c.status === "Rejected" ? "A chapter already covers this area; please join it instead." : null,
          reviewedAt: c.status === "Pending" ? null : new Date(now - 30 * DAY),
          reviewedById: c.status === "Pending" ? null : admin,
          createdAt: new Date(now - (60 - i) * DAY),
        })
        .returning({ id: chapters.id })
        .get();
      chapterIds[c.slug] = row.id;
    }
    // Each account reads times on the clock of the first chapter it joins (as a guessed zone is
    // replaced when a member asks to join), so an Austin volunteer sees Central times, not Eastern.
    const zoned = new Set<string>();
    const m = (
      userId: string,
      slug: string,
      role: "Leader" | "Member",
      status: "Pending" | "Approved" | "Rejected",
    ) => {
      tx.insert(memberships)
        .values({ userId, chapterId: chapterIds[slug]!, role, status, createdAt: new Date(now - 20 * DAY) })
        .run();
      if (zoned.has(userId)) return;
      zoned.add(userId);
      tx.update(userSettings)
        .set({ timezone: zoneOf(slug), timezoneSource: "chapter" })
        .where(eq(userSettings.userId, userId))
        .run();
    };
    m(leader, "austin-central", "Leader", "Approved");
    m(leader, "round-rock", "Leader", "Approved");
    m(admin, "miami-dade-coastal", "Leader", "Approved");
    m(member, "austin-central", "Member", "Approved");
    m(member, "round-rock", "Member", "Pending");
    m(extraMembers[0]!, "austin-central", "Member", "Approved");
    m(extraMembers[1]!, "austin-central", "Member", "Pending");
    m(extraMembers[2]!, "austin-central", "Member", "Pending");
    m(extraMembers[3]!, "round-rock", "Member", "Approved");
    m(extraMembers[4]!, "miami-dade-coastal", "Member", "Approved");
    m(extraMembers[5]!, "tulsa-tornado-alley", "Member", "Approved");
    m(applicant, "denver-metro", "Member", "Approved");

    const ev = (slug: string, title: string, offsetDays: number, location: string, description: string) =>
      tx
        .insert(events)
        .values({
          chapterId: chapterIds[slug]!,
          title,
          description,
          startAt: new Date(eventDay(offsetDays, zoneOf(slug))),
          endAt: new Date(eventDay(offsetDays, zoneOf(slug)) + 3 * 60 * 60 * 1000),
          locationText: location,
          createdById: leader,
        })
        .returning({ id: events.id })
        .get().id;
    const e1 = ev(
      "austin-central",
      "CERT Basic Training: Disaster Medical Operations",
      7,
      "Austin Central Library, 710 W Cesar Chavez St",
      "Triage, treating bleeding and shock, and setting up a medical treatment area.",
    );
    ev(
      "austin-central",
      "Flood Safety Night",
      21,
      "Zilker Clubhouse",
      "Turn Around, Don't Drown: reading flood alerts and planning routes.",
    );
    ev(
      "austin-central",
      "Go-Bag Build Workshop",
      35,
      "Mueller Community Center",
      "Bring a backpack; leave with a 72-hour kit checklist and the basics.",
    );
    ev(
      "austin-central",
      "Heat Wave Wellness Checks",
      -10,
      "East Austin Senior Center",
      "Debrief of the summer wellness-check program.",
    );
    ev(
      "round-rock",
      "Shelter Operations Drill",
      12,
      "Round Rock Sports Center",
      "Practise registration, cots and pet sheltering with the Red Cross.",
    );
    ev(
      "miami-dade-coastal",
      "Hurricane Season Kickoff",
      14,
      "Miami Dade College, Wolfson Campus",
      "Evacuation zones, shutters, and generator safety.",
    );
    ev(
      "tulsa-tornado-alley",
      "Storm Spotter Training",
      9,
      "Tulsa City Hall",
      "National Weather Service SKYWARN basics.",
    );
    ev(
      "bay-area-quake-ready",
      "Great ShakeOut Drill",
      -30,
      "Oakland City Center",
      "Drop, Cover and Hold On, then neighbourhood check-ins.",
    );
    ev(
      "bay-area-quake-ready",
      "Search and Rescue Refresher",
      28,
      "Oakland Fire Training Center",
      "Light search and rescue, cribbing and marking.",
    );

    tx.insert(rsvps).values({ eventId: e1, userId: member, status: "Confirmed" }).run();
    tx.insert(rsvps).values({ eventId: e1, userId: extraMembers[0]!, status: "Maybe" }).run();

    const res = (
      title: string,
      accessLevel: "Member" | "Leader" | "Admin",
      fileUrl: string | null,
      linkUrl: string | null,
      slug: string | null,
      description: string,
    ) =>
      tx
        .insert(resources)
        .values({
          title,
          accessLevel,
          fileUrl,
          linkUrl,
          chapterId: slug ? chapterIds[slug]! : null,
          description,
          createdById: admin,
        })
        .run();
    res(
      "Build a Kit Checklist",
      "Member",
      "https://www.ready.gov/sites/default/files/2021-02/ready_checklist.pdf",
      null,
      null,
      "Ready.gov's printable emergency supply checklist.",
    );
    res(
      "Family Emergency Communication Plan",
      "Member",
      null,
      "https://www.ready.gov/plan",
      null,
      "Make a plan: contacts, meeting places and how you'll reach each other.",
    );
    res(
      "Austin Flood Evacuation Routes",
      "Member",
      "https://example.org/austin-flood-routes.pdf",
      null,
      "austin-central",
      "Low-water crossings to avoid and the evacuation routes for each district.",
    );
    res(
      "Leader Handbook: Running a CERT Meeting",
      "Leader",
      "https://example.org/leader-handbook.docx",
      null,
      null,
      "Agendas, sign-in sheets and after-action reviews.",
    );
    res(
      "Volunteer Roster Template",
      "Leader",
      "https://example.org/roster-template.xlsx",
      null,
      "austin-central",
      "Spreadsheet for tracking certifications and availability.",
    );
    res(
      "Network Incident Escalation Policy",
      "Admin",
      "https://example.org/escalation-policy.pdf",
      null,
      null,
      "Who is called, in what order, when a chapter activates.",
    );

    const ann = (
      title: string,
      body: string,
      scope: "Global" | "Chapter",
      slug: string | null,
      by: string,
      daysAgo: number,
    ) =>
      tx
        .insert(announcements)
        .values({
          title,
          body,
          scope,
          chapterId: slug ? chapterIds[slug]! : null,
          postedById: by,
          createdAt: new Date(now - daysAgo * DAY),
        })
        .run();
    ann(
      "Welcome to early access",
      "Thank you for joining the network. Find your chapter, RSVP to a training and build your kit this month.",
      "Global",
      null,
      admin,
      5,
    );
    ann(
      "Hurricane season starts June 1",
      "Review your evacuation zone and restock your kit. Our Miami team is running a kickoff event.",
      "Global",
      null,
      admin,
      2,
    );
    ann(
      "Austin flood watch this weekend",
      "Heavy rain is forecast. Avoid low-water crossings and check on neighbours who may need help.",
      "Chapter",
      "austin-central",
      leader,
      1,
    );

    tx.insert(roleRequests)
      .values({
        userId: applicant,
        requestedRole: "ChapterLeader",
        justification: "I coordinate my neighbourhood's winter storm phone tree and want to start a Denver chapter.",
        createdAt: new Date(now - 3 * DAY),
      })
      .run();

    const wl = (
      email: string,
      firstName: string,
      lastName: string,
      city: string,
      state: string,
      interestLevel: string[],
      daysAgo: number,
      status: "Active" | "Notified" | "Converted" = "Active",
    ) =>
      tx
        .insert(waitlistEntries)
        .values({
          email,
          firstName,
          lastName,
          city,
          state,
          interestLevel,
          status,
          createdAt: new Date(now - daysAgo * DAY),
        })
        .run();
    wl("maria.gonzalez@example.org", "Maria", "Gonzalez", "El Paso", "TX", ["ChapterLeader", "Member"], 1);
    wl("dwayne.harris@example.org", "Dwayne", "Harris", "Memphis", "TN", ["Member"], 2);
    wl("ops@citycounty.example.gov", "Pat", "Lee", "Raleigh", "NC", ["GovernmentAgency"], 4);
    wl(
      "giving@acme.example.com",
      "Jamie",
      "Brooks",
      "Columbus",
      "OH",
      ["CorporateFoundation", "PartnerSponsor"],
      9,
      "Notified",
    );
    wl("news@localpaper.example.com", "Robin", "Diaz", "Tampa", "FL", ["MediaPR"], 15);
    wl("kim.wu@example.org", "Kim", "Wu", "Portland", "OR", ["ChapterLeader"], 20);

    const audit = (
      actorId: string,
      action: string,
      targetType: string,
      metadata: Record<string, unknown>,
      daysAgo: number,
    ) =>
      tx
        .insert(auditLogs)
        .values({ actorId, action, targetType, metadata, createdAt: new Date(now - daysAgo * DAY) })
        .run();
    audit(leader, "create_chapter", "chapter", { chapterName: "Austin Central CERT" }, 40);
    audit(admin, "approve_chapter", "chapter", { chapterName: "Austin Central CERT" }, 30);
    audit(
      leader,
      "create_event",
      "event",
      { chapterName: "Austin Central CERT", title: "CERT Basic Training: Disaster Medical Operations" },
      6,
    );
    audit(admin, "create_announcement", "announcement", { title: "Hurricane season starts June 1" }, 2);
    audit(applicant, "request_role", "role_request", { title: "ChapterLeader" }, 3);
  });
  seedTrainingDemo();
  return true;
}
