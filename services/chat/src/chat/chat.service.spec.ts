import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEMO_SHOP_PROFILE, Decision, FaqText, composeReply } from '@caddie/answer-engine';
import { candidate, faq } from '@caddie/answer-engine/testing';
import { visitorPicks } from '../learning/pick-metrics';
import { ChatServiceConfig } from '../config/chat-service.config';
import { FaqIndex } from '../faq-index/faq-index';
import { GroundedReplyWriter } from '../grounded-reply/grounded-reply-writer';
import { PickOutcome, VisitorPicks } from '../learning/visitor-picks';
import { CandidateChooser, ModelChoice } from '../model-choice/candidate-chooser';
import { MessageEmbedding } from '../embeddings/message-embedding';
import { ChatService } from './chat.service';
import { Transcript, TranscriptLine } from './transcript';

const REPLY_ID = '7b0c1a2e-3f4d-4e5f-8a9b-0c1d2e3f4a5b';
const FITTING = faq(3, 'Do you offer club fitting?', 'Yes, book a fitting in store.');
const FITTING_COST = faq(8, 'How much does a club fitting cost?', 'A full bag fitting costs $150.');
const RETURNS = faq(12, 'What is your return policy?', 'Returns within 30 days.');
const GIFT_CARDS = faq(20, 'Do you sell gift cards?', 'Yes, from $25.');

const PROFILE = { ...DEMO_SHOP_PROFILE, supportContact: 'help@example.com' };
const replyText = (decision: Decision) => composeReply(decision, PROFILE, [RETURNS.question]).text;

// Cast: the search may give more about a hit than the service reads.
const hit = (entry: FaqText) => candidate(entry, 0.65);

/** The service over an index that decides as told and a transcript kept in a list. */
function setup(
  decision: Decision,
  {
    choiceKept = true,
    pickFails = false,
    picked = undefined as ModelChoice | undefined,
    written = null as string | null,
    vector = undefined as Float32Array | undefined,
  } = {},
) {
  const lines: TranscriptLine[] = [];
  const index = {
    decide: jest.fn(() => decision),
    faqOf: jest.fn((id: number) =>
      [FITTING, FITTING_COST, RETURNS].find((entry) => entry.id === id),
    ),
    popularFaqs: [RETURNS],
  };
  const transcript = {
    lastExchange: jest.fn(async () => ({})),
    append: jest.fn(async (added: TranscriptLine[]) => void lines.push(...added)),
    recordChoice: jest.fn(async () =>
      choiceKept ? { asked: 'Can you measure my swing?' } : undefined,
    ),
  };
  const picks = {
    learnFrom: jest.fn(async (): Promise<PickOutcome> => {
      if (pickFails) throw new Error('connection lost');
      return 'pending';
    }),
  };
  const writer = { write: jest.fn(async () => written) };
  const chooser = { choose: jest.fn(async () => picked) };
  const messageEmbedding = { of: jest.fn(async (): Promise<Float32Array | undefined> => vector) };
  const service = new ChatService(
    {} as DataSource,
    index as unknown as FaqIndex,
    { shopProfile: PROFILE } as ChatServiceConfig,
    writer as unknown as GroundedReplyWriter,
    transcript as unknown as Transcript,
    picks as unknown as VisitorPicks,
    chooser as unknown as CandidateChooser,
    messageEmbedding as unknown as MessageEmbedding,
  );
  const botLine = () => lines.find((line) => line.sender === 'bot');
  return { service, index, transcript, picks, botLine, writer, chooser, messageEmbedding };
}

const declined: Decision = { kind: 'none', nearest: [FITTING, FITTING_COST, RETURNS], score: 0.4 };

describe('ChatService and embeddings', () => {
  it('ranks a typed message with its vector, and a picked suggestion without asking for one', async () => {
    const vector = Float32Array.from([0.6, 0.8]);
    const { service, index, messageEmbedding } = setup(declined, { vector });
    await service.reply({ message: 'Can you measure my swing?', sessionId: 's1' });
    expect(messageEmbedding.of).toHaveBeenCalledWith('Can you measure my swing?');
    expect(index.decide).toHaveBeenCalledWith('Can you measure my swing?', {}, vector);

    await service.reply({
      message: FITTING.question,
      sessionId: 's1',
      choice: { faqId: FITTING.id, messageId: REPLY_ID },
    });
    expect(messageEmbedding.of).toHaveBeenCalledTimes(1);
  });
});

