/**
 * Unwanted messages as they arrive at industrial contact forms: sales pitches, link drops, scams, pharmacy and
 * casino spam, foreign-script SEO, and the short "price" probes that botnets post everywhere.
 */
import type { Draw } from './random';

export const spamContentKinds = [
  'seo_offer',
  'link_spam',
  'crypto',
  'pharma',
  'adult',
  'foreign_script',
  'partnership_scam',
  'fake_invoice',
  'price_probe',
  'hard_human',
] as const;
export type SpamContentKind = (typeof spamContentKinds)[number];

const site = 'veltrum-circular.com';
const sites = [site, 'www.veltrum-circular.com', 'veltrum-circular.de', 'your website', 'your site'];

function token(draw: Draw, length: number): string {
  return Array.from({ length }, () =>
    draw.pick([...'abcdefghijklmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789']),
  ).join('');
}

function shortLink(draw: Draw): string {
  return `https://${draw.pick(['bit.ly', 'tinyurl.com', 'cutt.ly', 'is.gd', 'rebrand.ly', 't.ly', 'shorturl.at', 'rb.gy', 'goo.su', 'clck.ru'])}/${token(draw, draw.int(5, 8))}`;
}

function spamDomain(draw: Draw): string {
  return `${draw.pick(['rank', 'seo', 'growth', 'lead', 'web', 'digital', 'traffic', 'click', 'boost', 'top', 'smart', 'pro'])}${draw.pick(['hub', 'labs', 'matrix', 'wave', 'ly', 'pros', 'nation', 'force', 'rocket', 'experts', 'zone'])}${draw.chance(0.3) ? draw.int(1, 99) : ''}.${draw.pick(['com', 'net', 'io', 'co', 'xyz', 'online', 'site', 'top', 'info', 'biz'])}`;
}

function link(draw: Draw): string {
  return draw.chance(0.35)
    ? shortLink(draw)
    : `https://${spamDomain(draw)}${draw.pick(['', '/', `/${token(draw, 6)}`, '/offer', '/free-audit', `/?ref=${token(draw, 5)}`])}`;
}

/**
 * A theme is one coherent message in slots; each slot lists interchangeable wordings, so messages of a theme
 * vary without mixing languages or pitches. Themes themselves are split between the evaluation set and the
 * seed corpus like every other bank (see `random.ts`).
 */
type Theme = readonly (readonly string[])[];

function fromThemes(draw: Draw, themes: readonly Theme[], joiner?: string): string {
  const theme = draw.pick(themes);
  const separator = joiner ?? draw.pick([' ', '\n\n', '\n']);
  return fillAll(
    draw,
    theme
      .map((slot) => draw.pick(slot))
      .filter(Boolean)
      .join(separator),
  );
}

