import { createContext, useContext } from 'react';

/**
 * What the assistant is called in the chat ("Caddie is typing"): the build's product name, or
 * the name a shop gave the widget (data-name), for the embedded chat.
 */
export const AssistantName = createContext<string>(__PRODUCT_NAME__);

export const useAssistantName = () => useContext(AssistantName);
