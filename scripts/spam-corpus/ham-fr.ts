/** Demandes authentiques en français : France, Belgique, Suisse, Québec, Maghreb, Afrique de l'Ouest. */
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

const n = (value: number) => value.toLocaleString('fr-FR').replace(/\u202f/g, ' ');
const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const matieres = [
  'du carton ondulé',
  'des papiers-cartons en mélange',
  'du film LDPE',
  'des bouteilles PET',
  'des canettes alu',
  'des archives broyées',
  'des emballages ménagers',
  'du carton et du film de grande distribution',
  'des journaux-magazines',
  'des big bags PP',
  'du polystyrène expansé',
  'des chutes textiles',
];
const broyage = [
  'des pneus usagés',
  'du bois de classe A et B',
  'des DIB (déchets industriels banals)',
  'des purges de plasturgie',
  'des encombrants de déchèterie',
  'des moquettes',
  'des câbles',
  'des palettes',
  'des matelas',
  'des refus de papeterie',
];
const presses = ['EcoBale X4', 'presse à balles à canal X4', 'X4', 'presse à canal', 'presse EcoBale'];
const broyeurs = [
  'EcoShred VSR',
  'broyeur mono-rotor VSR',
  'VSR bi-rotor',
  'VSR 2000',
  'VSR 1600 avec grille',
];
const chaleur = ['EcoHeat VHR', 'récupérateur de chaleur VHR', 'EcoHeat avec module ORC'];
/** [with its indefinite article, without]: `un centre de tri`, `notre centre de tri`. */
const sites: readonly (readonly [string, string])[] = [
  ['un centre de tri', 'centre de tri'],
  ['une papeterie', 'papeterie'],
  ['une plateforme logistique', 'plateforme logistique'],
  ['une déchèterie intercommunale', 'déchèterie'],
  ['un entrepôt de distribution', 'entrepôt'],
  ['une imprimerie', 'imprimerie'],
  ['une usine d’embouteillage', 'usine'],
  ['une société de collecte', 'dépôt'],
];

const salutations = [
  'Bonjour,',
  'Madame, Monsieur,',
  'Bonjour à toute l’équipe,',
  'Bonjour Madame, Monsieur,',
  'Chère équipe Veltrum,',
  'Bonsoir,',
  'Bonjour à vous,',
];
const finales = [
  'Dans l’attente de votre retour.',
  'Merci par avance.',
  'Je reste à votre disposition pour tout complément.',
  'Merci de votre retour rapide.',
  'Au plaisir d’échanger avec vous.',
  'Merci d’avance pour votre aide.',
];
const signatures = [
  'Cordialement,',
  'Bien cordialement,',
  'Salutations distinguées,',
  'Meilleures salutations,',
  'Sincères salutations,',
  'Bonne journée,',
];

const ouvertures = [
  'Nous sommes {un_site} à {ville} et recherchons',
  'Pour notre {site} de {ville}, nous cherchons',
  'Dans le cadre de notre budget d’investissement, nous souhaitons recevoir une offre pour',
  'Suite à notre rencontre au salon Pollutec, je me permets de vous demander un devis pour',
  'Notre presse actuelle arrive en fin de vie après vingt ans. Nous envisageons',
  'Merci de nous faire parvenir une offre pour',
  'Je prépare un appel d’offres pour un client, {un_site} près de {ville}, et j’aurais besoin d’un prix pour',
  'Pourriez-vous nous chiffrer',
];
const details = [
  'La machine tournerait en deux postes, cinq jours sur sept.',
  'Les balles doivent permettre de charger 24 balles par semi-remorque.',
  'Alimentation disponible : 400 V / 50 Hz.',
  'Le bâtiment a une hauteur libre de {h} m et une porte de {p} m.',
  'Nous disposons d’environ {l} x {w} m au sol.',
  'Merci d’inclure un convoyeur d’alimentation d’environ {c} m avec fosse.',
  'Nous souhaitons une livraison avant {quand}.',
  'Merci d’inclure la mise en service, la formation et la première année de maintenance.',
  'Un contrat de maintenance en option serait apprécié.',
  'La télésurveillance est indispensable pour nous.',
  'Une location longue durée sur 60 mois nous intéresserait aussi.',
  'Une machine d’occasion ou de démonstration pourrait aussi convenir.',
  'Nous montons un dossier de subvention ADEME, un prix budgétaire suffit pour l’instant.',
  'La matière arrive en vrac par fond mouvant.',
];

