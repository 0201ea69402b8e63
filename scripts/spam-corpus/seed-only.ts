/**
 * Phrasings used only for the classifier's seed corpus, never for the evaluation set (decision 164,
 * amendment): unsolicited B2B pitches of trades the other banks do not cover, and genuine requests that read
 * like pitches (a buyer asking for a catalogue, a customer offering feedback, a service partner's complaint),
 * in English, German, French and Arabic. `generate.ts` draws from them only in the seed's extension, and the
 * separation check still holds the evaluation set apart from every text they produce.
 */
import type { Draw } from './random';

/** How many seed texts `generate.ts` draws from here; they come last in each class of the seed. */
export const seedOnlyCounts = { ham: 200, spam: 240 } as const;

/** One coherent message in slots; each slot lists interchangeable wordings. */
type Theme = readonly (readonly string[])[];

const spamThemes: readonly Theme[] = [
  [
    ['Hello,', 'Good morning,', 'Hi there,'],
    [
      'we are a logistics broker with our own trucks in Poland and Romania.',
      'our freight company moves full and part loads across Europe every day.',
    ],
    [
      'We offer rates up to 20% below what you pay today, with tracking included.',
      'We can take over your exports at a fixed price per pallet.',
    ],
    ['Can I send you our rate card?', 'Who handles transport on your side?', 'Shall I call you on Monday?'],
  ],
  [
    ['Dear Sir/Madam,', 'Hello team,'],
    [
      'we provide certified technical translation into 40 languages for manuals and datasheets.',
      'our agency translates operating manuals and CE documents within 48 hours.',
    ],
    [
      'First 1,000 words are free for new customers.',
      'We work for several machine builders and offer a 15% introductory discount.',
    ],
    ['May I send you a sample?', 'Reply and I will send our price list.'],
  ],
  [
    ['Hi,', 'Hello,'],
    [
      'I run a staffing agency that places welders, electricians and CNC operators from abroad.',
      'we recruit skilled workers for manufacturing companies and handle all visa paperwork.',
    ],
    ['No fee until the candidate starts.', 'We can deliver 5 qualified technicians within 4 weeks.'],
    [
      'Are you the person responsible for hiring?',
      'Could you forward this to your HR manager?',
      'Let me know if you are interested.',
    ],
  ],
  [
    ['Hello,', 'Dear purchasing team,'],
    [
      'we manufacture stretch film, strapping and pallet wrap in our own factory.',
      'our company produces corrugated boxes and packaging material at factory prices.',
    ],
    [
      'Our prices are 25% lower than European distributors, MOQ only one pallet.',
      'We offer free samples and delivery within 10 days.',
    ],
    ['Can I send you our catalogue and prices?', 'Please tell me your monthly consumption.'],
  ],
  [
    ['Hi,', 'Hello there,'],
    [
      'we build custom ERP and CRM software for mid-sized manufacturers.',
      'our developers in Ukraine and India build web and mobile apps at a fraction of the cost.',
    ],
    [
      'A dedicated developer costs only $18 per hour.',
      'We have delivered more than 300 projects and offer a free consultation.',
    ],
    ['Do you have 15 minutes for a quick call this week?', 'Can we schedule a short call?'],
  ],
  [
    ['Dear business owner,', 'Hello,'],
    [
      'we help companies like yours cut their electricity and gas costs.',
      'as an independent energy broker we compare 40 suppliers for you.',
    ],
    [
      'Most of our clients save 30% without changing anything.',
      'Our service is completely free for you, the supplier pays our commission.',
    ],
    [
      'Please send me a recent energy bill and I will prepare an offer.',
      'Who is in charge of energy purchasing?',
    ],
  ],
  [
    ['Hello,', 'Hi,'],
    [
      'we design and build trade fair stands for exhibitors at IFAT, Hannover Messe and Pollutec.',
      'our team produces exhibition booths, banners and displays.',
    ],
    [
      'We offer complete turnkey stands at a fixed price.',
      'Book before the end of the month and get 10% off.',
    ],
    ['Can I send you some references?', 'Are you exhibiting next year?'],
  ],
  [
    ['Hi,', 'Hello,'],
    [
      'I specialise in LinkedIn lead generation for industrial companies.',
      'we book qualified sales meetings with decision makers for B2B companies.',
    ],
    [
      'We guarantee 10 appointments per month or you do not pay.',
      'Our clients get 20+ new leads every month on autopilot.',
    ],
    ['Would you be interested in a free trial?', 'Can I show you how it works in a 10-minute call?'],
  ],
  [
    ['Hello,', 'Dear manager,'],
    [
      'we are an ISO certification consultancy.',
      'our consultants help companies get ISO 9001, 14001 and 45001 certificates quickly.',
    ],
    [
      'Certificate guaranteed within 30 days, all documents prepared by us.',
      'Special price this month only.',
    ],
    ['Shall I send you our offer?', 'Reply to receive our brochure.'],
  ],
  [
    ['Hi,', 'Hello,'],
    [
      'we install solar panels on industrial roofs with zero upfront cost.',
      'your factory roof could produce its own electricity.',
    ],
    [
      'We finance everything and you pay less for power from day one.',
      'Free feasibility study for your site.',
    ],
    ['Who can I speak with about this?', 'Can I send you more information?'],
  ],
  [
    ['Hello,', 'Hi,'],
    [
      'we offer aerial drone photography and product videos for manufacturers.',
      'our studio makes 3D animations and explainer videos of machines.',
    ],
    ['Packages start at 490 EUR.', 'We have worked with many engineering companies.'],
    ['Can I send you our portfolio?', 'Let me know if you want a quote.'],
  ],
  [
    ['Hello,', 'Dear team,'],
    [
      'during a quick scan we found security weaknesses on your website and mail server.',
      'we are cyber security specialists offering penetration tests for SMEs.',
    ],
    ['We offer a full audit at a special price.', 'Our report shows you every risk within 3 days.'],
    ['Reply and I will send the details.', 'Are you the person responsible for IT?'],
  ],
  [
    ['Guten Tag,', 'Hallo,', 'Sehr geehrte Damen und Herren,'],
    [
      'wir sind ein Personaldienstleister und vermitteln Fachkräfte aus dem Ausland.',
      'wir bieten Ihnen günstige Lagerflächen und Logistikdienstleistungen an.',
      'wir sind eine Agentur für Online-Marketing im Maschinenbau.',
    ],
    [
      'Unsere Preise liegen 20 % unter dem Marktniveau.',
      'Wir bieten Ihnen ein kostenloses Erstgespräch an.',
      'Für Neukunden gibt es einen Rabatt von 15 %.',
    ],
    [
      'Darf ich Ihnen unser Angebot zusenden?',
      'Wer ist bei Ihnen dafür zuständig?',
      'Hätten Sie Interesse an einem kurzen Telefonat?',
    ],
  ],
  [
    ['Guten Tag,', 'Hallo zusammen,'],
    [
      'wir produzieren Verpackungsmaterial und Stretchfolie direkt ab Werk.',
      'unser Unternehmen übernimmt Ihre Buchhaltung und Lohnabrechnung zum Festpreis.',
    ],
    ['Kostenlose Muster auf Anfrage.', 'Sparen Sie bis zu 30 % Ihrer Kosten.'],
    ['Soll ich Ihnen unseren Katalog schicken?', 'Ich freue mich auf Ihre Rückmeldung.'],
  ],
  [
    ['Bonjour,', 'Madame, Monsieur,'],
    [
      'nous proposons des services de traduction technique dans 30 langues.',
      'notre agence propose la création de sites web et le référencement pour les industriels.',
      'nous sommes une société de recrutement spécialisée dans les métiers techniques.',
    ],
    [
      'Nous offrons une remise de 20 % sur la première commande.',
      'Premier audit gratuit et sans engagement.',
    ],
    [
      'Puis-je vous envoyer notre brochure ?',
      'Qui est la personne en charge chez vous ?',
      'Seriez-vous disponible pour un court appel ?',
    ],
  ],
  [
    ['مرحبا،', 'السلام عليكم،'],
    [
      'نحن شركة متخصصة في التسويق الرقمي وتحسين محركات البحث.',
      'نقدم خدمات الشحن والتخليص الجمركي بأسعار منافسة.',
      'شركتنا توفر عمالة فنية مدربة للمصانع.',
    ],
    ['نقدم لكم خصم 20% على أول طلب.', 'استشارة مجانية بدون أي التزام.'],
    ['هل يمكنني إرسال عرضنا؟', 'من هو الشخص المسؤول لديكم؟'],
  ],
  [
    ['Dear Sir,', 'Hello,'],
    [
      'your invoice no. {n} for the listing of your company in our export register is overdue.',
      'to keep your entry in the international suppliers directory, the annual fee of 890 EUR is due.',
    ],
    ['Please pay within 7 days to avoid removal.', 'Payment details are in the attached form.'],
    ['Accounts department', 'Registration office'],
  ],
  [
    ['Dear partner,', 'Hello,'],
    [
      'we are a trading company in Dubai and want to place a large order for your machines.',
      'our client, a government project, needs 20 units urgently.',
    ],
    [
      'Please register on our vendor portal first, the registration fee is 350 USD.',
      'Kindly send your proforma invoice and we will pay 100% in advance via our agent.',
    ],
    ['Reply to {mail}.', 'Contact our procurement officer at {mail}.'],
  ],
  [
    ['Dear user,', 'Attention:', 'Hello,'],
    [
      'your mailbox has reached 98% of its storage limit and incoming messages are being held.',
      'we detected an unusual sign-in to your company e-mail account from a new device.',
    ],
    [
      'Verify your account within 24 hours to avoid suspension: {link}',
      'Log in here to release your pending messages: {link}',
    ],
    ['IT Help Desk', 'Mail administrator'],
  ],
  [
    ['Hello,', 'Dear customer,'],
    [
      'your parcel could not be delivered because of an unpaid customs fee of 2.99 EUR.',
      'a shipment addressed to your company is waiting at our depot.',
    ],
    ['Please confirm your address and pay the fee here: {link}', 'Schedule a new delivery: {link}'],
  ],
  [
    ['Hello,', 'Dear accounts team,'],
    [
      'please note that our bank details have changed due to an audit.',
      'this is a reminder that your domain name {site} expires in 3 days.',
    ],
    [
      'All future payments must be made to the new account in the attached letter.',
      'Renew now to avoid losing your website and e-mail: {link}',
    ],
    ['Please confirm once updated.', 'Billing department'],
  ],
  [
    ['Hi,', 'Hello friend,'],
    [
      'I made 4,200 USD last week with an automatic crypto trading app.',
      'a new AI trading platform turns 250 EUR into a steady daily income.',
    ],
    ['Registration is free for the first 100 users: {link}', 'Start with a small deposit here: {link}'],
  ],
  [
    ['Hi handsome,', 'Hey,'],
    [
      'I am a lonely girl living near you and I saw your profile.',
      'hot singles in your area want to meet tonight.',
    ],
    ['Write to me here: {link}', 'See my private photos: {link}'],
  ],
  [
    ['Hello,', 'Dear CEO,'],
    [
      'your company has been selected as a finalist for the European Industry Excellence Award 2026.',
      'congratulations, you have been nominated for our Top 100 Innovators list.',
    ],
    [
      'To confirm your participation, a small publication fee of 1,450 EUR applies.',
      'The winner package includes a trophy, a certificate and a press release.',
    ],
    ['Please reply to secure your place.', 'Register here: {link}'],
  ],
  [
    ['Guten Tag,', 'Hallo,'],
    [
      'Ihre Website {site} ist veraltet und auf dem Handy schlecht lesbar.',
      'wir erstellen Backlinks und Gastbeiträge auf deutschen Industrieportalen.',
    ],
    [
      'Wir erstellen Ihnen eine moderne Seite zum Festpreis von 999 EUR.',
      'Damit ranken Sie in wenigen Wochen auf Seite 1 bei Google.',
    ],
    ['Darf ich Ihnen ein unverbindliches Angebot schicken?', 'Mehr Infos: {link}'],
  ],
  [
    ['Bonjour,', 'Madame, Monsieur,'],
    [
      'votre facture de renouvellement du nom de domaine est en attente de paiement.',
      'votre colis est bloqué en douane, des frais de 1,99 EUR sont à régler.',
    ],
    ['Réglez-la ici pour éviter la suspension : {link}', 'Confirmez votre adresse : {link}'],
  ],
  [
    ['Hello,', 'Hi,'],
    [
      'we supply workwear, safety shoes and PPE to factories across Europe.',
      'our company rents out forklifts and aerial platforms on short notice.',
      'we are a commercial cleaning company specialised in production halls.',
    ],
    [
      'We can beat your current supplier by at least 15%.',
      'We offer flexible monthly contracts and a free first month.',
    ],
    ['Who should I talk to about this?', 'Can I send you a quote?', 'Would you like a free sample pack?'],
  ],
  [
    ['Hello,', 'Dear finance team,'],
    [
      'we buy your open invoices and pay you within 24 hours.',
      'our debt collection service recovers unpaid invoices without upfront fees.',
    ],
    ['Improve your cash flow today.', 'We only charge a small success fee.'],
    ['Can we arrange a quick call?', 'Let me know if this is of interest.'],
  ],
  [
    ['Hi,', 'Hello,'],
    [
      'we build AI chatbots that answer your website visitors 24/7.',
      'our AI assistant writes your quotes and follow-up e-mails automatically.',
    ],
    ['Setup takes one day and the first month is free.', 'Companies using it close 30% more deals.'],
    ['Want a quick demo?', 'Can I send you a short video?'],
  ],
  [
    ['Hello,', 'Dear Sir/Madam,'],
    [
      'we are a manufacturer of hydraulic cylinders and custom steel parts in Turkey.',
      'our foundry in India casts grey iron and steel parts to drawing.',
      'our factory in Vietnam produces sheet metal parts and welded frames for OEMs.',
    ],
    [
      'We offer competitive prices, ISO certified quality and short lead times.',
      'Our prices are about 40% lower than in Europe.',
    ],
    ['Please send us your drawings for a quotation.', 'May I send you our company profile?'],
  ],
  [
    ['Hello,', 'Hi there,'],
    [
      'we are conducting a paid survey among managers in the recycling industry.',
      'I am reaching out from a market research firm on behalf of a client.',
    ],
    [
      'It takes 20 minutes and you receive 150 USD as a thank-you.',
      'Participants receive a free copy of the final report.',
    ],
    ['Are you the right person to take part?', 'Please reply if you would like to join.'],
  ],
  [
    ['Hello,', 'Dear team,'],
    [
      'we produce branded corporate gifts, pens and promotional items with your logo.',
      'we offer coffee machines for offices with free installation.',
    ],
    ['Order before December and get free delivery.', 'Special offer for companies: 20% discount.'],
    ['Shall I send you our catalogue?', 'Can I send a free sample?'],
  ],
  [
    ['Guten Tag,', 'Hallo,'],
    [
      'wir sind ein Hersteller von Drehteilen und Frästeilen in Polen.',
      'wir bieten Ihnen Factoring und sofortige Liquidität für offene Rechnungen.',
      'wir vermieten Gabelstapler und Arbeitsbühnen kurzfristig.',
    ],
    ['Unsere Preise sind deutlich günstiger als in Deutschland.', 'Der erste Monat ist für Sie kostenlos.'],
    ['Senden Sie uns gern Ihre Zeichnungen für ein Angebot.', 'Wann passt Ihnen ein kurzer Anruf?'],
  ],
  [
    ['Bonjour,', 'Madame, Monsieur,'],
    [
      'nous sommes un fabricant de pièces mécaniques en Tunisie.',
      'nous proposons des vêtements de travail et des EPI à prix d’usine.',
      'notre société propose le rachat de vos factures impayées.',
    ],
    ['Nos prix sont 30 % inférieurs au marché.', 'Premier mois offert.'],
    ['Pouvez-vous nous envoyer vos plans ?', 'Puis-je vous appeler cette semaine ?'],
  ],
];

