import { optionList } from "../utils/options";

/**
 * Value lists the schema enumerates and the browser also needs (form options). Kept apart from
 * schema.ts so importing them does not pull Drizzle into the client bundle.
 */
export const INTEREST_LEVEL_OPTIONS = optionList({
  Member: "Participate in chapter activities",
  ChapterLeader: "Lead a local chapter",
  IndividualDonor: "Individual Donor",
  DonorAdvisedFund: "Donor Advised Fund",
  CorporateFoundation: "Corporate Foundation",
  GovernmentAgency: "Government Agency",
  PartnerSponsor: "Partner / Sponsor",
  MediaPR: "Media / PR",
});
