import { z } from "zod";

const optional = (max: number) =>
  z
    .string()
    .trim()
    // Messages are catalogue keys: the form translates them (app/locales/*/gokit.ts).
    .max(max, "gokit.plan.tooLong")
    .optional()
    .transform((v) => (v ? v : null));

/** The household plan form (page and server share it). Every field may be left empty. */
export const HouseholdPlanSchema = z.object({
  meetingPlaceNear: optional(300),
  meetingPlaceAway: optional(300),
  outOfAreaContactName: optional(120),
  outOfAreaContactPhone: optional(40),
  medicalNotes: optional(2000),
});

export type HouseholdPlanInput = z.output<typeof HouseholdPlanSchema>;
