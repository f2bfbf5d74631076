/**
 * SQL for the visitor's message a bot reply answered: the session's last visitor line before
 * it. `reply` names a row source with the reply's session_id and created_at. What a pick or a
 * helpful vote under that reply teaches (learning/) is this message.
 */
export function askedBefore(reply: string): string {
  return `(SELECT asked.text FROM chat_messages asked
            WHERE asked.session_id = ${reply}.session_id AND asked.sender = 'visitor'
              AND asked.created_at < ${reply}.created_at
            ORDER BY asked.created_at DESC LIMIT 1)`;
}
