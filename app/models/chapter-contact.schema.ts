import { z } from "zod";
import { requiredText } from "./fields.schema";
import { EmailSchema } from "./user.schema";

/** The "Contact Chapter" form: who is writing, how to answer them, and what they want. */
export const ChapterContactSchema = z.object({
  name: requiredText(1, 100, "Your name is required", "Name must be at most 100 characters")
    // It goes into a mail body line; no line breaks.
    .regex(/^[^\r\n]*$/, "Name must be on one line"),
  email: EmailSchema,
  message: requiredText(10, 5000, "Message must be at least 10 characters", "Message must be at most 5000 characters", {
    required: "Message is required",
  }),
});

export type ChapterContactInput = z.output<typeof ChapterContactSchema>;
