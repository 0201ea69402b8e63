/** Genuine inquiries written in English: by native speakers, and by visitors from everywhere else. */
import {
  companySite,
  errorCode,
  machineFamily,
  partNumber,
  phoneNumber,
  serialNumber,
  shareLink,
} from './facts';
import { type HamWriters, joinParagraphs, type Letter, sentences } from './letters';
import { type Person, slug } from './people';
import type { Draw } from './random';

const n = (value: number) => value.toLocaleString('en-GB');

/** `an EcoBale X4`, `a VHR heat recovery unit`. */
const withArticle = (noun: string) => `${/^(E|X|NIR|A|O|I)/.test(noun) ? 'an' : 'a'} ${noun}`;

const materials = [
  'corrugated cardboard',
  'mixed paper and cardboard',
  'LDPE stretch film',
  'PET bottles',
  'aluminium cans',
  'shredded office paper',
  'mixed plastics from household collection',
  'HDPE containers',
  'textile off-cuts',
  'newspaper and magazines',
  'supermarket cardboard and film',
  'PP big bags',
  'EPS packaging',
];
const shredMaterials = [
  'end-of-life tyres',
  'waste wood (A I–A III)',
  'mixed commercial waste',
  'purging lumps and plastic rejects',
  'bulky waste from our civic amenity sites',
  'carpets',
  'cable scrap',
  'pallets with nails',
  'mattresses',
  'production rejects of PP and ABS',
  'paper mill rejects',
  'agricultural film with soil',
];
const balers = [
  'EcoBale X4',
  'X4 channel baler',
  'EcoBale X4 (the 60 t/h version)',
  'channel baler',
  'X4',
  'EcoBale',
];
const shredders = [
  'EcoShred VSR',
  'VSR single-shaft shredder',
  'twin-shaft VSR',
  'EcoShred VSR 2000',
  'VSR 1600 with screen',
];
const heat = [
  'EcoHeat VHR',
  'VHR heat recovery unit',
  'EcoHeat with the ORC module',
  'waste-heat recovery system',
];
const sorting = ['EcoSort line', 'EcoSort sorting line', 'NIR sorting line', 'EcoSort plant'];
const others = [
  'vertical baler',
  'press container',
  'feed conveyor',
  'chain belt conveyor',
  'stationary compactor',
  'bale dewiring station',
];

const greetings = [
  'Hello,',
  'Hi,',
  'Dear Sir or Madam,',
  'Good morning,',
  'Dear Veltrum team,',
  'Hello Veltrum,',
  'Dear sales team,',
  'Hi there,',
  'Good afternoon,',
  'To whom it may concern,',
  'Dear colleagues,',
  'Hello team,',
];
const closings = [
  'Thanks in advance.',
  'Looking forward to hearing from you.',
  'Many thanks.',
  'Thank you for your help.',
  'I look forward to your reply.',
  'Thanks and best regards.',
  'Happy to discuss by phone.',
  'Appreciate your time.',
  'Please let me know if you need anything else from us.',
  'Speak soon.',
  'Cheers.',
  'Thanks a lot!',
];
const signoffs = [
  'Best regards,',
  'Kind regards,',
  'Regards,',
  'Best,',
  'Many thanks,',
  'Sincerely,',
  'Thanks,',
  'Cheers,',
  'With best wishes,',
];