function remplir(draw: Draw, person: Person, text: string): string {
  const [unSite, site] = draw.pick(sites);
  return text
    .replace('{un_site}', unSite)
    .replace('{site}', site)
    .replace(/\{ville\}/g, person.city)
    .replace('{h}', draw.pick(['5,5', '6', '7', '8', '9,5']))
    .replace('{p}', draw.pick(['4', '4,5', '5', '6']))
    .replace('{l}', String(draw.int(12, 40)))
    .replace('{w}', String(draw.int(6, 18)))
    .replace('{c}', String(draw.int(8, 24)))
    .replace(
      '{quand}',
      draw.pick(['la fin du trimestre', 'juin', 'la fin de l’année', 'septembre', 'l’été']),
    );
}

function devis(draw: Draw, person: Person): Letter {
  const quoi = draw.weighted<() => string>([
    [
      () =>
        `une ${draw.pick(presses)} pour ${draw.pick(matieres)}, environ ${draw.int(3, 60)} t/h et ${n(draw.int(8, 90) * 1000)} t par an`,
      5,
    ],
    [
      () =>
        `${draw.pick(['un', 'deux', 'trois'])} ${draw.pick(broyeurs)} pour ${draw.pick(broyage)}, granulométrie d’environ ${draw.pick([30, 50, 80, 100, 150])} mm`,
      3,
    ],
    [
      () =>
        `un ${draw.pick(chaleur)} sur nos ${draw.pick(['centrales hydrauliques', 'compresseurs', 'sécheurs', 'extrudeuses'])}`,
      2,
    ],
    [
      () =>
        `${draw.int(2, 12)} ${draw.pick(['presses verticales', 'compacteurs', 'convoyeurs à bande'])} pour nos ${draw.pick(['magasins', 'agences', 'sites'])}`,
      2,
    ],
  ])();
  const phrase = `${remplir(draw, person, draw.pick(ouvertures))} ${quoi}.`;
  const question = draw.pick([
    'Pourriez-vous nous indiquer le prix et le délai de livraison ?',
    'Quel serait le délai ?',
    'Une visite sur site est possible.',
    'Quelle est la consommation d’énergie par tonne ?',
    '',
  ]);
  const extra = remplir(draw, person, sentences(draw, details, 0, 3));
  return {
    topic: 'quote',
    paragraphs: draw.chance(0.5) ? [phrase, extra, question] : [`${phrase} ${extra} ${question}`],
  };
}

const questionsProduit: readonly ((d: Draw) => string)[] = [
  (d: Draw) =>
    `La ${d.pick(presses)} peut-elle presser des bouteilles PET avec bouchon, ou faut-il un perforateur en amont ?`,
  () => 'Quel est le niveau de pression acoustique du VSR à 1 m ? Nous sommes proches d’habitations.',
  () => 'La X4 nécessite-t-elle un massif spécifique ou une dalle industrielle suffit-elle ?',
  () => 'Le liage fonctionne-t-il avec du fil acier et avec du feuillard PET ?',
  () => 'Le module ORC est-il rentable avec une température de départ de 70 °C ?',
  () => 'Vos broyeurs acceptent-ils du bois humide (40 % d’humidité) ?',
  () => 'Avez-vous une fiche technique de la X4 avec le volume d’huile hydraulique ?',
  () => 'Combien de temps faut-il pour changer les couteaux du VSR 2000 ?',
  () => 'La télésurveillance fonctionne-t-elle avec un routeur 4G ?',
  () => 'Quelle densité de balle obtenez-vous avec du film LDPE ?',
  () => 'L’EcoSort détecte-t-elle les plastiques noirs ?',
  () => 'La notice d’utilisation existe-t-elle en français ? C’est obligatoire pour nos opérateurs.',
  () => 'Quelle est la plus petite version de la X4 ? Nous avons seulement 2 000 t de carton par an.',
];

