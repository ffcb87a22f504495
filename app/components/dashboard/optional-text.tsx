/** A paragraph of text a thing may lack (a description): nothing at all when there is none. */
export function OptionalText({ text, className }: { text: string | null | undefined; className: string }) {
  return text ? <p className={className}>{text}</p> : null;
}