const quoteOpenings = [
  'We are a {kind} in {city} and are looking for',
  'I am responsible for purchasing at a {kind} in {city}. We need',
  'Our {kind} is expanding and we are looking at',
  'We are preparing the budget for next year and would like a quotation for',
  'Following the IFAT, we are considering',
  'A colleague at {other} recommended you. We need',
  'We currently rent an old baler and want to buy',
  'Please send us an offer for',
  'We are replacing two worn-out machines from another supplier and are looking for',
  'Can you quote us for',
  'I am putting together a tender for our client, a {kind} near {city}, and need pricing for',
  'We have been asked by our customer to source',
];
const kindsOfSite = [
  'recycling yard',
  'paper mill',
  'distribution centre',
  'material recovery facility',
  'supermarket warehouse',
  'waste management company',
  'printing plant',
  'municipal depot',
  'beverage plant',
  'logistics hub',
  'plastics compounder',
  'sorting plant',
];
const otherCustomers = [
  'Ecociclo in Lisbon',
  'a paper mill in Gothenburg',
  'our sister company in Poland',
  'a partner yard in Rotterdam',
  'another recycler in our association',
];

const quoteDetails = [
  'The machine would run in two shifts, five days a week.',
  'We need bales that fit 24 to a truck.',
  'Power on site is 400 V / 50 Hz, we have about 160 A available.',
  'Our supply is 480 V / 60 Hz.',
  'The hall has a clear height of {height} m and a door of {door} m width.',
  'Available floor space is roughly {length} x {width} m.',
  'Please include a feed conveyor of about {conveyor} m with a pit.',
  'We would like delivery before the end of {quarter}.',
  'Please include commissioning, training and the first year of maintenance.',
  'We also need a bale dewiring station for the mill.',
  'Could you give us a price for a service contract as an option?',
  'Remote monitoring is a must for us.',
  'Installation would be in an existing building; the floor is 250 mm reinforced concrete.',
  'Please quote DAP {city}, Incoterms 2020.',
  'Our current baler makes bales of about 450 kg, we want to get closer to 1,000 kg.',
  'Leasing over 60 months would be interesting too.',
  'We are also interested in a used or demo machine if you have one.',
  'We have a grant application deadline, so a budget price is enough for now.',
  'The material arrives loose in 40 m³ walking-floor trailers.',
  'We need the machine to run unattended during the night shift.',
];
const quarters = ['Q1', 'Q2', 'Q3', 'Q4', 'March', 'June', 'September', 'the year', 'the summer'];

function fill(draw: Draw, person: Person, text: string): string {
  return text
    .replace('{kind}', draw.pick(kindsOfSite))
    .replace(/\{city\}/g, person.city)
    .replace('{other}', draw.pick(otherCustomers))
    .replace('{height}', String(draw.pick([5.5, 6, 6.5, 7, 7.8, 8, 9.5, 11])))
    .replace('{door}', String(draw.pick([4, 4.5, 5, 6])))
    .replace('{length}', String(draw.int(12, 40)))
    .replace('{width}', String(draw.int(6, 18)))
    .replace('{conveyor}', String(draw.int(8, 24)))
    .replace('{quarter}', draw.pick(quarters));
}

