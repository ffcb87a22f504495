import { Fragment } from "react";

/** One named value of a thing ("Access: Members"); `null` or `false` in a list leaves it out. */
export interface Fact {
  label: React.ReactNode;
  value: React.ReactNode;
  valueClassName?: string;
  testId?: string;
}

/**
 * A thing's facts as a definition list, from a table of label/value rows. With `pairClassName` each
 * term and its value share a <div> (cards that stack or flow pairs); without it the terms and values
 * are the list's own children (a list laid out as a two-column grid).
 */
export function FactList({
  facts,
  className,
  termClassName,
  pairClassName,
}: {
  facts: ReadonlyArray<Fact | null | false>;
  className: string;
  termClassName: string;
  pairClassName?: string;
}) {
  return (
    <dl className={className}>
      {facts.map((fact, i) => {
        if (!fact) return null;
        const pair = (
          <>
            <dt className={termClassName}>{fact.label}</dt>
            <dd className={fact.valueClassName} data-testid={fact.testId}>
              {fact.value}
            </dd>
          </>
        );
        return pairClassName === undefined ? (
          <Fragment key={i}>{pair}</Fragment>
        ) : (
          <div key={i} className={pairClassName || undefined}>
            {pair}
          </div>
        );
      })}
    </dl>
  );
}
