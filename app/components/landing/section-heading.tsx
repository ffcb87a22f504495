/** A landing section's centred title and the short introduction under it. */
export function SectionHeading({
  id,
  title,
  intro,
  introClassName = "mt-3",
}: {
  id: string;
  title: string;
  intro: string;
  introClassName?: string;
}) {
  return (
    <>
      <h2 id={id} className="text-center text-3xl font-bold tracking-tight">
        {title}
      </h2>
      <p className={`mx-auto max-w-2xl text-center text-slate-700 dark:text-slate-300 ${introClassName}`}>{intro}</p>
    </>
  );
}