describe('ChatService suggestions', () => {
  it('offers the topics a decline names, with the decline text as it was', async () => {
    const { service } = setup(declined);
    const reply = await service.reply({ message: 'Can you measure my swing?', sessionId: 's1' });
    expect(reply.suggestions).toEqual([
      { faqId: 3, question: 'Do you offer club fitting?' },
      { faqId: 8, question: 'How much does a club fitting cost?' },
      { faqId: 12, question: 'What is your return policy?' },
    ]);
    expect(reply.response).toBe(replyText(declined));
  });

  it("offers an unsure answer's alternatives, not the FAQ it answered with", async () => {
    const unsure: Decision = {
      kind: 'unsure',
      hit: hit(FITTING),
      related: [FITTING_COST, RETURNS],
      followUp: false,
    };
    const reply = await setup(unsure).service.reply({ message: 'fitting?', sessionId: 's1' });
    expect(reply.suggestions?.map((suggestion) => suggestion.faqId)).toEqual([8, 12]);
    expect(reply.response).toBe(replyText(unsure));
  });

  it('offers none with a sure answer or with small talk', async () => {
    const decisions: Decision[] = [
      { kind: 'confident', hit: hit(RETURNS), related: [], followUp: false },
      { kind: 'small-talk', smallTalk: 'greeting' },
    ];
    for (const decision of decisions) {
      const reply = await setup(decision).service.reply({ message: 'hi', sessionId: 's1' });
      expect(Object.keys(reply).sort()).toEqual(['messageId', 'response']);
    }
  });

  it('offers the popular FAQs a decline names when no topic was near', async () => {
    const { service } = setup({ kind: 'none', nearest: [], score: null });
    const reply = await service.reply({ message: 'asdfghjkl', sessionId: 's1' });
    expect(reply.response).toContain(`"${RETURNS.question}"`);
    expect(reply.suggestions).toEqual([{ faqId: 12, question: RETURNS.question }]);
  });
});

describe('ChatService choices', () => {
  const choose = (faqId: number) => ({
    message: 'How much does a club fitting cost?',
    sessionId: 's1',
    choice: { faqId, messageId: REPLY_ID },
  });

  it('answers a chosen active FAQ with its answer, sure, and keeps the choice on the reply', async () => {
    const { service, index, transcript, botLine } = setup(declined);
    const reply = await service.reply(choose(8));
    expect(reply.response).toBe('A full bag fitting costs $150.');
    expect(reply.suggestions).toBeUndefined();
    expect(index.decide).not.toHaveBeenCalled();
    expect(transcript.recordChoice).toHaveBeenCalledWith('s1', REPLY_ID, 8);
    expect(botLine()).toMatchObject({ faqId: 8, replyKind: 'answered' });
  });

  it('answers as typed, keeping nothing, when the chosen FAQ is no longer active', async () => {
    const { service, index, transcript, botLine } = setup(declined);
    const reply = await service.reply(choose(GIFT_CARDS.id));
    expect(index.decide).toHaveBeenCalledWith('How much does a club fitting cost?', {}, undefined);
    expect(transcript.recordChoice).not.toHaveBeenCalled();
    expect(reply.suggestions).toHaveLength(3);
    expect(botLine()).toMatchObject({ faqId: null, replyKind: 'declined' });
  });

  it("answers as typed when the reply named is not this session's unsure or declined one", async () => {
    const { service, index, botLine } = setup(declined, { choiceKept: false });
    await service.reply(choose(8));
    expect(index.decide).toHaveBeenCalled();
    expect(botLine()).toMatchObject({ faqId: null, replyKind: 'declined' });
  });
});

