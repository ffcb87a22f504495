/** Event date labels live in utils (models build them too); re-exported for the components. */
export * from "~/utils/event-time-format";
