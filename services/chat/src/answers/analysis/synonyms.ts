/**
 * Retail and golf words that mean the same thing to this shop's customers. Each group maps
 * to one canonical term, applied to FAQs and questions alike, so "send back" finds the
 * return policy and "flat stick" finds putters. Phrases are matched before words. Forms are
 * separated by | (a table is easier to read and review that way than as arrays).
 */
const GROUPS: Record<string, string> = {
  return:
    'return|returns|returned|returning|send back|send it back|sent back|send them back|send those back|take back|take it back|bring back|bring it back',
  refund: 'refund|refunds|refunded|money back|reimburse|reimbursed|credited back',
  ship: 'ship|ships|shipping|shipped|delivery|deliveries|deliver|delivered|postage|courier|dispatch|dispatched',
  track:
    'track|tracking|tracked|where is my order|where is my package|where is my stuff|order status|status of my order|not arrived|has not arrived|still waiting',
  fit: 'fit|fitting|fittings|fitted|custom fit|custom fitted|launch monitor',
  club: 'club|clubs|iron|irons|driver|drivers|wood|woods|wedge|wedges|putter|putters|hybrid|hybrids|stick|sticks|big dog|flat stick|fairway wood',
  grip: 'grip|grips|regrip|regripping|regripped',
  shaft: 'shaft|shafts|flex|stiff flex|regular flex',
  reshaft: 'reshaft|reshafting|reshafted|replace the shaft|new shaft|new shafts',
  warranti:
    'warranty|warranties|guarantee|guaranteed|guaranty|manufacturer defect|defect|defective',
  damag: 'damaged|damage|broken|broke|break|cracked|crack|snapped|snap|dented',
  trade:
    'trade|trades|trade in|trade-in|trade ins|trade-ins|trading in|part exchange|sell my clubs|sell my old',
  giftcard: 'gift card|gift cards|giftcard|giftcards|gift certificate|gift voucher|egift|e-gift',
  pricematch:
    'price match|price matching|match a price|match the price|match price|cheaper elsewhere|lower price|beat a price|found it cheaper|cheaper somewhere|cheaper|price beat',
  lesson: 'lesson|lessons|coaching|coach|instructor|instruction|teach|teaching',
  hour: 'hours|opening hours|open|opening|close|closing|closed|what time',
  store: 'store|stores|shop|shops|location|locations|branch|branches|near me',
  pay: 'pay|paying|payment|payments|paypal|apple pay|google pay|credit card|debit card|amex|visa|mastercard',
  financ:
    'finance|financing|installment|installments|instalments|buy now pay later|pay later|klarna|afterpay|affirm|monthly payments',
  cancel: 'cancel|cancelled|canceled|cancellation|change my order|modify my order|edit my order',
  intl: 'international|internationally|abroad|overseas|worldwide|outside the us|canada|uk|europe|australia',
  ball: 'ball|balls|prov1|pro v1|pro v1s',
  left: 'left-handed|left handed|lefty|lefties|leftie|left hand|lh',
  junior: 'junior|juniors|kid|kids|child|children|youth|son|daughter|year old|years old|yr old|yo',
  women: 'women|womens|woman|ladies|lady|female|wife|girlfriend|mom|mother',
  expir: 'expire|expires|expired|expiry|expiration|still good|still valid',
  rangefind: 'rangefinder|rangefinders|range finder|gps|laser',
  bag: 'bag|bags|cart bag|stand bag|trolley|trolleys|push cart|pull cart|push trolley',
  shoe: 'shoe|shoes|spikes|spikeless|footwear',
  apparel: 'apparel|clothes|clothing|shirt|shirts|polo|polos|pants|trousers|jacket|size chart',
  reward: 'reward|rewards|loyalty|points|membership',
  promo: 'promo|promo code|discount|discount code|coupon|voucher code|code',
  account: 'account|password|login|log in|sign in|signin|username',
  restock:
    'out of stock|back in stock|restock|restocked|sold out|back order|backorder|backordered|notify me|in stock',
  used: 'used|pre-owned|preowned|pre owned|second hand|secondhand',
  human:
    'human|person|real person|agent|representative|someone real|customer service|speak to someone|talk to someone|contact|contact you|call|phone|phone number|support team',
  brand:
    'brand|brands|titleist|callaway|taylormade|taylor made|ping|cobra|mizuno|srixon|cleveland|odyssey|scotty cameron|wilson',
  pickup: 'pick up|pickup|pick it up|collect|collection|click and collect|in store pickup',
  custom: 'custom|made to order|built to order|bespoke|custom built|custom made',
};

export const SYNONYM_GROUPS: Record<string, string[]> = Object.fromEntries(
  Object.entries(GROUPS).map(([canonical, forms]) => [canonical, forms.split('|')]),
);