function quote(draw: Draw, person: Person): Letter {
  const what = draw.weighted<() => string>([
    [
      () =>
        `${withArticle(draw.pick(balers))} for ${draw.pick(materials)}, around ${draw.int(3, 60)} t/h and ${n(draw.int(8, 90) * 1000)} t per year`,
      5,
    ],
    [
      () =>
        `${draw.pick(['one', 'two', 'three'])} ${draw.pick(shredders)} for ${draw.pick(shredMaterials)}, output size about ${draw.pick([30, 40, 50, 80, 100, 150, 250])} mm`,
      3,
    ],
    [
      () =>
        `${withArticle(draw.pick(heat))} for our ${draw.pick(['hydraulic units', 'air compressors (3 x 250 kW)', 'paper dryer', 'extrusion line', 'kiln'])}; we would like to heat ${draw.pick(['the offices', 'the wash water', 'the neighbouring greenhouse', 'our hall', 'the district heating loop'])}`,
      2,
    ],
    [
      () =>
        `${withArticle(draw.pick(sorting))} for ${draw.int(5, 40)} t/h of ${draw.pick(['lightweight packaging', 'commercial waste', 'PET flakes', 'paper', 'C&D waste fines'])}`,
      1,
    ],
    [
      () =>
        `${draw.int(2, 12)} ${draw.pick(others)}s for our ${draw.pick(['stores', 'branches', 'warehouses', 'sites'])}`,
      2,
    ],
  ])();
  const opening = fill(draw, person, draw.pick(quoteOpenings));
  const details = fill(draw, person, sentences(draw, quoteDetails, 0, 4));
  const ask = draw.pick([
    'Could you send us a quotation with delivery time?',
    'What would the price and lead time be?',
    'Please let me know the price range and whether someone could visit us.',
    'We need the offer by the end of the month.',
    'Could you also tell us the energy consumption per tonne?',
    'What are your current delivery times?',
    'Please send an indicative price, we will then invite you for a site visit.',
    '',
  ]);
  if (draw.chance(0.3)) {
    const baler = `${withArticle(draw.pick(balers))} for ${draw.pick(materials)}, around ${draw.int(3, 60)} t/h and ${n(draw.int(8, 90) * 1000)} t per year`;
    // The long, considered request of a buyer who has done their homework.
    return {
      topic: 'quote',
      paragraphs: [
        fill(draw, person, draw.pick(aboutUs)),
        `${opening} ${baler}.`,
        `Our requirements:\n${draw.some(requirements, draw.int(3, 6)).join('\n')}`,
        fill(draw, person, sentences(draw, quoteDetails, 2, 5)),
        draw.pick(longAsks),
      ],
    };
  }
  return {
    topic: 'quote',
    paragraphs: draw.chance(0.5)
      ? [`${opening} ${what}.`, details, ask]
      : [`${opening} ${what}. ${details} ${ask}`],
  };
}

const aboutUs = [
  'We are a family-owned recycling company with about 85 employees and three sites in the region. Today we bale roughly 40,000 t of cardboard and film a year on two older machines that are at their limit, and the insurer has asked us to replace one of them.',
  'Some background: we run the central warehouse of a retail chain with 210 stores. Every evening the trucks bring back cardboard, film and EPS from the stores, and at the moment two people spend the whole night shift feeding a vertical baler.',
  'We are the municipal waste company of {city} and operate the civic amenity sites and a small sorting plant. The council has approved the budget for a new baling line as part of our climate plan, so energy use matters as much as the price.',
  'I am the technical manager of a paper mill that buys recovered paper in bales. We now want to bale our own reject paper and the loose deliveries from local collectors ourselves instead of paying a contractor.',
  'Our company makes corrugated packaging. The trim from the corrugator and the die-cutters is currently blown into a container and taken away loose, which costs us a truck every day.',
  'We are a logistics provider with a 60,000 m² distribution centre for an online retailer. Since the e-commerce growth the amount of cardboard has doubled, and our current press container is emptied three times a week.',
  'We are a plastics recycler and wash and regranulate post-consumer film. The incoming material arrives in bales of very different quality, and we want to start baling the rejects and our own production waste on site.',
  'Briefly about us: we are a start-up that collects coffee cups and paper packaging from office buildings in {city}. We have grown quickly and need a proper baler in our new hall.',
];
const requirements = [
  '- bale weight of at least 800 kg',
  '- automatic tying with wire, four straps',
  '- noise below 75 dB(A) at the operator position',
  '- remote access for your service',
  '- spare parts available for at least 15 years',
  '- operator training in English and Polish',
  '- able to run unattended in the night shift',
  '- data interface to our weighbridge software',
  '- fire detection in the hopper',
  '- bale size that fits our existing bale clamps (1,100 x 750 mm)',
  '- maximum connected load of 90 kW',
  '- CE marking and documentation in English',
];
const longAsks = [
  'Could you send us a budget offer with the delivery time, the installed power and an estimate of the energy use per tonne? If it helps, we are happy to host a site visit so you can see the space and the material flow.',
  'Please include the price for installation and commissioning, and tell us what we would have to prepare on site (foundation, electrics, compressed air). We plan to decide in the next board meeting.',
  'We are talking to two other suppliers as well, so a clear breakdown of machine, options, transport and installation would help us compare. A reference customer we could visit would be a big plus.',
  'Would it make sense to have a call first? I can send photos, a floor plan and our material data beforehand.',
];

