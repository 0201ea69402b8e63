import { builtinImageIds } from '../builtin-media/ids';
import { companyFacts, defaultNavigation, downloadFacts, figureFacts, locationEntry } from './facts';
import type { SiteContent } from './schema';

export const ptContent: SiteContent = {
  navigation: defaultNavigation,
  company: {
    ...companyFacts,
    tagline: 'Máquinas que mantêm os materiais em circulação.',
    logoAlt: 'Veltrum Circular Systems — página inicial',
  },
  meta: {
    home: {
      title: 'Veltrum Circular Systems — prensas enfardadeiras, trituradores e linhas de triagem',
      description:
        'A Veltrum fabrica enfardadeiras, trituradores, linhas de triagem e sistemas de recuperação de calor em Bremen, Brno, Porto e Greenville. 6 500 máquinas em 70 países.',
    },
    solutions: {
      title: 'Soluções — enfardadeiras, trituradores, linhas de triagem, recuperação de calor | Veltrum',
      description:
        'Prensas enfardadeiras de canal, trituradores de um e dois veios, linhas de triagem chave na mão e recuperação de calor residual, com assistência em 70 países.',
    },
    sustainability: {
      title: 'Sustentabilidade — menos um terço de energia por tonelada | Veltrum',
      description:
        'Como as máquinas Veltrum consomem cerca de um terço menos de energia do que a média do setor e como as nossas fábricas funcionam com eletricidade renovável.',
    },
    company: {
      title: 'Empresa — em Bremen desde 1962 | Veltrum',
      description:
        'Sobre a Veltrum Circular Systems: a nossa história desde 1962, a missão e os valores, a equipa e as nossas fábricas e escritórios em quatro continentes.',
    },
    contact: {
      title: 'Contactos — fale com um engenheiro | Veltrum',
      description:
        'Contacte as equipas comerciais e de assistência técnica da Veltrum em Bremen, Brno, Porto, Greenville, Singapura e São Paulo, por telefone ou por e-mail.',
    },
    imprint: {
      title: 'Informação legal | Veltrum',
      description:
        'Informação legal da Veltrum Circular Systems GmbH, uma empresa de demonstração fictícia do Sitedesk.',
    },
    privacy: {
      title: 'Política de privacidade | Veltrum',
      description:
        'Sem cookies, sem rastreadores, sem pedidos a terceiros: como este site trata os seus dados.',
    },
    notFound: {
      title: 'Página não encontrada | Veltrum',
      description: 'A página que procura não existe. Estas ligações levam-no de volta ao site.',
    },
  },
  pageIntros: {
    solutions: {
      eyebrow: 'Soluções',
      title: 'Máquinas para cada etapa do ciclo dos materiais',
      lead: 'Do primeiro fardo ao último quilowatt de calor recuperado: concebemos, fabricamos e mantemos os equipamentos que transformam fluxos de resíduos em matérias-primas triadas e prontas a vender.',
    },
    sustainability: {
      eyebrow: 'Sustentabilidade',
      title: 'Menos energia por tonelada, mais material de volta ao uso',
      lead: 'A reciclagem só compensa para o clima quando as máquinas que a fazem são eficientes. As nossas consomem cerca de um terço menos de energia do que a média do setor — e medimo-lo.',
    },
    company: {
      eyebrow: 'Empresa',
      title: 'Engenheiros de Bremen, em casa em quatro continentes',
      lead: 'Desde 1962 que construímos máquinas feitas para durar décadas. Hoje, 1 400 pessoas em quatro fábricas e dois escritórios comerciais mantêm-nas a funcionar.',
    },
    contact: {
      eyebrow: 'Contacto',
      title: 'Fale com um engenheiro, não com uma central de atendimento',
      lead: 'Fale-nos do seu material, dos volumes que processa e das suas instalações. Quem lhe responde conhece as nossas máquinas — normalmente no prazo de um dia útil.',
    },
  },
  hero: {
    eyebrow: 'Sistemas circulares desde 1962',
    title: 'Máquinas que mantêm os materiais em circulação',
    lead: 'Prensas enfardadeiras, trituradores, linhas de triagem e recuperação de calor residual, concebidos em Bremen para funcionar durante décadas e consumir cerca de um terço menos de energia do que a média do setor.',
    primaryCta: 'Falar com um engenheiro',
    secondaryCta: 'Conhecer as nossas soluções',
    image: { mediaId: builtinImageIds.hero },
  },
  figures: {
    eyebrow: 'Números-chave',
    title: 'Seis décadas de engenharia, em números',
    intro:
      'As nossas máquinas trabalham em centros de reciclagem, fábricas de papel e centrais de triagem municipais em todo o mundo.',
    items: [
      {
        id: 'machines',
        value: figureFacts.machinesInstalled,
        format: 'integer',
        label: 'máquinas instaladas',
      },
      { id: 'countries', value: figureFacts.countries, format: 'integer', label: 'países servidos' },
      { id: 'employees', value: figureFacts.employees, format: 'integer', label: 'colaboradores' },
      {
        id: 'energy',
        value: figureFacts.energySaving,
        format: 'percent',
        label: 'menos energia por tonelada',
        note: 'em comparação com a média do setor',
      },
    ],
  },
  products: {
    eyebrow: 'Produtos e serviços',
    title: 'Quatro famílias de máquinas, a mesma exigência',
    intro:
      'Cada máquina é concebida em Bremen, fabricada nas nossas próprias fábricas e acompanhada pela mesma equipa de assistência técnica durante toda a sua vida útil.',
    services: {
      title: 'Assistência durante toda a vida útil da máquina',
      intro: 'Uma máquina vale tanto quanto a ajuda que recebe às três da manhã.',
      items: [
        {
          icon: 'settings',
          title: 'Assistência técnica e peças de substituição',
          text: 'Linha de assistência 24 horas por dia, 7 dias por semana, técnicos em 30 países e peças de substituição entregues em 48 horas em toda a UE.',
        },
        {
          icon: 'chartLine',
          title: 'Monitorização remota',
          text: 'Dados de consumo energético, produção e desgaste de cada máquina, com alertas antes de uma peça avariar.',
        },
        {
          icon: 'cog',
          title: 'Modernizações (retrofit)',
          text: 'Novos acionamentos, comandos e sensores para máquinas existentes — incluindo as de outros fabricantes.',
        },
        {
          icon: 'users',
          title: 'Formação',
          text: 'Cursos práticos para operadores e equipas de manutenção, nas suas instalações ou no nosso centro de formação em Bremen.',
        },
      ],
    },
  },
  sustainability: {
    eyebrow: 'Sustentabilidade',
    title: 'Concebidas para poupar energia, não apenas material',
    intro:
      'As nossas máquinas consomem cerca de um terço menos de energia do que a média do setor. Não se trata de um argumento de marketing, mas de um valor que medimos todos os anos em máquinas instaladas.',
    pillars: [
      {
        icon: 'leaf',
        title: 'Fábricas com energia renovável',
        text: 'Bremen, Brno e Porto funcionam com 100 % de eletricidade renovável; Greenville segue-se em 2026.',
      },
      {
        icon: 'recycle',
        title: 'Concebidas para uma segunda vida',
        text: 'Estruturas modulares e peças normalizadas permitem-nos recondicionar as máquinas em vez de as enviar para a sucata.',
      },
      {
        icon: 'zap',
        title: 'Menos um terço de energia',
        text: 'Acionamentos de velocidade variável, modos de espera inteligentes e recuperação de calor reduzem o consumo de energia por tonelada.',
      },
    ],
    details: [
      {
        title: 'Como medimos',
        paragraphs: [
          'Todos os anos comparamos a energia consumida por tonelada processada em 240 instalações monitorizadas com os valores de referência publicados para o setor nas mesmas classes de máquinas. O resultado: em média, cerca de 33 % menos energia.',
          'O método e os valores constam do nosso relatório de energia, que pode descarregar abaixo.',
        ],
      },
      {
        title: 'A nossa própria pegada',
        paragraphs: [
          'As nossas fábricas recuperam o calor das linhas de soldadura, pintura e ensaio, e os nossos bancos de ensaio devolvem à rede a energia dos acionamentos em travagem.',
          'Publicamos as nossas emissões todos os anos e reduzimo-las em 41 % desde 2015.',
        ],
      },
    ],
    loop: {
      title: 'O ciclo dos materiais',
      steps: [
        {
          title: 'Recolher',
          text: 'As prensas enfardadeiras compactam o material no local onde é produzido, para que menos camiões transportem mais toneladas.',
        },
        {
          title: 'Triturar',
          text: 'Os trituradores abrem os fardos e reduzem os resíduos mistos a uma granulometria que permite a triagem.',
        },
        {
          title: 'Triar',
          text: 'As linhas de triagem separam frações limpas, que as recicladoras compram como matéria-prima.',
        },
        {
          title: 'Recuperar',
          text: 'A recuperação de calor transforma a energia libertada pelo processo em calor ou em eletricidade.',
        },
      ],
    },
  },
  quality: {
    eyebrow: 'Qualidade e certificações',
    title: 'Certificados onde faz a diferença',
    intro:
      'Todos os anos, auditores independentes verificam os nossos sistemas de gestão, em todas as fábricas.',
    certifications: [
      {
        code: 'ISO 9001',
        title: 'Gestão da qualidade',
        text: 'Processos coerentes, da conceção à assistência técnica.',
      },
      {
        code: 'ISO 14001',
        title: 'Gestão ambiental',
        text: 'Impacto medido e reduzido em todas as fábricas.',
      },
      {
        code: 'ISO 45001',
        title: 'Segurança e saúde no trabalho',
        text: 'Trabalho seguro para as nossas equipas e para as suas.',
      },
      {
        code: 'ISO 50001',
        title: 'Gestão de energia',
        text: 'Poupanças de energia sistemáticas, na produção e nos produtos.',
      },
    ],
    downloadsTitle: 'Downloads',
    downloads: [
      { title: 'Certificados ISO', format: 'PDF', ...downloadFacts.certificates },
      { title: 'Visão geral dos produtos', format: 'PDF', ...downloadFacts.productOverview },
      { title: 'Relatório de energia e emissões', format: 'PDF', ...downloadFacts.energyReport },
    ],
  },
  mission: {
    eyebrow: 'Missão e valores',
    title: 'A nossa missão',
    intro: 'Aquilo por que trabalhamos e a forma como trabalhamos.',
    statement:
      'Construímos máquinas que devolvem os materiais ao uso com o mínimo de energia possível — e respondemos por elas enquanto estiverem em funcionamento.',
    values: [
      {
        icon: 'target',
        title: 'Rigor de engenharia',
        text: 'Medimos antes de afirmar e concebemos para décadas, não para a próxima feira.',
      },
      {
        icon: 'handHeart',
        title: 'Parceria',
        text: 'Os nossos clientes guardam os nossos números de telefone. Muitos trabalham com o mesmo engenheiro há vinte anos.',
      },
      {
        icon: 'recycle',
        title: 'Responsabilidade',
        text: 'Pelo material que passa pelas nossas máquinas e pelas pessoas que as operam.',
      },
    ],
  },
  about: {
    eyebrow: 'Sobre nós',
    title: 'Uma família de engenheiros desde 1962',
    intro:
      'Fundada como oficina de prensas hidráulicas no porto de Bremen, a Veltrum é hoje um fornecedor global de tecnologia de reciclagem.',
    paragraphs: [
      'Heinrich Veltrum construiu a sua primeira prensa enfardadeira em 1962 para um comerciante de papel do porto de Bremen. A prensa funcionou durante 38 anos.',
      'Esse padrão — máquinas que duram — continua a orientar-nos. Mantemo-nos independentes e somos detidos por uma fundação, o que nos permite investir em engenharia de longo prazo em vez de perseguir resultados trimestrais.',
    ],
    image: { mediaId: builtinImageIds.plant },
    milestones: [
      { year: 1962, text: 'Heinrich Veltrum abre uma oficina de prensas em Bremen.' },
      {
        year: 1978,
        text: 'A primeira prensa enfardadeira de canal totalmente automática entra em produção em série.',
      },
      { year: 1994, text: 'Abre a fábrica de Brno; os trituradores passam a integrar a gama de produtos.' },
      { year: 2006, text: 'Fábrica do Porto e primeira linha de triagem chave na mão.' },
      {
        year: 2013,
        text: 'Greenville, na Carolina do Sul, passa a servir clientes em todo o continente americano.',
      },
      { year: 2021, text: 'As unidades de recuperação de calor residual fecham o ciclo dos materiais.' },
    ],
  },
  testimonials: {
    eyebrow: 'Testemunhos',
    title: 'O que dizem os nossos clientes',
    intro: 'Operadores, diretores de fábrica e engenheiros falam do trabalho com a Veltrum.',
    items: [
      {
        quote:
          'A nossa enfardadeira VCB trabalha em dois turnos por dia há onze anos. Quando um vedante de um cilindro falhou num sábado, tínhamos um técnico no local nessa mesma tarde.',
        name: 'Anja Kowalski',
        role: 'Diretora de fábrica',
        organization: 'Nordpapier Recycling, Hamburgo',
        rating: 5,
      },
      {
        quote:
          'A linha de triagem atingiu a pureza garantida logo no primeiro mês. O gémeo digital poupou-nos semanas de colocação em serviço.',
        name: 'Miguel Fernandes',
        role: 'Diretor de operações',
        organization: 'Ecociclo, Lisboa',
        rating: 5,
      },
      {
        quote:
          'A recuperação de calor da nossa linha de trituração aquece agora todo o pavilhão. Reduzimos a fatura do gás em um terço logo no primeiro inverno.',
        name: 'Sarah Whitfield',
        role: 'Gestora de energia',
        organization: 'Carolina Materials Recovery, Charlotte',
        rating: 4,
      },
    ],
  },
  team: {
    eyebrow: 'Equipa',
    title: 'As pessoas com quem vai falar',
    intro:
      'Cerca de 1 400 colegas trabalham na Veltrum. Apresentamos aqui algumas das pessoas que respondem às perguntas dos nossos clientes.',
    members: [
      {
        name: 'Dr.ª Katrin Albers',
        role: 'Presidente Executiva (CEO)',
        location: 'Bremen',
        bio: 'Engenheira mecânica; entrou na Veltrum em 2004 como projetista de sistemas hidráulicos para prensas enfardadeiras.',
      },
      {
        name: 'Tomáš Novák',
        role: 'Diretor de Fábrica',
        location: 'Brno',
        bio: 'Dirige a nossa produção de trituradores e os 320 colegas de Brno.',
      },
      {
        name: 'Inês Carvalho',
        role: 'Diretora de Sistemas de Triagem',
        location: 'Porto',
        bio: 'Já planeou mais de 60 linhas de triagem em três continentes.',
      },
      {
        name: 'Marcus Reed',
        role: 'Diretor de Assistência Técnica, Américas',
        location: 'Greenville',
        bio: 'Gere a nossa rede de assistência técnica do Canadá ao Chile.',
      },
    ],
  },
  locations: {
    eyebrow: 'Localizações',
    title: 'Perto das suas instalações',
    intro: 'Quatro fábricas e dois escritórios comerciais servem clientes em 70 países.',
    mapAlt:
      'Mapa-múndi com a sede da Veltrum em Bremen, as fábricas de Brno, Porto e Greenville e os escritórios comerciais de Singapura e São Paulo.',
    items: [
      locationEntry('bremen', {
        name: 'Bremen',
        countryName: 'Alemanha',
        summary: 'Sede, desenvolvimento e a nossa maior fábrica de prensas enfardadeiras.',
      }),
      locationEntry('brno', {
        name: 'Brno',
        countryName: 'República Checa',
        summary: 'Produção de trituradores e centro europeu de peças de substituição.',
      }),
      locationEntry('porto', {
        name: 'Porto',
        countryName: 'Portugal',
        summary: 'Engenharia de linhas de triagem e estruturas metálicas.',
      }),
      locationEntry('greenville', {
        name: 'Greenville',
        countryName: 'Estados Unidos',
        summary: 'Produção e assistência técnica para a América do Norte e do Sul.',
      }),
      locationEntry('singapore', {
        name: 'Singapura',
        countryName: 'Singapura',
        summary: 'Vendas e assistência técnica para a Ásia e a Oceânia.',
      }),
      locationEntry('saoPaulo', {
        name: 'São Paulo',
        countryName: 'Brasil',
        summary: 'Vendas e assistência técnica para a América Latina.',
      }),
    ],
  },
  contact: {
    eyebrow: 'Contacto',
    title: 'Falemos do seu material',
    intro: 'Ligue-nos ou escreva-nos. Respondemos em português, inglês, alemão, checo e espanhol.',
    hours:
      'De segunda a sexta-feira, das 8h00 às 17h00 (hora local). Linha de assistência disponível 24 horas por dia.',
  },
  imprint: {
    title: 'Informação legal',
    notice:
      'A Veltrum Circular Systems GmbH é uma empresa de demonstração fictícia do projeto de código aberto Sitedesk. O nome, as pessoas, as moradas, os números de telefone e os valores são inventados; qualquer semelhança com empresas reais é pura coincidência.',
    sections: [
      {
        title: 'Entidade responsável',
        paragraphs: [
          'Veltrum Circular Systems GmbH, Hafenkante 12, 28217 Bremen, Alemanha (fictícia).',
          'Gerente: Dr.ª Katrin Albers (fictícia). Registo comercial: apenas para demonstração, não existe qualquer inscrição.',
        ],
      },
      {
        title: 'Contacto',
        paragraphs: ['Telefone: +49 421 555 0100. E-mail: info@veltrum.example (endereço não operacional).'],
      },
      {
        title: 'Sobre este site',
        paragraphs: [
          'Este site mostra o que o Sitedesk permite fazer: um site empresarial rápido, acessível e multilingue, com uma área integrada de gestão de pedidos. O Sitedesk é software de código aberto, distribuído sob a licença MIT.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Política de privacidade',
    lead: 'Este site foi concebido para saber o mínimo possível sobre si.',
    sections: [
      {
        title: 'Sem cookies, sem rastreadores',
        paragraphs: [
          'Não colocamos cookies nos dispositivos dos visitantes nem utilizamos ferramentas de análise, píxeis de rastreamento ou ferramentas publicitárias.',
          'Os tipos de letra, as imagens e os mapas são fornecidos pelo próprio site. O seu navegador não faz qualquer pedido a terceiros.',
        ],
      },
      {
        title: 'Registos do servidor e limitação de pedidos',
        paragraphs: [
          'Para proteger o formulário de contacto contra abusos, guardamos os endereços IP apenas sob a forma de hashes com salt, que não podem ser convertidos de novo num endereço, e apenas durante o tempo de que a limitação de pedidos necessita.',
        ],
      },
      {
        title: 'Pedidos',
        paragraphs: [
          'Quando nos envia um pedido, utilizamos os dados que introduz apenas para lhe responder. Os pedidos são apagados automaticamente no fim do prazo de conservação definido pelo operador do site.',
        ],
      },
      {
        title: 'Os seus direitos',
        paragraphs: [
          'Pode, a qualquer momento, solicitar o acesso aos seus dados, a sua retificação ou o seu apagamento, escrevendo para info@veltrum.example.',
        ],
      },
    ],
  },
};
