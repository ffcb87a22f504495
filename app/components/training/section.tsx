/** A titled block of a training page: a <section> named by its <h2>. */
export function Section({
  id,
  title,
  className,
  headingClassName = "mb-3 text-lg font-semibold",
  testId,
  children,
}: {
  id: string;
  title: React.ReactNode;
  className?: string;
  headingClassName?: string;
  testId?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className} data-testid={testId}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A titled card of the member's pages (overview, training): the heading flush at the card's top,
 * then an optional line saying what the card is for, then its content.
 */
export function CardSection({
  className,
  intro,
  children,
  ...section
}: {
  id: string;
  title: React.ReactNode;
  /** Classes besides `card` (margins, a highlight). */
  className?: string;
  intro?: React.ReactNode;
  testId?: string;
  children: React.ReactNode;
}) {
  return (
    <Section {...section} className={className ? `card ${className}` : "card"} headingClassName="text-lg font-semibold">
      {intro ? <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{intro}</p> : null}
      {children}
    </Section>
  );
}

/** A CardSection listing things (one <li> each), or nothing at all when there are none. */
export function CardList<Item extends { id: string }>({
  items,
  listClassName,
  itemClassName,
  listTestId,
  renderItem,
  ...section
}: Omit<React.ComponentProps<typeof CardSection>, "children" | "testId"> & {
  items: readonly Item[];
  listClassName: string;
  itemClassName?: string;
  listTestId?: string;
  renderItem: (item: Item) => React.ReactNode;
}) {
  if (!items.length) return null;
  return (
    <CardSection {...section}>
      <ul className={listClassName} data-testid={listTestId}>
        {items.map((item) => (
          <li key={item.id} className={itemClassName}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
    </CardSection>
  );
}
