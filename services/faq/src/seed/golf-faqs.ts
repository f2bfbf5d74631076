export interface SeedFaq {
  question: string;
  answer: string;
}

/** The demo golf shop's FAQs, which demo-faqs.seed.ts gives a new shop that asks for them. */
export const GOLF_FAQS: readonly SeedFaq[] = [
  {
    question: 'What is your return policy?',
    answer:
      'You can return unused items in their original packaging within 30 days of delivery or purchase for a full refund. Start an online return at https://www.fairwayandgreen.example/returns and we will email you a prepaid return label, or bring the item and your receipt to any of our stores. Return shipping is free for orders over $75; otherwise a $7.95 label fee is deducted from your refund.',
  },
  {
    question: 'How much does shipping cost and how long does it take?',
    answer:
      'Standard shipping is free on orders over $75 and $7.95 otherwise, and it arrives in 3-5 business days. Express shipping costs $19.95 and arrives in 1-2 business days if you order before 2 pm Eastern. Full rates and delivery areas are listed at https://www.fairwayandgreen.example/shipping.',
  },
  {
    question: 'How can I track my order?',
    answer:
      'As soon as your order ships we email you a tracking number. You can also enter your order number and email address at https://www.fairwayandgreen.example/track, or see live status under Orders when you are signed in to your account. Tracking usually starts updating within 24 hours of dispatch.',
  },
  {
    question: 'Do you offer club fitting?',
    answer:
      'Yes. Our certified fitters use launch monitors to measure your swing speed, launch angle and spin, then match you with the right club head, shaft, length, lie angle and grip. Fittings are available for drivers, woods, irons, wedges and putters at every Fairway & Green Golf store.',
  },
  {
    question: "Can I return a club I've already hit on the course, like a driver?",
    answer:
      "Clubs that have been hit on grass or with real balls can't be returned for a full refund, because they can no longer be sold as new. If you are unhappy with a driver or other club within 30 days, you can trade it in for store credit under our Play It Forward policy, valued at up to 80% of the price you paid depending on condition. Clubs only tried on a hitting mat with the protective film still on can be returned as normal.",
  },
  {
    question: 'How long does it take to get my refund?',
    answer:
      'Once your return reaches our warehouse we inspect it within 3 business days and then issue the refund to your original payment method. Card refunds typically appear on your statement within 5-10 business days, and gift card refunds are instant. We send you an email as soon as the refund has been processed.',
  },
  {
    question: 'Can I exchange an item for a different size, color or model?',
    answer:
      'Yes, exchanges are free within 30 days as long as the item is unused and in its original packaging. Choose Exchange when you start your return at https://www.fairwayandgreen.example/returns and we will ship the replacement as soon as the original is scanned by the carrier. In store, we can swap it on the spot if the new item is in stock.',
  },
  {
    question: 'Do you ship internationally?',
    answer:
      'We ship to Canada, the United Kingdom, Ireland, Australia and most of the European Union. International shipping starts at $24.95, takes 7-14 business days, and any import duties or taxes are paid by the customer on delivery. Some items, such as lithium batteries in electric trolleys, can only be shipped within the US.',
  },
  {
    question: 'Can I change or cancel my order after placing it?',
    answer:
      "You can change or cancel an order free of charge within 1 hour of placing it from the Orders page in your account. After that, our team may still be able to help if the order has not yet been packed, so call us at 1-800-555-0142 as soon as possible. Custom built clubs can't be cancelled once the build has started.",
  },
  {
    question: 'How much does a club fitting cost and how do I book one?',
    answer:
      'A full bag fitting costs $150 and takes about 2 hours, while a single-club fitting (driver, irons or putter) costs $75 and takes about 60 minutes. The fee is fully credited back if you buy clubs from us within 30 days of your fitting. Book a time at https://www.fairwayandgreen.example/fitting or call 1-800-555-0142.',
  },
  {
    question: 'How long do custom or made-to-order clubs take to arrive?',
    answer:
      'Most custom clubs with non-standard shafts, lengths, lie angles or grips ship in 7-14 business days. Some brands and specialty shafts can take up to 4 weeks, and we will give you an estimated date when you order. You will receive an email when your clubs leave the build shop.',
  },
  {
    question: 'Which golf brands do you carry?',
    answer:
      'We are an authorized dealer for all the major club makers, including Titleist, Callaway, TaylorMade, Ping, Cobra, Mizuno, Srixon, Cleveland and Odyssey. We also stock bags, apparel and accessories from brands such as FootJoy, Sun Mountain, Bushnell, Garmin and Golf Pride. You can browse everything by brand at https://www.fairwayandgreen.example/brands.',
  },
  {
    question: 'What does the manufacturer warranty cover on new clubs?',
    answer:
      "New clubs come with the manufacturer's warranty, which is usually 1 to 2 years and covers defects in materials and workmanship, such as a cracked club face or a loose head. It does not cover normal wear, damage from misuse, or clubs that have been modified by a third party. We handle warranty claims for you on anything you bought from us, so keep your receipt or order number.",
  },
  {
    question: 'What should I do if my club arrived damaged or broke during a round?',
    answer:
      'If your order arrived damaged, email photos of the item and the box to support@fairwayandgreen.example within 7 days of delivery and we will send a free replacement. If a club broke during normal play, bring it to any store or submit a claim at https://www.fairwayandgreen.example/claims and we will send it to the manufacturer for assessment. Most claims are resolved within 2-3 weeks.',
  },
  {
    question: 'Do you accept trade-ins of used golf clubs?',
    answer:
      'Yes, we accept trade-ins of drivers, woods, hybrids, irons, wedges and putters from major brands released in the last 8 years. Get an instant quote at https://www.fairwayandgreen.example/trade-in, then bring the clubs to a store or ship them with our free label. You receive the value as store credit, plus a 10% bonus if you use it on new clubs the same day.',
  },
  {
    question: 'Do you sell gift cards, and do they expire?',
    answer:
      'Yes, we sell digital gift cards from $25 to $500 at https://www.fairwayandgreen.example/gift-cards, and physical cards in any of our stores. Gift cards never expire, have no fees, and can be used both online and in store. You can check your balance on the same page.',
  },
  {
    question: 'Will you match a lower price I found at another retailer?',
    answer:
      "Yes, we match the current price of identical new, in-stock items from authorized US retailers, including shipping costs. Just show us the competitor's live listing in store or call 1-800-555-0142 before you order. We also refund the difference if our own price drops within 14 days of your purchase; auction sites, used items and clearance events are excluded.",
  },
  {
    question: 'Do you offer golf lessons?',
    answer:
      'Yes, PGA-certified coaches teach at all of our stores using launch monitors and video analysis. A 30-minute lesson costs $65, a 60-minute lesson costs $110, and a package of 5 one-hour lessons costs $475. Book online at https://www.fairwayandgreen.example/lessons.',
  },
  {
    question: 'What are your store hours?',
    answer:
      'Our stores are open Monday to Saturday from 9 am to 8 pm and Sunday from 10 am to 6 pm. Holiday hours may differ and are posted at https://www.fairwayandgreen.example/stores. Our phone support team is available Monday to Friday from 8 am to 8 pm Eastern and weekends from 9 am to 5 pm.',
  },
  {
    question: 'Where are your stores located?',
    answer:
      'We have 6 stores: Orlando FL, Scottsdale AZ, Charlotte NC, Austin TX, San Diego CA and Columbus OH. Every store has a hitting bay with a launch monitor and a putting green. Find addresses, directions and phone numbers at https://www.fairwayandgreen.example/stores.',
  },
  {
    question: 'Can I buy online and pick up my order in store?',
    answer:
      'Yes, choose Free Store Pickup at checkout and we will email you when your order is ready, usually within 2 hours for items in stock at that store. Please bring your order confirmation and a photo ID. We hold pickup orders for 7 days before they are cancelled and refunded.',
  },
  {
    question: 'What payment methods do you accept?',
    answer:
      'We accept Visa, Mastercard, American Express, Discover, PayPal, Apple Pay, Google Pay and Fairway & Green Golf gift cards. In store we also accept cash and contactless payments. Your card is charged only when your order ships.',
  },
  {
    question: 'Can I buy now and pay later or finance a bigger purchase?',
    answer:
      'Yes, you can split any order over $50 into 4 interest-free payments every 2 weeks with our buy now, pay later option at checkout. For purchases over $500, such as a new set of irons, monthly financing over 6, 12 or 24 months is available subject to credit approval. See the terms at https://www.fairwayandgreen.example/financing.',
  },
  {
    question: 'Do you regrip clubs, and how much does it cost?',
    answer:
      'Yes, every store offers regripping for $4 per club in labor plus the price of the grip, and it is usually ready the same day or within 48 hours. We stock grips from Golf Pride, Lamkin, SuperStroke and Winn in standard, midsize and jumbo sizes. Most golfers should regrip about once a year or every 40 rounds.',
  },
  {
    question: 'How do I know which shaft flex is right for me?',
    answer:
      'Shaft flex mostly depends on your swing speed: under 75 mph usually suits Senior or Ladies flex, 75-95 mph suits Regular, 95-110 mph suits Stiff, and over 110 mph suits Extra Stiff. Tempo and ball flight also matter, so the most reliable way to choose is a fitting on our launch monitor. You can also read our guide at https://www.fairwayandgreen.example/shaft-guide.',
  },
  {
    question: 'Can you reshaft my existing clubs?',
    answer:
      'Yes, our club builders can install a new shaft in your driver, woods, hybrids or irons for $25 per club in labor plus the price of the shaft. Reshafting takes 3-5 business days, and we check length, swing weight and loft when we are done. We carry graphite and steel shafts from True Temper, Project X, Fujikura and Mitsubishi.',
  },
  {
    question: 'Can I buy golf balls in bulk or have them personalized?',
    answer:
      "Yes, buy 4 dozen or more of the same ball and get 10% off, or 12 dozen or more for 15% off. We can personalize Titleist, Callaway, TaylorMade and Srixon balls with up to 3 lines of text or a logo, starting at $5 per dozen on top of the ball price. Personalized orders ship in 5-7 business days and can't be returned.",
  },
  {
    question: 'Do you carry left-handed clubs?',
    answer:
      "Yes, most of our drivers, irons, wedges and putters are available in left-handed versions, and you can filter for them at https://www.fairwayandgreen.example/left-handed. If a model isn't in stock, we can usually custom order it in 1-2 weeks at no extra cost. Lefties are also welcome in our fitting bays.",
  },
  {
    question: 'What junior golf clubs do you recommend for kids?',
    answer:
      'We sell junior sets sized by height, from ages 3 to 14, from brands such as US Kids Golf and Callaway. Choosing by height rather than age gives the best fit, and our staff can measure your child in store. Our Grow With Us program gives 50% of the purchase price back in store credit when your child trades up to the next size.',
  },
  {
    question: "Do you sell women's golf clubs?",
    answer:
      "Yes, we stock full women's sets and individual clubs from Callaway, TaylorMade, Ping, Cobra and Cleveland, with lighter shafts and shorter lengths. Many women also play men's or unisex models with lighter shafts, so our fitters will help you find what suits your swing. Browse the range at https://www.fairwayandgreen.example/womens.",
  },
  {
    question: 'Do you sell rangefinders and golf GPS devices?',
    answer:
      'Yes, we carry laser rangefinders from Bushnell, Nikon and Precision Pro, and GPS watches and handheld units from Garmin, Shot Scope and SkyCaddie. Rangefinders with slope are not tournament legal unless the slope feature can be switched off, and our staff can help you choose. You can try most models in store before buying.',
  },
  {
    question: 'Should I get a cart bag, a stand bag or a push trolley?',
    answer:
      'A stand bag is light with built-in legs, which makes it best if you walk and carry your clubs. A cart bag has more storage and forward-facing pockets and is designed to sit on a riding cart or push trolley. Push trolleys start at $149 and electric trolleys at $599, and every bag and trolley can be returned unused within 30 days.',
  },
  {
    question: 'How do golf shoes fit compared to my regular shoe size?',
    answer:
      "Most golf shoes fit true to your usual sneaker size, but FootJoy and ECCO run slightly narrow, so we recommend going up half a size or choosing a wide fit if you have wide feet. Each product page has the brand's size chart. Unworn shoes can be exchanged for a different size for free within 30 days.",
  },
  {
    question: 'How do I find my size in golf apparel?',
    answer:
      'Every product page has a size chart with chest, waist and inseam measurements for that brand, because sizing can vary between brands. If you are between sizes, we generally recommend sizing up for polos and outerwear. Our general size guide is at https://www.fairwayandgreen.example/size-guide.',
  },
  {
    question: 'Do you have a loyalty or rewards program?',
    answer:
      'Yes, Green Rewards is free to join and you earn 1 point for every $1 you spend online or in store. Every 250 points gives you a $10 reward, and members get free standard shipping on all orders plus a birthday bonus. Sign up at https://www.fairwayandgreen.example/rewards.',
  },
  {
    question: "Why isn't my promo code working at checkout?",
    answer:
      "Promo codes are case sensitive, can't be combined with other codes, and usually have an expiry date and a minimum order value. Many codes exclude new-release clubs, golf balls from some brands, gift cards and items already on sale. If your code still won't apply, email support@fairwayandgreen.example with the code and we will check it for you.",
  },
  {
    question: 'How do I reset my password or update my account details?',
    answer:
      "Click Sign In and then Forgot Password, or go to https://www.fairwayandgreen.example/account/reset, and we will email you a reset link that is valid for 1 hour. Check your spam folder if it doesn't arrive within a few minutes. Once signed in, you can update your address, email and saved payment methods under My Account.",
  },
  {
    question: 'Can I get notified when an out-of-stock item is back in stock?',
    answer:
      "Yes, click Notify Me on the product page and we will email you as soon as it is available again. For some items you can also place a back-order, and your card won't be charged until the item ships. Expected restock dates are shown on the product page when the manufacturer has confirmed them.",
  },
  {
    question: 'Do you sell used or pre-owned clubs?',
    answer:
      'Yes, we sell pre-owned clubs that have been inspected and graded as Mint, Very Good or Good by our club technicians. They can be returned within 30 days like new items and come with our 90-day guarantee against defects. Browse the current stock at https://www.fairwayandgreen.example/pre-owned.',
  },
  {
    question: 'How can I talk to a real person on your support team?',
    answer:
      'Call us at 1-800-555-0142 Monday to Friday from 8 am to 8 pm Eastern, or weekends from 9 am to 5 pm. You can also email support@fairwayandgreen.example and we reply within 1 business day. If you would like help in person, visit any of our stores listed at https://www.fairwayandgreen.example/stores.',
  },
];
