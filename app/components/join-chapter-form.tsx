import { Link, useFetcher } from "@remix-run/react";
import { useHydrated } from "~/utils/use-hydrated";

export interface OwnMembership {
  status: "Pending" | "Approved" | "Rejected";
  role: "Leader" | "Member";
}

export function membershipLabel(m: OwnMembership) {
  return `Membership: ${m.status}${m.role === "Leader" ? " (Leader)" : ""}`;
}

export function MembershipBadge({ membership }: { membership: OwnMembership }) {
  const tone =
    membership.status === "Approved" ? "badge-approved" : membership.status === "Pending" ? "badge-pending" : "badge-rejected";
  return <span className={tone}>{membershipLabel(membership)}</span>;
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
        aria-label={pending ? undefined : `Request to Join ${chapterName}`}
      >
        {pending ? "Submitting..." : "Request to Join"}
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
}: {
  chapter: { id: string; name: string; slug: string; status: string };
  signedIn: boolean;
  membership: OwnMembership | null;
  className?: string;
}) {
  if (membership) return <MembershipBadge membership={membership} />;
  if (chapter.status !== "Approved") {
    return (
      <button type="button" className={className} disabled aria-label={`Request to Join ${chapter.name}`}>
        Request to Join
      </button>
    );
  }
  if (!signedIn) {
    return (
      <Link to={loginToJoinHref(chapter.slug)} className={className} aria-label={`Request to Join ${chapter.name}`}>
        Request to Join
      </Link>
    );
  }
  return <JoinChapterForm chapterId={chapter.id} chapterName={chapter.name} className={className} />;
}