describe('ChatService learning from picks', () => {
  const pickOf = (faqId: number) => ({
    message: 'How much does a club fitting cost?',
    sessionId: 's1',
    choice: { faqId, messageId: REPLY_ID },
  });

  it('keeps on each reply the FAQs it offered, the only ones a pick may name', async () => {
    const { service, botLine } = setup(declined);
    await service.reply({ message: 'Can you measure my swing?', sessionId: 's1' });
    expect(botLine()).toMatchObject({ offeredFaqIds: [3, 8, 12], learnedId: null });
  });

  it('keeps no offer on a sure answer, and the learned message that carried it', async () => {
    const learned: Decision = {
      kind: 'confident',
      hit: { ...hit(RETURNS), learnedId: 41 },
      related: [],
      followUp: false,
    };
    const { service, botLine } = setup(learned);
    await service.reply({ message: 'send it back?', sessionId: 's1' });
    expect(botLine()).toMatchObject({ faqId: 12, offeredFaqIds: null, learnedId: 41 });
  });

  it('learns from a kept pick: the message the reply answered, for the FAQ picked', async () => {
    const { service, picks } = setup(declined);
    await service.reply(pickOf(8));
    expect(picks.learnFrom).toHaveBeenCalledWith({
      sessionId: 's1',
      faqId: 8,
      asked: 'Can you measure my swing?',
      sourceMessageId: REPLY_ID,
      source: 'pick',
    });
  });

  it('learns nothing from a pick the reply did not offer, and answers it as typed', async () => {
    const { service, picks, botLine } = setup(declined, { choiceKept: false });
    await service.reply(pickOf(8));
    expect(picks.learnFrom).not.toHaveBeenCalled();
    expect(botLine()).toMatchObject({ replyKind: 'declined' });
  });

  it('answers the pick even when learning from it fails', async () => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const { service } = setup(declined, { pickFails: true });
    const reply = await service.reply(pickOf(8));
    expect(reply.response).toBe('A full bag fitting costs $150.');
  });

  it('counts each pick by what came of it, refused ones included', async () => {
    const count = async (outcome: string) =>
      (await visitorPicks.get()).values.find((value) => value.labels.outcome === outcome)?.value ??
      0;
    const [refused, failed] = [await count('refused'), await count('failed')];
    await setup(declined, { choiceKept: false }).service.reply(pickOf(8));
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    await setup(declined, { pickFails: true }).service.reply(pickOf(8));
    expect(await count('refused')).toBe(refused + 1);
    expect(await count('failed')).toBe(failed + 1);
  });
});

describe('ChatService with a model that picks among the candidates', () => {
  const unsure: Decision = {
    kind: 'unsure',
    hit: hit(FITTING),
    related: [FITTING_COST, RETURNS],
    followUp: false,
  };

  it("answers with the picked FAQ's own answer, never reworded, the others as buttons", async () => {
    const picked: ModelChoice = {
      outcome: 'chosen',
      decision: {
        kind: 'confident',
        hit: hit(FITTING_COST),
        related: [FITTING, RETURNS],
        followUp: false,
      },
    };
    const { service, chooser, writer, botLine } = setup(unsure, { picked, written: 'Reworded' });
    const reply = await service.reply({ message: 'price of a fitting?', sessionId: 's1' });
    expect(chooser.choose).toHaveBeenCalledWith('price of a fitting?', unsure);
    expect(writer.write).not.toHaveBeenCalled();
    expect(reply.response).toBe(FITTING_COST.answer);
    expect(reply.suggestions?.map((offered) => offered.faqId)).toEqual([3, 12]);
    expect(botLine()).toMatchObject({ faqId: 8, replyKind: 'answered' });
  });

  it("keeps the engine's reply, not reworded, when the model was asked and failed", async () => {
    const picked: ModelChoice = { outcome: 'late', decision: unsure };
    const { service, writer } = setup(unsure, { picked, written: 'Reworded' });
    const reply = await service.reply({ message: 'fitting?', sessionId: 's1' });
    expect(writer.write).not.toHaveBeenCalled();
    expect(reply.response).toBe(replyText(unsure));
  });

  it('rewords as before when the model was not asked', async () => {
    const { service, writer } = setup(unsure, { written: 'Reworded' });
    const reply = await service.reply({ message: 'fitting?', sessionId: 's1' });
    expect(writer.write).toHaveBeenCalled();
    expect(reply.response).toBe('Reworded');
  });
});
