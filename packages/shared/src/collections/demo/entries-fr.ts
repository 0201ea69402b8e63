import type { EntryDocument } from '../entries';
import { demoJobIds, demoNewsIds, demoProductIds } from './ids';
import { bold, bullets, doc, h2, h3, italic, link, paragraph, quote } from './rich-text-builders';

/**
 * The French documents of the demo entries, keyed by entry id; `demoEntries` takes them as `documents.fr`.
 * Slugs are ASCII French; product slugs are the brand names as in every language. Site links name the
 * solutions and contact pages by their French segments in `routes.ts` (`solutions`, `contact`).
 */

const news = {
  [demoNewsIds.ecociclo]: {
    title: 'Ecociclo, Lisbonne : 98 % de pureté dès le premier mois',
    slug: 'ecociclo-lisbonne-98-pour-cent-de-purete',
    date: '2025-06-17',
    category: 'case-studies',
    teaser:
      'Une ligne de tri clés en main pour les emballages légers a atteint la pureté garantie quatre semaines après son démarrage, grâce à un jumeau numérique.',
    body: doc(
      paragraph(
        'Ecociclo traite les emballages légers de 1,2 million d’habitants de la région de Lisbonne. En 2024, l’entreprise a décidé de remplacer son tri manuel par une ligne entièrement automatique, conçue et construite par notre équipe Systèmes de tri à Porto.',
      ),
      h2('Le défi'),
      paragraph(
        'Des emballages en mélange, à raison de ',
        italic('jusqu’à 18 t/h'),
        ', devaient être séparés en PET, PE, PP, briques alimentaires, aluminium et métaux ferreux, chaque fraction assez pure pour que les recycleurs la rachètent.',
      ),
      h2('La solution'),
      bullets(
        'Un séparateur balistique et un trommel séparent les matériaux plats des matériaux roulants',
        'Huit capteurs proche infrarouge identifient les polymères et les briques alimentaires',
        'Un séparateur à courants de Foucault récupère l’aluminium, un overband les métaux ferreux',
        'Deux presses à balles à canal VCB compactent les fractions triées en balles prêtes à expédier',
      ),
      h3('Une mise en service avec jumeau numérique'),
      paragraph(
        'Avant même l’installation du premier convoyeur, la ligne fonctionnait déjà en simulation. Les opérateurs d’Ecociclo s’y sont formés, et nos ingénieurs ont réglé les capteurs à partir des données matière de l’ancienne installation.',
      ),
      quote(
        '« La ligne de tri a atteint la pureté garantie dès le premier mois. Le jumeau numérique nous a fait gagner des semaines de mise en service. »',
        '— Miguel Fernandes, directeur des opérations, Ecociclo',
      ),
      paragraph(
        bold('Le résultat :'),
        ' 98 % de pureté pour le PET et le PE, un tiers de matière vendue en plus au lieu d’être incinérée, et des équipes passées des cabines de tri manuel au contrôle qualité. ',
        link('En savoir plus sur nos lignes de tri', '/fr/solutions/ecosort'),
      ),
    ),
    downloads: [],
  },
  [demoNewsIds.k2025]: {
    title: 'K 2025 à Düsseldorf : des broyeurs pour le recyclage des plastiques',
    slug: 'k-2025-dusseldorf',
    date: '2025-09-23',
    category: 'trade-fairs',
    teaser:
      'Du 8 au 15 octobre, hall 9, stand B42, nous montrons le broyeur bi-arbre EcoShred VSR 2200 à l’œuvre sur des films et des plastiques en mélange.',
    body: doc(
      paragraph(
        'Le K est le premier salon mondial des plastiques et du caoutchouc, et le recyclage compte en 2025 parmi ses thèmes majeurs. Retrouvez-nous du 8 au 15 octobre ',
        bold('hall 9, stand B42'),
        '.',
      ),
      h2('Sur notre stand'),
      bullets(
        'Le broyeur bi-arbre EcoShred VSR 2200, avec un rotor de 2 200 mm et un entraînement de 250 kW',
        'Des essais de broyage sur films post-consommation, bouteilles en PET, films agricoles et purges',
        'La télésurveillance, avec les données d’usure en direct des broyeurs de notre hall d’essais de Brno',
      ),
      h3('Apportez votre propre matière'),
      paragraph(
        'Envoyez-nous un échantillon avant le salon : nous le broyons dans notre centre d’essais de Brno et vous remettons les résultats sur le stand – granulométrie, débit et ',
        italic('énergie par tonne'),
        '.',
      ),
      quote(
        '« Les films et les plastiques en mélange sont l’épreuve la plus difficile pour un broyeur. C’est précisément pour cela que nous présentons le nôtre sur ces matières. »',
        '— Tomáš Novák, directeur d’usine, Brno',
      ),
      paragraph(
        'Des invitations gratuites pour le salon sont disponibles sur demande : ',
        link('contactez notre équipe commerciale', '/fr/contact'),
        '.',
      ),
    ),
    downloads: [],
  },
  [demoNewsIds.carolina]: {
    title: 'Carolina Materials Recovery chauffe son hall avec la chaleur de ses broyeurs',
    slug: 'carolina-materials-recovery-recuperation-de-chaleur',
    date: '2025-11-20',
    category: 'case-studies',
    teaser:
      'À Charlotte, une unité EcoHeat VHR récupère la chaleur de l’hydraulique d’une ligne de broyage et a réduit d’un tiers la facture de gaz du site dès le premier hiver.',
    body: doc(
      paragraph(
        'Carolina Materials Recovery exploite à Charlotte, en Caroline du Nord, deux lignes de broyage pour les déchets d’activités économiques. Leurs circuits hydrauliques et leurs réducteurs dégageaient environ 600 kW de chaleur directement dans l’air, tandis que des brûleurs à gaz chauffaient le hall de 9 000 m².',
      ),
      h2('De la chaleur perdue au chauffage du hall'),
      paragraph(
        'Notre équipe de Greenville a installé une unité EcoHeat VHR qui prélève la chaleur des circuits d’huile hydraulique et l’injecte à 70 °C dans le réseau de chauffage du hall. La production ne s’est jamais arrêtée : l’unité a été raccordée pendant ',
        italic('deux week-ends de maintenance ordinaires'),
        '.',
      ),
      h3('Les chiffres après un an'),
      bullets(
        [bold('480 kW'), ' de chaleur récupérée en moyenne pendant le fonctionnement des lignes'],
        'Une consommation de gaz pour le chauffage en baisse de 34 %',
        'Une huile hydraulique plus froide de 8 °C, qui dure donc plus longtemps',
        'Un retour sur investissement attendu en 2,6 ans',
      ),
      quote(
        '« La récupération de chaleur sur notre ligne de broyage chauffe désormais tout le hall. Notre facture de gaz a baissé d’un tiers dès le premier hiver. »',
        '— Sarah Whitfield, responsable énergie, Carolina Materials Recovery',
      ),
      paragraph(
        'Quelle quantité de chaleur votre usine laisse-t-elle échapper ? ',
        link('Découvrez EcoHeat VHR', '/fr/solutions/ecoheat-vhr'),
        ' ou demandez-nous un diagnostic sur site.',
      ),
    ),
    downloads: [],
  },
  [demoNewsIds.ecobaleLaunch]: {
    title: 'EcoBale X4 : la quatrième génération de notre presse à balles à canal',
    slug: 'lancement-ecobale-x4',
    date: '2026-03-10',
    category: 'press',
    teaser:
      'La nouvelle EcoBale X4 produit des balles jusqu’à 1 100 kg en consommant jusqu’à 30 % d’énergie en moins que sa devancière, et son canal de compression dure 20 ans et plus.',
    body: doc(
      paragraph(
        'Brême, le 10 mars 2026 – Veltrum Circular Systems présente l’',
        bold('EcoBale X4'),
        ', quatrième génération de ses presses à balles à canal entièrement automatiques VCB. La production en série démarre à Brême en avril ; les premières machines seront livrées en juin.',
      ),
      h2('Les nouveautés'),
      bullets(
        [
          'Un entraînement hydraulique à vitesse variable avec mode veille intelligent : la X4 consomme ',
          italic('jusqu’à 30 % d’énergie en moins'),
          ' par tonne que le modèle précédent',
        ],
        'Un canal de compression revêtu de plaques d’usure en Hardox 500, remplaçables segment par segment',
        'Une ligature quatre fils plus rapide : une balle terminée toutes les 40 secondes',
        'La télésurveillance de série, avec une alerte d’usure avant qu’une pièce ne lâche',
      ),
      h2('Conçue pour toute la boucle matière'),
      paragraph(
        'La X4 compacte carton, papier, films plastiques et PET à raison de 12 à 60 t/h en balles jusqu’à 1 100 kg, expédiées à pleine charge. Sa commande et de nombreux composants sont communs à nos broyeurs et à nos lignes de tri : une seule équipe de service et un seul stock de pièces détachées suffisent pour tout le site.',
      ),
      quote(
        '« Une presse à balles fonctionne vingt ans ou plus. Chaque kilowattheure économisé à la conception l’est de nouveau sur chacune des centaines de milliers de balles qu’elle produira. »',
        '— Dr Katrin Albers, directrice générale',
      ),
      paragraph(
        'Caractéristiques techniques et variantes : ',
        link('page produit de l’EcoBale X4', '/fr/solutions/ecobale-x4'),
        '.',
      ),
    ),
    downloads: [],
  },
  [demoNewsIds.ifat2026]: {
    title: 'Veltrum au salon IFAT 2026 à Munich',
    slug: 'ifat-2026-munich',
    date: '2026-04-21',
    category: 'trade-fairs',
    teaser: 'Rendez-vous hall A4, stand 215 : la presse à balles à canal EcoBale X4 y fonctionne en direct.',
    body: doc(
      paragraph(
        'Du 4 au 8 mai, le secteur des technologies environnementales se donne rendez-vous à Munich, et nous y serons. Sur le ',
        bold('stand 215 du hall A4'),
        ', nous présentons toute la boucle matière, de la presse à balles à la récupération de chaleur.',
      ),
      h2('Au programme'),
      bullets(
        'La nouvelle presse à balles à canal EcoBale X4 en fonctionnement, compactant du carton en balles de 1 100 kg',
        'Un broyeur bi-arbre EcoShred VSR avec détection automatique des corps étrangers',
        'Le jumeau numérique d’une ligne de tri d’emballages : testez vos propres objectifs de débit',
        'Les données énergétiques de 240 installations surveillées, en direct sur grand écran',
      ),
      h3('Conférences sur le stand'),
      paragraph(
        'Chaque jour à 11 h et à 15 h, nos ingénieurs expliquent comment les entraînements à vitesse variable et les ',
        italic('modes veille intelligents'),
        ' réduisent d’environ un tiers l’énergie consommée par tonne.',
      ),
      quote(
        '« À l’IFAT, nos clients comparent les machines côte à côte. Nous voulons qu’ils voient la X4 travailler, pas seulement qu’ils lisent à son sujet. »',
        '— Dr Katrin Albers, directrice générale',
      ),
      paragraph(
        'Vous souhaitez rencontrer un ingénieur à une heure précise ? ',
        link('Écrivez-nous', '/fr/contact'),
        ' et nous vous réserverons un créneau.',
      ),
    ),
    downloads: [],
  },
  [demoNewsIds.greenvilleRenewable]: {
    title: 'L’usine de Greenville fonctionne désormais à 100 % à l’électricité renouvelable',
    slug: 'greenville-electricite-renouvelable',
    date: '2026-09-15',
    category: 'press',
    teaser:
      'Une toiture solaire de 4,2 MW et un contrat d’électricité éolienne à long terme achèvent la transition : les quatre usines Veltrum fonctionnent désormais à l’électricité renouvelable.',
    body: doc(
      paragraph(
        'Greenville, le 15 septembre 2026 – Comme annoncé, notre usine de Greenville, en Caroline du Sud, est passée à ',
        bold('100 % d’électricité renouvelable'),
        '. Elle rejoint ainsi Brême, Brno et Porto : les quatre usines Veltrum sont désormais alimentées par des sources renouvelables.',
      ),
      h2('Comment Greenville y est parvenue'),
      bullets(
        'Une installation photovoltaïque de 4,2 MW sur les toits des halls et le parking couvre environ 40 % des besoins du site',
        'Un contrat d’achat d’électricité de 12 ans avec un parc éolien de Caroline du Nord fournit le reste',
        'La chaleur récupérée sur les lignes de soudage et d’essai chauffe les bureaux en hiver',
      ),
      h3('Une étape sur un chemin plus long'),
      paragraph(
        'Depuis 2015, nous avons réduit nos émissions de 41 %. Prochaine étape, les ateliers de peinture : d’ici 2028, nous voulons sécher la peinture avec des pompes à chaleur et de la chaleur récupérée plutôt qu’au gaz naturel, ',
        italic('dans toutes nos usines'),
        '.',
      ),
      quote(
        '« Nos clients achètent nos machines pour économiser de l’énergie. Ils attendent à juste titre la même chose des usines qui les fabriquent. »',
        '— Jennifer Cole, directrice de l’usine de Greenville',
      ),
      paragraph(
        'Nos objectifs et nos chiffres : ',
        link('le rapport énergie et émissions (PDF)', '/downloads/veltrum-energy-report.pdf'),
        '.',
      ),
    ),
    downloads: [],
  },
} satisfies Record<string, EntryDocument<'news'>>;

