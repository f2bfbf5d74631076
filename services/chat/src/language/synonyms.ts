/**
 * Retail and golf words that mean the same thing to this shop's customers. Each group maps
 * to one canonical term, applied to FAQs and questions alike, so "send back" finds the
 * return policy and "flat stick" finds putters. Phrases are matched before words. Forms are
 * separated by | (a table is easier to read and review that way than as arrays).
 */
const GROUPS: Record<string, string> = {
  return:
    'return|returns|returned|returning|send back|send it back|sent back|send them back|send those back|send back those|take back|take it back|bring back|bring it back',
  refund:
    'refund|refunds|refunded|money back|reimburse|reimbursed|credited back|back on my card|back to my card',
  ship: 'ship|ships|shipping|shipped|delivery|deliveries|deliver|delivered|postage|courier|dispatch|dispatched|fedex|ups|usps|dhl|to my door|posted',
  track:
    'track|tracking|tracked|where is my order|where is my package|where is my stuff|where my stuff is|where my order is|where my package is|order status|status of my order|not arrived|has not arrived|never arrived|still waiting|where are my|where is my|check where|whereabouts|not received|never received|not showed up|not here yet|where the package is|where the parcel is|follow the package|follow my package|follow my order|follow the delivery|follow it|follow my delivery',
  fit: 'fit|fitting|fittings|fitted|custom fit|custom fitted|launch monitor|get measured|measured for|measure me|measured up|fitted for',
  club: 'club|clubs|iron|irons|driver|drivers|wood|woods|wedge|wedges|putter|putters|hybrid|hybrids|stick|sticks|big dog|flat stick|fairway wood|big stick|fairway metal|fairway metals',
  grip: 'grip|grips|regrip|regrips|regripping|regripped',
  shaft: 'shaft|shafts|flex|stiff flex|regular flex|whippy|stiffness|stiff',
  reshaft: 'reshaft|reshafting|reshafted|replace the shaft|new shaft|new shafts',
  warranti:
    'warranty|warranties|guarantee|guaranteed|guaranty|manufacturer defect|defect|defective|faulty|covered|coverage|flaw|flaws|factory flaw|factory flaws|fault|faults|garantie|garanty',
  damag:
    'damaged|damage|broken|broke|break|cracked|crack|snapped|snap|dented|bent|scratched|shattered|gouge|gouged|crushed|chipped',
  trade:
    'trade|trades|trade in|trade-in|trade ins|trade-ins|trading in|trade toward|trade up|part exchange|sell my clubs|sell my old|sell back|sell you|sell to you|put the value toward|value toward|credit toward|off my hands',
  giftcard:
    'gift card|gift cards|giftcard|giftcards|gift certificate|gift voucher|gift vouchers|voucher|vouchers|egift|e-gift|present card',
  pricematch:
    'price match|price matching|match a price|match the price|match price|cheaper elsewhere|lower price|beat a price|found it cheaper|cheaper somewhere|cheaper|price beat|for less|that price|beat|match it|match that|competitor|competitors|rival|rivals|more cheap|equal that',
  lesson:
    'lesson|lessons|coaching|coach|instructor|instruction|teach|teaching|learn|learning|clinic|clinics|improve my swing|private session|private sessions',
  hour: 'tonight|open till|open til|hours|opening hours|opening times|open today|open on|open until|open late|are you open|you open|close|closing|closed|what time|be open|still open|shut|how late',
  store:
    'store|stores|shop|shops|location|locations|branch|branches|near me|nearest|closest|nearby|in person|walk in|outlet|outlets|physical store|physical shop',
  pay: 'pay|paying|payment|payments|paypal|apple pay|google pay|credit card|debit card|card|cards|cash|amex|visa|mastercard|phone wallet|mobile wallet|tap to pay|plastic',
  financ:
    'finance|financing|installment|installments|instalments|buy now pay later|pay later|klarna|afterpay|affirm|monthly payments|split the payment|split payment|split payments|pay in 4|pay over time|spread the cost|monthly plan|payment plan|payment plans|spread it out|spread the payments|split the cost|few payments|every month|bit by bit|in parts',
  cancel:
    'cancel|cancelled|canceled|cancellation|change my order|modify my order|edit my order|fix my order|fix the order|update my order|by mistake|changed my mind|stop it from going out|stop my order|stop the order|too late to stop|undo|undo my order|scrap the order|scrap my order|scrap the purchase',
  intl: 'international|internationally|abroad|overseas|worldwide|outside the us|outside the usa|other countries|another country|canada|mexico|uk|ireland|europe|germany|france|spain|italy|netherlands|sweden|japan|india|australia|new zealand|south africa|down under|outside america|within america',
  ball: 'ball|balls|prov1|pro v1|pro v1s',
  left: 'left-handed|left handed|lefty|lefties|leftie|left hand|lh|southpaw|southpaws',
  junior:
    'junior|juniors|kid|kids|child|children|youth|son|daughter|year old|years old|yr old|yo|youngster|youngsters|teen|teens|teenager|teenagers|grandson|granddaughter|grandkid|grandkids',
  women: 'women|womens|woman|ladies|lady|female|wife|girlfriend|mom|mother',
  expir: 'expire|expires|expired|expiry|expiration|still good|still valid|lapsed|lapse|date limit',
  rangefind:
    'rangefinder|rangefinders|range finder|gps|laser|distance to the pin|distance to the flag|distance to the green|yardage|yardages|distance finder|distance measuring|how far to the pin|how far to the flag|how far to the green|how far it is to the flag|how far it is to the pin|yardage to the pin',
  bag: 'bag|bags|cart bag|stand bag|trolley|trolleys|push cart|pull cart|push trolley|buggy|on wheels',
  shoe: 'shoe|shoes|spikes|spikeless|footwear|cleats|sneakers',
  apparel:
    'apparel|clothes|clothing|shirt|shirts|polo|polos|pants|trousers|shorts|skirt|skort|jacket|jackets|hoodie|hoodies|sweater|sweaters|jumper|jumpers|pullover|vest|hat|hats|cap|caps|size chart',
  color:
    'color|colors|colour|colours|colorway|colourway|red|blue|navy|black|white|green|grey|gray|pink|yellow|orange|purple|brown|beige',
  reward:
    'reward|rewards|loyalty|points|membership|perk|perks|frequent shopper|frequent shoppers|regular customer|regular customers',
  promo: 'promo|promo code|discount|discount code|coupon|voucher code|code',
  account:
    'account|password|login|log in|sign in|signin|username|email address|email|e-mail|my details|profile|forgot',
  restock:
    'out of stock|back in stock|unavailable|available again|restock|restocked|sold out|back order|backorder|backordered|notify me|in stock|heads-up|heads up|let me know when|tell me when|email me when|comes back|have it again|get it again',
  used: 'used|pre-owned|preowned|pre owned|second hand|secondhand|used clubs|used ones|pre-loved|preloved|pre loved|2nd hand|second-hand|refurbished|gently used|gently loved',
  hit: 'hit|hits|hitting|played it|played with|used it|used my|used them|ive used|on the course|on grass|on the range|for a round',
  human:
    'human|person|real person|agent|representative|someone real|customer service|speak to someone|talk to someone|contact|contact you|call|phone|phone number|support team',
  brand:
    'brand|brands|titleist|callaway|taylormade|taylor made|ping|cobra|mizuno|srixon|cleveland|odyssey|scotty cameron|wilson',
  pickup:
    'pick up|pickup|pick it up|grab it|collect|collection|click and collect|in store pickup|curbside|go get it|come get it|get it from the store',
  custom:
    'custom|made to order|built to order|bespoke|custom built|custom made|to my specs|my specs|built specially|made specially|built for me',
  cost: 'cost|costs|price|prices|pricing|priced|how much|fee|fees|charge|charges|charged|expensive|what is the damage|whats the damage',
  book: 'book|booking|booked|schedule|scheduling|appointment|appointments|reserve|reservation',
  exchang:
    'exchange|exchanges|exchanged|swap|swaps|swapped|switch|different size|wrong size|bigger size|smaller size|size up|size down',
  personal:
    'personalize|personalized|personalise|personalised|personalization|printed|print|logo|logos|monogram|monogrammed|engrave|engraved|engraving',
  bulk: 'bulk|wholesale|large order|team order|corporate|charity|tournament|scramble|outing|event',
};

export const SYNONYM_GROUPS: Record<string, string[]> = Object.fromEntries(
  Object.entries(GROUPS).map(([canonical, forms]) => [canonical, forms.split('|')]),
);
