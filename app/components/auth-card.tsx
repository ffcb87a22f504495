import { Form, useLocation, useNavigation, useSearchParams } from "@remix-run/react";
import { useT } from "~/i18n/react";
import { FormAlert, ReplyField } from "./form-fields";
import { PromptLink } from "./prompt-link";
import type { useServerReply } from "./server-form";
import { Toaster, type ToastData } from "./toaster";

type ServerReply = ReturnType<typeof useServerReply>;

// The texts of each page, as literal catalogue keys.
const PAGE_KEYS = {
  login: {
    title: "auth.login.title",
    subtitle: "auth.login.subtitle",
    submitting: "auth.login.submitting",
    switchPrompt: "auth.login.noAccount",
    switchLink: "auth.login.register",
  },
  register: {
    title: "auth.register.title",
    subtitle: "auth.register.subtitle",
    submitting: "auth.register.submitting",
    switchPrompt: "auth.register.haveAccount",
    switchLink: "auth.register.signIn",
  },
  forgot: {
    title: "auth.forgot.title",
    subtitle: "auth.forgot.subtitle",
    submit: "auth.forgot.submit",
    submitting: "auth.forgot.submitting",
    switchPrompt: "auth.forgot.remembered",
    switchLink: "auth.register.signIn",
  },
  reset: {
    title: "auth.reset.title",
    subtitle: "auth.reset.subtitle",
    submit: "auth.reset.submit",
    submitting: "auth.reset.submitting",
    switchPrompt: "auth.forgot.remembered",
    switchLink: "auth.register.signIn",
  },
} as const satisfies Record<
  string,
  { title: string; subtitle: string; submit?: string; submitting: string; switchPrompt: string; switchLink: string }
>;

/**
 * The sign-in, register, forgot-password and reset-password pages: a card with the title, a post form (form-level errors first,
 * the title again on the submit button unless the page names it, "Signing in..." while this form is sent) and the link to
 * the other page under it; the action's toast. The forms read the action's Conform reply with
 * `useServerReply`, so Conform's client runtime stays off these public pages (decision 005):
 * validation is the server's, the browser adds its native checks.
 */
export function AuthCard({
  page,
  reply,
  toast,
  switchTo,
  footer,
  children,
}: {
  page: keyof typeof PAGE_KEYS;
  reply: ServerReply;
  toast?: ToastData | null;
  /** Where the "No account? Register" / "Have an account? Sign in" link leads. */
  switchTo: string;
  /** More links under that one. */
  footer?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { t } = useT();
  const keys = PAGE_KEYS[page];
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const submitting = navigation.state === "submitting" && !!navigation.formAction?.startsWith(pathname);
  const formErrors = reply.formErrors;
  const title = t(keys.title);
  const submit = "submit" in keys ? t(keys.submit) : title;
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="card">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t(keys.subtitle)}</p>
        <Form
          method="post"
          className="mt-6"
          id={reply.formId}
          aria-describedby={formErrors?.length ? reply.formErrorId : undefined}
        >
          <FormAlert id={reply.formErrorId} errors={formErrors} />
          <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
          {children}
          <button type="submit" className="btn-primary w-full" disabled={submitting}>
            {submitting ? t(keys.submitting) : submit}
          </button>
        </Form>
        <PromptLink className="mt-6 text-sm" to={switchTo} link={t(keys.switchLink)}>
          {t(keys.switchPrompt)}
        </PromptLink>
        {footer}
      </div>
      <Toaster toast={toast ?? null} />
    </div>
  );
}

/** The email field of both pages. */
export function AuthEmailField({ reply }: { reply: ServerReply }) {
  const { t } = useT();
  return (
    <ReplyField reply={reply} name="email" type="email" label={t("auth.field.email")} autoComplete="email" required />
  );
}

/** The password field: the current one to sign in, a new one (with its rule) to register. */
export function AuthPasswordField({ reply, isNew }: { reply: ServerReply; isNew: boolean }) {
  const { t } = useT();
  return (
    <ReplyField
      reply={reply}
      required
      name="password"
      type="password"
      label={t("auth.field.password")}
      autoComplete={isNew ? "new-password" : "current-password"}
      hint={isNew ? t("auth.register.passwordHint") : undefined}
      minLength={isNew ? 8 : undefined}
    />
  );
}

/**
 * "Check your email": what the forgot-password and register pages answer, in the same words
 * whether or not the address has an account. `children` are the links under the texts.
 */
export function CheckEmailCard({
  title,
  texts,
  children,
}: {
  title: string;
  texts: string[];
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="card" role="status">
        <h1 className="text-2xl font-bold">{title}</h1>
        {texts.map((text) => (
          <p key={text} className="mt-3 text-sm text-slate-700 dark:text-slate-300">
            {text}
          </p>
        ))}
        <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">{children}</p>
      </div>
    </div>
  );
}
