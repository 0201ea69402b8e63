import { builtinImageIds } from '../builtin-media/ids';
import { companyFacts, defaultNavigation, downloadFacts, figureFacts, locationEntry } from './facts';
import type { SiteContent } from './schema';

export const enContent: SiteContent = {
  navigation: defaultNavigation,
  company: {
    ...companyFacts,
    tagline: 'Machines that keep materials in the loop.',
    logoAlt: 'Veltrum Circular Systems — home',
  },
  meta: {
    home: {
      title: 'Veltrum Circular Systems — balers, shredders and sorting lines',
      description:
        'Veltrum builds balers, shredders, sorting lines and waste-heat recovery units in Bremen, Brno, Porto and Greenville. 6,500 machines in 70 countries.',
    },
    solutions: {
      title: 'Solutions — balers, shredders, sorting lines, heat recovery | Veltrum',
      description:
        'Channel balers, single- and twin-shaft shredders, turnkey sorting lines and waste-heat recovery units, backed by service in 70 countries.',
    },
    sustainability: {
      title: 'Sustainability — a third less energy per tonne | Veltrum',
      description:
        'How Veltrum machines use about a third less energy than the sector average, and how our own plants run on renewable power.',
    },
    company: {
      title: 'Company — since 1962 in Bremen | Veltrum',
      description:
        'About Veltrum Circular Systems: our history since 1962, mission and values, the team and our plants and offices on four continents.',
    },
    contact: {
      title: 'Contact — talk to an engineer | Veltrum',
      description:
        'Reach Veltrum sales and service in Bremen, Brno, Porto, Greenville, Singapore and São Paulo by phone or e-mail.',
    },
    imprint: {
      title: 'Imprint | Veltrum',
      description: 'Legal notice for Veltrum Circular Systems GmbH, a fictional demo company of Sitedesk.',
    },
    privacy: {
      title: 'Privacy policy | Veltrum',
      description: 'No cookies, no trackers, no third-party requests: how this website handles your data.',
    },
    notFound: {
      title: 'Page not found | Veltrum',
      description: 'The page you were looking for does not exist. These links lead back to the site.',
    },
  },
  pageIntros: {
    solutions: {
      eyebrow: 'Solutions',
      title: 'Machines for every step of the material loop',
      lead: 'From the first bale to the last kilowatt of recovered heat: we design, build and service the equipment that turns waste streams into sorted, saleable raw materials.',
    },
    sustainability: {
      eyebrow: 'Sustainability',
      title: 'Less energy per tonne, more material back in use',
      lead: 'Recycling only pays off for the climate when the machines doing it are efficient. Ours use about a third less energy than the sector average — and we measure it.',
    },
    company: {
      eyebrow: 'Company',
      title: 'Engineers from Bremen, at home on four continents',
      lead: 'Since 1962 we have built machines that last for decades. Today 1,400 people in four plants and two sales offices keep them running.',
    },
    contact: {
      eyebrow: 'Contact',
      title: 'Talk to an engineer, not a call centre',
      lead: 'Tell us about your material, your volumes and your site. The person who answers knows our machines — usually within one working day.',
    },
  },
  hero: {
    eyebrow: 'Circular systems since 1962',
    title: 'Machines that keep materials in the loop',
    lead: 'Balers, shredders, sorting lines and waste-heat recovery from Bremen — engineered to run for decades and to use about a third less energy than the sector average.',
    primaryCta: 'Talk to an engineer',
    secondaryCta: 'Explore our solutions',
    image: { mediaId: builtinImageIds.hero },
  },
  figures: {
    eyebrow: 'Key figures',
    title: 'Six decades of engineering, measured',
    intro: 'Our machines work in recycling yards, paper mills and municipal sorting plants around the world.',
    items: [
      {
        id: 'machines',
        value: figureFacts.machinesInstalled,
        format: 'integer',
        label: 'machines installed',
      },
      { id: 'countries', value: figureFacts.countries, format: 'integer', label: 'countries served' },
      { id: 'employees', value: figureFacts.employees, format: 'integer', label: 'employees' },
      {
        id: 'energy',
        value: figureFacts.energySaving,
        format: 'percent',
        label: 'less energy per tonne',
        note: 'compared with the sector average',
      },
    ],
  },
  products: {
    eyebrow: 'Products and services',
    title: 'Four machine families, one standard',
    intro:
      'Every machine is designed in Bremen, built in our own plants and supported by the same service team for its whole life.',
    services: {
      title: 'Service for the whole life of a machine',
      intro: 'A machine is only as good as the help you get at three in the morning.',
      items: [
        {
          icon: 'settings',
          title: 'Service and spare parts',
          text: 'A 24/7 hotline, technicians in 30 countries and spare parts delivered within 48 hours across the EU.',
        },
        {
          icon: 'chartLine',
          title: 'Remote monitoring',
          text: 'Energy, throughput and wear data from every machine, with alerts before a part fails.',
        },
        {
          icon: 'cog',
          title: 'Retrofits',
          text: 'New drives, controls and sensors for existing machines — including those of other makers.',
        },
        {
          icon: 'users',
          title: 'Training',
          text: 'Hands-on courses for operators and maintenance staff, on your site or in our Bremen training centre.',
        },
      ],
    },
  },
  sustainability: {
    eyebrow: 'Sustainability',
    title: 'Built to save energy, not just to save material',
    intro:
      'Our machines use about a third less energy than the sector average. That is not a marketing claim but a figure we measure on installed machines every year.',
    pillars: [
      {
        icon: 'leaf',
        title: 'Renewable plants',
        text: 'Bremen, Brno and Porto run on 100 % renewable electricity; Greenville follows in 2026.',
      },
      {
        icon: 'recycle',
        title: 'Designed for a second life',
        text: 'Modular frames and standard parts let us refurbish machines instead of scrapping them.',
      },
      {
        icon: 'zap',
        title: 'A third less energy',
        text: 'Variable-speed drives, smart idle modes and heat recovery cut energy use per tonne.',
      },
    ],
    details: [
      {
        title: 'How we measure',
        paragraphs: [
          'Every year we compare the energy used per tonne of throughput on 240 monitored installations with published sector benchmarks for the same machine classes. The result: about 33 % less energy on average.',
          'The method and the figures are in our energy report, which you can download below.',
        ],
      },
      {
        title: 'Our own footprint',
        paragraphs: [
          'Our plants recover the heat from welding, painting and testing lines, and our test benches feed the energy of braking drives back into the grid.',
          'We publish our emissions every year and have reduced them by 41 % since 2015.',
        ],
      },
    ],
    loop: {
      title: 'The material loop',
      steps: [
        {
          title: 'Collect',
          text: 'Balers compact material where it is produced, so fewer trucks move more tonnes.',
        },
        { title: 'Shred', text: 'Shredders open bales and reduce mixed waste to a size that can be sorted.' },
        { title: 'Sort', text: 'Sorting lines separate clean fractions that recyclers buy as raw material.' },
        {
          title: 'Recover',
          text: 'Heat recovery turns the energy the process gives off into heat or power.',
        },
      ],
    },
  },
  quality: {
    eyebrow: 'Quality and certifications',
    title: 'Certified where it counts',
    intro: 'Independent auditors check our management systems every year, in every plant.',
    certifications: [
      { code: 'ISO 9001', title: 'Quality management', text: 'Consistent processes from design to service.' },
      {
        code: 'ISO 14001',
        title: 'Environmental management',
        text: 'Measured and reduced impact in every plant.',
      },
      { code: 'ISO 45001', title: 'Occupational safety', text: 'Safe work for our people and yours.' },
      {
        code: 'ISO 50001',
        title: 'Energy management',
        text: 'Systematic energy savings in production and product.',
      },
    ],
    downloadsTitle: 'Downloads',
    downloads: [
      { title: 'ISO certificates', format: 'PDF', ...downloadFacts.certificates },
      { title: 'Product overview', format: 'PDF', ...downloadFacts.productOverview },
      { title: 'Energy and emissions report', format: 'PDF', ...downloadFacts.energyReport },
    ],
  },
  mission: {
    eyebrow: 'Mission and values',
    title: 'Our mission',
    intro: 'What we work for, and how we work.',
    statement:
      'We build machines that return materials to use with as little energy as possible — and we stand behind them for as long as they run.',
    values: [
      {
        icon: 'target',
        title: 'Engineering precision',
        text: 'We measure before we claim, and we design for decades, not for the next trade fair.',
      },
      {
        icon: 'handHeart',
        title: 'Partnership',
        text: 'Our customers keep our phone numbers. Many have worked with the same engineer for twenty years.',
      },
      {
        icon: 'recycle',
        title: 'Responsibility',
        text: 'For the material that passes through our machines, and for the people who operate them.',
      },
    ],
  },
  about: {
    eyebrow: 'About us',
    title: 'A family of engineers since 1962',
    intro:
      'Founded as a workshop for hydraulic presses in Bremen’s port, Veltrum is today a global supplier of recycling technology.',
    paragraphs: [
      'Heinrich Veltrum built his first baling press in 1962 for a paper merchant in Bremen’s port. The press ran for 38 years.',
      'That standard — machines that last — still guides us. We remain independent and owned by a foundation, which lets us invest in long-term engineering rather than quarterly numbers.',
    ],
    image: { mediaId: builtinImageIds.plant },
    milestones: [
      { year: 1962, text: 'Heinrich Veltrum opens a press workshop in Bremen.' },
      { year: 1978, text: 'The first fully automatic channel baler goes into series production.' },
      { year: 1994, text: 'Plant in Brno opens; shredders join the product range.' },
      { year: 2006, text: 'Porto plant and the first turnkey sorting line.' },
      { year: 2013, text: 'Greenville, South Carolina, serves customers across the Americas.' },
      { year: 2021, text: 'Waste-heat recovery units complete the material loop.' },
    ],
  },
  testimonials: {
    eyebrow: 'Testimonials',
    title: 'What our customers say',
    intro: 'Operators, plant managers and engineers on working with Veltrum.',
    items: [
      {
        quote:
          'Our VCB baler has run two shifts a day for eleven years. When a cylinder seal failed on a Saturday, a technician was on site the same afternoon.',
        name: 'Anja Kowalski',
        role: 'Plant manager',
        organization: 'Nordpapier Recycling, Hamburg',
        rating: 5,
      },
      {
        quote:
          'The sorting line reached its guaranteed purity in the first month. The digital twin saved us weeks of commissioning.',
        name: 'Miguel Fernandes',
        role: 'Operations director',
        organization: 'Ecociclo, Lisbon',
        rating: 5,
      },
      {
        quote:
          'Heat recovery on our shredder line now heats the whole hall. We cut our gas bill by a third in the first winter.',
        name: 'Sarah Whitfield',
        role: 'Energy manager',
        organization: 'Carolina Materials Recovery, Charlotte',
        rating: 4,
      },
    ],
  },
  team: {
    eyebrow: 'Team',
    title: 'The people you will talk to',
    intro:
      'About 1,400 colleagues work at Veltrum. Here are some of those who answer our customers’ questions.',
    members: [
      {
        name: 'Dr. Katrin Albers',
        role: 'Chief Executive Officer',
        location: 'Bremen',
        bio: 'Mechanical engineer; joined Veltrum in 2004 as a designer of baler hydraulics.',
      },
      {
        name: 'Tomáš Novák',
        role: 'Plant Director',
        location: 'Brno',
        bio: 'Leads our shredder production and the 320 colleagues in Brno.',
      },
      {
        name: 'Inês Carvalho',
        role: 'Head of Sorting Systems',
        location: 'Porto',
        bio: 'Has planned more than 60 sorting lines on three continents.',
      },
      {
        name: 'Marcus Reed',
        role: 'Head of Service, Americas',
        location: 'Greenville',
        bio: 'Runs our service network from Canada to Chile.',
      },
    ],
  },
  locations: {
    eyebrow: 'Locations',
    title: 'Close to your site',
    intro: 'Four plants and two sales offices serve customers in 70 countries.',
    mapAlt:
      'World map showing Veltrum’s headquarters in Bremen, plants in Brno, Porto and Greenville, and sales offices in Singapore and São Paulo.',
    items: [
      locationEntry('bremen', {
        name: 'Bremen',
        countryName: 'Germany',
        summary: 'Headquarters, development and our largest plant for balers.',
      }),
      locationEntry('brno', {
        name: 'Brno',
        countryName: 'Czech Republic',
        summary: 'Shredder production and the European spare-parts centre.',
      }),
      locationEntry('porto', {
        name: 'Porto',
        countryName: 'Portugal',
        summary: 'Sorting-line engineering and steel structures.',
      }),
      locationEntry('greenville', {
        name: 'Greenville',
        countryName: 'United States',
        summary: 'Production and service for North and South America.',
      }),
      locationEntry('singapore', {
        name: 'Singapore',
        countryName: 'Singapore',
        summary: 'Sales and service for Asia and Oceania.',
      }),
      locationEntry('saoPaulo', {
        name: 'São Paulo',
        countryName: 'Brazil',
        summary: 'Sales and service for Latin America.',
      }),
    ],
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Let’s talk about your material',
    intro: 'Call us or write to us. We answer in English, German, Czech, Portuguese and Spanish.',
    hours: 'Monday to Friday, 8:00–17:00 local time. Service hotline around the clock.',
  },
  imprint: {
    title: 'Imprint',
    notice:
      'Veltrum Circular Systems GmbH is a fictional demo company of the open-source project Sitedesk. Its name, people, addresses, phone numbers and figures are invented; any resemblance to real companies is coincidental.',
    sections: [
      {
        title: 'Provider',
        paragraphs: [
          'Veltrum Circular Systems GmbH, Hafenkante 12, 28217 Bremen, Germany (fictional).',
          'Managing director: Dr. Katrin Albers (fictional). Commercial register: demo only, no entry exists.',
        ],
      },
      {
        title: 'Contact',
        paragraphs: ['Phone: +49 421 555 0100. E-mail: info@veltrum.example (not a working address).'],
      },
      {
        title: 'About this website',
        paragraphs: [
          'This website shows what Sitedesk can do: a fast, accessible, multilingual company website with a built-in inquiry desk. Sitedesk is open-source software under the MIT licence.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    lead: 'This website is built to know as little about you as possible.',
    sections: [
      {
        title: 'No cookies, no trackers',
        paragraphs: [
          'We set no cookies for visitors and use no analytics, tracking pixels or advertising tools.',
          'Fonts, images and maps are served from this website itself. Your browser makes no requests to third parties.',
        ],
      },
      {
        title: 'Server logs and rate limiting',
        paragraphs: [
          'To protect the inquiry form against abuse, we keep IP addresses only as salted hashes, which cannot be turned back into an address, and only for as long as a rate limit needs them.',
        ],
      },
      {
        title: 'Inquiries',
        paragraphs: [
          'When you send us an inquiry, we use what you enter only to answer it. Inquiries are erased automatically after the retention period set by the operator.',
        ],
      },
      {
        title: 'Your rights',
        paragraphs: [
          'You may ask for access to, correction or erasure of your data at any time by writing to info@veltrum.example.',
        ],
      },
    ],
  },
};
