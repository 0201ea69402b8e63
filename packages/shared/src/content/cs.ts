import { builtinImageIds } from '../builtin-media/ids';
import { companyFacts, defaultNavigation, downloadFacts, figureFacts, locationEntry } from './facts';
import type { SiteContent } from './schema';

export const csContent: SiteContent = {
  navigation: defaultNavigation,
  company: {
    ...companyFacts,
    tagline: 'Stroje, které udržují materiály v oběhu.',
    logoAlt: 'Veltrum Circular Systems – úvodní stránka',
  },
  meta: {
    home: {
      title: 'Veltrum Circular Systems – balíkovací lisy, drtiče a třídicí linky',
      description:
        'Veltrum vyrábí balíkovací lisy, drtiče, třídicí linky a zařízení pro využití odpadního tepla v Brémách, Brně, Portu a Greenvillu. 6 500 strojů v 70 zemích.',
    },
    solutions: {
      title: 'Řešení – lisy, drtiče, třídicí linky, využití odpadního tepla | Veltrum',
      description:
        'Kanálové lisy, jednohřídelové a dvouhřídelové drtiče, třídicí linky na klíč a zařízení pro využití odpadního tepla se servisem v 70 zemích.',
    },
    sustainability: {
      title: 'Udržitelnost – o třetinu méně energie na tunu | Veltrum',
      description:
        'Jak stroje Veltrum spotřebují zhruba o třetinu méně energie, než je průměr odvětví, a jak naše vlastní závody jedou na elektřinu z obnovitelných zdrojů.',
    },
    company: {
      title: 'O společnosti – v Brémách od roku 1962 | Veltrum',
      description:
        'Veltrum Circular Systems: naše historie od roku 1962, poslání a hodnoty, náš tým, závody a kanceláře na čtyřech kontinentech.',
    },
    contact: {
      title: 'Kontakt – promluvte si s technikem | Veltrum',
      description:
        'Obchod a servis Veltrum v Brémách, Brně, Portu, Greenvillu, Singapuru a São Paulu – telefonicky i e-mailem.',
    },
    imprint: {
      title: 'Provozovatel webu | Veltrum',
      description:
        'Údaje o provozovateli webu: Veltrum Circular Systems GmbH, fiktivní demonstrační společnost projektu Sitedesk.',
    },
    privacy: {
      title: 'Ochrana osobních údajů | Veltrum',
      description:
        'Žádné cookies, žádné sledovací nástroje, žádné požadavky na třetí strany: jak tento web zachází s vašimi údaji.',
    },
    notFound: {
      title: 'Stránka nenalezena | Veltrum',
      description: 'Hledaná stránka neexistuje. Tyto odkazy vás vrátí zpět na web.',
    },
  },
  pageIntros: {
    solutions: {
      eyebrow: 'Řešení',
      title: 'Stroje pro každý krok oběhu materiálů',
      lead: 'Od prvního balíku po poslední kilowatt zpětně získaného tepla: navrhujeme, vyrábíme a servisujeme zařízení, která z odpadních toků dělají vytříděné a prodejné druhotné suroviny.',
    },
    sustainability: {
      eyebrow: 'Udržitelnost',
      title: 'Méně energie na tunu, více materiálu zpět v oběhu',
      lead: 'Recyklace prospívá klimatu jen tehdy, když jsou stroje, které ji zajišťují, úsporné. Ty naše spotřebují zhruba o třetinu méně energie, než je průměr odvětví – a my to měříme.',
    },
    company: {
      eyebrow: 'O společnosti',
      title: 'Inženýři z Brém, doma na čtyřech kontinentech',
      lead: 'Od roku 1962 stavíme stroje, které vydrží desítky let. Dnes se o jejich chod stará 1 400 lidí ve čtyřech závodech a dvou obchodních kancelářích.',
    },
    contact: {
      eyebrow: 'Kontakt',
      title: 'Mluvte s technikem, ne s call centrem',
      lead: 'Popište nám svůj materiál, objemy a provoz. Odpoví vám člověk, který naše stroje zná – zpravidla do jednoho pracovního dne.',
    },
  },
  hero: {
    eyebrow: 'Oběhové systémy od roku 1962',
    title: 'Stroje, které udržují materiály v oběhu',
    lead: 'Balíkovací lisy, drtiče, třídicí linky a využití odpadního tepla z Brém – konstruované tak, aby sloužily desítky let a spotřebovaly zhruba o třetinu méně energie, než je průměr odvětví.',
    primaryCta: 'Promluvit s technikem',
    secondaryCta: 'Prohlédnout naše řešení',
    image: { mediaId: builtinImageIds.hero },
  },
  figures: {
    eyebrow: 'Klíčová čísla',
    title: 'Šest desetiletí strojírenství v číslech',
    intro:
      'Naše stroje pracují ve sběrných a recyklačních dvorech, papírnách a komunálních třídírnách odpadu po celém světě.',
    items: [
      {
        id: 'machines',
        value: figureFacts.machinesInstalled,
        format: 'integer',
        label: 'instalovaných strojů',
      },
      { id: 'countries', value: figureFacts.countries, format: 'integer', label: 'zemí, kde působíme' },
      { id: 'employees', value: figureFacts.employees, format: 'integer', label: 'zaměstnanců' },
      {
        id: 'energy',
        value: figureFacts.energySaving,
        format: 'percent',
        label: 'méně energie na tunu',
        note: 've srovnání s průměrem odvětví',
      },
    ],
  },
  products: {
    eyebrow: 'Produkty a služby',
    title: 'Čtyři řady strojů, jeden standard',
    intro:
      'Každý stroj navrhujeme v Brémách, vyrábíme ve vlastních závodech a po celou dobu jeho životnosti se o něj stará stejný servisní tým.',
    services: {
      title: 'Servis po celou dobu životnosti stroje',
      intro: 'Stroj je jen tak dobrý jako pomoc, kterou dostanete ve tři hodiny ráno.',
      items: [
        {
          icon: 'settings',
          title: 'Servis a náhradní díly',
          text: 'Nonstop servisní linka, technici ve 30 zemích a dodání náhradních dílů do 48 hodin v celé EU.',
        },
        {
          icon: 'chartLine',
          title: 'Vzdálený monitoring',
          text: 'Data o spotřebě energie, výkonu a opotřebení z každého stroje a upozornění dřív, než některý díl selže.',
        },
        {
          icon: 'cog',
          title: 'Modernizace',
          text: 'Nové pohony, řídicí systémy a snímače pro stávající stroje – i pro stroje jiných výrobců.',
        },
        {
          icon: 'users',
          title: 'Školení',
          text: 'Praktické kurzy pro obsluhu a pracovníky údržby – přímo u vás v provozu nebo v našem školicím středisku v Brémách.',
        },
      ],
    },
  },
  sustainability: {
    eyebrow: 'Udržitelnost',
    title: 'Konstruované tak, aby šetřily energii, nejen materiál',
    intro:
      'Naše stroje spotřebují zhruba o třetinu méně energie, než je průměr odvětví. Nejde o marketingové tvrzení, ale o hodnotu, kterou každý rok měříme na instalovaných strojích.',
    pillars: [
      {
        icon: 'leaf',
        title: 'Závody na obnovitelnou energii',
        text: 'Závody v Brémách, Brně a Portu odebírají 100 % elektřiny z obnovitelných zdrojů; Greenville se přidá v roce 2026.',
      },
      {
        icon: 'recycle',
        title: 'Navrženo pro druhý život',
        text: 'Díky modulárním rámům a normalizovaným dílům můžeme stroje repasovat, místo abychom je sešrotovali.',
      },
      {
        icon: 'zap',
        title: 'O třetinu méně energie',
        text: 'Frekvenčně řízené pohony, inteligentní pohotovostní režimy a rekuperace tepla snižují spotřebu energie na tunu.',
      },
    ],
    details: [
      {
        title: 'Jak měříme',
        paragraphs: [
          'Každý rok porovnáváme spotřebu energie na tunu zpracovaného materiálu u 240 monitorovaných instalací s publikovanými referenčními hodnotami odvětví pro stejné třídy strojů. Výsledek: v průměru zhruba o 33 % méně energie.',
          'Metodiku i výsledky najdete v naší energetické zprávě, kterou si můžete stáhnout níže.',
        ],
      },
      {
        title: 'Naše vlastní stopa',
        paragraphs: [
          'Naše závody využívají teplo ze svařovacích, lakovacích a zkušebních linek a naše zkušební stanoviště vracejí energii z brzdicích pohonů zpět do sítě.',
          'Své emise každoročně zveřejňujeme a od roku 2015 jsme je snížili o 41 %.',
        ],
      },
    ],
    loop: {
      title: 'Oběh materiálů',
      steps: [
        {
          title: 'Sběr',
          text: 'Lisy zhutní materiál přímo v místě vzniku, takže méně nákladních vozidel převeze více tun.',
        },
        {
          title: 'Drcení',
          text: 'Drtiče rozruší balíky a zmenší směsný odpad na velikost, kterou lze třídit.',
        },
        {
          title: 'Třídění',
          text: 'Třídicí linky oddělují čisté frakce, které recyklační firmy nakupují jako surovinu.',
        },
        {
          title: 'Rekuperace',
          text: 'Zařízení pro využití odpadního tepla přemění energii uvolněnou v procesu na teplo nebo elektřinu.',
        },
      ],
    },
  },
  quality: {
    eyebrow: 'Kvalita a certifikace',
    title: 'Certifikace tam, kde na tom záleží',
    intro: 'Nezávislí auditoři každý rok prověřují naše systémy managementu, a to v každém závodě.',
    certifications: [
      {
        code: 'ISO 9001',
        title: 'Management kvality',
        text: 'Jednotné procesy od konstrukce až po servis.',
      },
      {
        code: 'ISO 14001',
        title: 'Environmentální management',
        text: 'Měřený a snižovaný dopad v každém závodě.',
      },
      {
        code: 'ISO 45001',
        title: 'Bezpečnost a ochrana zdraví při práci',
        text: 'Bezpečná práce pro naše lidi i pro ty vaše.',
      },
      {
        code: 'ISO 50001',
        title: 'Hospodaření s energií',
        text: 'Systematické úspory energie ve výrobě i ve výrobcích.',
      },
    ],
    downloadsTitle: 'Ke stažení',
    downloads: [
      { title: 'Certifikáty ISO', format: 'PDF', ...downloadFacts.certificates },
      { title: 'Přehled produktů', format: 'PDF', ...downloadFacts.productOverview },
      { title: 'Zpráva o spotřebě energie a emisích', format: 'PDF', ...downloadFacts.energyReport },
    ],
  },
  mission: {
    eyebrow: 'Poslání a hodnoty',
    title: 'Naše poslání',
    intro: 'Pro co pracujeme a jak pracujeme.',
    statement:
      'Stavíme stroje, které vracejí materiály zpět do oběhu s co nejmenší spotřebou energie – a stojíme za nimi, dokud běží.',
    values: [
      {
        icon: 'target',
        title: 'Inženýrská přesnost',
        text: 'Než něco tvrdíme, změříme to. A konstruujeme na desítky let, ne pro příští veletrh.',
      },
      {
        icon: 'handHeart',
        title: 'Partnerství',
        text: 'Naši zákazníci mají naše telefonní čísla stále po ruce. Mnozí spolupracují se stejným technikem už dvacet let.',
      },
      {
        icon: 'recycle',
        title: 'Odpovědnost',
        text: 'Za materiál, který prochází našimi stroji, i za lidi, kteří je obsluhují.',
      },
    ],
  },
  about: {
    eyebrow: 'O nás',
    title: 'Rodina inženýrů od roku 1962',
    intro:
      'Společnost Veltrum vznikla jako dílna na hydraulické lisy v brémském přístavu. Dnes je celosvětovým dodavatelem recyklačních technologií.',
    paragraphs: [
      'Heinrich Veltrum postavil svůj první balíkovací lis v roce 1962 pro obchodníka s papírem v brémském přístavu. Lis byl v provozu 38 let.',
      'Tento standard – stroje, které vydrží – nás vede dodnes. Zůstáváme nezávislí a ve vlastnictví nadace, a můžeme proto investovat do dlouhodobého vývoje místo do čtvrtletních výsledků.',
    ],
    image: { mediaId: builtinImageIds.plant },
    milestones: [
      { year: 1962, text: 'Heinrich Veltrum otevírá v Brémách dílnu na lisy.' },
      { year: 1978, text: 'Do sériové výroby jde první plně automatický kanálový lis.' },
      { year: 1994, text: 'Otevření závodu v Brně; sortiment rozšiřují drtiče.' },
      { year: 2006, text: 'Závod v Portu a první třídicí linka na klíč.' },
      {
        year: 2013,
        text: 'Závod v Greenvillu v Jižní Karolíně obsluhuje zákazníky v Severní i Jižní Americe.',
      },
      { year: 2021, text: 'Zařízení pro využití odpadního tepla uzavírají oběh materiálů.' },
    ],
  },
  testimonials: {
    eyebrow: 'Reference',
    title: 'Co říkají naši zákazníci',
    intro: 'Provozovatelé, vedoucí závodů a inženýři o spolupráci se společností Veltrum.',
    items: [
      {
        quote:
          'Náš lis VCB běží už jedenáct let na dvě směny denně. Když v sobotu odešlo těsnění válce, byl technik na místě ještě týž den odpoledne.',
        name: 'Anja Kowalski',
        role: 'Vedoucí závodu',
        organization: 'Nordpapier Recycling, Hamburk',
        rating: 5,
      },
      {
        quote:
          'Třídicí linka dosáhla garantované čistoty hned v prvním měsíci. Digitální dvojče nám ušetřilo týdny uvádění do provozu.',
        name: 'Miguel Fernandes',
        role: 'Provozní ředitel',
        organization: 'Ecociclo, Lisabon',
        rating: 5,
      },
      {
        quote:
          'Rekuperace tepla na naší drticí lince dnes vytápí celou halu. Účet za plyn jsme snížili o třetinu hned první zimu.',
        name: 'Sarah Whitfield',
        role: 'Energetická manažerka',
        organization: 'Carolina Materials Recovery, Charlotte',
        rating: 4,
      },
    ],
  },
  team: {
    eyebrow: 'Tým',
    title: 'Lidé, se kterými budete mluvit',
    intro:
      'Ve společnosti Veltrum pracuje zhruba 1 400 kolegyň a kolegů. Představujeme některé z těch, kdo odpovídají na dotazy našich zákazníků.',
    members: [
      {
        name: 'Dr. Katrin Albers',
        role: 'Generální ředitelka',
        location: 'Brémy',
        bio: 'Strojní inženýrka; do společnosti Veltrum nastoupila v roce 2004 jako konstruktérka hydrauliky balíkovacích lisů.',
      },
      {
        name: 'Tomáš Novák',
        role: 'Ředitel závodu',
        location: 'Brno',
        bio: 'Řídí naši výrobu drtičů a 320 kolegů v Brně.',
      },
      {
        name: 'Inês Carvalho',
        role: 'Vedoucí oddělení třídicích systémů',
        location: 'Porto',
        bio: 'Navrhla více než 60 třídicích linek na třech kontinentech.',
      },
      {
        name: 'Marcus Reed',
        role: 'Vedoucí servisu pro Ameriku',
        location: 'Greenville',
        bio: 'Řídí naši servisní síť od Kanady po Chile.',
      },
    ],
  },
  locations: {
    eyebrow: 'Pobočky',
    title: 'Blízko vašeho provozu',
    intro: 'Čtyři závody a dvě obchodní kanceláře obsluhují zákazníky v 70 zemích.',
    mapAlt:
      'Mapa světa se sídlem společnosti Veltrum v Brémách, závody v Brně, Portu a Greenvillu a obchodními kancelářemi v Singapuru a São Paulu.',
    items: [
      locationEntry('bremen', {
        name: 'Brémy',
        countryName: 'Německo',
        summary: 'Sídlo společnosti, vývoj a náš největší závod na balíkovací lisy.',
      }),
      locationEntry('brno', {
        name: 'Brno',
        countryName: 'Česká republika',
        summary: 'Výroba drtičů a evropské centrum náhradních dílů.',
      }),
      locationEntry('porto', {
        name: 'Porto',
        countryName: 'Portugalsko',
        summary: 'Projekce třídicích linek a ocelové konstrukce.',
      }),
      locationEntry('greenville', {
        name: 'Greenville',
        countryName: 'Spojené státy americké',
        summary: 'Výroba a servis pro Severní a Jižní Ameriku.',
      }),
      locationEntry('singapore', {
        name: 'Singapur',
        countryName: 'Singapur',
        summary: 'Prodej a servis pro Asii a Oceánii.',
      }),
      locationEntry('saoPaulo', {
        name: 'São Paulo',
        countryName: 'Brazílie',
        summary: 'Prodej a servis pro Latinskou Ameriku.',
      }),
    ],
  },
  contact: {
    eyebrow: 'Kontakt',
    title: 'Pojďme mluvit o vašem materiálu',
    intro: 'Zavolejte nám nebo nám napište. Odpovídáme česky, anglicky, německy, portugalsky a španělsky.',
    hours: 'Pondělí až pátek 8:00–17:00 místního času. Servisní linka nonstop.',
  },
  imprint: {
    title: 'Provozovatel webu',
    notice:
      'Veltrum Circular Systems GmbH je fiktivní demonstrační společnost open-source projektu Sitedesk. Její název, lidé, adresy, telefonní čísla i údaje jsou smyšlené; jakákoli podobnost se skutečnými společnostmi je čistě náhodná.',
    sections: [
      {
        title: 'Provozovatel',
        paragraphs: [
          'Veltrum Circular Systems GmbH, Hafenkante 12, 28217 Brémy, Německo (fiktivní).',
          'Jednatelka: Dr. Katrin Albers (fiktivní). Obchodní rejstřík: pouze pro demonstraci, žádný zápis neexistuje.',
        ],
      },
      {
        title: 'Kontakt',
        paragraphs: ['Telefon: +49 421 555 0100. E-mail: info@veltrum.example (nefunkční adresa).'],
      },
      {
        title: 'O tomto webu',
        paragraphs: [
          'Tento web ukazuje, co Sitedesk dokáže: rychlý, přístupný a vícejazyčný firemní web s vestavěnou správou poptávek. Sitedesk je open-source software pod licencí MIT.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Ochrana osobních údajů',
    lead: 'Tento web je postavený tak, aby o vás věděl co nejméně.',
    sections: [
      {
        title: 'Žádné cookies, žádné sledování',
        paragraphs: [
          'Návštěvníkům neukládáme žádné cookies a nepoužíváme žádné analytické nástroje, sledovací pixely ani reklamní nástroje.',
          'Písma, obrázky a mapy poskytuje přímo tento web. Váš prohlížeč neposílá žádné požadavky třetím stranám.',
        ],
      },
      {
        title: 'Serverové logy a omezení počtu požadavků',
        paragraphs: [
          'Abychom chránili poptávkový formulář před zneužitím, uchováváme IP adresy pouze jako solené hashe, z nichž adresu nelze zpětně získat, a jen tak dlouho, jak to omezení počtu požadavků vyžaduje.',
        ],
      },
      {
        title: 'Poptávky',
        paragraphs: [
          'Pokud nám pošlete poptávku, použijeme zadané údaje výhradně k odpovědi na ni. Poptávky se automaticky mažou po uplynutí doby uchovávání, kterou stanoví provozovatel.',
        ],
      },
      {
        title: 'Vaše práva',
        paragraphs: [
          'Kdykoli můžete požádat o přístup ke svým údajům, jejich opravu nebo výmaz – stačí napsat na info@veltrum.example.',
        ],
      },
    ],
  },
};
