import { CardHeader } from "~/components/content/card-header";
import { useT } from "~/i18n/react";

/** A card's badge: the catalogue key of its text, and its colour class. */
export interface CardBadge {
  label: string;
  className: string;
}

/**
 * A content list's card (an event, an announcement): an <article> named by its title, the header
 * with the title, where the thing comes from and a badge, then the card's own content. The article's
 * id (`event-{id}`) is the anchor a card's plain form post comes back to (`contentCardAnchor`).
 */
export function ContentCard({
  kind,
  item,
  href,
  source,
  badge,
  children,
}: {
  /** Names the card's test id and title id ("event" → event-card, event-{id}-title). */
  kind: "event" | "announcement";
  item: { id: string; title: string };
  /** The thing's own page, linked from the title. */
  href?: string;
  source: React.ReactNode;
  badge: CardBadge;
  children: React.ReactNode;
}) {
  const { t } = useT();
  const titleId = `${kind}-${item.id}-title`;
  return (
    <article
      id={contentCardAnchor(kind, item.id)}
      aria-labelledby={titleId}
      className="card flex scroll-mt-20 flex-col gap-3"
      data-testid={`${kind}-card`}
    >
      <CardHeader
        titleId={titleId}
        title={item.title}
        href={href}
        source={source}
        badge={t(badge.label)}
        badgeClassName={badge.className}
      />
      {children}
    </article>
  );
}

/** The id of a content card, so a plain post from inside it can come back to where it was. */
export function contentCardAnchor(kind: "event" | "announcement", id: string) {
  return `${kind}-${id}`;
}