const products = {
  [demoProductIds.balers]: {
    name: 'Presse à balles à canal EcoBale X4',
    slug: 'ecobale-x4',
    icon: 'factory',
    summary:
      'Presse à balles à canal entièrement automatique pour carton, papier, films et PET : 12 à 60 t/h, balles jusqu’à 1 100 kg et jusqu’à 30 % d’énergie en moins que sa devancière.',
    description: doc(
      paragraph(
        'L’EcoBale X4 est la quatrième génération de nos presses à balles à canal VCB. Elle compacte carton, papier, films plastiques et PET en balles denses et stables, expédiées à pleine charge – dans les centres de recyclage, les papeteries, les plateformes logistiques et les centres de tri.',
      ),
      h2('Pourquoi les exploitants la choisissent'),
      bullets(
        [
          bold('Moins d’énergie :'),
          ' l’entraînement hydraulique à vitesse variable ne fournit de la pression que lorsque le piston en a besoin',
        ],
        [
          bold('Une longue durée de vie :'),
          ' le canal de compression est revêtu de Hardox 500, remplaçable segment par segment',
        ],
        [bold('Moins d’arrêts :'), ' la ligature quatre fils termine une balle toutes les 40 secondes'],
        [
          bold('Pas de mauvaise surprise :'),
          ' la télésurveillance signale l’usure avant qu’une pièce ne lâche',
        ],
      ),
      h3('Service compris'),
      paragraph(
        'Chaque X4 est livrée avec sa mise en service, la formation des opérateurs à Brême ou sur votre site et notre assistance téléphonique 24 h/24. Les pièces détachées arrivent partout dans l’UE ',
        italic('sous 48 heures'),
        '.',
      ),
    ),
    images: [],
    specs: [
      { label: 'Débit', value: '12–60', unit: 't/h' },
      { label: 'Poids de balle', value: 'jusqu’à 1 100', unit: 'kg' },
      { label: 'Force de compression', value: '80–200', unit: 't' },
      { label: 'Section de balle', value: '1 100 × 750', unit: 'mm' },
      { label: 'Puissance d’entraînement', value: '37–110', unit: 'kW' },
      { label: 'Ligature', value: 'quatre fils, automatique' },
      { label: 'Cycle de ligature', value: '40', unit: 's' },
      { label: 'Revêtement du canal', value: 'Hardox 500' },
    ],
    dataSheets: [],
    related: [demoProductIds.sorting, demoProductIds.shredders],
    position: 1,
  },
  [demoProductIds.shredders]: {
    name: 'Broyeurs EcoShred VSR',
    slug: 'ecoshred-vsr',
    icon: 'cog',
    summary:
      'Broyeurs mono-arbre et bi-arbre pour plastiques, bois, pneus et déchets d’activités économiques, avec rotors lents et protection automatique contre les corps étrangers.',
    description: doc(
      paragraph(
        'Les broyeurs EcoShred VSR réduisent les déchets encombrants et en mélange à une granulométrie définie, pour le tri ou la production de combustibles solides de récupération. Leurs rotors lents à couteaux interchangeables limitent le bruit, la poussière et l’usure. Nous les fabriquons dans notre usine de Brno.',
      ),
      h2('Mono-arbre ou bi-arbre ?'),
      bullets(
        [
          bold('Mono-arbre'),
          ' avec grille : une granulométrie définie pour les plastiques, le bois et les déchets de production',
        ],
        [
          bold('Bi-arbre'),
          ' : un couple élevé pour les déchets encombrants et en mélange, les pneus et les balles',
        ],
      ),
      h3('Protégé contre ce qui n’a rien à y faire'),
      paragraph(
        'Les corps étrangers sont détectés automatiquement : le rotor s’inverse avant que quoi que ce soit ne casse, et l’écran indique à l’opérateur ce qui s’est passé et où.',
      ),
      paragraph(
        'Comment votre matière se comporte-t-elle ? Notre centre d’essais de Brno broie votre échantillon et mesure le débit, la granulométrie et l’énergie par tonne. ',
        link('Envoyez-nous un échantillon', '/fr/contact'),
      ),
    ),
    images: [],
    specs: [
      { label: 'Puissance d’entraînement', value: '45–400', unit: 'kW' },
      { label: 'Largeur du rotor', value: '1 200–3 000', unit: 'mm' },
      { label: 'Granulométrie de sortie', value: '30–300', unit: 'mm' },
      { label: 'Débit', value: '2–40', unit: 't/h' },
      { label: 'Vitesse du rotor', value: '20–80', unit: 'tr/min' },
      { label: 'Arbres', value: '1 ou 2' },
      { label: 'Couteaux', value: 'interchangeables, quatre arêtes de coupe' },
    ],
    dataSheets: [],
    related: [demoProductIds.sorting, demoProductIds.heatRecovery],
    position: 2,
  },
  [demoProductIds.sorting]: {
    name: 'Lignes de tri EcoSort',
    slug: 'ecosort',
    icon: 'settings',
    summary:
      'Lignes de tri clés en main avec séparation proche infrarouge, par courants de Foucault et balistique, pour les déchets d’emballages, d’activités économiques et du BTP, avec des fractions pures jusqu’à 98 %.',
    description: doc(
      paragraph(
        'Nous concevons des lignes de tri complètes, de la trémie d’alimentation à la dernière cabine de contrôle qualité, et les livrons clés en main – charpente métallique de notre usine de Porto comprise.',
      ),
      h2('Les technologies de la ligne'),
      bullets(
        'Ouvre-sacs, trommels et séparateurs balistiques préparent la matière',
        'Des capteurs proche infrarouge trient par polymère, couleur et matériau',
        'Séparateurs à courants de Foucault et aimants récupèrent les métaux non ferreux et ferreux',
        'Des presses à balles en fin de ligne, pour que les fractions triées partent prêtes à la vente',
      ),
      h3('Testée avant d’être construite'),
      paragraph(
        'Grâce à un jumeau numérique, la ligne fonctionne d’abord en simulation. Vous testez de nouveaux objectifs de débit ou un nouveau mélange de matières ',
        bold('avant de modifier le moindre convoyeur'),
        ', et vos opérateurs s’y forment avant le démarrage.',
      ),
    ),
    images: [],
    specs: [
      { label: 'Capacité', value: '5–40', unit: 't/h' },
      { label: 'Pureté des fractions', value: 'jusqu’à 98', unit: '%' },
      { label: 'Capteurs proche infrarouge par ligne', value: '2–16' },
      {
        label: 'Techniques de séparation',
        value: 'proche infrarouge, courants de Foucault, balistique, magnétique',
      },
      { label: 'Durée de projet typique', value: '9–14', unit: 'mois' },
      { label: 'Livraison', value: 'clés en main, charpente métallique comprise' },
    ],
    dataSheets: [],
    related: [demoProductIds.balers, demoProductIds.shredders],
    position: 3,
  },
  [demoProductIds.heatRecovery]: {
    name: 'Récupération de chaleur EcoHeat VHR',
    slug: 'ecoheat-vhr',
    icon: 'zap',
    summary:
      'Des unités qui transforment la chaleur de l’hydraulique, des compresseurs et des sécheurs en eau chaude, en vapeur ou en électricité. La plupart sont amorties en moins de quatre ans.',
    description: doc(
      paragraph(
        'Les unités EcoHeat VHR captent la chaleur de l’hydraulique, des compresseurs, des sécheurs et des procédés thermiques pour la réinjecter dans les réseaux de chauffage ou l’eau de process. Un module ORC optionnel la convertit en électricité.',
      ),
      h2('Où va la chaleur'),
      bullets(
        'Chauffage des halls et des bureaux, avec des températures de départ jusqu’à 95 °C',
        'Eau de process pour les lignes de lavage et les sécheurs',
        'Vapeur basse pression pour les procédés industriels',
        'Électricité produite par un module ORC lorsqu’aucun consommateur de chaleur ne se trouve à proximité',
      ),
      h3('Un investissement qui se rembourse'),
      paragraph(
        'La plupart des installations sont amorties en deux à quatre ans. Nous mesurons d’abord vos sources de chaleur, puis nous dimensionnons l’unité, ',
        italic('et non l’inverse'),
        '. ',
        link('Demandez un diagnostic sur site', '/fr/contact'),
      ),
    ),
    images: [],
    specs: [
      { label: 'Puissance thermique', value: '150–2 400', unit: 'kW' },
      { label: 'Température de départ', value: 'jusqu’à 95', unit: '°C' },
      { label: 'Puissance électrique avec module ORC', value: 'jusqu’à 250', unit: 'kW' },
      { label: 'Sources de chaleur', value: 'hydraulique, compresseurs, sécheurs, procédés thermiques' },
      { label: 'Retour sur investissement', value: 'généralement 2–4', unit: 'ans' },
      { label: 'Option', value: 'module de production d’électricité ORC' },
    ],
    dataSheets: [],
    related: [demoProductIds.shredders, demoProductIds.balers],
    position: 4,
  },
} satisfies Record<string, EntryDocument<'products'>>;