const seoThemes: readonly Theme[] = [
  [
    [
      'Hi, I was checking {site} and noticed it is not ranking for keywords like "baler" and "recycling machine".',
      'Hello, I looked at {site} and it does not show up for "channel baler" or "industrial shredder" on Google.',
      'Hi team, {site} is missing from page one for most of your product keywords.',
    ],
    [
      'We can rank your website first on Google for 50 keywords, guaranteed, or you do not pay.',
      'Our white-hat SEO gets you to the top 3 within 90 days, money-back guarantee.',
      'With our SEO package you will be on the first page in 8 weeks.',
    ],
    [
      'Can I send you a free audit report?',
      'Shall I send you a free ranking report?',
      'Reply "YES" and I will send the audit.',
    ],
  ],
  [
    ['Dear Business Owner,', 'Hello Sir/Madam,', 'Good day!'],
    [
      'We are a leading digital marketing agency with 10+ years of experience.',
      'We are an award-winning web agency with 200+ happy clients worldwide.',
      'We are a team of 40 certified developers and marketers.',
    ],
    [
      'We offer website design, mobile app development, SEO, SMM, PPC and content writing at very low cost.',
      'We do WordPress, Shopify, React websites, logo design and social media at affordable prices.',
      'Our services: SEO, Google Ads, Facebook Ads, web design and e-commerce.',
    ],
    [
      'Book a free consultation: {link}',
      'See our portfolio: {link}',
      'Please share your WhatsApp number so we can discuss.',
    ],
    ['', 'If you are not interested, please reply with "no".', 'To unsubscribe reply STOP.'],
  ],
  [
    [
      'Hello, I noticed that your website is not mobile friendly and loads slowly.',
      'Hi, your site scored 38/100 on Google PageSpeed.',
      'Hey, I found several technical errors on {site}.',
    ],
    [
      'I can fix all technical errors (broken links, meta tags, page speed) and build quality backlinks.',
      'I will fix speed, schema, meta tags and Core Web Vitals in 5 days.',
      'My team can repair everything and make the site load in under 2 seconds.',
    ],
    ['Price starts from $149 only.', 'The full package is only $199.', 'Special offer this week: 50% off.'],
    [
      'Interested? Just reply to this message.',
      'Let me know and I will share the details.',
      'Contact me on WhatsApp +91 {n} {n}.',
    ],
  ],
  [
    [
      'Hi, quick question: would you like 300% more organic traffic within 90 days?',
      'Want 10,000 targeted visitors per month?',
      'Is your website getting enough traffic?',
    ],
    [
      'Our traffic package sends real visitors from your country to your site.',
      'We drive targeted organic and social traffic to any website.',
      'Our AI-driven campaigns bring buyers, not bots.',
    ],
    ['Check our packages here: {link}', 'Start your free trial: {link}', 'Plans from $29/month: {link}'],
  ],
  [
    [
      'Hello, we provide guest posts on high authority news sites.',
      'Hi, I sell guest posts on DA 50-90 websites.',
      'Greetings, we have 500+ high DA sites for guest posting.',
    ],
    [
      'Do-follow links, permanent, Google News approved.',
      'All sites have real traffic and are indexed in Google News.',
      'Prices from $30 per post, bulk discounts available.',
    ],
    [
      'Reply to get the full list of sites and prices.',
      'Shall I send you the site list?',
      'Let me know your budget and niche.',
    ],
  ],
  [
    [
      'Hi, we build B2B contact lists for your industry.',
      'Hello, would a list of your potential customers help your sales team?',
      'Hi, we have verified decision makers for the recycling sector.',
    ],
    [
      '25,000 contacts of CEOs, purchasing and plant managers with e-mails and phone numbers.',
      'Every record has the name, title, direct e-mail and LinkedIn profile.',
      'The database is updated monthly and 95% accurate.',
    ],
    [
      'Shall I send you a free sample of 100 records?',
      'Reply "sample" and I will send 50 free contacts.',
      'Price and sample here: {link}',
    ],
  ],
  [
    [
      'Hello, is this the right person to talk to about marketing at Veltrum?',
      'Hi, who handles your social media?',
      'Hello, I noticed your LinkedIn page has not posted in a while.',
    ],
    [
      'We manage Facebook, Instagram and LinkedIn pages with daily posts and paid ads.',
      'We create 30 branded posts per month and grow your followers organically.',
      'Our team handles content, design and ads for one fixed monthly fee.',
    ],
    [
      'Let me know if we can have a quick 10 minute call.',
      'Are you free for a call this week?',
      'Interested? Reply with a good time to talk.',
    ],
  ],
  [
    [
      'Good day! Your competitors are getting customers from Google Maps and you are not.',
      'Hi, your Google Business Profile is incomplete.',
      'Hello, your company does not show up in the local 3-pack.',
    ],
    [
      'Our Google Business Profile optimisation gets you into the local 3-pack within 30 days.',
      'We optimise your listing, add photos, posts and get reviews.',
      'We fix your listing and citations in 200 directories.',
    ],
    ['One-time fee $99.', 'Only $149 for the complete setup.', ''],
    ['Reply YES to get started.', 'Start here: {link}', 'Can I send you more details?'],
  ],
  [
    [
      'Hey there, I made a short animated explainer video concept for your company.',
      'Hi, do you have a video on your homepage?',
      'Hello, videos increase conversions by 80%.',
    ],
    [
      'I can make a 60 second animated explainer video for your balers that will double your conversions.',
      'We create whiteboard and 2D animation videos from $299.',
      'Our explainer videos start at $399 including script and voice-over.',
    ],
    ['Want to see some samples?', 'Samples: {link}', 'Reply and I will send our showreel.'],
  ],
  [
    [
      'Hallo, Ihre Website ist bei Google für wichtige Suchbegriffe nicht sichtbar.',
      'Guten Tag, Ihre Seite rankt nicht auf Seite 1 bei Google.',
      'Hallo, Ihre Konkurrenz wird bei Google vor Ihnen gefunden.',
    ],
    [
      'Wir bringen Ihre Seite mit unserem SEO-Paket garantiert auf Platz 1.',
      'Mit unserer Suchmaschinenoptimierung erreichen Sie in 90 Tagen die Top 3.',
      'Wir bieten SEO, Google Ads und Webdesign zum Festpreis.',
    ],
    [
      'Antworten Sie einfach mit "JA" für eine kostenlose Analyse.',
      'Kostenlose Analyse hier: {link}',
      'Wann dürfen wir Sie anrufen?',
    ],
  ],
  [
    [
      'Bonjour, votre site internet n’apparaît pas sur la première page de Google.',
      'Bonjour, votre site est invisible sur Google pour vos mots-clés.',
      'Bonjour, vos concurrents passent devant vous sur Google.',
    ],
    [
      'Nous proposons un référencement naturel garanti en première page avec 200 backlinks de qualité.',
      'Notre agence vous place en première page en 60 jours ou nous vous remboursons.',
      'Nous créons votre site et gérons votre référencement pour 99 € par mois.',
    ],
    [
      'Puis-je vous envoyer un audit gratuit ?',
      'Audit offert : {link}',
      'Répondez OUI pour recevoir notre offre.',
    ],
  ],
  [
    [
      'Hi, I run a small team of developers and designers based in India.',
      'Hello, we are an offshore development company in Pakistan.',
      'Hi, we are a software house in Vietnam.',
    ],
    [
      'We build websites, apps, ERP and CRM systems at 1/3 of European cost.',
      'We can redesign your website in WordPress or Shopify at an affordable price.',
      'Dedicated developers from $15 per hour.',
    ],
    ['Can I share our portfolio?', 'Portfolio: {link}', 'Let me know if you have any project.'],
  ],
];

function seoOffer(draw: Draw): string {
  const body = fromThemes(draw, seoThemes);
  const signer = draw.chance(0.5)
    ? `\n\n${draw.pick(['Regards', 'Thanks & Regards', 'Best', 'Warm regards', 'Thanks'])},\n${draw.pick(['Eric', 'Sophia', 'Rohit', 'Amelia', 'Daniel', 'Priya', 'Jessica', 'Alex'])}${draw.chance(0.5) ? `\n${draw.pick(['SEO Manager', 'Business Development Executive', 'Digital Marketing Consultant', 'Web Solutions'])}` : ''}`
    : '';
  return body + signer;
}

const anchors = [
  'best online casino',
  'cheap replica watches',
  'buy instagram followers',
  'essay writing service',
  'payday loans',
  'online slots real money',
  'free movies streaming',
  'buy backlinks',
  'CBD gummies',
  'porn videos',
  'crypto casino',
  'car accident lawyer',
  'dissertation help',
  'sports betting tips',
  'escort service',
  'weight loss pills',
  'купить диплом',
  'казино онлайн',
  'кракен ссылка',
  'mega darknet',
  'slot gacor',
  'togel online',
];
const linkTemplates = [
  (d: Draw, a: string) => `[url=https://${spamDomain(d)}/]${a}[/url]`,
  (d: Draw, a: string) => `<a href="https://${spamDomain(d)}">${a}</a>`,
  (d: Draw, a: string) => `${a} ${link(d)}`,
  (d: Draw, a: string) => `[URL=${shortLink(d)}]${a}[/URL]`,
  (d: Draw, _a: string) => `${link(d)}`,
  (d: Draw, a: string) => `[link=https://${spamDomain(d)}]${a}[/link]`,
];
const linkIntros = [
  '',
  'Hello! ',
  'Nice site! ',
  'Very good info. ',
  'Thanks for the post. ',
  'Interesting... ',
  'Hi all. ',
  'Check this out: ',
  'Hey guys, look at this: ',
  'Привет! ',
  'Good day. ',
  'I like your article. ',
  'asdfgh ',
];

function linkSpam(draw: Draw): string {
  const count = draw.int(3, 12);
  const items = Array.from({ length: count }, () => draw.pick(linkTemplates)(draw, draw.pick(anchors)));
  return `${draw.pick(linkIntros)}${items.join(draw.pick([' ', '\n', ', ', ' | ', '\n\n']))}`;
}

