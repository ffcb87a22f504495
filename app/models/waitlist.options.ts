/**
 * The interest levels as the browser needs them. `~/db/schema` holds the source of truth but pulls
 * Drizzle into the client bundle, so the waitlist form reads this copy instead; a unit test
 * (tests/unit/waitlist.test.ts) fails if the two ever differ.
 */
export const INTEREST_LEVEL_OPTIONS = [
  { value: "Member", label: "Participate in chapter activities" },
  { value: "ChapterLeader", label: "Lead a local chapter" },
  { value: "IndividualDonor", label: "Individual Donor" },
  { value: "DonorAdvisedFund", label: "Donor Advised Fund" },
  { value: "CorporateFoundation", label: "Corporate Foundation" },
  { value: "GovernmentAgency", label: "Government Agency" },
  { value: "PartnerSponsor", label: "Partner / Sponsor" },
  { value: "MediaPR", label: "Media / PR" },
] as const;

/** The name of the hidden field only bots fill in. */
export const HONEYPOT_FIELD = "website";

/** Success texts shared by the page, the dialogs and the tests. */
export const WAITLIST_TOAST = {
  title: "Welcome to the waitlist!",
  description: "You'll be among the first to know when we launch.",
} as const;
