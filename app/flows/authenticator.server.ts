import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { LoginSchema } from "~/models/user.schema";
import { verifyLogin } from "~/models/user.server";

export class InvalidCredentialsError extends Error {
  constructor() {
    super("Invalid email or password");
  }
}

/**
 * remix-auth 4 keeps no session of its own: `authenticate` returns the user id or throws, and the
 * caller starts the database session (see session.server.ts).
 */
export const authenticator = new Authenticator<string>();

authenticator.use(
  new FormStrategy(async ({ form }) => {
    const parsed = LoginSchema.safeParse({
      email: form.get("email"),
      password: form.get("password"),
    });
    if (!parsed.success) throw new InvalidCredentialsError();
    const user = await verifyLogin(parsed.data.email, parsed.data.password);
    if (!user) throw new InvalidCredentialsError();
    return user.id;
  }),
  "form",
);