function questionProduit(draw: Draw, person: Person): Letter {
  return {
    topic: 'product',
    paragraphs: [
      draw.pick([
        '',
        `Nous exploitons ${draw.int(2, 9)} presses de marques différentes chez ${person.company || 'nous'}.`,
        'Nous sommes en phase d’étude pour un nouveau bâtiment.',
        'Petite question technique avant de demander un devis :',
      ]),
      draw
        .some(questionsProduit, draw.int(1, 3))
        .map((question) => question(draw))
        .join(' '),
    ],
  };
}

/** Pannes selon le type de machine ; `any` arrive sur toutes. */
const pannes: Record<'any' | 'baler' | 'shredder', readonly string[]> = {
  any: [
    'l’huile dépasse 70 °C après deux heures',
    'le défaut {code} apparaît à chaque démarrage',
    'l’écran tactile reste noir',
    'la télésurveillance n’envoie plus de données',
  ],
  baler: [
    'le poussoir s’arrête à mi-course avec le code {code}',
    'nous avons une fuite d’huile au vérin principal',
    'le lieur rate un fil toutes les trois balles',
    'le rideau lumineux de la trémie se déclenche sans raison',
    'les balles sont beaucoup plus légères que d’habitude',
    'le noueur est cassé',
  ],
  shredder: [
    'le rotor inverse en permanence, même à vide',
    'un bruit de cognement vient du réducteur',
    'la granulométrie est beaucoup trop grossière, la grille semble bouchée',
    'les couteaux sont usés après seulement 300 heures',
  ],
};

function service(draw: Draw, person: Person): Letter {
  const modele = draw.pick([...presses, ...broyeurs]);
  const famille = machineFamily(modele) === 'shredder' ? 'shredder' : 'baler';
  const machine = `${modele}${draw.chance(0.6) ? ` (n° de série ${serialNumber(draw, modele)})` : ''}`;
  if (draw.chance(0.25)) {
    return {
      topic: 'service',
      paragraphs: [
        draw.pick([
          `Nous souhaitons planifier la visite annuelle de notre ${machine}.`,
          `Nous aimerions une formation pour ${draw.int(3, 8)} nouveaux opérateurs sur notre ${machine}.`,
          `Pouvez-vous nous proposer un contrat de maintenance pour notre ${machine} ?`,
        ]),
        draw.pick([
          'Merci de nous proposer des dates.',
          'L’arrêt n’est possible que le samedi.',
          `Le site se trouve à ${person.city}.`,
          '',
        ]),
      ],
    };
  }
  const panne = draw.pick(draw.chance(0.7) ? pannes[famille] : pannes.any).replace('{code}', errorCode(draw));
  return {
    topic: 'service',
    paragraphs: [
      upper(
        draw.pick([
          `sur notre ${machine}, ${panne}.`,
          `depuis ${draw.pick(['lundi', 'la semaine dernière', 'ce matin'])}, nous avons un problème sur notre ${machine} : ${panne}.`,
        ]),
      ),
      draw.pick([
        'La machine est à l’arrêt, merci de nous rappeler au plus vite.',
        'Pouvez-vous envoyer un technicien cette semaine ?',
        `Merci de rappeler au ${phoneNumber(draw, person.country)}.`,
        'Est-ce que nous pouvons régler cela nous-mêmes ?',
      ]),
    ],
  };
}

const pieces = [
  'cartouches de filtre hydraulique',
  'bobines de fil de liage',
  'segments d’usure Hardox',
  'couteaux de rotor',
  'contre-couteaux',
  'détecteurs de proximité',
  'kits de joints pour le vérin',
  'grilles de 60 mm',
  'courroies',
  'capteurs de pression',
];