function fillAll(draw: Draw, text: string): string {
  return text
    .replace(/\{link\}/g, () => link(draw))
    .replace(/\{n\}/g, () => String(draw.int(100, 9999)))
    .replace(/\{btc\}/g, () => (draw.int(5, 300) / 100).toFixed(2))
    .replace(/\{amount\}/g, () => String(draw.int(86, 2400)))
    .replace(/\{site\}/g, () => draw.pick(sites))
    .replace(/\{date\}/g, () => `${draw.int(1, 28)}.${draw.int(1, 12)}.2026`)
    .replace(/\{name\}/g, () =>
      draw.pick([
        'Barrister James Koffi',
        'Dr. Abdul Rahman',
        'Grace Williams',
        'Mr. Peter Wang',
        'Helen Morris',
        'Ibrahim Musa',
        'Mrs. Linda Owens',
        'Capt. Ray Anderson',
      ]),
    )
    .replace(
      /\{mail\}/g,
      () =>
        `${draw.pick(['private', 'mr.james', 'finance', 'barrister', 'trust', 'claims', 'office'])}${draw.int(1, 999)}@${draw.pick(['gmail.com', 'outlook.com', 'yahoo.com', 'proton.me'])}`,
    );
}

const cryptoThemes: readonly Theme[] = [
  [
    [
      'Your account has a pending withdrawal of {btc} BTC.',
      'Your BTC payout of {btc} BTC is ready.',
      'A transfer of {btc} BTC is waiting for your confirmation.',
    ],
    [
      'Confirm within 24 hours or it will be cancelled:',
      'Log in to release it:',
      'Verify your identity here:',
    ],
    ['{link}'],
  ],
  [
    [
      'I made $8,400 last week with this automated trading bot.',
      'My neighbour turned $250 into $12,000 in one month.',
      'This trading robot made me $1,200 a day.',
    ],
    [
      'No experience needed, start with only $250.',
      'It trades for you 24/7, you just withdraw.',
      'Works on autopilot, fully regulated.',
    ],
    ['Start now {link}', 'See how: {link}', 'Register free: {link}'],
  ],
  [
    [
      'Exclusive airdrop for early supporters!',
      'Congratulations, your wallet was selected for the Ethereum reward programme.',
      'Free token giveaway ends tonight!',
    ],
    [
      'Claim your {n} USDT before it ends.',
      'Connect your wallet to receive {n} ETH.',
      'Every wallet gets {n} tokens.',
    ],
    ['{link}', 'Claim here {link}', 'Connect: {link}'],
  ],
  [
    [
      'Hello, I am a licensed crypto investment manager.',
      'Good day, I manage crypto portfolios for private investors.',
      'Hi, I am an expert Forex and Bitcoin trader.',
    ],
    [
      'My clients earn 30% monthly returns with zero risk.',
      'Minimum investment $500, weekly profits paid to your wallet.',
      'I guarantee 5% daily profit.',
    ],
    ['WhatsApp me for details.', 'Telegram: @cryptoking{n}', 'Write me: trader{n}@gmail.com'],
  ],
  [
    [
      'Lost money to a crypto scam?',
      'Were you scammed by a fake trading platform?',
      'Victims of online fraud: your money is not gone.',
    ],
    [
      'Our certified hackers recovered $3.2M for victims last year.',
      'We trace and recover stolen bitcoin in 72 hours.',
      'Our recovery experts work with the blockchain, no upfront fee.',
    ],
    ['Contact: recovery{n}@gmail.com', 'Visit {link}', 'WhatsApp +1 {n} {n}'],
  ],
  [
    [
      'Neue Krypto-Plattform für Anleger in Deutschland gestartet.',
      'Bitcoin-Gewinne jetzt auch für Einsteiger.',
      'Der Krypto-Boom ist zurück.',
    ],
    [
      '1.000 € Startbonus für die ersten 500 Anleger.',
      'Täglich bis zu 800 € passives Einkommen.',
      'Ohne Vorkenntnisse, ab 250 € Einsatz.',
    ],
    ['Jetzt registrieren: {link}', 'Hier starten: {link}'],
  ],
  [
    [
      'Gagnez 500 € par jour avec le trading automatique de bitcoins.',
      'La nouvelle plateforme crypto qui fait parler toute la France.',
      'Investissez 250 € et laissez le robot travailler.',
    ],
    [
      'Sans aucune expérience, retrait à tout moment.',
      'Des milliers de Français en profitent déjà.',
      'Places limitées dans votre région.',
    ],
    ['Inscription : {link}', 'Commencez ici {link}'],
  ],
];

function crypto(draw: Draw): string {
  return fromThemes(draw, cryptoThemes);
}

const pharmaThemes: readonly Theme[] = [
  [
    [
      'Buy Viagra and Cialis online without prescription.',
      'Generic Viagra 100 mg from $0.45 per pill.',
      'Cialis, Levitra, Kamagra – no prescription needed.',
    ],
    [
      'Discreet shipping worldwide.',
      'Free shipping on all orders over $100.',
      'Bonus pills with every order.',
    ],
    ['Order now {link}', '{link}', 'Shop: {link}'],
  ],
  [
    [
      'Cheap generic medicines: Tramadol, Xanax, Valium, Oxycodone.',
      'Painkillers and sleeping pills without Rx.',
      'Buy Xanax, Adderall and Modafinil online.',
    ],
    ['Overnight delivery, no Rx needed.', 'PayPal and crypto accepted.', 'Lowest prices guaranteed.'],
    ['{link}', 'Visit {link}', 'Order here: {link}'],
  ],
  [
    [
      'Lose 15 kg in 30 days with Keto Burn Ultra!',
      'The weight loss secret doctors do not want you to know.',
      'Melt belly fat while you sleep!',
    ],
    [
      '100% natural, no side effects.',
      'Clinically proven, money-back guarantee.',
      'Over 200,000 happy customers.',
    ],
    ['Try it {link}', 'Get yours: {link}', 'Only today 50% off: {link}'],
  ],
  [
    [
      'Premium CBD oil and gummies, 40% off today only.',
      'Full spectrum CBD for sleep, pain and anxiety.',
      'Best CBD gummies of 2026.',
    ],
    ['Free shipping, lab tested.', 'Third-party tested, THC-free.', 'Buy 2 get 1 free.'],
    ['{link}', 'Shop now {link}'],
  ],
  [
    [
      'Ozempic and Semaglutide pens available without prescription.',
      'Wegovy pens in stock, no doctor visit needed.',
      'Weight-loss injections delivered to your door.',
    ],
    ['Best price in Europe.', 'Shipped from the EU in 48 hours.', 'Original pens, cold-chain delivery.'],
    ['Order: {link}', 'Whatsapp for price: +44 {n} {n}', '{link}'],
  ],
  [
    [
      'Men’s health: last 3 times longer with our natural formula.',
      'Hair loss? Our Minoxidil formula regrows hair in 6 weeks.',
      'Anabolic steroids and HGH, pharmacy grade.',
    ],
    ['Money-back guarantee.', 'Discreet packaging.', 'Fast worldwide delivery.'],
    ['{link}', 'Details: {link}'],
  ],
  [
    [
      'Potenzmittel ohne Rezept kaufen.',
      'Viagra-Generika günstig aus der Online-Apotheke.',
      'Abnehmspritze ohne Rezept bestellen.',
    ],
    ['Diskreter Versand aus Deutschland.', 'Lieferung in 24 Stunden.', 'Bezahlung per Rechnung möglich.'],
    ['Bestellen: {link}', '{link}'],
  ],
  [
    [
      'Achetez du Viagra générique sans ordonnance.',
      'Pharmacie en ligne : Cialis, Viagra, Kamagra.',
      'Perdez 10 kg en un mois sans régime.',
    ],
    ['Livraison discrète en 48 h.', 'Paiement sécurisé.', 'Satisfait ou remboursé.'],
    ['Commandez ici {link}', '{link}'],
  ],
];

