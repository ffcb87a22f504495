// Message catalogue (i18next JSON shape), kept as a module so every loader imports it alike.
const messages: Record<string, string> = {};

export default messages;
