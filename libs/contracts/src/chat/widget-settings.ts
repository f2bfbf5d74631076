/**
 * What the chat widget (/embed) calls the assistant and says first: the shop's own settings,
 * from the server, never from the page's address (a link could otherwise put any text,
 * links included, in the assistant's mouth on Caddie's origin).
 */
export interface WidgetSettings {
  name: string;
  greeting: string;
}

/** The longest name and greeting the settings take. */
export const WIDGET_NAME_MAX = 40;
export const WIDGET_GREETING_MAX = 300;