function pharma(draw: Draw): string {
  return fromThemes(draw, pharmaThemes);
}

const adultThemes: readonly Theme[] = [
  [
    [
      'Hi handsome, I saw your profile and I like you.',
      'Hey, I noticed you and wanted to say hi.',
      'Hello sweetie, remember me?',
    ],
    ['My private photos are here:', 'Look at my photos and write me:', 'Let’s chat, my page:'],
    ['{link}'],
  ],
  [
    ['Lonely tonight?', 'Tired of being alone?', 'Looking for fun tonight?'],
    [
      'Hot singles in your city are waiting for you.',
      'Thousands of women near you want to meet.',
      'Girls from your area are online now.',
    ],
    ['Click {link}', 'Join free: {link}', '{link}'],
  ],
  [
    [
      'Hey, I am Anna, 24, looking for a serious man.',
      'Hello dear, I am Olga from Ukraine, I want to find a love.',
      'Hi, my name is Katya, I am 27 and single.',
    ],
    [
      'I like honest and kind men from Europe.',
      'I am tired of men in my country.',
      'I want a family and a caring husband.',
    ],
    ['Write me at anna{n}@mail.ru', 'My profile: {link}', 'Write to my private e-mail katya{n}@yandex.ru'],
  ],
  [
    [
      'Free adult cams, no registration, 18+ only.',
      'Live cam girls, free to watch.',
      'Hot videos, new every day, free.',
    ],
    ['No credit card needed.', 'Only for adults.', 'Thousands of models online.'],
    ['{link}', 'Watch: {link}'],
  ],
  [
    [
      'Hallo, ich bin Lena und suche diskrete Treffen.',
      'Hey, Lust auf ein Date heute Abend?',
      'Frauen aus deiner Nähe suchen Kontakt.',
    ],
    ['In deiner Nähe, heute noch.', 'Kostenlos anmelden.', 'Nur für Erwachsene.'],
    ['{link}', 'Profil: {link}'],
  ],
  [
    [
      'Rencontres coquines près de chez vous.',
      'Des femmes de votre région veulent vous rencontrer.',
      'Envie d’une aventure ce soir ?',
    ],
    ['Inscription gratuite.', 'Discrétion assurée.', 'Réservé aux adultes.'],
    ['{link}', 'Voir les profils : {link}'],
  ],
];

function adult(draw: Draw): string {
  return fromThemes(draw, adultThemes);
}

const cyrillic = [
  'Продвижение сайтов в ТОП-10 Яндекса и Google. Гарантия результата.',
  'Прогон сайта по 3000 форумам и каталогам Xrumer – поднимем ИКС за месяц!',
  'Здравствуйте! Предлагаем услуги по созданию сайтов под ключ.',
  'Купить диплом о высшем образовании с занесением в реестр.',
  'Вывод из бана, наращивание ссылочной массы, крауд-маркетинг.',
  'Рассылка по формам обратной связи сайтов: 100 000 сообщений за 3000 руб.',
  'Кредит без справок и поручителей, одобрение за 5 минут.',
  'Кракен – лучший маркетплейс даркнета, актуальная ссылка.',
  'Ремонт квартир под ключ в Москве, скидки до 30%.',
  'Цены от 5000 руб. Пишите в Telegram @seo_{n}',
  'Подробности на сайте: {link}',
  'Звоните: +7 9{n} {n}',
  'Ваша реклама увидит каждый владелец сайта.',
  'Работаем по всей России и СНГ.',
  'Недорого и быстро, скидка для новых клиентов.',
  'Бесплатный аудит вашего сайта.',
];
const chinese = [
  '网站推广，SEO优化，快速排名首页，价格优惠。',
  '代写论文，保证原创，价格合理。',
  '出售各国企业邮箱数据，精准客户资源，欢迎咨询。',
  '专业外贸网站建设，谷歌推广，询盘多，效果好！',
  '办理各类证件，学历认证，快速出证，诚信可靠。',
  '在线博彩，注册送彩金，存款即送100%奖金。',
  '群发软件，邮件营销，每天发送百万封邮件不进垃圾箱。',
  '联系微信：seo{n}',
  '详情请访问 {link}',
  'Telegram @data{n}',
  '全国包邮，货到付款。',
  '免费试用三天，不满意全额退款。',
];

function foreignScript(draw: Draw): string {
  const bank = draw.chance(0.6) ? cyrillic : chinese;
  return fillAll(draw, draw.some(bank, draw.int(2, 4)).join(draw.pick(['\n', ' ', '\n\n'])));
}

