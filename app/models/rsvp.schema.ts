import { z } from "zod";

export const RSVP_STATUS_VALUES = ["Confirmed", "Maybe", "Declined"] as const;

/** An RSVP from the events page (`intent=rsvp`) or `POST /api/rsvps`. */
export const RsvpSchema = z.object({
  eventId: z.string({ required_error: "Event is required" }).trim().min(1, "Event is required").max(100),
  status: z.enum(RSVP_STATUS_VALUES, { errorMap: () => ({ message: "Choose Confirmed, Maybe or Declined" }) }),
});
export type RsvpInput = z.output<typeof RsvpSchema>;