const productQuestions: readonly ((d: Draw) => string)[] = [
  (d: Draw) =>
    `Can the ${d.pick(balers)} also bale PET bottles with caps on, or do we need a perforator in front of it?`,
  (d: Draw) =>
    `What is the sound pressure level of the ${d.pick(shredders)} at 1 m? Our site is close to a residential area and we are limited to 55 dB(A) at the fence at night.`,
  (d: Draw) =>
    `Does the ${d.pick(balers)} need a special foundation, or can it stand on an industrial floor?`,
  () =>
    `We are comparing wire and PET strap for tying. Does the X4 support both, and what does a bale cost in tying material?`,
  () => `Is the ORC module of the EcoHeat VHR worth it at a flow temperature of only 70 °C?`,
  () =>
    `Can your shredders handle wet material? Our wood waste is stored outside and sometimes has 40 % moisture.`,
  (d: Draw) =>
    `Do you have a data sheet for the ${d.pick(balers)} with the hydraulic oil volume and the recommended oil grade?`,
  () => `Is there a version of the X4 for 60 Hz and UL certification? We are in the US.`,
  () => `How long does a knife change on the VSR 2000 take, and can our own fitters do it?`,
  () =>
    `Does the remote monitoring need an internet connection on site, or can it work over a 4G router? Our IT does not allow machines on the office network.`,
  () => `What bale density do you achieve with LDPE film? Our buyer wants at least 500 kg per bale.`,
  () => `Can the EcoSort line detect black plastics? Our NIR supplier says it is impossible.`,
  () => `Is it possible to retrofit an older VCB-3 baler with the variable-speed drive of the X4?`,
  () => `What heat output could we expect from two 90 kW hydraulic power packs running 6,000 h per year?`,
  () => `What is the smallest X4? We only have about 2,000 t of cardboard per year.`,
  () => `Do your balers comply with EN 16500 and do you supply the CE declaration in Spanish?`,
  () => `How much compressed air does the tying unit need?`,
  () => `Can the shredder feed directly into a baler, so we get bales of shredded film?`,
];

function productQuestion(draw: Draw, person: Person): Letter {
  const questions = draw.some(productQuestions, draw.int(1, 3)).map((question) => question(draw));
  const context = draw.pick([
    '',
    `We operate ${draw.int(2, 9)} balers from different makers at ${person.company || 'our company'}.`,
    'We are in the planning phase of a new hall.',
    'I am the maintenance manager and am collecting information for our investment committee.',
    'Quick technical question before we ask for a quote.',
    'I read the product page but could not find this.',
    `Our consultant${draw.chance(0.5) ? ` from ${person.city}` : ''} asked us to check this with you.`,
  ]);
  return { topic: 'product', paragraphs: [context, questions.join(draw.chance(0.5) ? '\n' : ' ')] };
}

/** Faults by the kind of machine they happen on; `any` happens on all. */
const faults: Record<'any' | 'baler' | 'shredder' | 'heat', readonly string[]> = {
  any: [
    'the hydraulic oil gets above 70 °C after two hours',
    'error {code} comes up every morning at start-up',
    'the remote monitoring has stopped sending data since the router was replaced',
    'the touch panel is black, but the machine still runs',
    'the main drive trips the breaker when it starts under load',
  ],
  baler: [
    'the ram stops halfway and the display shows {code}',
    'we have an oil leak at the main cylinder',
    'the tying unit misses one of the four wires on every third bale',
    'the light curtain at the hopper trips for no reason',
    'the bales come out much lighter than usual, about 300 kg instead of 800',
    'the knotter broke and we are out of spare ones',
    'the feed conveyor runs off to one side',
  ],
  shredder: [
    'the rotor reverses constantly, even when it is empty',
    'there is a loud knocking noise from the gearbox',
    'the output is much coarser than it should be, the screen seems to be clogged',
    'the knives were worn out after only 300 hours',
    'the foreign-object protection stops the rotor every few minutes',
  ],
  heat: [
    'the heat exchanger output has dropped by about a third',
    'the circulation pump is very loud',
    'the flow temperature never gets above 60 °C any more',
    'the ORC module trips with {code}',
  ],
};

