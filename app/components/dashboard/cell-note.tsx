/**
 * A small line under a table cell's or a tile's main value ("Verified by Ana", "2 expiring soon"):
 * nothing at all when there is no text.
 */
export function CellNote({
  text,
  className = "text-slate-600 dark:text-slate-400",
}: {
  text: React.ReactNode;
  className?: string;
}) {
  return text ? <span className={`block text-xs ${className}`}>{text}</span> : null;
}
