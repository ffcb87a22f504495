// Message catalogue (i18next JSON shape), kept as a module so every loader imports it alike.
const messages: Record<string, string> = {
  "email.greeting": "Hello {{name}},",
  "email.announcement.postedBy": "Posted by {{poster}} for {{audience}}.",
  "email.announcement.someLeader": "a chapter leader",
  "email.announcement.wholeNetwork": "the whole network",
  "email.announcement.network": "CERT Network",
  "email.announcement.yourChapter": "Your chapter",
  "email.announcement.readIt": "Read it in your dashboard: {{link}}",
  "email.footer.why": "You receive this because announcement emails are on in your notification settings.",
  "email.footer.changeAt": "Change them at {{link}}",
  "email.footer.turnOff": "You can turn them off under Settings → Notifications.",
};

export default messages;
