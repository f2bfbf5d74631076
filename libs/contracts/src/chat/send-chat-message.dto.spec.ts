import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { ValidationError, validateSync } from 'class-validator';
import { SendChatMessageDto } from './send-chat-message.dto';

const MESSAGE_ID = '7b0c1a2e-3f4d-4e5f-8a9b-0c1d2e3f4a5b';
const TYPED = { message: 'Do you offer club fitting?', sessionId: 'session-1' };

/** Each broken rule as "path: message", the way the services' validation pipes check bodies. */
function problemsIn(body: object): string[] {
  const errors = validateSync(plainToInstance(SendChatMessageDto, body), {
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    stopAtFirstError: true,
  });
  const describe = (error: ValidationError, prefix: string): string[] => {
    const path = prefix + error.property;
    return [
      ...Object.values(error.constraints ?? {}).map((text) => `${path}: ${text}`),
      ...(error.children ?? []).flatMap((child) => describe(child, `${path}.`)),
    ];
  };
  return errors.flatMap((error) => describe(error, ''));
}

describe('SendChatMessageDto', () => {
  it('takes a typed message without a choice, as SPEC section 7 sends it', () => {
    expect(problemsIn(TYPED)).toEqual([]);
  });

  it('takes a clicked suggestion: the FAQ and the reply it was offered under', () => {
    expect(problemsIn({ ...TYPED, choice: { faqId: 12, messageId: MESSAGE_ID } })).toEqual([]);
  });

  it('refuses a choice that is not an object, saying what to send', () => {
    for (const choice of [null, 12, 'faq-12', [12]]) {
      expect(problemsIn({ ...TYPED, choice })).toEqual([
        expect.stringMatching(/^choice: choice must be an object with faqId and messageId\./),
      ]);
    }
  });

  it('refuses a choice without a whole-number faqId, saying what to send', () => {
    const cases: [unknown, RegExp][] = [
      [undefined, /faqId must be a whole number/],
      ['12', /faqId must be a whole number/],
      [1.5, /faqId must be a whole number/],
      [0, /faqId must be 1 or more/],
      [2 ** 31, /faqId is too large/],
    ];
    for (const [faqId, message] of cases) {
      const [problem, ...others] = problemsIn({
        ...TYPED,
        choice: { faqId, messageId: MESSAGE_ID },
      });
      expect(others).toEqual([]);
      expect(problem).toMatch(/^choice\.faqId: /);
      expect(problem).toMatch(message);
      expect(problem).toMatch(/suggestion from a POST \/api\/chat reply\.$/);
    }
  });

  it('refuses a choice whose messageId is not a reply id', () => {
    expect(problemsIn({ ...TYPED, choice: { faqId: 12, messageId: 'm1' } })).toEqual([
      expect.stringMatching(/^choice\.messageId: messageId must be the messageId of a reply\./),
    ]);
  });

  it('refuses fields a choice does not take', () => {
    expect(
      problemsIn({ ...TYPED, choice: { faqId: 12, messageId: MESSAGE_ID, label: 'Fitting' } }),
    ).toEqual(['choice.label: property label should not exist']);
  });
});
