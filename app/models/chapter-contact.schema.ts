import { z } from "zod";
import { EmailSchema } from "./user.schema";

/** The "Contact Chapter" form: who is writing, how to answer them, and what they want. */
export const ChapterContactSchema = z.object({
  name: z
    .string({ required_error: "Your name is required" })
    .trim()
    .min(1, "Your name is required")
    .max(100, "Name must be at most 100 characters")
    // It goes into a mail body line; no line breaks.
    .regex(/^[^\r\n]*$/, "Name must be on one line"),
  email: EmailSchema,
  message: z
    .string({ required_error: "Message is required" })
    .trim()
    .min(10, "Message must be at least 10 characters")
    .max(5000, "Message must be at most 5000 characters"),
});

export type ChapterContactInput = z.output<typeof ChapterContactSchema>;
