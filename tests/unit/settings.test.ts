import { parseWithZod } from "@conform-to/zod";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLogs, sessions, userSettings } from "~/db/schema";
import { ChangePasswordSchema, NotificationsSchema, PreferencesSchema, ProfileSchema } from "~/models/settings.schema";
import {
  changePassword,
  getSettings,
  getTimezone,
  updateNotifications,
  updatePreferences,
  updateProfile,
  WRONG_PASSWORD,
} from "~/models/settings.server";
import { createUser, getUserById, verifyLogin } from "~/models/user.server";
import { createSessionRow } from "~/access/sessions.server";

let n = 0;
const newUser = () =>
  createUser({ email: `settings${n++}@example.test`, password: "Correct-Horse-42", displayName: "Sam Settings" });

function form(entries: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(entries)) fd.set(k, v);
  return fd;
}

describe("settings", () => {
  it("saves the profile; blank phone and bio become empty", async () => {
    const u = await newUser();
    updateProfile(u.id, { displayName: "Samira", phone: "+1 (512) 555-0100", bio: "CERT since 2019" });
    expect(getUserById(u.id)).toMatchObject({
      displayName: "Samira",
      phone: "+1 (512) 555-0100",
      bio: "CERT since 2019",
    });
    const parsed = parseWithZod(form({ displayName: " Sam ", phone: "", bio: "" }), { schema: ProfileSchema });
    expect(parsed.status === "success" && parsed.value).toEqual({ displayName: "Sam", phone: null, bio: null });
    expect(ProfileSchema.safeParse({ displayName: "", phone: null }).success).toBe(false);
    expect(ProfileSchema.safeParse({ displayName: "A", phone: "call me" }).success).toBe(false);
    const actions = db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.actorId, u.id))
      .all()
      .map((a) => a.action);
    expect(actions).toContain("update_profile");
  });

  it("saves the four switches; an unchecked box means off", async () => {
    const u = await newUser();
    expect(getSettings(u)).toMatchObject({
      emailNotifications: true,
      smsNotifications: false,
      eventReminders: true,
      announcementNotifications: true,
    });
    const parsed = parseWithZod(form({ smsNotifications: "on" }), { schema: NotificationsSchema });
    expect(parsed.status).toBe("success");
    if (parsed.status !== "success") return;
    updateNotifications(u.id, parsed.value);
    expect(getSettings(u)).toMatchObject({
      emailNotifications: false,
      smsNotifications: true,
      eventReminders: false,
      announcementNotifications: false,
    });
    expect(NotificationsSchema.safeParse({ emailNotifications: "yes" }).success).toBe(false);
  });

  it("saves preferences and reports the timezone", async () => {
    const u = await newUser();
    expect(getTimezone(u.id)).toBe("America/New_York");
    updatePreferences(u.id, { theme: "dark", language: "es", timezone: "America/Denver" });
    expect(getSettings(u)).toMatchObject({ theme: "dark", language: "es", timezone: "America/Denver" });
    expect(getTimezone(u.id)).toBe("America/Denver");
    expect(getTimezone(null)).toBe("America/New_York");
    expect(PreferencesSchema.safeParse({ theme: "blue", language: "en", timezone: "America/New_York" }).success).toBe(
      false,
    );
    expect(PreferencesSchema.safeParse({ theme: "dark", language: "de", timezone: "America/New_York" }).success).toBe(
      false,
    );
    // Any IANA zone (a member abroad), but not an abbreviation or an offset, which name no DST rules.
    expect(PreferencesSchema.safeParse({ theme: "dark", language: "en", timezone: "Europe/Paris" }).success).toBe(true);
    expect(PreferencesSchema.safeParse({ theme: "dark", language: "en", timezone: "Pacific/Guam" }).success).toBe(true);
    for (const timezone of ["EST", "+05:00", "Mars/Olympus_Mons", ""]) {
      expect(PreferencesSchema.safeParse({ theme: "dark", language: "en", timezone }).success, timezone).toBe(false);
    }
  });

  it("creates a missing settings row with the defaults", async () => {
    const u = await newUser();
    db.delete(userSettings).where(eq(userSettings.userId, u.id)).run();
    expect(getSettings(u).language).toBe("en");
  });

  it("changes the password only with the current one, and ends the other sessions", async () => {
    const u = await newUser();
    const keep = createSessionRow(u.id);
    createSessionRow(u.id);
    createSessionRow(u.id, "api");
    await expect(
      changePassword(u.id, { currentPassword: "wrong-one", newPassword: "New-Battery-77" }, keep.id),
    ).rejects.toMatchObject({
      name: "AccessError",
      kind: "invalid",
      message: WRONG_PASSWORD,
      fieldErrors: { currentPassword: [WRONG_PASSWORD] },
    });
    expect(db.select().from(sessions).where(eq(sessions.userId, u.id)).all()).toHaveLength(3);
    await changePassword(u.id, { currentPassword: "Correct-Horse-42", newPassword: "New-Battery-77" }, keep.id);
    expect(
      db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, u.id))
        .all()
        .map((s) => s.id),
    ).toEqual([keep.id]);
    expect(await verifyLogin(u.email, "Correct-Horse-42")).toBeNull();
    expect(await verifyLogin(u.email, "New-Battery-77")).not.toBeNull();
  });

  it("validates the password change", () => {
    const base = {
      currentPassword: "Correct-Horse-42",
      newPassword: "New-Battery-77",
      confirmPassword: "New-Battery-77",
    };
    expect(ChangePasswordSchema.safeParse(base).success).toBe(true);
    expect(ChangePasswordSchema.safeParse({ ...base, confirmPassword: "x" }).error?.issues[0]?.message).toBe(
      "Passwords don't match",
    );
    expect(ChangePasswordSchema.safeParse({ ...base, newPassword: "short", confirmPassword: "short" }).success).toBe(
      false,
    );
    expect(ChangePasswordSchema.safeParse({ ...base, currentPassword: "" }).success).toBe(false);
    expect(
      ChangePasswordSchema.safeParse({
        currentPassword: "Correct-Horse-42",
        newPassword: "Correct-Horse-42",
        confirmPassword: "Correct-Horse-42",
      }).success,
    ).toBe(false);
  });
});
