import { CalendarPlus } from "lucide-react";

/** The event's calendar file (.ics) as a download link, with the calendar icon and the caller's words. */
export function AddToCalendarLink({
  eventId,
  label,
  ariaLabel,
  className,
}: {
  eventId: string;
  label: string;
  /** Names the event, for a list of several such links. */
  ariaLabel: string;
  className: string;
}) {
  return (
    <a href={`/api/events/${eventId}/calendar`} download className={className} aria-label={ariaLabel}>
      <CalendarPlus aria-hidden="true" className="h-4 w-4" />
      {label}
    </a>
  );
}
