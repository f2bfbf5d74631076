import { randomUUID } from 'node:crypto';
import { ApiClient } from '../support/http-client';
import { withAdmin } from '../support/real-stores';
import { describeWithRealStores } from '../support/stores-check';
import { TEST_ADMIN_PASSWORD, TestStack } from '../support/test-stack';
import { until } from '../support/until';

jest.setTimeout(60_000);

const DAY_MS = 86_400_000;

/** A bot reply of a fixture: what it was, which FAQ gave it, the visitor's vote. */
interface FixtureReply {
  kind: 'answered' | 'unsure' | 'declined' | 'small-talk';
  faqId?: number;
  helpful?: boolean;
  /** The suggestion the visitor clicked next (unsure and declined replies). */
  chosenFaqId?: number;
}

describeWithRealStores('admin insights and reply feedback (production mode, real Postgres)', () => {
  let stack: TestStack;
  let admin: ApiClient;
  let today: number;
  let seededQuestions: Map<number, string>;

  beforeAll(async () => {
    stack = await new TestStack({ mode: 'production', env: { SEED_DEMO_FAQS: 'true' } }).start();
    admin = new ApiClient(stack.baseUrl);
    await admin.signIn(TEST_ADMIN_PASSWORD);
    const faqs: { id: number; question: string }[] = (await admin.get('/api/faqs')).json;
    seededQuestions = new Map(faqs.map((faq) => [faq.id, faq.question]));
    today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  });
  afterAll(() => stack.stop());

  const chatDb = <T>(work: Parameters<typeof withAdmin<T>>[0]) =>
    withAdmin(work, stack.sharedEnv.CHAT_DATABASE_URL);

  /** One exchange written straight into the transcript, `daysAgo` days before today (UTC noon). */
  async function exchange(session: string, daysAgo: number, text: string, reply: FixtureReply) {
    const at = new Date(today - daysAgo * DAY_MS + 12 * 3_600_000 + Math.random() * 3_600_000);
    await chatDb((pg) =>
      pg.query(
        `INSERT INTO chat_messages
           (id, session_id, sender, text, faq_id, reply_kind, helpful, chosen_faq_id, created_at)
         VALUES ($1, $2, 'visitor', $3, NULL, NULL, NULL, NULL, $4),
                ($5, $2, 'bot', 'reply', $6, $7, $8, $9,
                 $4::timestamptz + interval '1 millisecond')`,
        [
          randomUUID(),
          session,
          text,
          at,
          randomUUID(),
          reply.faqId ?? null,
          reply.kind,
          reply.helpful ?? null,
          reply.chosenFaqId ?? null,
        ],
      ),
    );
  }

  describe('aggregates of a known transcript', () => {
    beforeAll(async () => {
      await chatDb((pg) => pg.query('DELETE FROM chat_messages'));
      // Today: one conversation, an answer and a decline.
      await exchange('s-today', 0, 'What is your return policy?', { kind: 'answered', faqId: 1 });
      await exchange('s-today', 0, 'Do you repair lawn mowers?', { kind: 'declined' });
      // Three days ago: two conversations, three messages, two votes.
      await exchange('s-3a', 3, 'do you repair lawn mowers', { kind: 'declined' });
      await exchange('s-3b', 3, 'returns?', { kind: 'answered', faqId: 1, helpful: true });
      await exchange('s-3b', 3, seededQuestions.get(3)!, {
        kind: 'unsure',
        faqId: 3,
        helpful: false,
      });
      // 29 days ago (the window's first day): small talk only.
      await exchange('s-29', 29, 'hello', { kind: 'small-talk' });
      // 30 days ago: outside the window, counted nowhere.
      await exchange('s-30', 30, 'Do you sell hovercraft?', { kind: 'declined' });
      await exchange('s-30', 30, 'returns', { kind: 'answered', faqId: 2, helpful: true });
    });

    it('counts conversations and messages per UTC day for the last 30 days', async () => {
      const summary = (await admin.get('/api/insights')).json;
      expect(summary.days).toHaveLength(30);
      expect(summary.from).toBe(new Date(today - 29 * DAY_MS).toISOString());
      expect(summary.to).toBe(new Date(today + DAY_MS).toISOString());
      const busy = summary.days.filter((day: { messages: number }) => day.messages > 0);
      const date = (daysAgo: number) =>
        new Date(today - daysAgo * DAY_MS).toISOString().slice(0, 10);
      expect(busy).toEqual([
        { date: date(29), conversations: 1, messages: 1 },
        { date: date(3), conversations: 2, messages: 3 },
        { date: date(0), conversations: 1, messages: 2 },
      ]);
      expect(summary.days[0].date).toBe(date(29));
      expect(summary.days[29].date).toBe(date(0));
    });

    it('counts answered (sure or not) against declined, and the helpful rate', async () => {
      const summary = (await admin.get('/api/insights')).json;
      expect(summary).toMatchObject({
        answered: 3,
        declined: 2,
        helpful: 1,
        notHelpful: 1,
        helpfulRate: 0.5,
        handoffs: { left: 0, open: 0 },
        retentionDays: 90,
      });
    });

    it('ranks the FAQs by times served, with their questions', async () => {
      expect((await admin.get('/api/insights')).json.topFaqs).toEqual([
        { faqId: 1, question: seededQuestions.get(1), served: 2 },
        { faqId: 3, question: seededQuestions.get(3), served: 1 },
      ]);
    });

    it('lists declined and not-helpful questions, grouped, until an FAQ answers them', async () => {
      const { unanswered } = (await admin.get('/api/insights')).json;
      expect(unanswered).toEqual([
        expect.objectContaining({
          question: 'Do you repair lawn mowers?',
          count: 2,
          declined: 2,
          notHelpful: 0,
        }),
        expect.objectContaining({
          question: seededQuestions.get(3),
          count: 1,
          declined: 0,
          notHelpful: 1,
          variants: [],
        }),
      ]);
      expect(unanswered[0].variants).toEqual([]); // same words, other case and punctuation
    });

    it("gives each FAQ's times served and when last over the transcripts kept", async () => {
      const usage = (await admin.get('/api/insights/faq-usage')).json;
      const byId = Object.fromEntries(
        usage.map((row: { faqId: number; served: number }) => [row.faqId, row.served]),
      );
      expect(byId).toEqual({ 1: 2, 2: 1, 3: 1 });
      const last = usage.find((row: { faqId: number }) => row.faqId === 1).lastServedAt;
      expect(new Date(last).getTime()).toBeGreaterThanOrEqual(today);
    });

    it('drops a question from the list once a new FAQ answers it, and the chat answers it', async () => {
      const created = await admin.post('/api/faqs', {
        question: 'Do you repair lawn mowers?',
        answer: 'No, we only repair golf clubs: regrips, reshafting and loft and lie checks.',
      });
      expect(created.status).toBe(201);
      const questions = async () =>
        (await admin.get('/api/insights')).json.unanswered.map(
          (group: { question: string }) => group.question,
        );
      // The FAQ reaches the chat service's index by an event: give it a moment.
      const expected = JSON.stringify([seededQuestions.get(3)]);
      await until(
        async () => JSON.stringify(await questions()) === expected,
        'the answered question leaving the list',
        { timeoutMs: 5000 },
      );
      const reply = await new ApiClient(stack.baseUrl).post('/api/chat', {
        message: 'do you repair lawn mowers',
        sessionId: 'after-create',
      });
      expect(reply.json.response).toMatch(/only repair golf clubs/);
      await admin.delete(`/api/faqs/${created.json.id}`);
    });
  });

  describe('the suggestions visitors chose', () => {
    beforeAll(async () => {
      await chatDb((pg) => pg.query('DELETE FROM chat_messages'));
      // Declined four times; the visitors then chose FAQ 3 twice and FAQ 2 once.
      for (const chosenFaqId of [undefined, 3, 3, 2]) {
        await exchange(randomUUID(), 2, 'Do you groom zebras?', { kind: 'declined', chosenFaqId });
      }
      // An unsure answer passed over for a suggestion, and one that was not.
      await exchange('s-c5', 1, 'Do you sell zebra-striped hovercraft?', {
        kind: 'unsure',
        faqId: 1,
        chosenFaqId: 2,
      });
      await exchange('s-c6', 1, 'Is the yeti glove washable?', { kind: 'unsure', faqId: 1 });
    });

    it('names the FAQ chosen most for a question, with its question and count', async () => {
      const { unanswered } = (await admin.get('/api/insights')).json;
      const zebras = unanswered.find(
        (group: { question: string }) => group.question === 'Do you groom zebras?',
      );
      expect(zebras).toMatchObject({
        count: 4,
        declined: 4,
        chosenFaq: { faqId: 3, question: seededQuestions.get(3), count: 2 },
      });
    });

    it('lists an unsure answer passed over for a suggestion, not one that was not', async () => {
      const { unanswered } = (await admin.get('/api/insights')).json;
      const questions = unanswered.map((group: { question: string }) => group.question);
      expect(questions).not.toContain('Is the yeti glove washable?');
      const passedOver = unanswered.find(
        (group: { question: string }) => group.question === 'Do you sell zebra-striped hovercraft?',
      );
      expect(passedOver).toMatchObject({
        count: 1,
        declined: 0,
        notHelpful: 0,
        chosenFaq: { faqId: 2, question: seededQuestions.get(2), count: 1 },
      });
    });
  });

  it("refuses a vote on a visitor's own line: only bot replies are rated", async () => {
    const visitor = new ApiClient(stack.baseUrl);
    const { sessionId } = (await visitor.post('/api/chat/session')).json;
    const reply = (await visitor.post('/api/chat', { message: 'xyzzy plugh', sessionId })).json;
    const lines = await chatDb((pg) =>
      pg.query('SELECT id, sender, reply_kind FROM chat_messages WHERE session_id = $1', [
        sessionId,
      ]),
    );
    const own = lines.rows.find((line) => line.sender === 'visitor');
    const vote = await visitor.post('/api/chat/feedback', { messageId: own.id, helpful: true });
    expect(vote.status).toBe(404);
    expect(lines.rows.find((line) => line.id === reply.messageId).reply_kind).toBe('declined');
  });

  describe('admin only, and nothing kept about a visitor but what they typed', () => {
    it('refuses the insights to anyone not signed in as admin', async () => {
      const visitor = new ApiClient(stack.baseUrl);
      for (const path of ['/api/insights', '/api/insights/faq-usage']) {
        const response = await visitor.get(path);
        expect(response.status).toBe(401);
        expect(response.json.message).toMatch(/Sign in as admin/);
      }
    });

    const LEARNED_MESSAGE_COLUMNS =
      'created_at decided_at decided_by faq_id id match_key session_id source source_message_id status text unhelpful_votes';

    it('stores no address, agent or other visitor detail in the chat database', async () => {
      const columns = await chatDb((pg) =>
        pg.query(
          `SELECT table_name || '.' || column_name AS name FROM information_schema.columns
            WHERE table_schema = 'public' AND table_name ~ '^(chat_|learn)' ORDER BY 1`,
        ),
      );
      expect(columns.rows.map((row) => row.name)).toEqual([
        'chat_messages.chosen_faq_id',
        'chat_messages.created_at',
        'chat_messages.faq_id',
        'chat_messages.helpful',
        'chat_messages.id',
        'chat_messages.latency_ms',
        'chat_messages.learned_id',
        'chat_messages.offered_faq_ids',
        'chat_messages.reply_kind',
        'chat_messages.score',
        'chat_messages.sender',
        'chat_messages.session_id',
        'chat_messages.text',
        'chat_sessions.created_at',
        'chat_sessions.id',
        // What visitors taught: their words, stripped of personal values (learning/).
        ...LEARNED_MESSAGE_COLUMNS.split(' ').map((column) => `learned_messages.${column}`),
        ...['one', 'version'].map((column) => `learning_version.${column}`),
      ]);
    });
  });
});