function faultFor(draw: Draw, model: string): string {
  const family = machineFamily(model);
  const own = family === 'sorting' ? [] : faults[family];
  return draw.pick(draw.chance(0.7) && own.length > 0 ? own : faults.any).replace('{code}', errorCode(draw));
}

function service(draw: Draw, person: Person): Letter {
  const model = draw.pick([...balers, ...shredders, ...heat]);
  const fault = faultFor(draw, model);
  const machine = `${model}${draw.chance(0.6) ? ` (serial ${serialNumber(draw, model)})` : ''}`;
  const urgency = draw.pick([
    machineFamily(model) === 'baler'
      ? 'The machine is down and cardboard is piling up in the yard, please call us as soon as possible.'
      : 'The machine is down, please call us as soon as possible.',
    'It still runs, but we would like a technician to look at it during the next maintenance.',
    'Can you send someone this week?',
    'Is this something we can fix ourselves? If so, please send instructions.',
    `Please call ${draw.pick(['me', 'our shift leader', 'the site manager'])} on ${phoneNumber(draw, person.country)}.`,
    'We tried the hotline but nobody answered over the weekend.',
    'Please also quote for a maintenance contract, we want to avoid this in future.',
  ]);
  if (draw.chance(0.25)) {
    return {
      topic: 'service',
      paragraphs: [
        draw.pick([
          `We would like to book the annual inspection for our ${machine}.`,
          `Our ${machine} is due for its ${draw.pick(['2,000', '4,000', '8,000', '10,000'])}-hour service.`,
          `We have ${draw.int(3, 8)} new operators and would like to book a training day on the ${machine}.`,
          `Can we get a maintenance contract for the ${machine}? It was installed in ${draw.int(2012, 2023)} by your former partner.`,
        ]),
        draw.pick([
          'Any date in the second half of the month would suit us.',
          'We can only stop the machine on a Saturday.',
          'Please send us available dates and the price.',
          `The site is in ${person.city}.`,
          '',
        ]),
      ],
    };
  }
  return {
    topic: 'service',
    paragraphs: [
      draw.pick([
        `On our ${machine} ${fault}.`,
        `Problem with our ${machine}: ${fault}.`,
        `Since ${draw.pick(['Monday', 'last week', 'this morning', 'the power cut on Friday'])} we have a problem with our ${machine}: ${fault}.`,
      ]),
      urgency,
    ],
  };
}

const partsBank = [
  'hydraulic oil filter elements',
  'tying wire coils (3.1 mm)',
  'Hardox wear segments for the press channel',
  'rotor knives',
  'counter knives',
  'proximity switches for the ram end position',
  'knotter assemblies',
  'shear blades',
  'conveyor belt scrapers',
  'seal kits for the main cylinder',
  'screens 60 mm',
  'V-belts',
  'door safety switches',
  'wire guides',
  'pressure transducers',
];

