// Message catalogue (i18next JSON shape), kept as a module so every loader imports it alike.
// Keys are validationKey(English text) (~/i18n/validation): the schemas' messages, translated on display.
const messages: Record<string, string> = {
  "validation.please-select-a-chapter": "Please select a chapter",
  "validation.choose-drill-or-real": "Choose Drill or Real",
  "validation.title-must-be-at-least-3-characters": "Title must be at least 3 characters",
  "validation.title-must-be-at-most-120-characters": "Title must be at most 120 characters",
  "validation.describe-the-situation": "Describe the situation",
  "validation.situation-must-be-at-most-4000-characters": "Situation must be at most 4000 characters",
  "validation.staging-location-is-required": "Staging location is required",
  "validation.staging-location-must-be-at-most-300-characters": "Staging location must be at most 300 characters",
  "validation.report-by-time-is-required": "Report-by time is required",
  "validation.enter-a-valid-date-and-time": "Enter a valid date and time",
  "validation.number-needed-must-be-a-whole-number-from-1-to-1000":
    "Number needed must be a whole number from 1 to 1000",
  "validation.choose-available-delayed-or-unavailable": "Choose Available, Delayed or Unavailable",
  "validation.enter-your-eta-in-minutes-1-to-1440": "Enter your ETA in minutes (1 to 1440)",
  "validation.write-the-update-up-to-1000-characters": "Write the update (up to 1000 characters)",
  "validation.choose-who-receives-the-update": "Choose who receives the update",
  "validation.choose-an-approved-chapter": "Choose an approved chapter",
  "validation.choose-a-credential-from-the-catalog": "Choose a credential from the catalog",
  "validation.announcement-title-must-be-at-least-3-characters": "Announcement title must be at least 3 characters",
  "validation.announcement-title-must-be-at-most-200-characters": "Announcement title must be at most 200 characters",
  "validation.announcement-body-must-be-at-least-10-characters": "Announcement body must be at least 10 characters",
  "validation.announcement-body-must-be-at-most-10000-characters": "Announcement body must be at most 10000 characters",
  "validation.chapter-must-be-selected-for-chapter-scoped-announcements":
    "Chapter must be selected for chapter-scoped announcements",
  "validation.choose-global-or-chapter": "Choose Global or Chapter",
  "validation.announcement-is-required": "Announcement is required",
  "validation.each-recipient-must-be-an-email-address": "Each recipient must be an email address",
  "validation.at-most-5000-recipients": "At most 5000 recipients",
  "validation.subject-is-required": "Subject is required",
  "validation.body-is-required": "Body is required",
  "validation.type-must-be-announcement": "type must be 'announcement'",
  "validation.give-an-announcementid-or-at-least-one-recipient": "Give an announcementId or at least one recipient",
  "validation.your-name-is-required": "Your name is required",
  "validation.name-must-be-at-most-100-characters": "Name must be at most 100 characters",
  "validation.name-must-be-on-one-line": "Name must be on one line",
  "validation.message-is-required": "Message is required",
  "validation.message-must-be-at-least-10-characters": "Message must be at least 10 characters",
  "validation.message-must-be-at-most-5000-characters": "Message must be at most 5000 characters",
  "validation.chapter-name-must-be-at-least-3-characters": "Chapter name must be at least 3 characters",
  "validation.chapter-name-must-be-at-most-120-characters": "Chapter name must be at most 120 characters",
  "validation.slug-must-be-at-least-3-characters": "Slug must be at least 3 characters",
  "validation.slug-must-be-at-most-80-characters": "Slug must be at most 80 characters",
  "validation.slug-can-only-contain-lowercase-letters-numbers-and-hyphens":
    "Slug can only contain lowercase letters, numbers, and hyphens",
  "validation.this-slug-is-already-used-by-another-chapter-choose-a-different-one":
    "This slug is already used by another chapter. Choose a different one.",
  "validation.city-is-required": "City is required",
  "validation.city-must-be-at-most-80-characters": "City must be at most 80 characters",
  "validation.state-is-required": "State is required",
  "validation.state-must-be-at-most-40-characters": "State must be at most 40 characters",
  "validation.zip-code-must-be-5-digits": "ZIP code must be 5 digits",
  "validation.choose-a-fema-region-from-1-to-10": "Choose a FEMA region from 1 to 10",
  "validation.choose-a-time-zone-from-the-list": "Choose a time zone from the list",
  "validation.description-must-be-at-most-2000-characters": "Description must be at most 2000 characters",
  "validation.description-must-be-at-most-5000-characters": "Description must be at most 5000 characters",
  "validation.missing-chapter": "Missing chapter",
  "validation.failed-to-create-chapter": "Failed to create chapter",
  "validation.failed-to-update-chapter": "Failed to update chapter",
  "validation.choose-a-credential-type": "Choose a credential type",
  "validation.date-issued-is-required": "Date issued is required",
  "validation.date-issued-must-be-a-date-yyyy-mm-dd": "Date issued must be a date (YYYY-MM-DD)",
  "validation.expiry-is-required": "Expiry is required",
  "validation.expiry-must-be-a-date-yyyy-mm-dd": "Expiry must be a date (YYYY-MM-DD)",
  "validation.expiry-must-be-after-the-issue-date": "Expiry must be after the issue date",
  "validation.date-issued-cannot-be-in-the-future": "Date issued cannot be in the future",
  "validation.certificate-number-must-be-at-most-100-characters": "Certificate number must be at most 100 characters",
  "validation.give-a-reason-for-the-rejection": "Give a reason for the rejection",
  "validation.give-a-reason-for-the-rejection-at-least-3-characters":
    "Give a reason for the rejection (at least 3 characters)",
  "validation.keep-the-reason-under-500-characters": "Keep the reason under 500 characters",
  "validation.name-is-required": "Name is required",
  "validation.name-must-be-at-least-2-characters": "Name must be at least 2 characters",
  "validation.whole-months": "Whole months",
  "validation.at-least-1-month": "At least 1 month",
  "validation.at-most-600-months": "At most 600 months",
  "validation.whole-days": "Whole days",
  "validation.0-or-more-days": "0 or more days",
  "validation.at-most-365-days": "At most 365 days",
  "validation.a-credential-type-with-that-name-exists": "A credential type with that name exists",
  "validation.choose-who-the-message-goes-to": "Choose who the message goes to",
  "validation.subject-must-be-at-least-3-characters": "Subject must be at least 3 characters",
  "validation.subject-must-be-at-most-200-characters": "Subject must be at most 200 characters",
  "validation.event-title-must-be-at-least-3-characters": "Event title must be at least 3 characters",
  "validation.event-title-must-be-at-most-200-characters": "Event title must be at most 200 characters",
  "validation.start-date-and-time-is-required": "Start date and time is required",
  "validation.location-is-required": "Location is required",
  "validation.location-must-be-at-most-300-characters": "Location must be at most 300 characters",
  "validation.end-time-must-be-after-the-start-time": "End time must be after the start time",
  "validation.repeat-must-be-weekly-or-monthly": "Repeat must be WEEKLY or MONTHLY",
  "validation.repeat-interval-must-be-a-whole-number-from-1-to-12":
    "Repeat interval must be a whole number from 1 to 12",
  "validation.days-must-be-rfc-5545-weekdays-such-as-tu-or-2tu-for-the-second-tuesday-of-the-month":
    "Days must be RFC 5545 weekdays such as TU, or 2TU for the second Tuesday of the month",
  "validation.a-weekly-series-takes-plain-weekdays-such-as-tu-without-a-number":
    "A weekly series takes plain weekdays such as TU, without a number",
  "validation.enter-the-last-date-of-the-series": "Enter the last date of the series",
  "validation.the-last-date-of-the-series-must-be-on-or-after-its-first-date":
    "The last date of the series must be on or after its first date",
  "validation.a-series-can-last-at-most-one-year-choose-an-earlier-last-date":
    "A series can last at most one year: choose an earlier last date",
  "validation.a-series-can-have-at-most-60-dates-choose-an-earlier-last-date-or-a-longer-interval":
    "A series can have at most 60 dates: choose an earlier last date or a longer interval",
  "validation.no-date-of-this-series-falls-between-its-start-and-its-last-date":
    "No date of this series falls between its start and its last date",
  "validation.until-must-be-the-last-date-of-the-series-2026-06-30-or-an-instant-with-an-offset-or-z-2026-06-30t23-59-00-05-00":
    "until must be the last date of the series (2026-06-30) or an instant with an offset or Z (2026-06-30T23:59:00-05:00)",
  "validation.recurrence-must-be-an-object-such-as-freq-weekly-byday-tu-until-2026-06-30":
    'recurrence must be an object such as { freq: "WEEKLY", byDay: ["TU"], until: "2026-06-30" }',
  "validation.choose-this-event-only-or-this-and-the-following-events":
    "Choose this event only, or this and the following events",
  "validation.choose-how-the-event-repeats": "Choose how the event repeats",
  "validation.choose-the-day-of-the-month-or-the-weekday-of-the-month":
    "Choose the day of the month or the weekday of the month",
  "validation.reminder-hours-must-be-a-whole-number-from-1-to-168":
    "Reminder hours must be a whole number from 1 to 168",
  "validation.capacity-must-be-a-whole-number-from-1-to-10000": "Capacity must be a whole number from 1 to 10000",
  "validation.event-is-required": "Event is required",
  "validation.choose-confirmed-maybe-or-declined": "Choose Confirmed, Maybe or Declined",
  "validation.choose-a-chapter": "Choose a chapter",
  "validation.date-is-required": "Date is required",
  "validation.date-must-be-a-date-yyyy-mm-dd": "Date must be a date (YYYY-MM-DD)",
  "validation.say-what-you-did": "Say what you did",
  "validation.say-what-you-did-at-least-3-characters": "Say what you did (at least 3 characters)",
  "validation.keep-the-activity-under-200-characters": "Keep the activity under 200 characters",
  "validation.hours-are-required": "Hours are required",
  "validation.hours-must-be-a-number": "Hours must be a number",
  "validation.hours-must-be-more-than-0": "Hours must be more than 0",
  "validation.at-most-24-hours-per-entry": "At most 24 hours per entry",
  "validation.use-quarter-hours-0-25-0-5-0-75": "Use quarter hours (0.25, 0.5, 0.75)",
  "validation.keep-the-note-under-1000-characters": "Keep the note under 1000 characters",
  "validation.entry-id-is-required": "Entry id is required",
  "validation.hours-must-be-between-0-and-24": "Hours must be between 0 and 24",
  "validation.log-service-for-a-chapter-you-belong-to": "Log service for a chapter you belong to",
  "validation.the-date-cannot-be-in-the-future": "The date cannot be in the future",
  "validation.that-code-is-not-this-event-s-check-in-code": "That code is not this event's check-in code.",
  "validation.resource-title-must-be-at-least-3-characters": "Resource title must be at least 3 characters",
  "validation.resource-title-must-be-at-most-200-characters": "Resource title must be at most 200 characters",
  "validation.url-must-be-at-most-2000-characters": "URL must be at most 2000 characters",
  "validation.enter-a-valid-url-starting-with-http-or-https": "Enter a valid URL starting with http:// or https://",
  "validation.either-file-url-or-link-url-is-required": "Either file URL or link URL is required",
  "validation.choose-an-access-level": "Choose an access level",
  "validation.reason-must-be-a-string": "reason must be a string",
  "validation.reason-must-be-at-most-500-characters": "Reason must be at most 500 characters",
  "validation.missing-id": "Missing id",
  "validation.you-can-request-the-chapter-leader-role": "You can request the Chapter Leader role",
  "validation.tell-us-why-you-want-to-lead-a-chapter": "Tell us why you want to lead a chapter",
  "validation.tell-us-why-you-want-to-lead-a-chapter-at-least-10-characters":
    "Tell us why you want to lead a chapter (at least 10 characters)",
  "validation.justification-must-be-text": "Justification must be text",
  "validation.keep-it-under-2000-characters": "Keep it under 2000 characters",
  "validation.status-must-be-all-pending-approved-or-rejected": "Status must be All, Pending, Approved or Rejected",
  "validation.request-id-is-required": "Request id is required",
  "validation.must-be-text": "Must be text",
  "validation.display-name-is-required": "Display name is required",
  "validation.display-name-must-be-text": "Display name must be text",
  "validation.display-name-is-too-long": "Display name is too long",
  "validation.phone-number-is-too-long": "Phone number is too long",
  "validation.enter-a-valid-phone-number-digits-spaces": "Enter a valid phone number (digits, spaces, + ( ) - .)",
  "validation.keep-your-bio-under-1000-characters": "Keep your bio under 1000 characters",
  "validation.must-be-true-or-false": "Must be true or false",
  "validation.choose-light-dark-or-your-device-s-setting": "Choose light, dark or your device's setting",
  "validation.choose-english-espa-ol-or-fran-ais": "Choose English, Español or Français",
  "validation.current-password-is-required": "Current password is required",
  "validation.confirm-your-new-password": "Confirm your new password",
  "validation.passwords-don-t-match": "Passwords don't match",
  "validation.choose-a-password-different-from-the-current-one": "Choose a password different from the current one",
  "validation.failed-to-update-profile": "Failed to update profile",
  "validation.email-is-required": "Email is required",
  "validation.email-is-too-long": "Email is too long",
  "validation.enter-a-valid-email-address": "Enter a valid email address",
  "validation.password-is-required": "Password is required",
  "validation.password-must-be-at-least-8-characters": "Password must be at least 8 characters",
  "validation.password-must-be-at-most-128-characters": "Password must be at most 128 characters",
  "validation.this-password-is-too-common-choose-another": "This password is too common. Choose another.",
  "validation.choose-a-role": "Choose a role",
  "validation.full-name-is-required": "Full name is required",
  "validation.name-is-too-long": "Name is too long",
  "validation.confirm-your-password": "Confirm your password",
  "validation.invalid-email-or-password": "Invalid email or password",
  "validation.login-failed-invalid-email-or-password": "Login failed: invalid email or password.",
  "validation.an-account-with-this-email-already-exists": "An account with this email already exists",
  "validation.first-name-must-be-at-most-100-characters": "First name must be at most 100 characters",
  "validation.last-name-must-be-at-most-100-characters": "Last name must be at most 100 characters",
  "validation.city-must-be-at-most-100-characters": "City must be at most 100 characters",
  "validation.state-must-be-at-most-50-characters": "State must be at most 50 characters",
  "validation.choose-interest-levels-from-the-list": "Choose interest levels from the list",
  "validation.failed-to-join-waitlist": "Failed to join waitlist",
  "validation.status-must-be-active-notified-or-converted": "Status must be Active, Notified or Converted",
  "validation.search-is-too-long": "Search is too long",
  "validation.limit-must-be-a-number": "limit must be a number",
  "validation.offset-must-be-a-number": "offset must be a number",
  "validation.invalid-input": "Invalid input",
  // settings: the models' refusals shown on the profile and security forms
  "validation.current-password-is-incorrect": "Current password is incorrect",
  "validation.you-already-have-this-role": "You already have this role.",
  "validation.you-already-have-a-pending-request-for-this-role": "You already have a pending request for this role.",

  // Refusals: the English messages of the models' AccessErrors (and the access rules' defaults),
  // shown on pages in the reader's language (refuse, FormAlert).
  "validation.chapter-not-found": "Chapter not found",
  "validation.only-leaders-of-this-chapter-and-administrators-can-activate-it":
    "Only leaders of this chapter and administrators can activate it.",
  "validation.only-approved-chapters-can-be-activated": "Only approved chapters can be activated",
  "validation.activation-not-found": "Activation not found",
  "validation.only-leaders-of-this-chapter-and-administrators-can-see-its-roster":
    "Only leaders of this chapter and administrators can see its roster.",
  "validation.only-leaders-of-this-chapter-and-administrators-can-see-its-record":
    "Only leaders of this chapter and administrators can see its record.",
  "validation.only-leaders-of-this-chapter-and-administrators-can-export-its-volunteer-hours":
    "Only leaders of this chapter and administrators can export its volunteer hours.",
  "validation.this-activation-has-been-stood-down-replies-are-closed":
    "This activation has been stood down. Replies are closed.",
  "validation.this-reply-link-is-not-valid": "This reply link is not valid.",
  "validation.you-were-not-alerted-to-this-activation": "You were not alerted to this activation.",
  "validation.this-activation-is-closed-nobody-can-check-in-any-more":
    "This activation is closed: nobody can check in any more.",
  "validation.already-checked-in": "Already checked in.",
  "validation.check-in-first": "Check in first.",
  "validation.only-a-delayed-reply-can-be-counted-in": "Only a Delayed reply can be counted in.",
  "validation.already-checked-out": "Already checked out.",
  "validation.reply-available-or-delayed-before-checking-in": "Reply Available or Delayed before checking in.",
  "validation.that-member-is-not-on-this-activation-s-roster": "That member is not on this activation's roster.",
  "validation.this-activation-is-closed-updates-can-no-longer-be-sent":
    "This activation is closed: updates can no longer be sent.",
  "validation.this-activation-is-already-closed": "This activation is already closed.",
  "validation.this-activation-is-closed-it-can-no-longer-be-edited":
    "This activation is closed: it can no longer be edited.",
  "validation.someone-changed-this-activation-since-you-opened-it-reload-to-see-the-changes":
    "Someone changed this activation since you opened it. Reload to see the changes.",
  "validation.reload-the-page-and-edit-again": "Reload the page and edit again",
  "validation.send-at-least-one-of-location-reportat-needed-or-details":
    "Send at least one of location, reportAt, needed or details",
  "validation.only-chapter-leaders-and-administrators-can-create-announcements":
    "Only chapter leaders and administrators can create announcements.",
  "validation.only-global-administrators-can-post-global-announcements":
    "Only global administrators can post Global announcements.",
  "validation.only-chapter-leaders-and-administrators-can-send-email":
    "Only chapter leaders and administrators can send email.",
  "validation.announcement-not-found": "Announcement not found",
  "validation.only-global-administrators-can-email-global-announcements":
    "Only global administrators can email Global announcements.",
  "validation.you-can-only-email-announcements-of-chapters-you-lead":
    "You can only email announcements of chapters you lead.",
  "validation.event-not-found": "Event not found",
  "validation.only-leaders-of-this-event-s-chapter-and-administrators-record-attendance":
    "Only leaders of this event's chapter and administrators record attendance.",
  "validation.person-not-found": "Person not found",
  "validation.too-many-wrong-codes-ask-a-leader-at-the-event-to-check-you-in":
    "Too many wrong codes. Ask a leader at the event to check you in.",
  "validation.record-the-person-as-present-first": "Record the person as present first.",
  "validation.only-chapter-leaders-and-administrators-can-create-chapters":
    "Only chapter leaders and administrators can create chapters.",
  "validation.only-global-administrators-can-approve-chapters": "Only global administrators can approve chapters.",
  "validation.this-chapter-was-already-reviewed": "This chapter was already reviewed.",
  "validation.only-global-administrators-can-reject-chapters": "Only global administrators can reject chapters.",
  "validation.only-this-chapter-s-leaders-can-edit-it": "Only this chapter's leaders can edit it.",
  "validation.the-proof-file-must-be-5-mb-or-smaller": "The proof file must be 5 MB or smaller",
  "validation.send-the-form-as-multipart-form-data": "Send the form as multipart/form-data",
  "validation.the-proof-must-be-a-pdf-png-jpeg-or-webp-file": "The proof must be a PDF, PNG, JPEG or WebP file",
  "validation.only-administrators-can-edit-the-credential-catalog":
    "Only administrators can edit the credential catalog.",
  "validation.credential-type-not-found": "Credential type not found",
  "validation.you-can-only-see-credentials-of-members-of-chapters-you-lead":
    "You can only see credentials of members of chapters you lead.",
  "validation.credential-not-found": "Credential not found",
  "validation.only-a-leader-of-one-of-the-member-s-chapters-not-the-member-or-an-administrator-can-review-this-credential":
    "Only a leader of one of the member's chapters (not the member) or an administrator can review this credential.",
  "validation.this-credential-has-already-been-reviewed": "This credential has already been reviewed.",
  "validation.only-chapter-leaders-and-administrators-review-credentials":
    "Only chapter leaders and administrators review credentials.",
  "validation.file-not-found": "File not found",
  "validation.only-leaders-of-this-chapter-and-administrators-can-see-its-readiness":
    "Only leaders of this chapter and administrators can see its readiness.",
  "validation.only-this-chapter-s-leaders-can-see-who-is-coming": "Only this chapter's leaders can see who is coming.",
  "validation.you-can-only-see-hours-of-members-of-chapters-you-lead":
    "You can only see hours of members of chapters you lead.",
  "validation.only-leaders-of-this-chapter-and-administrators-can-see-its-hours":
    "Only leaders of this chapter and administrators can see its hours.",
  "validation.entry-not-found": "Entry not found",
  "validation.you-cannot-approve-your-own-hours": "You cannot approve your own hours.",
  "validation.this-entry-has-already-been-reviewed": "This entry has already been reviewed.",
  "validation.membership-not-found": "Membership not found.",
  "validation.only-this-chapter-s-leaders-can-manage-its-memberships":
    "Only this chapter's leaders can manage its memberships.",
  "validation.this-request-was-already-reviewed": "This request was already reviewed.",
  "validation.only-approved-members-can-be-promoted-or-demoted": "Only approved members can be promoted or demoted.",
  "validation.you-cannot-change-your-own-role": "You cannot change your own role.",
  "validation.only-approved-chapters-accept-join-requests": "Only approved chapters accept join requests.",
  "validation.you-have-already-requested-to-join-this-chapter-your-request-is-waiting-for-approval":
    "You have already requested to join this chapter. Your request is waiting for approval.",
  "validation.you-are-already-a-member-of-this-chapter": "You are already a member of this chapter.",
  "validation.your-earlier-request-to-join-this-chapter-was-declined-so-it-can-t-be-sent-again":
    "Your earlier request to join this chapter was declined, so it can't be sent again.",
  "validation.resource-not-found": "Resource not found",
  "validation.only-chapter-leaders-and-administrators-can-create-resources":
    "Only chapter leaders and administrators can create resources.",
  "validation.only-global-administrators-can-create-admin-resources":
    "Only global administrators can create Admin resources.",
  "validation.you-cannot-edit-this-resource": "You cannot edit this resource.",
  "validation.access-denied-you-need-global-administrator-privileges-to-review-role-requests":
    "Access Denied: You need Global Administrator privileges to review role requests.",
  "validation.role-request-not-found": "Role request not found.",
  "validation.rsvps-are-closed-this-event-has-already-started": "RSVPs are closed: this event has already started.",
  "validation.only-global-administrators-can-manage-the-waitlist":
    "Only global administrators can manage the waitlist.",
  "validation.waitlist-entry-not-found": "Waitlist entry not found",
  "validation.authentication-required": "Authentication required",
  "validation.you-do-not-have-permission-to-do-that": "You do not have permission to do that.",
  "validation.registration-failed-an-account-with-this-email-already-exists":
    "Registration failed: an account with this email already exists.",
  "validation.only-chapter-leaders-and-administrators-can-create-events":
    "Only chapter leaders and administrators can create events.",
  "validation.you-can-only-create-announcements-for-chapters-you-lead":
    "You can only create announcements for chapters you lead.",
  "validation.you-can-only-create-resources-for-chapters-you-lead":
    "You can only create resources for chapters you lead.",
  "validation.you-can-only-create-events-for-chapters-you-lead": "You can only create events for chapters you lead.",
  "validation.this-chapter-was-already-approved": "This chapter was already approved.",
  "validation.this-chapter-was-already-rejected": "This chapter was already rejected.",
  "validation.this-request-was-already-approved": "This request was already approved.",
  "validation.this-request-was-already-rejected": "This request was already rejected.",
  "validation.not-found": "Not found",
  "validation.name-is-already-a-leader": "{{name}} is already a leader.",
  "validation.name-is-already-a-member": "{{name}} is already a member.",
  "validation.count-recipients-are-not-members-of-your-audience_one":
    "{{count}} recipient is not a member of your audience.",
  "validation.count-recipients-are-not-members-of-your-audience_other":
    "{{count}} recipients are not members of your audience.",
  "validation.upcoming-events-would-read-differently-in-the-new-time-zone-choose-whether-they-keep-their-clock-time-or-their-moment":
    "Upcoming events would read differently in the new time zone: choose whether they keep their clock time or their moment",
  "validation.choose-what-upcoming-events-keep": "Choose what upcoming events keep",
  "validation.access-denied-you-need-global-administrator-privileges-to-view-the-waitlist":
    "Access Denied: You need Global Administrator privileges to view the waitlist.",
  "validation.dashboard-metrics-are-for-chapter-leaders-and-administrators":
    "Dashboard metrics are for chapter leaders and administrators.",
  "validation.the-audit-log-is-for-chapter-leaders-and-administrators":
    "The audit log is for chapter leaders and administrators.",
  "validation.you-can-only-see-the-chapters-you-lead": "You can only see the chapters you lead.",
  "validation.too-many-requests-please-try-again-later": "Too many requests. Please try again later.",
  "validation.this-reset-link-is-invalid-expired-or-already-used-ask-for-a-new-one":
    "This reset link is invalid, expired or already used. Ask for a new one.",
  "validation.you-can-only-leave-or-withdraw-your-own-membership":
    "You can only leave or withdraw your own membership.",
  "validation.a-declined-request-stays-on-record-and-cannot-be-withdrawn":
    "A declined request stays on record and cannot be withdrawn.",
  "validation.you-are-this-chapter-s-only-leader-make-another-member-a-leader-before-you-leave":
    "You are this chapter's only leader. Make another member a leader before you leave.",
  "validation.this-membership-has-already-changed-reload-the-page":
    "This membership has already changed. Reload the page.",
  "validation.say-why-you-are-removing-this-member": "Say why you are removing this member",
  "validation.only-approved-members-can-be-removed-reject-a-pending-request-instead":
    "Only approved members can be removed. Reject a pending request instead.",
  "validation.you-cannot-remove-yourself-leave-the-chapter-from-its-page-instead":
    "You cannot remove yourself. Leave the chapter from its page instead.",
  "validation.only-this-chapter-s-leaders-can-remove-its-members":
    "Only this chapter's leaders can remove its members.",
  "validation.this-member-has-already-left-the-chapter": "This member has already left the chapter.",
  "validation.check-in-is-open-only-while-the-event-runs": "Check-in is open only while the event runs.",
  "validation.only-approved-members-of-this-chapter-can-check-in":
    "Only approved members of this chapter can check in.",
  "validation.nobody-records-their-own-attendance-ask-another-leader-of-the-chapter":
    "Nobody records their own attendance: ask another leader of the chapter.",
  "validation.only-approved-members-of-this-chapter-can-be-marked-present":
    "Only approved members of this chapter can be marked present.",
  "validation.attendance-can-be-recorded-once-the-event-has-started":
    "Attendance can be recorded once the event has started.",
  "validation.timezone-must-be-an-iana-zone-name-such-as-america-chicago":
    "timeZone must be an IANA zone name such as America/Chicago",
  "validation.times-must-be-iso-8601-with-an-offset-or-z-2026-12-21t09-00-00-06-00-or-a-local-time-2026-12-21t09-00-with-a-timezone-field":
    "Times must be ISO 8601 with an offset or Z (2026-12-21T09:00:00-06:00), or a local time (2026-12-21T09:00) with a timeZone field",
  "validation.this-event-is-canceled-it-can-no-longer-be-changed":
    "This event is canceled: it can no longer be changed.",
  "validation.this-event-is-already-canceled": "This event is already canceled.",
  "validation.this-event-has-already-started-it-can-no-longer-be-canceled":
    "This event has already started: it can no longer be canceled.",
  "validation.only-this-chapter-s-leaders-can-change-its-events": "Only this chapter's leaders can change its events.",
  "validation.what-to-bring-must-be-at-most-1000-characters": "What to bring must be at most 1000 characters",
  "validation.send-at-least-one-field-to-change": "Send at least one field to change",
  "validation.count-people-already-hold-a-place-the-capacity-cannot-be-lower-than-that-ask-some-of-them-to-change-their-answer-first_one":
    "{{count}} person already holds a place: the capacity cannot be lower than that. Ask them to change their answer first.",
  "validation.count-people-already-hold-a-place-the-capacity-cannot-be-lower-than-that-ask-some-of-them-to-change-their-answer-first_other":
    "{{count}} people already hold a place: the capacity cannot be lower than that. Ask some of them to change their answer first.",
  "validation.minutes-must-be-a-whole-number-from-1-to-1440": "Minutes must be a whole number from 1 to 1440",
  "validation.choose-who-a-wave-alerts": "Choose who a wave alerts",
  "validation.a-wave-can-alert-another-approved-chapter-you-lead": "A wave can alert another approved chapter you lead",
  "validation.a-wave-can-name-people-of-the-chapters-you-lead": "A wave can name people of the chapters you lead",
  "validation.only-chapter-leaders-and-administrators-can-activate-a-chapter":
    "Only chapter leaders and administrators can activate a chapter.",
  "validation.name-at-least-one-person-for-this-wave": "Name at least one person for this wave",
  "validation.say-after-how-many-minutes-to-alert-the-people-named":
    "Say after how many minutes to alert the people named",
  "validation.name-at-most-10-people": "Name at most 10 people",
  "validation.at-most-5-waves": "At most 5 waves",
  "validation.this-activation-is-closed-nothing-can-be-resent": "This activation is closed: nothing can be resent.",
  "validation.only-members-of-this-event-s-chapter-can-rsvp-to-it":
    "Only members of this event's chapter can RSVP to it.",
  "validation.rsvps-are-closed-this-event-was-canceled": "RSVPs are closed: this event was canceled.",
  "validation.this-confirmation-link-is-invalid-expired-or-already-used-sign-in-and-ask-for-a-new-one":
    "This confirmation link is invalid, expired or already used. Sign in and ask for a new one.",
  "validation.confirm-your-email-address-before-joining-a-chapter-open-the-link-we-emailed-you-or-ask-for-a-new-one":
    "Confirm your email address before joining a chapter: open the link we emailed you, or ask for a new one.",
  "validation.your-password-is-not-correct": "Your password is not correct.",
  "validation.you-are-the-network-s-only-administrator-make-someone-else-an-administrator-first":
    "You are the network's only administrator. Make someone else an administrator first.",
  "validation.enter-your-password": "Enter your password",
  "validation.tick-the-box-to-confirm": "Tick the box to confirm",
  "validation.you-are-the-only-leader-of-chapter-make-another-member-a-leader-before-you-delete-your-account":
    "You are the only leader of {{chapter}}. Make another member a leader before you delete your account.",
  "validation.a-push-subscription-needs-its-endpoint": "A push subscription needs its endpoint",
  "validation.not-a-push-endpoint": "Not a push endpoint",
  "validation.missing-or-malformed-keys": "Missing or malformed keys",
  "validation.you-can-only-change-your-own-credentials": "You can only change your own credentials.",
  "validation.this-credential-was-just-reviewed-reload-the-page-and-try-again":
    "This credential was just reviewed. Reload the page and try again.",
  "validation.member-not-found": "Member not found",
  "validation.only-a-leader-of-one-of-the-member-s-chapters-not-the-member-or-an-administrator-can-record-a-credential-for-them":
    "Only a leader of one of the member's chapters (not the member) or an administrator can record a credential for them.",
  "validation.invalid-credential": "Invalid credential",
  "validation.say-why-you-are-deactivating-this-member": "Say why you are deactivating this member",
  "validation.only-approved-members-can-be-deactivated": "Only approved members can be deactivated.",
  "validation.you-cannot-deactivate-yourself": "You cannot deactivate yourself.",
  "validation.only-a-deactivated-member-can-be-reactivated": "Only a deactivated member can be reactivated.",
  "validation.only-this-chapter-s-leaders-can-deactivate-or-reactivate-its-members":
    "Only this chapter's leaders can deactivate or reactivate its members.",
  "validation.your-membership-of-this-chapter-is-inactive-ask-one-of-its-leaders-to-reactivate-it":
    "Your membership of this chapter is inactive. Ask one of its leaders to reactivate it.",
};

export default messages;