const jobs = {
  [demoJobIds.serviceTechnician]: {
    title: 'Technicien de service après-vente (H/F) pour presses à balles et broyeurs',
    slug: 'technicien-de-service',
    locationId: 'bremen',
    type: 'full-time',
    description: doc(
      paragraph(
        'Nos presses à balles et nos broyeurs fonctionnent dans des centres de recyclage, des papeteries et des centres de tri dans tout le nord de l’Allemagne. En tant que technicien de service, vous veillez à ce qu’ils continuent de tourner : vous mettez en service les nouvelles machines, vous les entretenez et vous trouvez la panne quand un client appelle.',
      ),
      h2('Vos missions'),
      bullets(
        'Mise en service, maintenance et réparation de presses à balles, de broyeurs et d’équipements de tri chez nos clients',
        'Diagnostic de pannes hydrauliques, électriques et d’automates (Siemens S7)',
        'Modernisation d’entraînements, de commandes et de capteurs',
        'Formation des opérateurs de nos clients sur leurs machines',
        'Astreinte par roulement, environ une semaine sur six',
      ),
      h2('Votre profil'),
      bullets(
        'Une formation achevée de mécatronicien, de mécanicien industriel ou d’électricien, ou une qualification équivalente',
        'Une expérience de l’hydraulique et des commandes électriques',
        'Le permis B et la disponibilité pour des déplacements, le plus souvent à la journée',
        'Un bon niveau d’allemand et des bases d’anglais',
      ),
    ),
    offer: doc(
      bullets(
        [
          bold('Un CDI à temps plein'),
          ' (37,5 heures par semaine), rémunéré selon la convention collective de la métallurgie et de l’électrotechnique',
        ],
        'Un véhicule de service entièrement équipé, que vous pouvez aussi utiliser à titre privé',
        'Quatre semaines de formation dans notre centre de Brême avant votre première intervention en autonomie',
        '30 jours de congés, et des heures supplémentaires créditées sur un compte épargne-temps',
        'Une retraite d’entreprise et un vélo de fonction en leasing',
      ),
      paragraph(
        'Une question avant de postuler ? Appelez Jana Petersen au ',
        link('+49 421 555 0100', 'tel:+494215550100'),
        '.',
      ),
    ),
    closingDate: '2027-12-31',
    contactName: 'Jana Petersen',
    contactEmail: 'jana.petersen@veltrum.example',
  },
  [demoJobIds.technicalWriter]: {
    title: 'Rédacteur technique (H/F) pour manuels d’utilisation, à temps partiel',
    slug: 'redacteur-technique-temps-partiel',
    locationId: 'porto',
    type: 'part-time',
    description: doc(
      paragraph(
        'Chaque ligne de tri que nous construisons à Porto est livrée avec des manuels d’utilisation et de maintenance dans jusqu’à douze langues. Vous rédigez les versions originales en anglais, avec les ingénieurs qui ont conçu la ligne.',
      ),
      h2('Vos missions'),
      bullets(
        'Rédiger les instructions d’utilisation, de maintenance et de sécurité à partir de plans, de modèles CAO et d’échanges avec les ingénieurs',
        'Structurer les contenus dans notre système de gestion de contenus modulaires, pour qu’ils puissent être réutilisés et traduits',
        'Coordonner les traductions avec nos prestataires linguistiques',
        'Vérifier la conformité des manuels au règlement européen sur les machines et à la norme EN IEC/IEEE 82079-1',
      ),
      h2('Votre profil'),
      bullets(
        'Un diplôme ou une formation en rédaction technique, en ingénierie ou dans un domaine proche',
        'Un excellent anglais écrit ; le portugais ou l’allemand est un atout',
        'La curiosité de comprendre comment fonctionnent les machines : vous posez des questions jusqu’à avoir compris',
      ),
    ),
    offer: doc(
      bullets(
        [bold('20 à 30 heures par semaine'), ', que vous organisez vous-même'],
        'Deux jours de télétravail par semaine',
        'Un bureau moderne à côté de notre usine, au bord du Douro',
        'Une formation menant au certificat tekom en communication technique',
        'Une petite équipe de documentation internationale de cinq personnes',
      ),
      paragraph(
        'Indiquez-nous dans votre candidature le nombre d’heures hebdomadaires qui vous convient le mieux.',
      ),
    ),
    closingDate: '2027-10-31',
    contactName: 'Inês Carvalho',
    contactEmail: 'ines.carvalho@veltrum.example',
  },
  [demoJobIds.apprenticeMechanic]: {
    title: 'Apprentissage de mécanicien industriel (H/F), à partir de 2028',
    slug: 'apprentissage-mecanicien-industriel',
    locationId: 'bremen',
    type: 'apprenticeship',
    startDate: '2028-08-01',
    description: doc(
      paragraph(
        'En trois ans et demi, vous apprenez comment sont construites nos presses à balles, de la première soudure jusqu’à l’essai final. Vous passez l’essentiel de votre temps dans notre atelier de formation de Brême et en production ; la théorie est enseignée à l’école professionnelle de Brême.',
      ),
      h2('Ce que vous apprenez'),
      bullets(
        'Le tournage, le fraisage et le soudage, à la main et sur machines CNC',
        'L’assemblage et la mise en service de systèmes hydrauliques',
        'La lecture de plans techniques et le travail avec des tolérances serrées',
        'La maintenance et la réparation de machines, dans notre usine et avec notre équipe de service chez les clients',
      ),
      h2('Votre profil'),
      bullets(
        'Un diplôme de fin d’études secondaires (Mittlere Reife allemande ou équivalent)',
        'Le goût de la technique et du travail manuel',
        'De bonnes notes en mathématiques et en physique sont un plus, mais votre motivation compte davantage',
      ),
    ),
    offer: doc(
      bullets(
        [
          bold('Une rémunération d’apprenti'),
          ' selon la convention collective de la métallurgie et de l’électrotechnique',
        ],
        'Un tuteur attitré dès la deuxième semaine',
        'Plusieurs semaines dans notre usine de Brno ou de Porto pendant votre apprentissage',
        'Des cours de préparation aux examens pris en charge',
        'De bonnes perspectives d’embauche après la réussite de votre examen final',
      ),
      paragraph('Merci de joindre à votre candidature votre CV et vos deux derniers bulletins scolaires.'),
    ),
    closingDate: '2028-04-30',
    contactName: 'Lars Hinrichs',
    contactEmail: 'lars.hinrichs@veltrum.example',
  },
} satisfies Record<string, EntryDocument<'jobs'>>;

/** The French documents by collection, for `demoEntries`. */
export const frDocuments = { news, products, jobs };

/** Every demo entry's French document, by entry id. */
export const frEntries: Record<string, unknown> = { ...news, ...products, ...jobs };
