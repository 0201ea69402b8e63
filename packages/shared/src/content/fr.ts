import { builtinImageIds } from '../builtin-media/ids';
import { companyFacts, defaultNavigation, downloadFacts, figureFacts, locationEntry } from './facts';
import type { SiteContent } from './schema';

export const frContent: SiteContent = {
  navigation: defaultNavigation,
  company: {
    ...companyFacts,
    tagline: 'Des machines qui maintiennent les matériaux dans la boucle.',
    logoAlt: 'Veltrum Circular Systems — accueil',
  },
  meta: {
    home: {
      title: 'Veltrum Circular Systems — presses à balles, broyeurs et lignes de tri',
      description:
        'Veltrum construit presses à balles, broyeurs, lignes de tri et récupérateurs de chaleur à Brême, Brno, Porto et Greenville. 6 500 machines dans 70 pays.',
    },
    solutions: {
      title: 'Solutions — presses, broyeurs, lignes de tri, récupération de chaleur | Veltrum',
      description:
        'Presses à balles à canal, broyeurs mono- et bi-arbres, lignes de tri clés en main et récupération de chaleur, avec un service dans 70 pays.',
    },
    sustainability: {
      title: 'Durabilité — un tiers d’énergie en moins par tonne | Veltrum',
      description:
        'Comment les machines Veltrum consomment environ un tiers d’énergie de moins que la moyenne du secteur, et comment nos usines fonctionnent à l’électricité verte.',
    },
    company: {
      title: 'Entreprise — à Brême depuis 1962 | Veltrum',
      description:
        'Veltrum Circular Systems : notre histoire depuis 1962, notre mission et nos valeurs, l’équipe, nos usines et nos bureaux sur quatre continents.',
    },
    contact: {
      title: 'Contact — parlez à un ingénieur | Veltrum',
      description:
        'Joignez les ventes et le service Veltrum à Brême, Brno, Porto, Greenville, Singapour et São Paulo par téléphone ou par e-mail.',
    },
    imprint: {
      title: 'Mentions légales | Veltrum',
      description:
        'Mentions légales de Veltrum Circular Systems GmbH, entreprise de démonstration fictive de Sitedesk.',
    },
    privacy: {
      title: 'Politique de confidentialité | Veltrum',
      description:
        'Ni cookies, ni traceurs, ni requêtes vers des tiers : comment ce site traite vos données.',
    },
    notFound: {
      title: 'Page introuvable | Veltrum',
      description: 'La page que vous cherchez n’existe pas. Ces liens vous ramènent sur le site.',
    },
  },
  pageIntros: {
    solutions: {
      eyebrow: 'Solutions',
      title: 'Des machines pour chaque étape de la boucle des matériaux',
      lead: 'De la première balle au dernier kilowatt de chaleur récupérée : nous concevons, construisons et entretenons les équipements qui transforment les flux de déchets en matières premières triées et vendables.',
    },
    sustainability: {
      eyebrow: 'Durabilité',
      title: 'Moins d’énergie par tonne, plus de matière réutilisée',
      lead: 'Le recyclage ne profite au climat que si les machines qui l’assurent sont efficaces. Les nôtres consomment environ un tiers d’énergie de moins que la moyenne du secteur — et nous le mesurons.',
    },
    company: {
      eyebrow: 'Entreprise',
      title: 'Des ingénieurs de Brême, chez eux sur quatre continents',
      lead: 'Depuis 1962, nous construisons des machines faites pour durer des décennies. Aujourd’hui, 1 400 personnes dans quatre usines et deux bureaux commerciaux les font tourner.',
    },
    contact: {
      eyebrow: 'Contact',
      title: 'Parlez à un ingénieur, pas à un centre d’appels',
      lead: 'Parlez-nous de votre matière, de vos volumes et de votre site. La personne qui vous répond connaît nos machines — en général sous un jour ouvré.',
    },
  },
  hero: {
    eyebrow: 'Systèmes circulaires depuis 1962',
    title: 'Des machines qui maintiennent les matériaux dans la boucle',
    lead: 'Presses à balles, broyeurs, lignes de tri et récupération de chaleur fatale, conçus à Brême pour fonctionner des décennies et consommer environ un tiers d’énergie de moins que la moyenne du secteur.',
    primaryCta: 'Parler à un ingénieur',
    secondaryCta: 'Découvrir nos solutions',
    image: { mediaId: builtinImageIds.hero },
  },
  figures: {
    eyebrow: 'Chiffres clés',
    title: 'Six décennies d’ingénierie, en chiffres',
    intro:
      'Nos machines travaillent dans des centres de recyclage, des papeteries et des centres de tri municipaux du monde entier.',
    items: [
      {
        id: 'machines',
        value: figureFacts.machinesInstalled,
        format: 'integer',
        label: 'machines installées',
      },
      { id: 'countries', value: figureFacts.countries, format: 'integer', label: 'pays desservis' },
      { id: 'employees', value: figureFacts.employees, format: 'integer', label: 'collaborateurs' },
      {
        id: 'energy',
        value: figureFacts.energySaving,
        format: 'percent',
        label: 'd’énergie en moins par tonne',
        note: 'par rapport à la moyenne du secteur',
      },
    ],
  },
  products: {
    eyebrow: 'Produits et services',
    title: 'Quatre familles de machines, une seule exigence',
    intro:
      'Chaque machine est conçue à Brême, fabriquée dans nos propres usines et suivie par la même équipe de service pendant toute sa vie.',
    services: {
      title: 'Un service pour toute la vie de la machine',
      intro: 'Une machine ne vaut que par l’aide que l’on reçoit à trois heures du matin.',
      items: [
        {
          icon: 'settings',
          title: 'Service et pièces de rechange',
          text: 'Une assistance 24 h/24 et 7 j/7, des techniciens dans 30 pays et des pièces de rechange livrées sous 48 heures dans toute l’UE.',
        },
        {
          icon: 'chartLine',
          title: 'Télésurveillance',
          text: 'Données d’énergie, de débit et d’usure de chaque machine, avec des alertes avant qu’une pièce ne lâche.',
        },
        {
          icon: 'cog',
          title: 'Modernisations',
          text: 'Nouveaux entraînements, commandes et capteurs pour les machines existantes — y compris celles d’autres fabricants.',
        },
        {
          icon: 'users',
          title: 'Formation',
          text: 'Des formations pratiques pour les opérateurs et les équipes de maintenance, sur votre site ou dans notre centre de formation de Brême.',
        },
      ],
    },
  },
  sustainability: {
    eyebrow: 'Durabilité',
    title: 'Conçues pour économiser l’énergie, pas seulement la matière',
    intro:
      'Nos machines consomment environ un tiers d’énergie de moins que la moyenne du secteur. Ce n’est pas un argument marketing, mais un chiffre que nous mesurons chaque année sur les machines installées.',
    pillars: [
      {
        icon: 'leaf',
        title: 'Des usines renouvelables',
        text: 'Brême, Brno et Porto fonctionnent à 100 % à l’électricité renouvelable ; Greenville suivra en 2026.',
      },
      {
        icon: 'recycle',
        title: 'Conçues pour une seconde vie',
        text: 'Des châssis modulaires et des pièces standard nous permettent de remettre les machines à neuf plutôt que de les mettre au rebut.',
      },
      {
        icon: 'zap',
        title: 'Un tiers d’énergie en moins',
        text: 'Entraînements à vitesse variable, modes de veille intelligents et récupération de chaleur réduisent la consommation par tonne.',
      },
    ],
    details: [
      {
        title: 'Notre méthode de mesure',
        paragraphs: [
          'Chaque année, nous comparons l’énergie consommée par tonne traitée sur 240 installations suivies avec les références sectorielles publiées pour les mêmes classes de machines. Résultat : environ 33 % d’énergie en moins en moyenne.',
          'La méthode et les chiffres figurent dans notre rapport énergétique, que vous pouvez télécharger ci-dessous.',
        ],
      },
      {
        title: 'Notre propre empreinte',
        paragraphs: [
          'Nos usines récupèrent la chaleur des lignes de soudage, de peinture et d’essai, et nos bancs d’essai réinjectent dans le réseau l’énergie des entraînements en freinage.',
          'Nous publions nos émissions chaque année et les avons réduites de 41 % depuis 2015.',
        ],
      },
    ],
    loop: {
      title: 'La boucle des matériaux',
      steps: [
        {
          title: 'Collecter',
          text: 'Les presses compactent la matière là où elle est produite : moins de camions transportent plus de tonnes.',
        },
        {
          title: 'Broyer',
          text: 'Les broyeurs ouvrent les balles et réduisent les déchets mélangés à une taille qui permet le tri.',
        },
        {
          title: 'Trier',
          text: 'Les lignes de tri séparent des fractions propres que les recycleurs achètent comme matière première.',
        },
        {
          title: 'Récupérer',
          text: 'La récupération de chaleur transforme l’énergie dégagée par le procédé en chaleur ou en électricité.',
        },
      ],
    },
  },
  quality: {
    eyebrow: 'Qualité et certifications',
    title: 'Certifiés là où cela compte',
    intro:
      'Des auditeurs indépendants contrôlent chaque année nos systèmes de management, dans chaque usine.',
    certifications: [
      {
        code: 'ISO 9001',
        title: 'Management de la qualité',
        text: 'Des processus cohérents, de la conception au service.',
      },
      {
        code: 'ISO 14001',
        title: 'Management environnemental',
        text: 'Un impact mesuré et réduit dans chaque usine.',
      },
      {
        code: 'ISO 45001',
        title: 'Santé et sécurité au travail',
        text: 'Un travail sûr pour nos équipes et les vôtres.',
      },
      {
        code: 'ISO 50001',
        title: 'Management de l’énergie',
        text: 'Des économies d’énergie systématiques, en production comme dans nos produits.',
      },
    ],
    downloadsTitle: 'Téléchargements',
    downloads: [
      { title: 'Certificats ISO', format: 'PDF', ...downloadFacts.certificates },
      { title: 'Aperçu des produits', format: 'PDF', ...downloadFacts.productOverview },
      { title: 'Rapport énergie et émissions', format: 'PDF', ...downloadFacts.energyReport },
    ],
  },
  mission: {
    eyebrow: 'Mission et valeurs',
    title: 'Notre mission',
    intro: 'Ce pour quoi nous travaillons, et notre façon de travailler.',
    statement:
      'Nous construisons des machines qui remettent les matériaux en circulation avec le moins d’énergie possible — et nous les accompagnons aussi longtemps qu’elles fonctionnent.',
    values: [
      {
        icon: 'target',
        title: 'Précision d’ingénieur',
        text: 'Nous mesurons avant d’affirmer, et nous concevons pour des décennies, pas pour le prochain salon.',
      },
      {
        icon: 'handHeart',
        title: 'Partenariat',
        text: 'Nos clients gardent nos numéros de téléphone. Beaucoup travaillent avec le même ingénieur depuis vingt ans.',
      },
      {
        icon: 'recycle',
        title: 'Responsabilité',
        text: 'Envers la matière qui passe par nos machines, et envers les personnes qui les font fonctionner.',
      },
    ],
  },
  about: {
    eyebrow: 'À propos',
    title: 'Une famille d’ingénieurs depuis 1962',
    intro:
      'Fondée comme atelier de presses hydrauliques dans le port de Brême, Veltrum est aujourd’hui un fournisseur mondial de technologies de recyclage.',
    paragraphs: [
      'Heinrich Veltrum a construit sa première presse à balles en 1962 pour un négociant en papier du port de Brême. La presse a fonctionné pendant 38 ans.',
      'Cette exigence — des machines qui durent — nous guide toujours. Nous restons indépendants et détenus par une fondation, ce qui nous permet d’investir dans l’ingénierie à long terme plutôt que dans les résultats trimestriels.',
    ],
    image: { mediaId: builtinImageIds.plant },
    milestones: [
      { year: 1962, text: 'Heinrich Veltrum ouvre un atelier de presses à Brême.' },
      {
        year: 1978,
        text: 'La première presse à canal entièrement automatique entre en production en série.',
      },
      { year: 1994, text: 'Ouverture de l’usine de Brno ; les broyeurs rejoignent la gamme.' },
      { year: 2006, text: 'Usine de Porto et première ligne de tri clés en main.' },
      {
        year: 2013,
        text: 'Greenville, en Caroline du Sud, dessert les clients de tout le continent américain.',
      },
      { year: 2021, text: 'Les unités de récupération de chaleur fatale bouclent la boucle des matériaux.' },
    ],
  },
  testimonials: {
    eyebrow: 'Témoignages',
    title: 'Ce que disent nos clients',
    intro:
      'Des opérateurs, des directeurs d’usine et des ingénieurs parlent de leur collaboration avec Veltrum.',
    items: [
      {
        quote:
          'Notre presse VCB tourne en deux équipes par jour depuis onze ans. Quand un joint de vérin a lâché un samedi, un technicien était sur place l’après-midi même.',
        name: 'Anja Kowalski',
        role: 'Directrice d’usine',
        organization: 'Nordpapier Recycling, Hambourg',
        rating: 5,
      },
      {
        quote:
          'La ligne de tri a atteint la pureté garantie dès le premier mois. Le jumeau numérique nous a fait gagner des semaines de mise en service.',
        name: 'Miguel Fernandes',
        role: 'Directeur des opérations',
        organization: 'Ecociclo, Lisbonne',
        rating: 5,
      },
      {
        quote:
          'La récupération de chaleur de notre ligne de broyage chauffe désormais toute la halle. Notre facture de gaz a baissé d’un tiers dès le premier hiver.',
        name: 'Sarah Whitfield',
        role: 'Responsable énergie',
        organization: 'Carolina Materials Recovery, Charlotte',
        rating: 4,
      },
    ],
  },
  team: {
    eyebrow: 'Équipe',
    title: 'Les personnes à qui vous parlerez',
    intro:
      'Environ 1 400 collègues travaillent chez Veltrum. Voici quelques-unes des personnes qui répondent aux questions de nos clients.',
    members: [
      {
        name: 'Dr Katrin Albers',
        role: 'Présidente-directrice générale',
        location: 'Brême',
        bio: 'Ingénieure en mécanique ; entrée chez Veltrum en 2004 comme conceptrice d’hydraulique pour presses à balles.',
      },
      {
        name: 'Tomáš Novák',
        role: 'Directeur d’usine',
        location: 'Brno',
        bio: 'Dirige notre production de broyeurs et les 320 collègues de Brno.',
      },
      {
        name: 'Inês Carvalho',
        role: 'Responsable des systèmes de tri',
        location: 'Porto',
        bio: 'A conçu plus de 60 lignes de tri sur trois continents.',
      },
      {
        name: 'Marcus Reed',
        role: 'Responsable du service, Amériques',
        location: 'Greenville',
        bio: 'Dirige notre réseau de service du Canada au Chili.',
      },
    ],
  },
  locations: {
    eyebrow: 'Sites',
    title: 'Près de chez vous',
    intro: 'Quatre usines et deux bureaux commerciaux servent des clients dans 70 pays.',
    mapAlt:
      'Carte du monde montrant le siège de Veltrum à Brême, les usines de Brno, Porto et Greenville, et les bureaux commerciaux de Singapour et São Paulo.',
    items: [
      locationEntry('bremen', {
        name: 'Brême',
        countryName: 'Allemagne',
        summary: 'Siège, développement et notre plus grande usine de presses à balles.',
      }),
      locationEntry('brno', {
        name: 'Brno',
        countryName: 'Tchéquie',
        summary: 'Production de broyeurs et centre européen de pièces de rechange.',
      }),
      locationEntry('porto', {
        name: 'Porto',
        countryName: 'Portugal',
        summary: 'Ingénierie des lignes de tri et charpentes métalliques.',
      }),
      locationEntry('greenville', {
        name: 'Greenville',
        countryName: 'États-Unis',
        summary: 'Production et service pour l’Amérique du Nord et du Sud.',
      }),
      locationEntry('singapore', {
        name: 'Singapour',
        countryName: 'Singapour',
        summary: 'Ventes et service pour l’Asie et l’Océanie.',
      }),
      locationEntry('saoPaulo', {
        name: 'São Paulo',
        countryName: 'Brésil',
        summary: 'Ventes et service pour l’Amérique latine.',
      }),
    ],
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Parlons de votre matière',
    intro:
      'Appelez-nous ou écrivez-nous. Nous répondons en français, anglais, allemand, tchèque, portugais et espagnol.',
    hours: 'Du lundi au vendredi, de 8 h à 17 h, heure locale. Assistance technique 24 h/24.',
  },
  imprint: {
    title: 'Mentions légales',
    notice:
      'Veltrum Circular Systems GmbH est une entreprise de démonstration fictive du projet open source Sitedesk. Son nom, ses collaborateurs, ses adresses, ses numéros de téléphone et ses chiffres sont inventés ; toute ressemblance avec des entreprises réelles serait fortuite.',
    sections: [
      {
        title: 'Éditeur',
        paragraphs: [
          'Veltrum Circular Systems GmbH, Hafenkante 12, 28217 Brême, Allemagne (fictive).',
          'Gérante : Dr Katrin Albers (fictive). Registre du commerce : démonstration uniquement, aucune inscription n’existe.',
        ],
      },
      {
        title: 'Contact',
        paragraphs: [
          'Téléphone : +49 421 555 0100. E-mail : info@veltrum.example (adresse non fonctionnelle).',
        ],
      },
      {
        title: 'À propos de ce site',
        paragraphs: [
          'Ce site montre ce que Sitedesk sait faire : un site d’entreprise rapide, accessible et multilingue, avec un desk de demandes intégré. Sitedesk est un logiciel open source sous licence MIT.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Politique de confidentialité',
    lead: 'Ce site est conçu pour en savoir le moins possible sur vous.',
    sections: [
      {
        title: 'Ni cookies, ni traceurs',
        paragraphs: [
          'Nous ne déposons aucun cookie chez les visiteurs et n’utilisons aucun outil d’analyse, pixel de suivi ou outil publicitaire.',
          'Les polices, les images et les cartes sont servies par ce site lui-même. Votre navigateur n’envoie aucune requête à des tiers.',
        ],
      },
      {
        title: 'Journaux du serveur et limitation du débit',
        paragraphs: [
          'Pour protéger le formulaire de demande contre les abus, nous ne conservons les adresses IP que sous forme d’empreintes salées, impossibles à reconvertir en adresse, et seulement aussi longtemps qu’une limitation du débit en a besoin.',
        ],
      },
      {
        title: 'Demandes',
        paragraphs: [
          'Lorsque vous nous envoyez une demande, nous utilisons ce que vous saisissez uniquement pour y répondre. Les demandes sont effacées automatiquement à l’issue de la durée de conservation fixée par l’exploitant.',
        ],
      },
      {
        title: 'Vos droits',
        paragraphs: [
          'Vous pouvez à tout moment demander l’accès à vos données, leur rectification ou leur effacement en écrivant à info@veltrum.example.',
        ],
      },
    ],
  },
};
