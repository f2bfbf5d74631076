import { FaqSearch } from './faq-search';
import { faq } from './faq.fixture';

describe('FaqSearch', () => {
  it('gives one hit per answer: FAQs sharing an answer are phrasings of one question', () => {
    const search = new FaqSearch([
      faq(1, 'Do you offer EMI?', '[EMI]'),
      faq(3, 'Is EMI available on your mattress?', '[EMI]'),
      faq(4, 'Can I pay by EMI?', '[EMI]'),
      faq(2, 'What is the price of a mattress?', '[COST]'),
    ]);
    const answers = search.search('emi on a mattress').map((hit) => hit.faq.answer);
    expect(answers).toEqual(['[EMI]', '[COST]']);
  });

  it('matches an FAQ by its phrasings like by its question, and returns the FAQ itself', () => {
    const search = new FaqSearch([
      faq(1, 'Do you offer club fitting?', 'Yes, book a fitting in store.', [
        'Can someone measure me for irons?',
      ]),
      faq(2, 'What is your returns policy?', 'Returns within 30 days.'),
    ]);
    const [hit] = search.search('can someone measure me for irons');
    expect(hit.faq.id).toBe(1);
    expect(hit.faq.question).toBe('Do you offer club fitting?');
    expect(hit.confidence).toBeGreaterThan(0.9);
    expect(search.size).toBe(2);
  });

  describe('with phrasings', () => {
    const fitting = 'Do you offer club fitting?';
    const fittingAnswer = 'Yes, our fitters use launch monitors in every store.';
    const others = [
      faq(2, 'What is your returns policy?', 'Returns within 30 days of delivery.'),
      faq(3, 'How can I track my order?', 'Use the tracking link with live status updates.'),
    ];
    const confidenceOf = (phrasings: string[], message: string) =>
      new FaqSearch([faq(1, fitting, fittingAnswer, phrasings), ...others]).search(message)[0];

    it('scores an FAQ by its best way of asking: its own phrasings do not vote for it', () => {
      const one = confidenceOf(['get fitted for irons'], 'get fitted for irons');
      const three = confidenceOf(
        ['get fitted for irons', 'fitted for new irons', 'irons fitting session'],
        'get fitted for irons',
      );
      expect(three.faq.id).toBe(1);
      expect(three.confidence).toBeCloseTo(one.confidence, 1);
    });

    it('keeps the other FAQs’ word weights as they are, however many phrasings one FAQ has', () => {
      const without = confidenceOf([], 'how do i track my order');
      const many = confidenceOf(
        ['order fitting', 'fitting order', 'my order and a fitting', 'order a fitting'],
        'how do i track my order',
      );
      expect(many.faq.id).toBe(3);
      expect(many.confidence).toBeCloseTo(without.confidence, 1);
    });

    it('trusts a message less the less of the FAQ’s way of asking it uses', () => {
      const live = (phrasing: string) =>
        new FaqSearch([
          faq(1, 'How can I talk to a real person?', 'Call us.', [phrasing]),
          ...others,
        ]).search('where do you live')[0];
      expect(live('live chat with an agent').confidence).toBeLessThan(live('live chat').confidence);
      expect(live('live chat').confidence).toBeLessThan(live('live').confidence);
    });
  });

  it('counts a misspelt word as asking for the word it is a typo of', () => {
    const search = new FaqSearch([
      faq(1, 'What does the manufacturer warranty cover?', 'Defects for two years.'),
      faq(2, 'What is your returns policy?', 'Returns within 30 days of delivery.'),
      faq(3, 'How can I track my order?', 'Use the tracking link.'),
      faq(4, 'Do you offer club fitting?', 'Yes, in every store.'),
    ]);
    const [hit] = search.search('what does the manufacterer warrenty cover');
    expect(hit.faq.id).toBe(1);
    // A strong match, two typos and all.
    expect(hit.confidence).toBeGreaterThan(0.85);
  });

  it('finds questions by their letters when a word is misspelt beyond one edit', () => {
    const search = new FaqSearch([
      faq(1, 'Do you sell pillows?', 'Yes, two kinds.'),
      faq(2, 'How long does delivery take?', 'Three to five days.'),
    ]);
    expect(search.search('need pliiows')[0].faq.id).toBe(1);
  });

  it("reads how much of the message an FAQ's answer names, in the words as typed", () => {
    const search = new FaqSearch([
      faq(1, 'How can I pay for my order?', 'Cards, PayPal and cash in store.'),
      faq(2, 'Who pays for return postage?', 'We pay it when the item is faulty.'),
    ]);
    const hits = search.search('can i pay cash');
    const byId = new Map(hits.map((hit) => [hit.faq.id, hit.signals.answerWords]));
    // "cash" is in one answer only; "pay", in both, says less.
    expect(byId.get(1)).toBeGreaterThan(byId.get(2) ?? 0);
    expect(byId.get(2)).toBeGreaterThan(0);
    expect(search.search('zebra cash')[0].signals.answerWords).toBeLessThan(
      search.search('cash')[0].signals.answerWords,
    );
  });

  it('reads the words a way of asking shares with the message, and what both ask for', () => {
    const search = new FaqSearch([
      faq(1, 'How much is delivery?', 'Delivery is free over 50 dollars.'),
      faq(2, 'How long does delivery take?', 'Two to three working days.'),
    ]);
    const [first, second] = search.search('how much does delivery cost');
    expect(first.faq.id).toBe(1);
    expect(first.signals).toMatchObject({ kindsMatch: 1, kindsClash: 0 });
    expect(second.signals).toMatchObject({ kindsMatch: 0, kindsClash: 1 });
    expect(first.signals.questionWords).toBeGreaterThan(0);
    expect(first.signals.allWords).toBeGreaterThanOrEqual(first.signals.questionWords);
  });

  it('returns nothing for a message with no content words', () => {
    expect(new FaqSearch([faq(1, 'Do you sell pillows?', 'Yes.')]).search('and the')).toEqual([]);
  });

  it('built from pages as they come, searches as when built from one list', async () => {
    const faqs = Array.from({ length: 120 }, (_, i) =>
      faq(500 - i, `How do I look after golf club model ${i}?`, `Care guide ${i % 40}.`),
    );
    const whole = new FaqSearch(faqs);
    async function* pages() {
      for (let start = 0; start < faqs.length; start += 50) yield faqs.slice(start, start + 50);
    }
    const paged = await FaqSearch.fromPages(pages());
    for (const message of ['looking after model 7', 'club care', 'model 119 golf club']) {
      expect(paged.search(message)).toEqual(whole.search(message));
    }
    expect(paged.size).toBe(120);
  });

  it("knows each FAQ's question by id, and the first FAQs' questions in order", () => {
    const search = new FaqSearch([
      faq(9, 'Do you sell pillows?', 'Yes.'),
      faq(2, 'How long does delivery take?', 'Three days.'),
      faq(5, 'Can I return a mattress?', 'Within 30 days.'),
    ]);
    expect([9, 2, 5, 4].map((id) => search.questionOf(id))).toEqual([
      'Do you sell pillows?',
      'How long does delivery take?',
      'Can I return a mattress?',
      undefined,
    ]);
    expect(search.firstFaqs(2)).toEqual([
      { id: 9, question: 'Do you sell pillows?' },
      { id: 2, question: 'How long does delivery take?' },
    ]);
    expect(new FaqSearch([]).firstFaqs(3)).toEqual([]);
  });
  it('reads an FAQ through its own words the same whatever visitors taught it', () => {
    const faqs = [
      faq(1, 'Which items cannot be returned?', 'Opened earbuds and gift cards are final sale.'),
      faq(2, 'Can I return a heart-rate monitor?', 'Yes, unworn, within 30 days.'),
    ];
    const message = 'opened a heart rate strap, realised i dont need it. returnable?';
    const own = (search: FaqSearch) => search.search(message).find((hit) => hit.faq.id === 1);
    const taught = new FaqSearch([
      { ...faqs[0], learned: [{ id: 9, text: 'opened it, can i still send it back' }] },
      faqs[1],
    ]);
    const [before, after] = [own(new FaqSearch(faqs)), own(taught)];
    expect(after?.learned).toBeDefined();
    expect(after?.confidence).toBeCloseTo(before?.confidence ?? NaN, 10);
  });

  it('leaves every FAQ’s own figures as they were, however much visitors taught', () => {
    // Forty FAQs about orders: more than the search keeps as candidates for "order".
    const faqs = Array.from({ length: 40 }, (_, i) =>
      faq(i + 1, `Can I change order detail number ${i + 1}?`, `Order detail ${i + 1} can change.`),
    );
    faqs.push(faq(41, 'How do I reset my password?', 'Use the forgot password link.'));
    // Visitors taught the password FAQ many messages, one with a word no FAQ uses.
    const learned = Array.from({ length: 60 }, (_, i) => ({
      id: i + 1,
      text: i === 0 ? 'reset the zorblat password' : `password for order ${i} will not reset`,
    }));
    const taught = [...faqs.slice(0, 40), { ...faqs[40], learned }];
    const message = 'reset my zorblat password on an order';
    const figures = (search: FaqSearch) =>
      new Map(
        search
          .search(message, 100)
          .map((hit) => [hit.faq.id, { confidence: hit.confidence, signals: hit.signals }]),
      );
    const [before, after] = [figures(new FaqSearch(faqs)), figures(new FaqSearch(taught))];
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [id, own] of before) expect(after.get(id)).toEqual(own);
  });

  it('still corrects a misspelling only a visitor’s learned message used', () => {
    const faqs = [faq(1, 'How do I reset my password?', 'Use the forgot password link.')];
    const taught = new FaqSearch([
      { ...faqs[0], learned: [{ id: 1, text: 'i forgot my pasword' }] },
    ]);
    expect(taught.termsOf('pasword')).toEqual(new FaqSearch(faqs).termsOf('pasword'));
  });
});
