import { normalize } from '../language/texting-forms';
import { smallTalkReader } from './small-talk';

const demoShop = smallTalkReader({ names: ['caddie'], interests: ['golf'] });
const talk = (text: string) => demoShop(normalize(text));

describe('smallTalk', () => {
  it.each([
    ['hi', 'greeting'],
    ['Hello there!', 'greeting'],
    ['good morning', 'greeting'],
    ['hey caddie', 'greeting'],
    ['thx', 'thanks'],
    ['ok thank you so much', 'thanks'],
    ['bye', 'goodbye'],
    ["that's all", 'goodbye'],
    ['are you a bot?', 'bot'],
    ['r u real', 'bot'],
    ['whats ur name?', 'bot'],
    ['who made you', 'bot'],
    ['do u play golf', 'bot'],
    ['can I talk to a human', 'human'],
    ['i want to speak with a real person', 'human'],
    ['are you a real person', 'bot'],
    ['am i talking to a real person?', 'bot'],
  ])('reads %j as %s', (text, kind) => {
    expect(talk(text)).toBe(kind);
  });

  it.each([
    'hi, where is my order',
    'thanks but how do i return a driver',
    'what is your return policy',
    'what is your name on the order form for',
    'do you play golf with the new titleist balls before you sell them',
  ])('leaves a real question to the FAQs (%j)', (text) => {
    expect(talk(text)).toBeUndefined();
  });

  it("hears the shop's own assistant: its names and its tastes", () => {
    const bikeShop = smallTalkReader({ names: ['Spoke', 'Zoé'], interests: ['cycling'] });
    const read = (text: string) => bikeShop(normalize(text));
    expect(read('hi spoke')).toBe('greeting');
    expect(read('hello Zoé!')).toBe('greeting');
    expect(read('do you like cycling?')).toBe('bot');
    expect(read('hey caddie')).toBeUndefined();
    expect(read('do you play golf')).toBeUndefined();
    expect(smallTalkReader({ names: [], interests: [] })('hi')).toBe('greeting');
  });
});