function spareParts(draw: Draw, person: Person): Letter {
  const model = draw.pick([...balers, ...shredders]);
  const lines = draw.some(partsBank, draw.int(1, 4)).map((part) => {
    const quantity = draw.pick([1, 2, 2, 4, 6, 10, 12, 20, 40]);
    return draw.chance(0.5)
      ? `- ${quantity} x ${part}, part no. ${partNumber(draw)}`
      : `- ${quantity} x ${part}`;
  });
  return {
    topic: draw.chance(0.7) ? 'service' : 'quote',
    paragraphs: [
      draw.pick([
        `Please quote the following spare parts for our ${model}${draw.chance(0.5) ? `, serial ${serialNumber(draw, model)}` : ''}:`,
        'We need these parts, please send price and delivery time:',
        `Could you check the availability of the following for machine ${serialNumber(draw)}?`,
        'Spare parts order request:',
      ]),
      lines.join('\n'),
      draw.pick([
        'Delivery by express please, the machine is standing.',
        `Delivery address: ${person.company || person.name}, ${person.city}.`,
        'Please tell us if there is a newer part that replaces the old one.',
        'Our PO number will follow once we have your price.',
        '',
      ]),
    ],
  };
}

function careers(draw: Draw, _person: Person): Letter {
  const job = draw.pick([
    'the position of service technician for balers and shredders',
    'the part-time technical writer position in Porto',
    'the apprenticeship as an industrial mechanic starting 2028',
    'an internship in your engineering department',
    'a working student position in sales',
    'writing my master thesis on energy efficiency of hydraulic presses with you',
  ]);
  const background = draw.pick([
    `I am a trained mechatronics technician with ${draw.int(3, 15)} years of experience in field service for ${draw.pick(['packaging machines', 'forklifts', 'agricultural machinery', 'hydraulic presses'])}.`,
    'I am finishing school next summer and have always enjoyed working with my hands.',
    `I study mechanical engineering at ${draw.pick(['TU Delft', 'the University of Bremen', 'Brno University of Technology', 'the University of Porto', 'NTNU'])} and am in my ${draw.pick(['5th', '6th', '7th'])} semester.`,
    'I have written operating manuals for wind turbines and medical devices for the last six years.',
    'I worked as an electrician in a paper mill and know balers from the operator side.',
  ]);
  const extra = draw.pick([
    'I speak English and German, and some Portuguese.',
    'I hold a driving licence and am happy to travel.',
    'I have attached my CV and certificates.',
    'Could you tell me whether the position is still open?',
    'Is it possible to start part-time?',
    'I would need a visa; is that a problem?',
    '',
  ]);
  return { topic: 'careers', paragraphs: [`I would like to apply for ${job}.`, `${background} ${extra}`] };
}

function complaint(draw: Draw, person: Person): Letter {
  return {
    topic: draw.pick(['service', 'other', 'service']),
    paragraphs: [
      draw.pick([
        `We ordered ${draw.pick(partsBank)} for our ${draw.pick(balers)} on ${draw.int(2, 28)} ${draw.pick(['March', 'April', 'May', 'June', 'October'])} with order confirmation ${draw.int(40000, 49999)}, and we still have nothing. You promised 48 hours.`,
        `Your technician was booked for ${draw.pick(['Tuesday', 'Wednesday', 'last Thursday'])} and did not come. Nobody called us. We had stopped the line for the whole day.`,
        `Invoice ${draw.int(2025, 2026)}-${draw.int(10000, 99999)} charges ${draw.int(9, 16)} hours of travel time, but the technician came from ${person.city}, 30 minutes away.`,
        'The knives you delivered are for the VSR 1600, but we have the 2000. This is the second time.',
        `Since your last service visit the baler has been leaking oil again. We paid EUR ${n(draw.int(1200, 6800))} for that visit.`,
        'We have been waiting three weeks for the quotation we asked for. Is anybody reading these messages?',
      ]),
      draw.pick([
        'I expect a call from someone responsible today.',
        'Please sort this out, otherwise we will have to look at other suppliers.',
        'Please credit the invoice and send a corrected one.',
        'We have been customers for twelve years and this is not the service we are used to.',
        'Please tell me what happened and when the part will arrive.',
      ]),
    ],
  };
}