const hamThemes: readonly Theme[] = [
  [
    ['Hello,', 'Good morning,', 'Dear Veltrum team,'],
    [
      'could you send me your catalogue and price list for the vertical balers?',
      'we are planning a new waste yard and would like your brochure for the shredders.',
      'can you send me the datasheet of the EcoBale X4 with the power consumption?',
    ],
    [
      'We press about 12 tonnes of cardboard per week.',
      'Our hall has a 400 V supply and 4 m ceiling height.',
      'Delivery would be needed in spring.',
    ],
    ['Thank you in advance.', 'Best regards', 'Kind regards'],
  ],
  [
    ['Hello,', 'Dear sales team,'],
    [
      'we bought an EcoShred last year and I wanted to tell you that the cutter wear is higher than promised.',
      'your technician came two days later than agreed and the line stood still.',
      'the spare parts we ordered three weeks ago have still not arrived.',
    ],
    [
      'We expect a written answer and a new date.',
      'Please let us know who is responsible for this.',
      'Can you offer a discount on the next service for the lost production?',
    ],
    ['Regards', 'Best regards'],
  ],
  [
    ['Hello,', 'Hi,'],
    [
      'I am the maintenance manager at our paper mill and we use three of your balers.',
      'we are a municipal recycling centre and run your sorting line since 2021.',
    ],
    [
      'Could you offer us a service contract with two visits per year?',
      'Do you offer training for our operators?',
      'What would a retrofit of the control cabinet cost?',
    ],
    ['Thanks', 'Best regards'],
  ],
  [
    ['Guten Tag,', 'Hallo,', 'Sehr geehrte Damen und Herren,'],
    [
      'bitte schicken Sie uns Ihren aktuellen Katalog und eine Preisliste für Kanalballenpressen.',
      'wir haben bei Ihnen eine Presse gekauft und sind mit der Reaktionszeit des Service unzufrieden.',
      'wir möchten einen Wartungsvertrag für unseren Shredder abschließen.',
    ],
    [
      'Wir verarbeiten etwa 8 Tonnen Folie pro Woche.',
      'Bitte nennen Sie uns einen Ansprechpartner.',
      'Können Sie uns ein Angebot mit Lieferzeit schicken?',
    ],
    ['Mit freundlichen Grüßen', 'Viele Grüße'],
  ],
  [
    ['Bonjour,', 'Madame, Monsieur,'],
    [
      'pourriez-vous nous envoyer votre catalogue et vos tarifs pour les presses à balles ?',
      'nous avons un problème avec notre broyeur et le technicien n’est pas venu.',
      'nous souhaitons un contrat de maintenance pour notre ligne de tri.',
    ],
    [
      'Nous traitons environ 10 tonnes de carton par semaine.',
      'Merci de nous indiquer un délai de livraison.',
      'Qui est notre interlocuteur pour ce dossier ?',
    ],
    ['Cordialement', 'Bien à vous'],
  ],
  [
    ['مرحبا،', 'السلام عليكم،'],
    [
      'نرجو إرسال الكتالوج وقائمة الأسعار لمكابس الكرتون.',
      'لدينا مشكلة في آلة التقطيع ونحتاج إلى فني في أقرب وقت.',
      'نود الحصول على عقد صيانة لخط الفرز لدينا.',
    ],
    ['ننتج حوالي 15 طن من الكرتون أسبوعيا.', 'يرجى تحديد موعد التسليم.'],
    ['مع الشكر', 'وتفضلوا بقبول فائق الاحترام'],
  ],
  [
    ['Hello,', 'Dear Sir or Madam,'],
    [
      'we are your customer since 2019 and would like to buy two more balers for our second site.',
      'our group wants to standardise on one supplier of balers for all 14 stores.',
    ],
    [
      'Can you offer a volume discount?',
      'Please quote the machines with installation and training.',
      'Could your sales engineer visit us next month?',
    ],
    ['Best regards', 'Thank you'],
  ],
  [
    ['Hello,', 'Dear Veltrum team,', 'Good afternoon,'],
    [
      'we are a dealer of recycling and waste handling equipment in Chile and Peru.',
      'our company sells and services compactors for supermarkets in the Baltic states.',
      'we are an engineering contractor that builds material recovery facilities in East Africa.',
    ],
    [
      'We would like to become your distributor and keep spare parts in stock locally.',
      'Your balers would fit our range, and we have our own service technicians.',
      'We would like to include your machines in our tenders and need your conditions for resellers.',
    ],
    [
      'Could you send us your dealer conditions?',
      'Who is responsible for export sales?',
      'Could we meet at your stand at the next fair?',
    ],
    ['Best regards', 'Kind regards'],
  ],
  [
    ['Guten Tag,', 'Sehr geehrte Damen und Herren,'],
    [
      'wir sind ein Fachhändler für Entsorgungstechnik in Österreich und Südtirol.',
      'unser Servicebetrieb wartet Pressen und Verdichter verschiedener Hersteller.',
    ],
    [
      'Wir würden Ihre Ballenpressen gern in unser Sortiment aufnehmen.',
      'Wir könnten den Service Ihrer Maschinen in unserer Region übernehmen.',
    ],
    [
      'Wer ist bei Ihnen für den Vertrieb über Händler zuständig?',
      'Bitte senden Sie uns Ihre Händlerkonditionen.',
    ],
    ['Mit freundlichen Grüßen', 'Beste Grüße'],
  ],
  [
    ['Bonjour,', 'Madame, Monsieur,'],
    [
      'nous sommes distributeur de matériel de recyclage au Maroc et en Tunisie.',
      'notre société assure la maintenance de compacteurs et de presses dans l’ouest de la France.',
    ],
    [
      'Nous souhaiterions représenter vos machines dans notre région.',
      'Nous pourrions proposer vos presses à nos clients industriels.',
    ],
    ['Pourriez-vous nous envoyer vos conditions revendeur ?', 'Qui est responsable de l’export ?'],
    ['Cordialement', 'Bien à vous'],
  ],
  [
    ['مرحبا،', 'السلام عليكم،'],
    [
      'نحن موزع لمعدات إعادة التدوير في السعودية والكويت.',
      'شركتنا تقدم خدمات الصيانة لمكابس النفايات في الأردن.',
    ],
    ['نرغب في أن نصبح وكيلكم المعتمد في المنطقة.', 'نود إضافة مكابسكم إلى منتجاتنا.'],
    ['يرجى إرسال شروط الوكلاء.', 'من المسؤول عن المبيعات الخارجية؟'],
  ],
  [
    ['Hello,', 'Dear Sir or Madam,'],
    [
      'I am writing a report for a trade magazine on energy recovery in recycling plants.',
      'I teach at a technical college and our students would like to visit a plant with your sorting line.',
      'we are a university lab measuring the noise of shredders and look for a manufacturer to work with.',
    ],
    [
      'Would someone from your engineering team have time for a short interview?',
      'Could you tell us which customer might welcome a group of 15 students?',
      'We could share our measurement results with you.',
    ],
    ['Thank you', 'Best regards'],
  ],
  [
    ['Hello,', 'Dear HR team,', 'Good morning,'],
    [
      'I am a trained industrial electrician with seven years of experience in maintenance.',
      'I am finishing my apprenticeship as a mechatronics technician this summer.',
    ],
    [
      'I would like to offer my skills to your service team and can start in September.',
      'Do you have an opening for a field service technician?',
    ],
    ['My CV is attached.', 'I look forward to hearing from you.'],
  ],
  [
    ['Hello,', 'Hi,'],
    [
      'we would like to trade in our old baler when we buy the new EcoBale.',
      'we have a used shredder of yours that we no longer need.',
    ],
    ['Do you offer a trade-in or buy-back?', 'Could you make us an offer for it?'],
    ['Thanks', 'Best regards'],
  ],
  [
    ['Dear Sir or Madam,', 'Hello,', 'Dear recruiting team,'],
    [
      'I saw your opening for a service technician and would like to apply.',
      'I am a welder with a certificate for steel structures and I am looking for a new position.',
      'I am an electrical engineer and would like to work in your commissioning team abroad.',
    ],
    [
      'I have worked on hydraulic presses and conveyor systems for five years.',
      'I speak English and German and have a driving licence.',
      'I am willing to travel and can start after my notice period of one month.',
    ],
    [
      'My CV and certificates are attached.',
      'I would be glad to introduce myself in an interview.',
      'Thank you for considering my application.',
    ],
  ],
  [
    ['Guten Tag,', 'Sehr geehrte Frau Berger,', 'Hallo,'],
    [
      'hiermit bewerbe ich mich um die Stelle als Servicetechniker im Außendienst.',
      'ich suche einen Ausbildungsplatz als Mechatroniker ab dem kommenden Herbst.',
      'ich bin Elektrikerin mit Berufserfahrung in der Instandhaltung und suche eine neue Stelle.',
    ],
    [
      'Ich habe bereits an Pressen und Förderanlagen gearbeitet.',
      'Reisen ins Ausland sind für mich kein Problem.',
      'Ich kann nach meiner Kündigungsfrist von drei Monaten anfangen.',
    ],
    ['Meinen Lebenslauf finden Sie im Anhang.', 'Über eine Einladung zum Gespräch freue ich mich.'],
  ],
  [
    ['Bonjour,', 'Madame, Monsieur,'],
    [
      'je souhaite postuler au poste de technicien de maintenance.',
      'je cherche un stage de six mois en génie mécanique à partir de janvier.',
      'je suis soudeur qualifié et je cherche un nouvel emploi.',
    ],
    ['J’ai trois ans d’expérience sur des presses hydrauliques.', 'Je suis mobile et disponible rapidement.'],
    ['Vous trouverez mon CV en pièce jointe.', 'Je reste à votre disposition pour un entretien.'],
  ],
  [
    ['مرحبا،', 'السلام عليكم،'],
    [
      'أود التقدم لوظيفة فني صيانة لديكم.',
      'أنا مهندس ميكانيكي وأبحث عن فرصة عمل في فريق الخدمة.',
      'أبحث عن تدريب صيفي في مجال الهندسة الكهربائية.',
    ],
    ['لدي خبرة خمس سنوات في صيانة المكابس الهيدروليكية.', 'أنا مستعد للسفر والعمل في مواقع العملاء.'],
    ['مرفق سيرتي الذاتية.', 'شكرا لكم على وقتكم.'],
  ],
];

