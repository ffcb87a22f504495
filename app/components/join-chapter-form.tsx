import { Link, useFetcher } from "@remix-run/react";
import { useHydrated } from "~/utils/use-hydrated";
import { useT } from "~/i18n/react";
import type { TFunction } from "~/i18n/translate";

export interface OwnMembership {
  status: "Pending" | "Approved" | "Rejected" | "Inactive";
  role: "Leader" | "Member";
}

/** Catalogue keys of the three statuses (literal, so the catalogue test finds them). */
export const STATUS_KEYS = {
  Approved: "chapters.status.Approved",
  Pending: "chapters.status.Pending",
  Rejected: "chapters.status.Rejected",
  Inactive: "chapters.status.Inactive",
} as const;

export function MembershipBadge({ membership }: { membership: OwnMembership }) {
  const { t } = useT();
  const status = t(STATUS_KEYS[membership.status]);
  const tone =
    membership.status === "Approved"
      ? "badge-approved"
      : membership.status === "Pending"
        ? "badge-pending"
        : membership.status === "Inactive"
          ? "badge-neutral"
          : "badge-rejected";
  return (
    <span className={tone}>
      {membership.role === "Leader"
        ? t("chapters.join.membershipLeader", { status })
        : t("chapters.join.membership", { status })}
    </span>
  );
}

/** Where a signed-out visitor goes to sign in, and comes back to the chapter afterwards. */
export function loginToJoinHref(slug: string) {
  return `/auth/login?${new URLSearchParams({ redirectTo: `/chapters/${slug}` })}`;
}

/**
 * "Request to Join" for a signed-in user: a form that posts to the current route's action (works
 * without JS); with JS a fetcher, with 'Submitting...' while pending.
 */
export function JoinChapterForm({
  chapterId,
  chapterName,
  className = "btn-primary",
}: {
  chapterId: string;
  chapterName: string;
  className?: string;
}) {
  const fetcher = useFetcher<{ ok: boolean; error: string | null }>();
  const hydrated = useHydrated();
  const { t } = useT();
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="join" />
      <input type="hidden" name="chapterId" value={chapterId} />
      {/* Renewed at each submit by the offline queue (app/offline/queue.client.ts); the server applies a key once. */}
      <input type="hidden" name="idempotencyKey" defaultValue="" />
      {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
      <button
        type="submit"
        className={className}
        disabled={pending}
        aria-label={pending ? undefined : t("chapters.join.buttonFor", { name: chapterName })}
      >
        {pending ? t("chapters.join.submitting") : t("chapters.join.button")}
      </button>
      {fetcher.state === "idle" && fetcher.data?.error ? (
        <p role="alert" className="field-error">
          {fetcher.data.error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/** The card/page control: join form, sign-in link, membership badge or a disabled button. */
export function RequestToJoin({
  chapter,
  signedIn,
  membership,
  className = "btn-primary",
  t,
}: {
  chapter: { id: string; name: string; slug: string; status: string };
  signedIn: boolean;
  membership: OwnMembership | null;
  className?: string;
  /** The page's `t` (a directory renders 24 of these). */
  t: TFunction;
}) {
  if (membership) return <MembershipBadge membership={membership} />;
  if (chapter.status !== "Approved") {
    return (
      <button
        type="button"
        className={className}
        disabled
        aria-label={t("chapters.join.buttonFor", { name: chapter.name })}
      >
        {t("chapters.join.button")}
      </button>
    );
  }
  if (!signedIn) {
    return (
      <Link
        to={loginToJoinHref(chapter.slug)}
        className={className}
        aria-label={t("chapters.join.buttonFor", { name: chapter.name })}
      >
        {t("chapters.join.button")}
      </Link>
    );
  }
  return <JoinChapterForm chapterId={chapter.id} chapterName={chapter.name} className={className} />;
}
