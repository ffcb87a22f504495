import { Link, useFormAction, useLocation } from "@remix-run/react";
import type { MembershipRole, MembershipStatus } from "~/db/schema";
import { ConfirmAction } from "~/components/confirm-action";
import { IntentButton, ReviewActions } from "~/components/dashboard/review-actions";
import { ReviewCard } from "~/components/dashboard/review-list";
import { useT } from "~/i18n/react";
import type { TFunction } from "~/i18n/translate";

/** A membership as the Members page's loader sends it (its dates as ISO text). */
export interface MemberCardData {
  id: string;
  userId: string;
  role: MembershipRole;
  status: MembershipStatus;
  rejectionReason: string | null;
  deactivationReason: string | null;
  createdAt: string;
  displayName: string;
  email: string;
  chapterName: string;
}

export const ROLE_KEYS = { Leader: "admin.memberRole.Leader", Member: "admin.memberRole.Member" } as const;

/** The page's form action and location, which the cards' forms and confirmation links are made of. */
export interface MemberCardsState {
  formAction: string;
  pathname: string;
  search: string;
  /** The viewer, whose own card has no actions. */
  viewerId: string;
}

/**
 * Writes the list's cards as one string, byte for byte what `MemberCard` renders for each, or null
 * (then React renders them). Set on the server only, by entry.server.tsx
 * (`member-cards-html.server.ts`, decision 063).
 */
export type MemberCardsWriter = (
  members: readonly MemberCardData[],
  state: MemberCardsState,
  text: { t: TFunction; date: (value: string) => string },
) => string | null;
let serverCardsWriter: MemberCardsWriter | null = null;

export function writeMemberCardsAsHtml(writer: MemberCardsWriter | null) {
  serverCardsWriter = writer;
}

/**
 * The cards' grid content as one string on the server (decision 063, as the events list's cards:
 * decision 058), the forms as they render before hydration; null in the browser, which renders
 * `MemberCard`s that hydrate onto the server's elements (the buttons keep their fetchers, the
 * confirmation links their dialogs, the links client navigation).
 */
export function useMemberCardsHtml(members: readonly MemberCardData[], viewerId: string) {
  const { t, date } = useT();
  const location = useLocation();
  const formAction = useFormAction();
  return (
    serverCardsWriter?.(
      members,
      { formAction, pathname: location.pathname, search: location.search, viewerId },
      { t, date: (value) => date(value) },
    ) ?? null
  );
}

/** The members list's card, element by element: the reference `memberCardsHtml` is checked against. */
export function MemberCard({ member, self }: { member: MemberCardData; self: boolean }) {
  const { t, date } = useT();
  const leader = member.role === "Leader";
  return (
    <ReviewCard
      kind="member"
      item={member}
      title={member.displayName}
      titleNote={self ? t("admin.members.you") : undefined}
      titleClassName="font-semibold"
      subtitle={member.email}
      initial={member.displayName.trim().charAt(0).toUpperCase() || "?"}
      facts={[
        { label: t("admin.filter.role"), value: t(ROLE_KEYS[member.role]) },
        { label: t("admin.members.chapter"), value: member.chapterName, valueClassName: "[overflow-wrap:anywhere]" },
        { label: t("admin.review.requested"), value: date(member.createdAt) },
      ]}
      rejectionReason={
        member.status === "Rejected"
          ? member.rejectionReason || null
          : member.status === "Inactive"
            ? member.deactivationReason || null
            : null
      }
      actions={
        <>
          {member.status === "Pending" ? (
            <ReviewActions idField="membershipId" id={member.id} itemName={member.displayName} />
          ) : null}
          {member.status === "Approved" && !self ? (
            // Promote a member, or take the leader role back: one button, two wordings.
            <IntentButton
              intent={leader ? "demote" : "promote"}
              fields={{ membershipId: member.id }}
              label={leader ? t("admin.members.removeLeader") : t("admin.members.makeLeader")}
              pendingLabel={leader ? t("admin.members.updating") : t("admin.members.promoting")}
              className="btn-secondary"
              fetcherKey={`role-${member.id}`}
            />
          ) : null}
          {member.status === "Approved" && !self ? (
            // Record a credential on the member's behalf (verified by the leader, decision 032).
            <Link
              to={`/dashboard/training/new?for=${encodeURIComponent(member.userId)}&from=members`}
              className="btn-secondary"
              aria-label={t("admin.members.recordCredentialFor", { name: member.displayName })}
            >
              {t("admin.members.recordCredential")}
            </Link>
          ) : null}
          {member.status === "Approved" && !self ? (
            <ConfirmAction
              intent="deactivate"
              targetId={member.id}
              fields={{ membershipId: member.id }}
              label={t("admin.members.deactivate")}
              triggerAriaLabel={t("admin.members.deactivateFor", { name: member.displayName })}
              title={t("admin.members.deactivateTitle", { name: member.displayName, chapter: member.chapterName })}
              description={t("admin.members.deactivateText", { name: member.displayName })}
              reason={{ label: t("admin.members.removeReason"), required: true, maxLength: 500 }}
              confirmLabel={t("admin.members.deactivateConfirm")}
              pendingLabel={t("admin.members.deactivating")}
            />
          ) : null}
          {member.status === "Inactive" ? (
            <IntentButton
              intent="reactivate"
              fields={{ membershipId: member.id }}
              label={t("admin.members.reactivate")}
              ariaLabel={t("admin.members.reactivateFor", { name: member.displayName })}
              pendingLabel={t("admin.members.reactivating")}
              className="btn-secondary"
              fetcherKey={`reactivate-${member.id}`}
            />
          ) : null}
          {(member.status === "Approved" || member.status === "Inactive") && !self ? (
            <ConfirmAction
              intent="remove"
              targetId={member.id}
              fields={{ membershipId: member.id }}
              label={t("admin.members.remove")}
              triggerAriaLabel={t("admin.members.removeFor", { name: member.displayName })}
              title={t("admin.members.removeTitle", { name: member.displayName, chapter: member.chapterName })}
              description={t("admin.members.removeText", { name: member.displayName })}
              reason={{ label: t("admin.members.removeReason"), required: true, maxLength: 500 }}
              confirmLabel={t("admin.members.removeConfirm")}
              pendingLabel={t("admin.members.removing")}
            />
          ) : null}
        </>
      }
    />
  );
}