function distributor(draw: Draw, person: Person): Letter {
  return {
    topic: 'partnership',
    paragraphs: [
      draw.pick([
        `We are a distributor of recycling equipment in ${draw.pick(['Chile', 'Kenya', 'Vietnam', 'Romania', 'the Baltic states', 'Colombia', 'Pakistan', 'South Africa'])} and represent ${draw.pick(['two European makers of sorting equipment', 'a Danish maker of vertical balers', 'several conveyor manufacturers'])}.`,
        `I am the business development manager at ${person.company || 'our company'}, a service company for waste handling equipment.`,
        `We are a research group at ${draw.pick(['the Fraunhofer institute', 'TU Clausthal', 'Chalmers', 'KU Leuven'])} working on energy use in recycling plants.`,
        'We operate a large sorting plant and would be happy to serve as a reference site for visitors.',
      ]),
      draw.pick([
        'Your balers are not represented in our market yet. Would you be interested in talking about a distribution agreement?',
        'We would like to offer installation and first-level service for your machines in our region.',
        'Would you be open to a joint project measuring energy per tonne on one of your customer sites?',
        'Who would be the right person to talk to?',
        'Could we meet at the next trade fair?',
      ]),
    ],
  };
}

function press(draw: Draw, _person: Person): Letter {
  return {
    topic: 'press',
    paragraphs: [
      draw.pick([
        `I am an editor at ${draw.pick(['Recycling Today', 'Waste Management World', 'a regional newspaper', 'Packaging Europe', 'an industry podcast'])} and am writing a piece on ${draw.pick(['energy use in recycling', 'the shortage of service technicians', 'cardboard recycling after the e-commerce boom', 'heat recovery in industry'])}.`,
        'We are preparing a trade fair special for IFAT.',
        `I am a student journalist at ${draw.pick(['Bremen', 'Porto', 'Brno'])} university.`,
      ]),
      draw.pick([
        'Could I interview one of your engineers for 20 minutes, by phone or video?',
        'Could you send us high-resolution photos of the EcoBale X4 with the photo credit?',
        'Is there a press contact I could talk to about your Greenville plant?',
        'Could you confirm the figure of 6,500 machines in 70 countries for our article?',
      ]),
    ],
  };
}

function visit(draw: Draw, person: Person): Letter {
  return {
    topic: draw.pick(['other', 'product', 'other']),
    paragraphs: [
      draw.pick([
        `We would like to send a sample of ${draw.pick(shredMaterials)} to your test centre in Brno. About ${draw.int(1, 6)} t, on pallets. How do we arrange this?`,
        `Would it be possible for a group of ${draw.int(6, 25)} ${draw.pick(['students', 'apprentices', 'members of our association', 'colleagues from our municipal utility'])} to visit your plant in Bremen?`,
        `Will you be at ${draw.pick(['IFAT', 'K in Düsseldorf', 'Pollutec', 'RWM', 'Ecomondo'])}? I would like to book a meeting with someone from sales.`,
        'Could you tell us a customer near us where we could see an X4 running?',
        'Please remove my address from your newsletter list and delete my data.',
        `I would like to know whether your company is registered as a supplier with ${draw.pick(['our procurement portal', 'the city', 'our group purchasing'])}, otherwise we cannot order.`,
        'Do you have the operating manual of the VCB-3 baler as a PDF? Ours is lost.',
        'Which of your offices is responsible for customers in our country?',
      ]),
      draw.pick([
        '',
        'Thank you.',
        `My number is ${phoneNumber(draw, person.country)}.`,
        'Any week in spring would suit us.',
      ]),
    ],
  };
}

