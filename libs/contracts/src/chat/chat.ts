export interface ChatSession {
  sessionId: string;
}

export interface ChatReply {
  response: string;
  messageId: string;
}