const scamThemes: readonly Theme[] = [
  [
    [
      'Dear Sir, I am {name}, a lawyer in Lomé.',
      'Dear Friend, I am {name}, a solicitor in Accra.',
      'Good day, I am {name}, personal attorney to a late client.',
    ],
    [
      'A client of mine with your surname died and left $8.5 million in a bank.',
      'My late client, who shares your surname, left an unclaimed deposit of $12.4 million.',
      'A deceased foreigner with your last name left $6.2M with no next of kin.',
    ],
    [
      'I need your co-operation to transfer the fund; you will get 40%.',
      'We will share the money 50/50 if you stand as next of kin.',
      'Your share will be 35% for your assistance.',
    ],
    [
      'Reply to my private e-mail {mail} for details.',
      'Keep this confidential and reply within 48 hours.',
      'Contact me urgently: {mail}',
    ],
  ],
  [
    [
      'Greetings, I am the procurement manager of a large company in Dubai.',
      'Hello, I am the purchasing head of a trading group in Qatar.',
      'Good day, I handle procurement for a construction group in Riyadh.',
    ],
    [
      'We are interested in your products and want to place a bulk order.',
      'We have an urgent order for 20 of your machines.',
      'Our client wants to buy your equipment in large quantity.',
    ],
    [
      'Please view our purchase order and specifications here (login with your e-mail to view): {link}',
      'Kindly find our RFQ in the secure document: {link}',
      'Our order details are in the shared file, sign in with your business e-mail: {link}',
    ],
  ],
  [
    [
      'Hello, we are a trading company from Singapore.',
      'Dear Sir, we are an import company in Lagos.',
      'Hi, we are a distributor from Hong Kong.',
    ],
    [
      'We would like to become your exclusive distributor.',
      'We want to represent your products in Africa and Asia.',
      'We are interested in a long term partnership.',
    ],
    [
      'Kindly send your price list, catalogue and bank details for the advance payment.',
      'Please send your bank details and proforma invoice so we can pay 30% deposit.',
      'Send your catalogue and the account for the letter of credit.',
    ],
  ],
  [
    [
      'Good day, our company is expanding to Europe.',
      'Hello, we are hiring remote financial agents in Germany.',
      'Hi, we offer a part-time job from home.',
    ],
    [
      'We are looking for a reliable partner to receive payments from our customers.',
      'You receive transfers from our clients and forward them to us.',
      'You will process payments on our behalf.',
    ],
    [
      'You keep 10% of each transaction.',
      'Pay is €3,000 per month for 2 hours per day.',
      'Your commission is 8% of every payment.',
    ],
    [
      'Send your full name, address and phone number to {mail}.',
      'Reply to {mail} to apply.',
      'Contact me on WhatsApp +234 {n} {n}.',
    ],
  ],
  [
    [
      'Dear Partner, I represent a private investment fund in Abu Dhabi.',
      'Hello, we are a family office looking for projects in Europe.',
      'Good day, our investors want to finance manufacturing companies.',
    ],
    [
      'We would like to invest 5-50 million USD in your company as a loan at 2% interest.',
      'We offer debt financing of up to $100M with a 10 year term.',
      'We can fund your expansion with no collateral.',
    ],
    [
      'Send your business plan to {mail}.',
      'Please send your executive summary to {mail}.',
      'Reply with your project details.',
    ],
  ],
  [
    [
      'Hello, I am {name}, a widow suffering from cancer.',
      'Dear beloved, I am {name}, I have little time left to live.',
      'Greetings, I am {name}, a sick woman in a hospital in London.',
    ],
    [
      'I want to donate my fortune of $4.8M to charity through you.',
      'I have decided to give my inheritance to a trustworthy person to help the poor.',
      'My doctor says I have weeks, and I want my money used for orphans.',
    ],
    [
      'Please reply so I can give you the details.',
      'Write to my private e-mail {mail}.',
      'God bless you, answer me quickly.',
    ],
  ],
  [
    [
      'Sehr geehrte Damen und Herren, wir sind ein Handelsunternehmen aus Hongkong.',
      'Guten Tag, wir sind Einkäufer eines großen Konzerns in Dubai.',
      'Hallo, wir möchten eine Großbestellung aufgeben.',
    ],
    [
      'Wir möchten 40 Ihrer Maschinen bestellen.',
      'Wir haben großes Interesse an Ihren Produkten.',
      'Unser Kunde benötigt dringend Ihre Anlagen.',
    ],
    [
      'Bitte öffnen Sie unsere Bestellung über den sicheren Link: {link}',
      'Die Bestellung finden Sie hier (Anmeldung mit Ihrer E-Mail): {link}',
    ],
  ],
  [
    [
      'Bonjour, je suis notaire à Abidjan.',
      'Bonjour, je suis avocat à Cotonou.',
      'Bonjour, je vous contacte au sujet d’une succession.',
    ],
    [
      'Un héritage de 2,3 millions d’euros vous revient.',
      'Un de vos parents éloignés vous a légué une somme importante.',
      'Vous êtes désigné comme bénéficiaire d’un compte en déshérence.',
    ],
    ['Merci de me répondre en privé : {mail}', 'Envoyez-moi vos coordonnées complètes.'],
  ],
  [
    [
      'We are sourcing agents for a government project in Nigeria.',
      'Hello, we are a contractor for a ministry tender in Ghana.',
      'Greetings, we supply equipment for a UN-funded project.',
    ],
    [
      'We need 12 balers and will pay 50% in advance.',
      'The tender needs 8 shredders before the end of the month.',
      'We will buy 15 machines if you register as a vendor.',
    ],
    [
      'Register on our vendor portal {link} before we can issue the LPO.',
      'Pay the vendor registration fee of $450 to proceed.',
      'Complete the supplier form here: {link}',
    ],
  ],
];

function partnership(draw: Draw): string {
  return fromThemes(draw, scamThemes);
}

