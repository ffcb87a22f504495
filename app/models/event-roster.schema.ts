import { z } from "zod";
import { requiredText } from "./fields.schema";

/** Who a leader's message to an event's attendees goes to. */
export const ROSTER_AUDIENCES = [
  { value: "going", label: "Going (confirmed places)" },
  { value: "going_maybe", label: "Going and maybe" },
  { value: "waitlist", label: "Waitlist only" },
] as const;
export type RosterAudience = (typeof ROSTER_AUDIENCES)[number]["value"];

export const RosterMessageSchema = z.object({
  audience: z.enum(["going", "going_maybe", "waitlist"], {
    errorMap: () => ({ message: "Choose who the message goes to" }),
  }),
  subject: requiredText(3, 200, "Subject must be at least 3 characters", "Subject must be at most 200 characters", {
    required: "Subject is required",
  }),
  body: requiredText(10, 5000, "Message must be at least 10 characters", "Message must be at most 5000 characters", {
    required: "Message is required",
  }),
});
export type RosterMessage = z.output<typeof RosterMessageSchema>;
