import { GOLF_FAQ_PHRASINGS } from './golf-faq-phrasings';

/**
 * The second release of the seed FAQs' phrasings, keyed by question: ways of asking that the
 * first release lacked, written after the misses on the eval set's dev half (none from its test
 * half) — the FAQs customers most often reach through a story ("the box showed up crushed")
 * rather than the topic's name. The demo seed appends them to the first release's.
 */
export const GOLF_FAQ_MORE_PHRASINGS: Readonly<Record<string, readonly string[]>> = {
  'What is your return policy?': [
    'can I send back things I never used',
    'return a present that is still sealed in the box',
    'how long do I have to bring back something unused',
    'how many days do I get to send back something I changed my mind about',
    'can I take unopened items back to the store for my money',
    "decided I don't need it after all, can I get my cash back",
    'can I send back clothes with the tags still on',
    'do I bring it back to the till or mail it to you',
  ],
  'How much does shipping cost and how long does it take?': [
    'will it get here by the weekend if I order today',
    'is there a faster shipping option',
    'how much is delivery on a small order',
    'what do you charge to send an order and when will it get to me',
    'will my order arrive in time if I buy it today',
    "what's it cost to get stuff sent to my place",
    'how quick does an order land at my door',
    'if I order now how soon will it reach me',
  ],
  'How can I track my order?': [
    'where do I find the tracking link for my delivery',
    'the tracking number shows nothing yet',
    'my order was dispatched, how do I see where it is',
    'how do I see where my parcel is right now',
    'ordered days ago and still nothing, where is it now',
    'follow my delivery from the warehouse to my house',
  ],
  'Do you offer club fitting?': [
    'are fittings available at every store',
    'can someone match clubs to my swing',
    'can someone check my swing on a launch monitor and set me up with the right clubs',
    'work out which sticks suit me from my swing data',
  ],
  "Can I return a club I've already hit on the course, like a driver?": [
    'took my new driver out for a round and hate it, can I send it back',
    'refund on a club I have played a few rounds with',
    'what are my options for a wedge I used but do not like',
  ],
  'How long does it take to get my refund?': [
    'when will the credit show on my card after you get my return',
    'you have my return, when will the money be back in my account',
    'does the refund go back to the card I paid with',
    "my return reached you but the money's not back on my card yet",
  ],
  'Can I exchange an item for a different size, color or model?': [
    'swap it for a different loft or model without paying again',
    'exchange a glove for a medium instead of a large',
    'switch to another colour instead of getting my money back',
    'trade the 3 wood I bought for a 5 wood',
    'can I have it in another colour or size instead of a refund',
    'can you send me the other colour in place of this one',
    "it's a bit snug, can I swap it for the next one up",
    'not the colour I wanted, can I switch it for the black one',
  ],
  'Can I change or cancel my order after placing it?': [
    'is it too late to stop my order before it ships',
    'I ordered the wrong quantity, can I amend it before it is sent',
    'clicked buy by accident, can I undo the purchase',
    'someone already got me the same stuff, can I scrap my order',
  ],
  'How much does a club fitting cost and how do I book one?': [
    'what would it cost to get measured up for new sticks',
    'how do I grab a slot with a fitter',
  ],
  'How long do custom or made-to-order clubs take to arrive?': [
    'wait time for clubs built to my specs',
    'when will my irons with a custom lie angle arrive',
    'driver ordered with a longer shaft, when will it come',
    'will my fitted set be ready in time for a trip in a few weeks',
    'nobody told me when my set built to spec will be ready',
  ],
  'Which golf brands do you carry?': [
    'which manufacturers do you stock',
    'do you sell that brand or should I look elsewhere',
    'what brands can I find in your shop',
    'do you have Titleist, TaylorMade or Mizuno gear',
    'do you carry premium names like Titleist or only budget brands',
    'which big-name labels are on your shelves',
    "do y'all have Callaway or Cobra stuff",
  ],
  'What does the manufacturer warranty cover on new clubs?': [
    'are worn grooves covered by the maker',
    'does reshafting void the warranty',
    'does getting work done on my clubs elsewhere cancel the factory guarantee',
  ],
  'What should I do if my club arrived damaged or broke during a round?': [
    'my shaft snapped mid round, what do I do',
    'the box arrived crushed and the club is dented',
    'the club head cracked in transit',
    'how do I file a claim for a club that broke',
    'the head came off my club while I was swinging',
    'my club broke in two on the course, what now',
    "my iron's head flew off mid swing, what's the next step",
    'the courier gouged the face of my new club, what are my options',
  ],
  'Do you accept trade-ins of used golf clubs?': [
    'would you take my old clubs for credit',
    'I have a garage full of old clubs, do you take them',
    'would you buy back my old clubs',
    'would you take a bag full of really old clubs',
  ],
  'Do you sell gift cards, and do they expire?': [
    'is my old gift card still valid',
    'what is the most I can load on a gift card',
    'do gift cards run out',
    'I want to give someone a gift card',
  ],
  'Will you match a lower price I found at another retailer?': [
    'a competitor has the same irons on sale for less',
    'can I get the difference back if your price drops',
    'another shop has the same clubs for less, will you drop your price',
    'if I send you a link to a cheaper listing will you do it for the same',
  ],
  'Do you offer golf lessons?': [
    'a pro who can look at my swing on video',
    'have you got pros who can teach me to sort out my slice',
  ],
  'What are your store hours?': [
    'are you open on public holidays',
    'are you open on weekday evenings after work',
    'how late can I come in this evening',
    'what time do you shut the doors tonight',
  ],
  'Where are your stores located?': [
    'do you have a shop in the city I am visiting',
    'do you have a store in Arizona',
    'closest store to my town',
    "is there a branch near where I'm staying",
    'moving to North Carolina, do you have a shop there',
  ],
  'Can I buy online and pick up my order in store?': [
    'pay on the website and collect from my local store',
  ],
  'What payment methods do you accept?': [
    'when is my card charged',
    'can I pay with my phone instead of a card',
    'can I pay with PayPal, Google Pay or Amex',
    "I don't have a credit card, how else can I pay",
    'waiting on a replacement card, is there another way to pay',
  ],
  'Can I buy now and pay later or finance a bigger purchase?': [
    'chip away at a pricey set bit by bit instead of paying upfront',
    "can't afford the full amount upfront for new sticks",
  ],
  'Do you regrip clubs, and how much does it cost?': [
    'swap out the worn rubber on my sticks',
    'my grips are worn and slippery, can you replace them',
  ],
  'How do I know which shaft flex is right for me?': [
    'how stiff or whippy should my shafts be',
    'are my shafts too stiff now that I swing slower',
    'getting older and losing distance, what shaft should I be playing',
    'how do I work out if I need a softer shaft',
  ],
  'Can you reshaft my existing clubs?': [
    'put a lighter shaft in the head of my old club',
    'shaft replacement on a club I already own',
  ],
  'Can I buy golf balls in bulk or have them personalized?': [
    'put our company logo on balls for an event',
    'company branded balls for a corporate outing',
  ],
  'Do you carry left-handed clubs?': [
    'I swing from the left side, do you stock much for us',
    'I do everything with my left hand, can I find clubs that suit me',
  ],
  'What junior golf clubs do you recommend for kids?': [
    'what clubs should I get for my young son or daughter',
    'a small set of clubs for a child who wants to start golfing',
    'golf set for a 5 or 6 yr old',
    'a starter set for a youngster who wants to hit balls with me',
    'what set suits a kid about four feet tall',
    'my boy wants to play golf, what clubs should I get him',
  ],
  'Do you sell rangefinders and golf GPS devices?': [
    'gadgets that tell you the distance to the flag',
    'those laser things everyone uses to check yardage',
  ],
  'How do golf shoes fit compared to my regular shoe size?': [
    'should I get the same size as my trainers or go bigger',
    'my sneakers are a 9, what number in spikes',
  ],
  'How do I find my size in golf apparel?': [
    'am I a medium or a large in your polos and jumpers',
    'how do your shirts and trousers size up',
    'what size trousers and tops should I order',
    'am I an M or an L in your clothing',
  ],
  'Do you have a loyalty or rewards program?': [
    'do regular customers earn anything back for what they spend',
    'I buy most of my gear here, do I get anything back for it',
  ],
  "Why isn't my promo code working at checkout?": ['my coupon keeps getting rejected when I pay'],
  'How do I reset my password or update my account details?': [
    "can't remember my login for your website",
    'where do I update my address',
  ],
  'Can I get notified when an out-of-stock item is back in stock?': [
    'email me when it comes back in my size',
    'the size I want is sold out, can you tell me when it is available again',
    "it always says unavailable, can you let me know when it's in",
    "get pinged when it's on your shelves again",
  ],
  'Do you sell used or pre-owned clubs?': [
    'do used clubs come with a guarantee',
    'what the condition grades on pre-owned clubs mean',
    'a beginner set that is not brand new',
    'any secondhand sets going cheap',
    'pre-loved sticks going cheap',
  ],
  'How can I talk to a real person on your support team?': [
    'can I email someone about a problem with my order',
    'this bot is not helping, how do I reach someone on your team',
    'I would rather speak to an actual person than a chatbot',
    'how do I get hold of your customer service team',
    'what number do I ring to reach a person on your team',
  ],
};

/** Every phrasing a seed FAQ ships with: the first release, then the second. */
export function seedPhrasings(question: string): string[] {
  return [...(GOLF_FAQ_PHRASINGS[question] ?? []), ...(GOLF_FAQ_MORE_PHRASINGS[question] ?? [])];
}