const invoiceThemes: readonly Theme[] = [
  [
    [
      'Invoice INV-{n} for your domain {site} is overdue.',
      'Payment reminder: domain services for {site}, invoice {n}.',
      'Your domain {site} will be suspended: invoice {n} unpaid.',
    ],
    [
      'Amount due: EUR {amount}.',
      'Outstanding balance: USD {amount}.',
      'To avoid suspension pay EUR {amount} today.',
    ],
    ['Secure payment: {link}', 'Pay now: {link}', 'Download invoice (PDF): {link}'],
  ],
  [
    [
      'DOMAIN EXPIRATION NOTICE: the SEO listing of {site} expires on {date}.',
      'FINAL NOTICE: search engine submission for {site} expires {date}.',
      'Attention: your domain listing for {site} ends on {date}.',
    ],
    [
      'Failure to renew may result in loss of search engine rankings.',
      'Without renewal your site will no longer appear in search results.',
      'Act now to keep your online presence.',
    ],
    ['Renew here: {link}', 'Secure payment: {link}'],
  ],
  [
    [
      'Attached is the outstanding invoice #{n} for the services delivered last month.',
      'Please find the open invoice {n} below.',
      'Invoice {n} is still unpaid.',
    ],
    [
      'Please note our new bank account IBAN GB{n}{n}{n}.',
      'Our bank details have changed, please use the new account for this payment.',
      'Pay to our new account at Revolut, IBAN LT{n}{n}{n}.',
    ],
    ['Kindly confirm once payment is made.', 'Please process today.', 'Thank you for your prompt payment.'],
  ],
  [
    [
      'Your Google Business listing will be removed unless you verify it.',
      'Google listing notice: your business profile is unverified.',
      'Your company may disappear from Google Maps.',
    ],
    ['The annual verification fee is $299.', 'Verify for only $199 per year.', 'Verification costs $249.'],
    ['Verify your listing: {link}', 'Verify now: {link}'],
  ],
  [
    [
      'Trademark registration notice: your mark VELTRUM must be entered in the World Trademark Register.',
      'Reminder: your company entry in the EU Business Directory is due for renewal.',
      'Your entry in the International Business Register expires soon.',
    ],
    ['Fee EUR 2,380 for ten years.', 'The annual fee is EUR 995.', 'Registration costs EUR 1,290 per year.'],
    ['Sign and return the form.', 'Complete the form here: {link}', 'Return the signed order form by fax.'],
  ],
  [
    [
      'Payment advice: we have sent you a remittance of USD {amount}.',
      'Remittance notice: transfer of EUR {amount} to your account.',
      'We have paid your invoice, EUR {amount}.',
    ],
    ['View the payment slip here:', 'See the transfer confirmation:', 'Open the remittance advice:'],
    ['{link}'],
  ],
  [
    [
      'Your Microsoft 365 mailbox storage is full.',
      'Your e-mail password expires today.',
      'Unusual sign-in activity on your mailbox.',
    ],
    [
      'New messages will be deleted.',
      'You will lose access to your mail.',
      'Your account will be locked in 24 hours.',
    ],
    ['Upgrade now: {link}', 'Keep your password: {link}', 'Review activity: {link}'],
  ],
  [
    [
      'DHL: your shipment {n} is on hold due to unpaid customs duties.',
      'FedEx: delivery of parcel {n} failed.',
      'UPS: your package {n} is waiting at the depot.',
    ],
    [
      'Customs fee: EUR 2.99.',
      'Please pay the redelivery fee of EUR 1.99.',
      'A storage fee of EUR 3.49 is due.',
    ],
    ['Pay now: {link}', 'Reschedule: {link}'],
  ],
  [
    [
      'Rechnung Nr. {n}: Ihre Eintragung im Gewerbeverzeichnis ist fällig.',
      'Zahlungserinnerung zu Rechnung {n}.',
      'Letzte Mahnung: Rechnung {n} offen.',
    ],
    [
      'Bitte überweisen Sie {amount} € innerhalb von 7 Tagen.',
      'Offener Betrag: {amount} €.',
      'Bei Nichtzahlung entstehen Mahngebühren.',
    ],
    ['Zahlung: {link}', 'Rechnung (PDF): {link}'],
  ],
  [
    [
      'Facture n° {n} impayée.',
      'Relance : facture {n} en attente de paiement.',
      'Dernier rappel avant recouvrement : facture {n}.',
    ],
    [
      'Montant à régler : {amount} €.',
      'Des pénalités de retard s’appliqueront.',
      'Merci de régulariser sous 48 h.',
    ],
    ['Régularisez ici : {link}', 'Facture (PDF) : {link}'],
  ],
];

function fakeInvoice(draw: Draw): string {
  return fromThemes(draw, invoiceThemes);
}

const probes: readonly (readonly [string, string])[] = [
  ['Hello', 'I wanted to know your price.'],
  ['Hi', 'i writing about     the price for reseller'],
  ['Hallo', 'ich wollte Ihren Preis wissen.'],
  ['Bonjour', 'je voulais connaître votre prix.'],
  ['Hola', 'quería saber tu precio.'],
  ['Ciao', 'volevo sapere il tuo prezzo.'],
  ['Здравствуйте', 'я хотел узнать Ваш прайс.'],
  ['Hej', 'jeg ønskede at kende din pris.'],
  ['Szia', 'meg akartam kérdezni az árát.'],
  ['Olá', 'eu queria saber o seu preço.'],
  ['Merhaba', 'fiyatınızı öğrenmek istedim.'],
  ['Witam', 'chciałem poznać Twoją cenę.'],
  ['Hi', 'I am interested in your products, please send me your catalogue and price list.'],
  ['Dear Supplier', 'please quote your best price for the attached items.'],
  ['Ahoj', 'chtěl jsem znát vaši cenu.'],
  ['Hallo', 'ik wilde uw prijs weten.'],
  ['Hei', 'halusin tietää hintasi.'],
  ['Salut', 'am vrut să aflu prețul dvs.'],
  ['Γεια σας', 'ήθελα να μάθω την τιμή σας.'],
  ['Hi', 'what is the price?'],
  ['Hej', 'jag ville veta ditt pris.'],
  ['Hei', 'jeg ønsket å vite prisen din.'],
  ['Sveiki', 'es gribēju zināt savu cenu.'],
  ['Sveiki', 'norėjau sužinoti jūsų kainą.'],
  ['Zdravo', 'htio sam znati vašu cijenu.'],
  ['Привіт', 'я хотів дізнатися вашу ціну.'],
  ['Xin chào', 'tôi muốn biết giá của bạn.'],
  ['Halo', 'saya ingin tahu harga Anda.'],
  ['Pozdravljeni', 'želel sem vedeti vašo ceno.'],
  ['Tere', 'ma tahtsin teada teie hinda.'],
  ['こんにちは', '価格を知りたかったです。'],
  ['Здравейте', 'исках да знам цената ви.'],
];

function priceProbe(draw: Draw): string {
  const [greeting, phrase] = draw.pick(probes);
  return `${greeting}${draw.pick([', ', '. ', ' ', ',  '])}${phrase}${draw.pick(['', '', ' Thanks', ' Regards', ' :)', `\n\n${draw.pick(['Eric', 'Anna', 'Mike', 'Maria', 'Wang'])}`])}`;
}

