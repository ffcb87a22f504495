// Placeholder until the public-site work (issue 3) builds the full waitlist form.
export function WaitlistForm({ onDone: _onDone, defaultEmail }: { onDone?: () => void; defaultEmail?: string }) {
  return (
    <form method="get" action="/waitlist">
      <label className="label" htmlFor="waitlist-dialog-email">
        Email *
      </label>
      <input id="waitlist-dialog-email" className="input" type="email" name="email" defaultValue={defaultEmail} required />
      <button type="submit" className="btn-primary mt-4">
        Continue
      </button>
    </form>
  );
}
