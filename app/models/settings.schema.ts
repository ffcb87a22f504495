import { z } from "zod";
import { requiredText } from "./fields.schema";
import { PasswordSchema } from "./user.schema";
import { isIanaTimeZone } from "~/utils/us-time-zones";

export const LANGUAGES = [
  { value: "en", label: "English" },
  { value: "es", label: "Español" },
  { value: "fr", label: "Français" },
] as const;

const tuple = <T extends { value: string }>(list: readonly T[]) =>
  list.map((l) => l.value) as [T["value"], ...T["value"][]];

/** Optional text: blank becomes null so "clear my phone number" works from a form and from JSON. */
const optionalText = (max: number, message: string) =>
  z
    .string({ invalid_type_error: "Must be text" })
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

export const ProfileSchema = z.object({
  displayName: requiredText(1, 100, "Display name is required", "Display name is too long", {
    wrongType: "Display name must be text",
  }),
  phone: optionalText(30, "Phone number is too long").refine(
    (v) => v === null || /^[0-9+().\-\s]{7,30}$/.test(v),
    "Enter a valid phone number (digits, spaces, + ( ) - .)",
  ),
  bio: optionalText(1000, "Keep your bio under 1000 characters"),
});

/**
 * Switches. A checked checkbox posts "on" and an unchecked one posts nothing, so a missing value
 * means off (Conform coerces "on" to true; JSON sends real booleans).
 */
const toggle = z.boolean({ invalid_type_error: "Must be true or false" }).optional().default(false);
export const NotificationsSchema = z.object({
  emailNotifications: toggle,
  smsNotifications: toggle,
  eventReminders: toggle,
  announcementNotifications: toggle,
});

export const PreferencesSchema = z.object({
  theme: z.enum(["light", "dark"], { errorMap: () => ({ message: "Choose light or dark" }) }),
  language: z.enum(tuple(LANGUAGES), { errorMap: () => ({ message: "Choose English, Español or Français" }) }),
  timezone: z
    .string({ required_error: "Choose a time zone from the list" })
    .trim()
    .refine(isIanaTimeZone, "Choose a time zone from the list"),
});

export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ required_error: "Current password is required" })
      .min(1, "Current password is required")
      .max(128),
    newPassword: PasswordSchema,
    confirmPassword: z.string({ required_error: "Confirm your new password" }).max(128),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: "Choose a password different from the current one",
    path: ["newPassword"],
  });

export const SETTINGS_TABS = ["profile", "notifications", "preferences", "security"] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