const hardThemes: readonly Theme[] = [
  [
    [
      'Hi, my name is Eric and I was looking at your website {site}.',
      'Hello, Eric here, I just found {site}.',
      'Hi, I came across {site} this morning.',
    ],
    [
      'It looks great, but do you know how many visitors leave without contacting you?',
      'Nice site, but most visitors leave without a word.',
      'Good content, but 97% of visitors never get in touch.',
    ],
    [
      'Our tool lets you text them within seconds, before they forget you.',
      'Talk With Web Visitor catches them and sends you their number.',
      'Our widget captures their phone number and you call them back right away.',
    ],
    ['Try it free at {link}', 'See a demo: {link}', 'Free 14-day trial: {link}'],
  ],
  [
    [
      'Hello, I am a freelance content writer with experience in the industrial machinery niche.',
      'Hi, I write articles about recycling and sustainability for B2B blogs.',
      'Hello, I am an editor at a sustainability blog.',
    ],
    [
      'I would love to write a guest post for your blog in exchange for one do-follow link.',
      'I can write a free article for your news section if you include a link to my client.',
      'I have an article idea about circular economy that would fit your site.',
    ],
    ['Would you be open to that?', 'Interested?', 'Let me know and I will send topics.'],
  ],
  [
    [
      'Hi there, I noticed a few broken images and a slow loading time on your product pages.',
      'Hello, I found some accessibility problems on your website.',
      'Hi, the contact page of your site shows an error on mobile.',
    ],
    [
      'I made a short video walkthrough of the issues.',
      'I recorded a 3 minute Loom video showing what to fix.',
      'I wrote down the fixes in a short report.',
    ],
    ['Should I send it over?', 'Would you like me to send it?', 'Happy to share it, no strings attached.'],
  ],
  [
    [
      'Good afternoon, we supply skilled virtual assistants and CAD draughtsmen from the Philippines.',
      'Hello, we provide remote engineers and drafters for machine builders.',
      'Hi, we offer offshore CAD and documentation teams.',
    ],
    [
      'Many European machine builders already work with us at USD 9 per hour.',
      'Our drafters work in SolidWorks, Inventor and AutoCAD from $12 per hour.',
      'You save up to 70% compared to local hires.',
    ],
    [
      'May I send you some profiles?',
      'Can I share three candidate profiles?',
      'Shall we set up a short call?',
    ],
  ],
  [
    [
      'Hello, are you the person responsible for purchasing?',
      'Hi, could you forward this to your buyer?',
      'Dear purchasing manager,',
    ],
    [
      'We sell hydraulic hoses, fittings and seals at factory prices, ISO 9001 certified.',
      'We manufacture hydraulic cylinders and pumps at 40% below European prices.',
      'We supply steel plates, Hardox and wear parts directly from the mill.',
    ],
    [
      'Can I send our catalogue?',
      'Do you need our quotation?',
      'Please tell me what you need and I will quote.',
    ],
  ],
  [
    [
      'Hi, we help manufacturers get funding for growth.',
      'Hello, does Veltrum need working capital this year?',
      'Hi, are you looking to finance new equipment?',
    ],
    [
      'Up to $500k in 48 hours, no collateral, minimal paperwork.',
      'Approval in one day, no credit check.',
      'Flexible business loans with payments based on your revenue.',
    ],
    ['Would that be useful this quarter?', 'See if you qualify: {link}', 'Can I call you tomorrow?'],
  ],
  [
    [
      'Dear team, I am writing on behalf of a B2B directory of recycling equipment suppliers.',
      'Hello, Veltrum has been added to our industrial suppliers directory.',
      'Hi, your company profile on our marketplace is ready.',
    ],
    [
      'Your free listing is ready; a premium listing puts you at the top of searches for balers.',
      'Upgrade to Gold to receive buyer inquiries directly.',
      'Premium members get 10x more leads.',
    ],
    ['Let me know if you are interested.', 'Upgrade here: {link}', 'Reply to activate your premium listing.'],
  ],
  [
    [
      'Hello, I represent a factory in China producing vertical balers and hydraulic presses.',
      'Hi, we are a Chinese manufacturer of shredders and balers.',
      'Dear Sir, our factory in Jiangsu makes recycling machines.',
    ],
    [
      'We can be your OEM supplier at 30% lower cost.',
      'We produce under your brand with CE certificate.',
      'We can make your machines with your logo at a much lower price.',
    ],
    ['Do you need our quotation?', 'Can I send our catalogue?', 'WeChat or WhatsApp: +86 {n} {n}'],
  ],
  [
    [
      'Hi! I put together a list of 3,200 recycling companies in Germany.',
      'Hello, I have a database of waste management firms in Europe.',
      'Hi, I compiled the contacts of plant managers at paper mills.',
    ],
    [
      'It has the names and direct e-mails of their plant managers.',
      'Every contact is verified and GDPR-compliant, I promise.',
      'It is perfect for your sales team.',
    ],
    ['Would you like a free sample of 50?', 'Shall I send a sample?', 'Price and sample on request.'],
  ],
  [
    [
      'Hi, I saw you are hiring service technicians.',
      'Hello, I noticed your open positions in Bremen.',
      'Hi, are you still looking for a technical writer?',
    ],
    [
      'We are a recruitment agency and have candidates ready to start.',
      'We have three pre-screened candidates for this role.',
      'Our headhunters specialise in engineering roles.',
    ],
    [
      'Our fee is only 15% of the first year salary.',
      'You only pay if you hire.',
      'We work on success fee only.',
    ],
    ['Shall I send their CVs?', 'Can we talk this week?', 'Let me know.'],
  ],
  [
    [
      'Hello, I would like to feature Veltrum in our article "Top 10 recycling machine manufacturers 2026".',
      'Hi, we are preparing a ranking of the best recycling equipment brands.',
      'Hello, your company was nominated for our Industry Excellence Award 2026.',
    ],
    [
      'There is a small publication fee of 150 EUR.',
      'The featured placement costs 299 USD.',
      'The award package including the trophy is EUR 1,450.',
    ],
    ['Let me know if you are interested.', 'Please confirm by Friday.', 'Reply to secure your spot.'],
  ],
  [
    [
      'Guten Tag, wir sind eine Agentur für Suchmaschinenwerbung.',
      'Hallo, wir betreuen Google-Ads-Konten von Maschinenbauern.',
      'Guten Tag, uns ist aufgefallen, dass Sie keine Google-Anzeigen schalten.',
    ],
    [
      'Ihre Anzeigen bei Google Ads sind nicht optimal ausgesteuert.',
      'Mit gezielten Anzeigen erreichen Sie Einkäufer genau dann, wenn sie suchen.',
      'Unsere Kunden senken ihre Kosten pro Anfrage um 40 %.',
    ],
    ['Dürfen wir Ihnen eine kostenlose Analyse schicken?', 'Haben Sie nächste Woche 15 Minuten Zeit?'],
  ],
  [
    [
      'Bonjour, nous accompagnons les PME industrielles dans la génération de leads B2B.',
      'Bonjour, notre agence aide les fabricants à trouver des clients sur LinkedIn.',
      'Bonjour, je suis consultant en prospection commerciale.',
    ],
    [
      'Nos campagnes LinkedIn génèrent en moyenne 25 rendez-vous qualifiés par mois.',
      'Nous prenons des rendez-vous avec des décideurs pour vos commerciaux.',
      'Nous remplissons l’agenda de vos commerciaux.',
    ],
    ['Seriez-vous disponible 15 minutes cette semaine ?', 'Puis-je vous appeler demain ?'],
  ],
  [
    [
      'Hi, we create 3D product animations for industrial machines.',
      'Hello, we make 3D renderings and product videos for manufacturers.',
      'Hi, does your EcoBale X4 have a 3D animation yet?',
    ],
    [
      'I made a quick concept of how your EcoBale X4 could look in a 30 second video.',
      'We can show the inside of your machines in a way photos cannot.',
      'Animations explain your machines better than any brochure.',
    ],
    ['Would you like to see it?', 'Can I send a sample?', 'Portfolio: {link}'],
  ],
  [
    [
      'Hello, I am a student doing a survey about recycling.',
      'Hi, I am writing my thesis about the circular economy.',
      'Hello, I am researching recycling companies for a university project.',
    ],
    [
      'It only takes five minutes and helps my thesis a lot.',
      'Your answers would really help me.',
      'It is anonymous and takes 3 minutes.',
    ],
    [
      'Please fill in my form here {link} and share it with your colleagues.',
      'The survey is here: {link}',
      'Link: {link} Thank you so much!',
    ],
  ],
  [
    [
      'Hi, I noticed your site has no reviews on Trustpilot.',
      'Hello, your Google rating is only based on 3 reviews.',
      'Hi, customers trust companies with many reviews.',
    ],
    [
      'We can get you 50 genuine five-star reviews in a week.',
      'We deliver real reviews from real accounts.',
      'Our review service is safe and undetectable.',
    ],
    ['Interested?', 'Prices here: {link}', 'Reply for our packages.'],
  ],
];