function oneLiner(draw: Draw, person: Person): Letter {
  return {
    topic: draw.pick(['quote', 'product', 'service', 'other']),
    paragraphs: [
      draw.pick([
        'Please send me the brochure for the EcoBale X4.',
        'Price for an X4 for 20 t/h cardboard?',
        `Please call me back: ${phoneNumber(draw, person.country)}`,
        'Do you sell used balers?',
        'Need a technician for our baler urgently.',
        'What is the delivery time of a VSR 2000?',
        'Please send data sheet EcoHeat VHR.',
        'Do you have a service partner in Ireland?',
        'Looking for a quote for a VSR shredder for tyres.',
        'Is the apprenticeship for 2028 still open?',
        'Can you send me the spare parts list for the X4?',
        'Interested in the EcoSort line, please contact me.',
        'Do you also do rental machines?',
        'Who is your agent for Scandinavia?',
        'We need 200 coils of baling wire 3.1 mm, what is your price?',
        'Our X4 shows E-217 again, same as last month. Please call.',
        'Is the service technician job in Bremen also open to people from outside the EU?',
        'What is the power consumption of the X4 in standby?',
        'Please quote knives for VSR 2000, one full set.',
        'Can we visit the Brno test centre next month?',
        'Do you have a reseller in Mexico?',
        'How heavy is the X4 for transport? Need it for the crane.',
        'Send me the CAD outline drawing of the X4, please.',
        'Is there a financing option?',
        'We want to sell our old VCB-3 baler, do you take it back?',
      ]),
    ],
  };
}

function twoLinks(draw: Draw, person: Person): Letter {
  const site = companySite(person.email) ?? `https://www.linkedin.com/in/${slug(person.name)}`;
  return {
    topic: draw.pick(['quote', 'product']),
    paragraphs: [
      draw.pick([
        `We are ${person.company || 'a recycler'} (${site}) and are planning a new hall for ${draw.pick(materials)}.`,
        `You can see what we do at ${site}. We are extending our site in ${person.city}.`,
      ]),
      draw.pick([
        `The layout drawing of the hall is here: ${shareLink(draw, person.company)} – the baler would go in the north-east corner, the conveyor would have to pass under the crane track.`,
        `I have uploaded photos of our current installation and the floor plan: ${shareLink(draw, person.company)}`,
        `Drawing and material analysis: ${shareLink(draw, person.company)} (link valid for 7 days).`,
      ]),
      draw.pick([
        'Could you tell us whether an X4 fits and what it would cost?',
        'Please have a look and let us know which machine you would suggest.',
        'We would welcome a call to discuss the layout.',
      ]),
    ],
  };
}

export const englishHam: HamWriters = {
  letters: {
    quote,
    product_question: productQuestion,
    service,
    spare_parts: spareParts,
    careers,
    complaint,
    distributor,
    press,
    visit,
    one_liner: oneLiner,
    two_links: twoLinks,
  },
  frame(draw, person, letter) {
    const isShort = letter.paragraphs.join(' ').length < 90;
    const greeting = !isShort && draw.chance(0.75) ? draw.pick(greetings) : undefined;
    const closing = !isShort && draw.chance(0.45) ? draw.pick(closings) : undefined;
    const signature = draw.weighted<string | undefined>([
      [undefined, isShort ? 6 : 2],
      [`${draw.pick(signoffs)}\n${person.name}`, 4],
      [`${draw.pick(signoffs)}\n${person.first}`, 2],
      [`${draw.pick(signoffs)}\n${person.name}\n${person.company || ''}`.trim(), 2],
      [`${person.first}`, 1],
      [
        letter.topic === 'careers' || letter.topic === 'press'
          ? `${draw.pick(signoffs)}\n${person.name}`
          : `${draw.pick(signoffs)}\n${person.name}\n${draw.pick(['Purchasing', 'Plant Manager', 'Maintenance', 'Operations Director', 'Procurement Specialist', 'Site Engineer', 'Managing Director'])}, ${person.company || person.city}\n${phoneNumber(draw, person.country)}`,
        1,
      ],
    ]);
    return joinParagraphs([greeting, ...letter.paragraphs, closing, signature]);
  },
};
