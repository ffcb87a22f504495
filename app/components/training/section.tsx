/** A titled block of a training page: a <section> named by its <h2>. */
export function Section({
  id,
  title,
  className,
  headingClassName = "mb-3 text-lg font-semibold",
  children,
}: {
  id: string;
  title: React.ReactNode;
  className?: string;
  headingClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
