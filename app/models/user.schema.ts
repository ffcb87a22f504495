import { z } from "zod";
import { isIanaTimeZone } from "~/utils/us-time-zones";
import { requiredText } from "./fields.schema";

export const EmailSchema = requiredText(1, 254, "Email is required", "Email is too long")
  .email("Enter a valid email address")
  .transform((v) => v.toLowerCase());

/** Refused outright: the passwords people pick first (length alone doesn't keep these out). */
export const COMMON_PASSWORDS = new Set([
  "password",
  "password1",
  "password12",
  "password123",
  "12345678",
  "123456789",
  "1234567890",
  "qwerty123",
  "qwertyuiop",
  "iloveyou",
  "11111111",
  "00000000",
  "abc12345",
  "abcd1234",
  "welcome1",
  "welcome123",
  "letmein1",
  "sunshine",
  "football",
  "baseball",
  "princess",
  "passw0rd",
  "p@ssw0rd",
  "p@ssword",
  "admin123",
  "administrator",
  "trustno1",
  "superman",
  "starwars",
  "whatever",
  "changeme",
  "12341234",
  "87654321",
  "qwerty12",
  "1q2w3e4r",
  "1qaz2wsx",
  "zaq12wsx",
  "dragon12",
  "monkey12",
  "master12",
  "computer",
  "internet",
]);

export const PasswordSchema = z
  .string({ required_error: "Password is required" })
  .min(8, "Password must be at least 8 characters")
  .max(128, "Password must be at most 128 characters")
  .refine((p) => !COMMON_PASSWORDS.has(p.toLowerCase()), "This password is too common. Choose another.");

export const LoginSchema = z.object({
  email: EmailSchema,
  // At sign-in any non-empty password is checked against the hash; the rules apply when choosing one.
  password: z.string({ required_error: "Password is required" }).min(1, "Password is required").max(128),
  redirectTo: z.string().optional(),
});

export const RegisterSchema = z
  .object({
    role: z.enum(["Member", "ChapterLeader"], { message: "Choose a role" }).default("Member"),
    displayName: requiredText(1, 100, "Full name is required", "Name is too long"),
    email: EmailSchema,
    password: PasswordSchema,
    confirmPassword: z.string({ required_error: "Confirm your password" }).max(128),
    justification: z.string().trim().max(2000, "Keep it under 2000 characters").optional(),
    redirectTo: z.string().optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });

/** The JSON API's register payload (spec section 7): no confirmation field. */
export const ApiRegisterSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  displayName: z.string().trim().min(1, "Full name is required").max(100),
  role: z.enum(["Member", "ChapterLeader"]).default("Member"),
  justification: z.string().trim().max(2000).optional(),
  /** The caller's IANA zone ("America/Chicago"); else guessed from Accept-Language. */
  timeZone: z.string().trim().refine(isIanaTimeZone, "Choose a time zone from the list").optional(),
});

/** "Forgot your password?": the address to send a reset link to. */
export const ForgotPasswordSchema = z.object({ email: EmailSchema });

/** The reset link's form: a new password (the same rules as registering), typed twice. */
export const ResetPasswordSchema = z
  .object({
    password: PasswordSchema,
    confirmPassword: z.string({ required_error: "Confirm your password" }).max(128),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