function hard(draw: Draw): string {
  return fromThemes(draw, hardThemes, ' ');
}

export const spamWriters: Record<SpamContentKind, (draw: Draw) => string> = {
  seo_offer: seoOffer,
  link_spam: linkSpam,
  crypto,
  pharma,
  adult,
  foreign_script: foreignScript,
  partnership_scam: partnership,
  fake_invoice: fakeInvoice,
  price_probe: priceProbe,
  hard_human: hard,
};

export const disposableDomains = [
  'mailinator.com',
  'guerrillamail.com',
  'guerrillamail.net',
  'sharklasers.com',
  '10minutemail.com',
  'yopmail.com',
  'yopmail.fr',
  'temp-mail.org',
  'trashmail.com',
  'dispostable.com',
  'maildrop.cc',
  'getnada.com',
  'throwawaymail.com',
  'mohmal.com',
  'emailondeck.com',
  'tempmail.dev',
  'mailnesia.com',
  'spamgourmet.com',
];

const spamFirst = [
  'Eric',
  'Mike',
  'Jennifer',
  'David',
  'Sarah',
  'John',
  'Anna',
  'Robert',
  'Linda',
  'James',
  'Emily',
  'Kevin',
  'Sophia',
  'Rahul',
  'Ali',
  'Olga',
  'Wang',
  'Maria',
];
const spamLast = [
  'Jones',
  'Smith',
  'Williams',
  'Brown',
  'Miller',
  'Johnson',
  'Garcia',
  'Kumar',
  'Khan',
  'Ivanova',
  'Li',
  'Taylor',
  'Martin',
];
const botNames = [
  'RobertTaf',
  'JamesFoemo',
  'Davidlix',
  'HenryTop',
  'Crytoavaws',
  'Mariaclult',
  'Gregorynuh',
  'Bobbyviaby',
  'AlbertBus',
  'Normanfar',
  'WilliamSot',
  'Tedbup',
  'Kennethkib',
  'Jeffreyzog',
  'LloydKip',
];
const cyrNames = ['Алексей', 'Дмитрий Петров', 'Ирина', 'Сергей Иванов', 'Наталья', '王伟', '李娜', '张磊'];

export type SpamSender = { name: string; company: string; email: string; country: string };

export function spamSender(
  draw: Draw,
  options: { disposable?: boolean; style?: 'human' | 'bot' | 'foreign' } = {},
): SpamSender {
  const style =
    options.style ??
    draw.weighted<'human' | 'bot' | 'foreign'>([
      ['human', 6],
      ['bot', 3],
      ['foreign', 1],
    ]);
  const name =
    style === 'bot'
      ? draw.pick(botNames)
      : style === 'foreign'
        ? draw.pick(cyrNames)
        : `${draw.pick(spamFirst)} ${draw.pick(spamLast)}`;
  const local =
    style === 'human'
      ? `${name.split(' ')[0]?.toLowerCase()}${draw.pick(['', '.', '_'])}${draw.pick(['', (name.split(' ')[1] ?? '').toLowerCase()])}${draw.chance(0.5) ? draw.int(1, 9999) : ''}`
      : `${token(draw, draw.int(6, 10)).toLowerCase()}${draw.chance(0.5) ? draw.int(10, 99) : ''}`;
  const domain = options.disposable
    ? draw.pick(disposableDomains)
    : draw.weighted<string>([
        ['gmail.com', 6],
        ['outlook.com', 2],
        ['hotmail.com', 2],
        ['yahoo.com', 1],
        ['mail.ru', style === 'foreign' ? 5 : 1],
        ['yandex.ru', style === 'foreign' ? 4 : 1],
        ['gmx.com', 1],
        ['aol.com', 1],
        ['qq.com', style === 'foreign' ? 3 : 0.2],
        [spamDomain(draw), 3],
        ['proton.me', 1],
      ]);
  const company = draw.weighted<string>([
    ['', 4],
    [name, 2],
    ['Google', 1],
    ['SEO Agency', 1],
    ['N/A', 1],
    ['123', 1],
    ['Digital Marketing', 1],
    [spamDomain(draw), 1],
    ['Company', 1],
    ['Best Solutions Ltd', 1],
    [token(draw, 7), 1],
  ]);
  const country = draw.weighted<string>([
    ['US', 5],
    ['IN', 4],
    ['RU', 2],
    ['CN', 2],
    ['VN', 1],
    ['PK', 1],
    ['NG', 1],
    ['UA', 1],
    ['BD', 1],
    ['ID', 1],
    ['GB', 2],
    ['DE', 2],
    ['AF', 2],
    ['AX', 1],
    ['AL', 1],
    ['FR', 1],
    ['PH', 1],
    ['BR', 1],
  ]);
  return { name, company, email: `${local.replace(/\.$/, '')}@${domain}`, country };
}
