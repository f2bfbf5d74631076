import { sessionConversationStore } from './kept-conversation';

describe('the kept conversation of the embedded chat', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives back what was saved, dates as dates', () => {
    const at = new Date('2026-11-25T10:00:00Z');
    sessionConversationStore.save([
      { id: 'message-1', text: 'Hi!', isBot: true, timestamp: at },
      { id: 'message-2', text: 'Returns?', isBot: false, timestamp: at, replyId: 'r1' },
    ]);
    const kept = sessionConversationStore.load()!;
    expect(kept.map((message) => message.text)).toEqual(['Hi!', 'Returns?']);
    expect(kept[0].timestamp).toEqual(at);
    expect(kept[1].replyId).toBe('r1');
  });

  it('keeps nothing it cannot read, and the last 100 messages of a long conversation', () => {
    sessionStorage.setItem('caddie-embed-conversation', '{not json');
    expect(sessionConversationStore.load()).toBeUndefined();
    const many = Array.from({ length: 120 }, (_, i) => ({
      id: `message-${i}`,
      text: `m${i}`,
      isBot: false,
      timestamp: new Date(),
    }));
    sessionConversationStore.save(many);
    const kept = sessionConversationStore.load()!;
    expect(kept).toHaveLength(100);
    expect(kept[0].text).toBe('m20');
  });
});