function pieceDetachee(draw: Draw, person: Person): Letter {
  return {
    topic: draw.chance(0.7) ? 'service' : 'quote',
    paragraphs: [
      draw.pick([
        `Merci de nous chiffrer les pièces suivantes pour notre ${draw.pick([...presses, ...broyeurs])} :`,
        'Nous avons besoin des pièces suivantes, avec prix et délai :',
        `Pourriez-vous vérifier la disponibilité pour la machine ${serialNumber(draw)} ?`,
      ]),
      draw
        .some(pieces, draw.int(1, 4))
        .map(
          (piece) =>
            `- ${draw.pick([1, 2, 4, 6, 10, 20])} x ${piece}${draw.chance(0.4) ? ` (réf. ${partNumber(draw)})` : ''}`,
        )
        .join('\n'),
      draw.pick([
        'Envoi express svp, la machine est arrêtée.',
        `Adresse de livraison : ${person.company || person.name}, ${person.city}.`,
        '',
      ]),
    ],
  };
}

function candidature(draw: Draw, _person: Person): Letter {
  return {
    topic: 'careers',
    paragraphs: [
      draw.pick([
        'Je souhaite postuler au poste de technicien de maintenance itinérant.',
        'Je suis intéressée par le poste de rédactrice technique à Porto.',
        'Je cherche un stage de fin d’études en bureau d’études.',
        'Proposez-vous des alternances en maintenance industrielle ?',
        'Je voudrais vous adresser une candidature spontanée.',
      ]),
      draw.pick([
        `Je suis technicien de maintenance avec ${draw.int(3, 15)} ans d’expérience.`,
        'Je termine un BTS Maintenance des systèmes.',
        'Je suis ingénieure mécanique, diplômée de l’INSA.',
        'J’ai travaillé six ans en papeterie comme électricien.',
      ]) +
        draw.pick([
          '',
          ' Mon CV est en pièce jointe.',
          ' Je suis mobile.',
          ' Le poste est-il toujours ouvert ?',
        ]),
    ],
  };
}

function reclamation(draw: Draw, person: Person): Letter {
  return {
    topic: draw.pick(['service', 'other']),
    paragraphs: [
      draw.pick([
        `Nous avons commandé des ${draw.pick(pieces)} le ${draw.int(2, 28)}/${draw.int(1, 12)} (confirmation ${draw.int(40000, 49999)}) et n’avons toujours rien reçu.`,
        'Votre technicien devait venir mardi et n’est jamais venu. Personne ne nous a prévenus.',
        `La facture ${draw.int(2025, 2026)}-${draw.int(10000, 99999)} compte ${draw.int(9, 16)} heures de trajet alors que le technicien venait de ${person.city}.`,
        'Les couteaux livrés sont pour le VSR 1600, nous avons le 2000. C’est la deuxième fois.',
        'Cela fait trois semaines que nous attendons le devis demandé.',
      ]),
      draw.pick([
        'Merci de me rappeler aujourd’hui.',
        'Merci de corriger la facture.',
        'Nous sommes clients depuis douze ans, ce n’est pas acceptable.',
        'Merci de nous dire quand la pièce arrivera.',
      ]),
    ],
  };
}

function partenariat(draw: Draw, _person: Person): Letter {
  return {
    topic: 'partnership',
    paragraphs: [
      draw.pick([
        `Nous distribuons des équipements de recyclage au ${draw.pick(['Maroc', 'Sénégal', 'Cameroun', 'Québec', 'Tunisie', 'Côte d’Ivoire'])}.`,
        'Nous sommes une société de maintenance d’équipements de gestion des déchets.',
        'Notre laboratoire travaille sur l’efficacité énergétique des centres de tri.',
      ]),
      draw.pick([
        'Seriez-vous intéressés par un partenariat de distribution ?',
        'Qui serait le bon interlocuteur chez vous ?',
        'Pourrions-nous nous rencontrer au prochain salon ?',
      ]),
    ],
  };
}

function presse(draw: Draw, _person: Person): Letter {
  return {
    topic: 'press',
    paragraphs: [
      draw.pick([
        'Je suis journaliste pour Recyclage Récupération et prépare un dossier sur l’énergie dans le recyclage.',
        'Nous préparons un numéro spécial sur le salon IFAT.',
        'Je suis étudiante en journalisme à Lille.',
      ]),
      draw.pick([
        'Serait-il possible d’interviewer un de vos ingénieurs ?',
        'Pourriez-vous nous envoyer des photos HD de l’EcoBale X4 ?',
        'Qui est votre contact presse ?',
      ]),
    ],
  };
}

