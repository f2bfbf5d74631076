/** A chat message lives in the browser only (SPEC section 3). */
export interface ChatMessage {
  id: string;
  text: string;
  isBot: boolean;
  timestamp: Date;
}
