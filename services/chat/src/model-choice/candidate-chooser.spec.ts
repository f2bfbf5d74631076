import { ChatModelError, Decision, completeChat } from '@caddie/answer-engine';
import { candidate, faq } from '@caddie/answer-engine/testing';
import { ChatServiceConfig } from '../config/chat-service.config';
import { CandidateChooser } from './candidate-chooser';
import { modelChoices } from './model-choice.metrics';

jest.mock('@caddie/answer-engine', () => ({
  ...jest.requireActual('@caddie/answer-engine'),
  completeChat: jest.fn(),
}));
const model = completeChat as jest.MockedFunction<typeof completeChat>;

const FITTING = faq(3, 'Do you offer club fitting?', 'Yes, book a fitting in store.');
const FITTING_COST = faq(8, 'How much does a club fitting cost?', 'A full bag fitting costs $150.');
const RETURNS = faq(12, 'What is your return policy?', 'Returns within 30 days.');
const GIFTS = faq(20, 'Do you sell gift cards?', 'Yes, from $25.');
const TRACKING = faq(7, 'How do I track my order?', 'Use the link in your email.');

const unsure: Decision = {
  kind: 'unsure',
  hit: candidate(FITTING, 0.5),
  related: [FITTING_COST, RETURNS, GIFTS, TRACKING],
  followUp: false,
};

const ON = { LLM_CHOOSE: 'on', LLM_BASE_URL: 'http://model.test/v1', LLM_MODEL: 'm' } as const;
const chooser = (settings: Partial<ChatServiceConfig> = ON) =>
  new CandidateChooser(Object.assign(new ChatServiceConfig(), settings));
const counted = async (outcome: string) =>
  (await modelChoices.get()).values.find((value) => value.labels.outcome === outcome)?.value ?? 0;

describe('CandidateChooser', () => {
  beforeEach(() => model.mockReset());

  it('asks nothing when off (the default), nor about a sure answer, a decline or a follow-up', async () => {
    expect(await chooser({}).choose('fitting price', unsure)).toBeUndefined();
    const confident: Decision = { ...unsure, kind: 'confident' };
    const declined: Decision = { kind: 'none', nearest: [FITTING], score: 0.1 };
    for (const decision of [confident, declined, { ...unsure, followUp: true }]) {
      expect(await chooser().choose('fitting price', decision)).toBeUndefined();
    }
    expect(model).not.toHaveBeenCalled();
  });

  it('sends the first four candidates and answers with the one picked', async () => {
    model.mockResolvedValue('FAQ 2');
    const before = await counted('chosen');
    const choice = await chooser().choose('fitting price', unsure);
    expect(choice?.outcome).toBe('chosen');
    expect(choice?.decision).toMatchObject({ kind: 'confident', hit: { faq: FITTING_COST } });
    const [endpoint, messages, maxTokens] = model.mock.calls[0];
    expect(endpoint).toMatchObject({ baseUrl: 'http://model.test/v1', model: 'm' });
    expect(messages[0].content).toContain('FAQ 4\nQuestion: Do you sell gift cards?');
    expect(messages[0].content).not.toContain(TRACKING.question);
    expect(messages[1].content).toBe('fitting price');
    expect(maxTokens).toBeLessThanOrEqual(10);
    expect(await counted('chosen')).toBe(before + 1);
  });

  it('declines with the candidates as buttons when the model says none', async () => {
    model.mockResolvedValue('none');
    const choice = await chooser().choose('do you repair mowers', unsure);
    expect(choice).toMatchObject({ outcome: 'none', decision: { kind: 'none' } });
  });

  it.each([
    ['malformed', async () => 'I would say FAQ 2'],
    ['malformed', async () => 'FAQ 5'],
    ['late', () => Promise.reject(new ChatModelError('late', 'no answer within 2000 ms'))],
    ['error', () => Promise.reject(new ChatModelError('error', 'HTTP 500'))],
    ['error', () => Promise.reject(new Error('something unforeseen'))],
  ])("keeps the engine's decision on a %s answer, and counts it", async (outcome, answer) => {
    model.mockImplementation(answer);
    const before = await counted(outcome);
    expect(await chooser().choose('fitting price', unsure)).toEqual({
      outcome,
      decision: unsure,
    });
    expect(await counted(outcome)).toBe(before + 1);
  });
});
