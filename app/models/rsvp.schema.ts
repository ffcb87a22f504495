import { z } from "zod";
import { requiredText } from "./fields.schema";

export const RSVP_STATUS_VALUES = ["Confirmed", "Maybe", "Declined"] as const;

/** An RSVP from the events page (`intent=rsvp`) or `POST /api/rsvps`. */
export const RsvpSchema = z.object({
  eventId: requiredText(1, 100, "Event is required"),
  status: z.enum(RSVP_STATUS_VALUES, { errorMap: () => ({ message: "Choose Confirmed, Maybe or Declined" }) }),
});
export type RsvpInput = z.output<typeof RsvpSchema>;