const links: readonly string[] = [
  'secure-login-portal.top',
  'parcel-track-info.xyz',
  'bit.ly',
  'renew-domain-now.net',
  'fast-profit.io',
];

function pickFrom<T>(draw: Draw, bank: readonly T[]): T {
  const entry = bank[Math.floor(draw.next() * bank.length)];
  if (entry === undefined) throw new Error('pick from an empty bank');
  return entry;
}

function write(draw: Draw, themes: readonly Theme[]): string {
  const theme = pickFrom(draw, themes);
  const separator = pickFrom(draw, [' ', '\n\n', '\n']);
  return theme
    .map((slot) => pickFrom(draw, slot))
    .join(separator)
    .replace(/\{n\}/g, () => String(1000 + Math.floor(draw.next() * 9000)))
    .replace(/\{mail\}/g, () => `procurement${Math.floor(draw.next() * 999)}@gmail.com`)
    .replace(/\{site\}/g, () =>
      pickFrom(draw, ['veltrum-circular.com', 'your website', 'veltrum-circular.de']),
    )
    .replace(/\{link\}/g, () => `https://${pickFrom(draw, links)}/${Math.floor(draw.next() * 99_999)}`);
}

/** An unsolicited pitch or scam of a trade the shared banks do not cover. */
export function seedOnlySpam(draw: Draw): string {
  return write(draw, spamThemes);
}

/** A genuine request that reads like a pitch: a catalogue request, a complaint, a service contract. */
export function seedOnlyHam(draw: Draw): string {
  return write(draw, hamThemes);
}