function visite(draw: Draw, person: Person): Letter {
  return {
    topic: draw.pick(['other', 'product']),
    paragraphs: [
      draw.pick([
        `Nous aimerions envoyer un échantillon de ${draw.pick(broyage).replace(/^des /, '')} à votre centre d’essais de Brno (environ ${draw.int(1, 6)} t). Comment procéder ?`,
        `Une visite de votre usine pour ${draw.int(6, 25)} étudiants serait-elle possible ?`,
        'Serez-vous présents à Pollutec ? Je souhaiterais prendre rendez-vous.',
        'Y a-t-il un client près de chez nous où voir une X4 en fonctionnement ?',
        'Merci de supprimer mes données de vos fichiers (RGPD).',
        'Quel bureau s’occupe des clients en Belgique ?',
      ]),
      draw.pick(['', 'Merci.', `Mon numéro : ${phoneNumber(draw, person.country)}.`]),
    ],
  };
}

function uneLigne(draw: Draw, person: Person): Letter {
  return {
    topic: draw.pick(['quote', 'product', 'service', 'other']),
    paragraphs: [
      draw.pick([
        'Merci de m’envoyer la brochure de l’EcoBale X4.',
        'Prix d’une X4 pour 20 t/h de carton ?',
        `Merci de me rappeler : ${phoneNumber(draw, person.country)}`,
        'Vendez-vous des presses d’occasion ?',
        'Besoin urgent d’un technicien.',
        'Délai de livraison VSR 2000 ?',
        'Avez-vous un agent au Maroc ?',
        'Faites-vous de la location ?',
        'Qui est votre représentant en Suisse romande ?',
        'Il nous faut 200 bobines de fil 3,1 mm, quel prix ?',
        'Notre X4 affiche encore E-217. Merci de nous rappeler.',
        'Pouvez-vous m’envoyer le plan d’encombrement de la X4 ?',
        'Proposez-vous un financement ou du crédit-bail ?',
        'Reprenez-vous notre ancienne presse VCB-3 ?',
      ]),
    ],
  };
}

function deuxLiens(draw: Draw, person: Person): Letter {
  const site = companySite(person.email) ?? `https://www.linkedin.com/in/${slug(person.name)}`;
  return {
    topic: draw.pick(['quote', 'product']),
    paragraphs: [
      `Nous sommes ${person.company || 'une entreprise de recyclage'} (${site}) et prévoyons un nouveau bâtiment pour ${draw.pick(matieres)}.`,
      draw.pick([
        `Le plan du bâtiment est ici : ${shareLink(draw, person.company)}`,
        `Photos de l’installation actuelle et plan : ${shareLink(draw, person.company)}`,
      ]),
      draw.pick(['Une X4 pourrait-elle y trouver sa place ?', 'Quelle machine nous conseilleriez-vous ?']),
    ],
  };
}

export const frenchHam: HamWriters = {
  letters: {
    quote: devis,
    product_question: questionProduit,
    service,
    spare_parts: pieceDetachee,
    careers: candidature,
    complaint: reclamation,
    distributor: partenariat,
    press: presse,
    visit: visite,
    one_liner: uneLigne,
    two_links: deuxLiens,
  },
  frame(draw, person, letter) {
    const isShort = letter.paragraphs.join(' ').length < 80;
    const salutation = !isShort && draw.chance(0.85) ? draw.pick(salutations) : undefined;
    const finale = !isShort && draw.chance(0.5) ? draw.pick(finales) : undefined;
    const signature = draw.weighted<string | undefined>([
      [undefined, isShort ? 6 : 2],
      [`${draw.pick(signatures)}\n${person.name}`, 4],
      [
        letter.topic === 'careers' || letter.topic === 'press'
          ? `${draw.pick(signatures)}\n${person.name}`
          : `${draw.pick(signatures)}\n${person.name}\n${draw.pick(['Responsable achats', 'Directeur de site', 'Responsable maintenance', 'Gérant'])}\n${person.company || person.city}`,
        2,
      ],
    ]);
    return joinParagraphs([salutation, ...letter.paragraphs, finale, signature]);
  },
};
