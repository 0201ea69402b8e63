import type { EntryDocument } from '../entries';
import { demoJobIds, demoNewsIds, demoProductIds } from './ids';
import { bold, bullets, doc, h2, h3, italic, link, paragraph, quote } from './rich-text-builders';

/**
 * The European Portuguese documents of the demo entries, keyed by entry id; `demoEntries` takes them as
 * `documents.pt`. Slugs are ASCII Portuguese; product slugs are the brand names as in every language. Site
 * links name the solutions and contact pages by their Portuguese segments in `routes.ts` (`solucoes`,
 * `contacto`).
 */

const news = {
  [demoNewsIds.ecociclo]: {
    title: 'Ecociclo, Lisboa: 98 % de pureza logo no primeiro mês',
    slug: 'ecociclo-lisboa-98-por-cento-de-pureza',
    date: '2025-06-17',
    category: 'case-studies',
    teaser:
      'Uma linha de triagem chave na mão para embalagens leves atingiu a pureza garantida quatro semanas após o arranque — com a ajuda de um gémeo digital.',
    body: doc(
      paragraph(
        'A Ecociclo trata as embalagens leves de 1,2 milhões de habitantes da região de Lisboa. Em 2024, a empresa decidiu substituir a triagem manual por uma linha totalmente automática, planeada e construída pela nossa equipa de sistemas de triagem no Porto.',
      ),
      h2('O desafio'),
      paragraph(
        'Um fluxo de embalagens mistas de ',
        italic('até 18 t/h'),
        ' tinha de ser separado em PET, PE, PP, embalagens de cartão para alimentos líquidos (ECAL), alumínio e metais ferrosos — cada fração suficientemente pura para que as recicladoras pagassem por ela.',
      ),
      h2('A solução'),
      bullets(
        'Um separador balístico e um crivo rotativo (trommel) separam os materiais planos dos rolantes',
        'Oito sensores de infravermelho próximo (NIR) identificam os polímeros e as ECAL',
        'Um separador de correntes de Foucault recupera o alumínio e um separador magnético suspenso (overband), os metais ferrosos',
        'Duas prensas enfardadeiras de canal VCB compactam as frações triadas em fardos prontos a expedir',
      ),
      h3('Colocação em serviço com gémeo digital'),
      paragraph(
        'Antes de o primeiro transportador estar montado, a linha já funcionava em simulação. Os operadores da Ecociclo treinaram nela e os nossos engenheiros afinaram os sensores com dados de material da instalação antiga.',
      ),
      quote(
        '«A linha de triagem atingiu a pureza garantida logo no primeiro mês. O gémeo digital poupou-nos semanas de colocação em serviço.»',
        '— Miguel Fernandes, diretor de operações, Ecociclo',
      ),
      paragraph(
        bold('O resultado:'),
        ' 98 % de pureza nas frações de PET e PE, mais um terço de material vendido em vez de incinerado, e uma equipa que passou das cabinas de triagem manual para o controlo de qualidade. ',
        link('Saiba mais sobre as nossas linhas de triagem', '/pt/solucoes/ecosort'),
      ),
    ),
    downloads: [],
  },
  [demoNewsIds.k2025]: {
    title: 'K 2025 em Düsseldorf: trituradores para a reciclagem de plásticos',
    slug: 'k-2025-dusseldorf',
    date: '2025-09-23',
    category: 'trade-fairs',
    teaser:
      'De 8 a 15 de outubro, no pavilhão 9, stand B42, mostramos o triturador de dois veios EcoShred VSR 2200 a triturar filme e plásticos mistos.',
    body: doc(
      paragraph(
        'A K é a principal feira mundial de plásticos e borracha e, em 2025, a reciclagem é um dos seus grandes temas. Visite-nos de 8 a 15 de outubro no ',
        bold('pavilhão 9, stand B42'),
        '.',
      ),
      h2('No nosso stand'),
      bullets(
        'O triturador de dois veios EcoShred VSR 2200, com rotor de 2 200 mm e acionamento de 250 kW',
        'Ensaios de trituração com filme pós-consumo, garrafas de PET, filme agrícola e purgas de extrusão',
        'Monitorização remota, com dados de desgaste em tempo real dos trituradores do nosso pavilhão de ensaios em Brno',
      ),
      h3('Traga o seu próprio material'),
      paragraph(
        'Envie-nos uma amostra antes da feira e trituramo-la no nosso centro de ensaios em Brno. No stand, recebe os resultados: granulometria, capacidade e ',
        italic('energia por tonelada'),
        '.',
      ),
      quote(
        '«O filme e os plásticos mistos são o teste mais exigente para um triturador. É exatamente por isso que mostramos o nosso a trabalhar com eles.»',
        '— Tomáš Novák, diretor de fábrica, Brno',
      ),
      paragraph(
        'Temos convites gratuitos para a feira disponíveis mediante pedido: ',
        link('contacte a nossa equipa comercial', '/pt/contacto'),
        '.',
      ),
    ),
    downloads: [],
  },
  [demoNewsIds.carolina]: {
    title: 'Carolina Materials Recovery aquece o pavilhão com o calor dos trituradores',
    slug: 'carolina-materials-recovery-recuperacao-de-calor',
    date: '2025-11-20',
    category: 'case-studies',
    teaser:
      'Em Charlotte, uma unidade EcoHeat VHR recupera o calor do sistema hidráulico de uma linha de trituração e reduziu em um terço a fatura do gás da instalação logo no primeiro inverno.',
    body: doc(
      paragraph(
        'A Carolina Materials Recovery opera em Charlotte, na Carolina do Norte, duas linhas de trituração para resíduos comerciais e industriais. Os sistemas hidráulicos e os redutores libertavam cerca de 600 kW de calor diretamente para o ar, enquanto queimadores a gás aqueciam o pavilhão de 9 000 m².',
      ),
      h2('Do calor residual ao aquecimento do pavilhão'),
      paragraph(
        'A nossa equipa de Greenville instalou uma unidade EcoHeat VHR que retira calor dos circuitos de óleo hidráulico e o injeta a 70 °C na rede de aquecimento do pavilhão. A produção nunca parou: a unidade foi ligada durante ',
        italic('dois fins de semana de manutenção programada'),
        '.',
      ),
      h3('Os números ao fim de um ano'),
      bullets(
        [bold('480 kW'), ' de calor recuperado, em média, com as linhas em funcionamento'],
        'Consumo de gás para aquecimento reduzido em 34 %',
        'Óleo hidráulico a trabalhar 8 °C mais frio, o que prolonga a sua vida útil',
        'Retorno do investimento previsto em 2,6 anos',
      ),
      quote(
        '«A recuperação de calor da nossa linha de trituração aquece agora todo o pavilhão. Reduzimos a fatura do gás em um terço logo no primeiro inverno.»',
        '— Sarah Whitfield, gestora de energia, Carolina Materials Recovery',
      ),
      paragraph(
        'Quanto calor está a sua fábrica a desperdiçar? ',
        link('Conheça a EcoHeat VHR', '/pt/solucoes/ecoheat-vhr'),
        ' ou peça-nos uma avaliação nas suas instalações.',
      ),
    ),
    downloads: [],
  },
  [demoNewsIds.ecobaleLaunch]: {
    title: 'EcoBale X4: a quarta geração da nossa prensa enfardadeira de canal',
    slug: 'lancamento-ecobale-x4',
    date: '2026-03-10',
    category: 'press',
    teaser:
      'A nova EcoBale X4 produz fardos até 1 100 kg com até 30 % menos energia do que a antecessora, e o seu canal de prensagem dura 20 anos ou mais.',
    body: doc(
      paragraph(
        'Bremen, 10 de março de 2026 — A Veltrum Circular Systems apresenta a ',
        bold('EcoBale X4'),
        ', quarta geração das suas prensas enfardadeiras de canal totalmente automáticas VCB. A produção em série arranca em Bremen em abril; as primeiras máquinas são entregues em junho.',
      ),
      h2('O que há de novo'),
      bullets(
        [
          'Acionamento hidráulico de velocidade variável com modo de espera inteligente: a X4 consome ',
          italic('até 30 % menos energia'),
          ' por tonelada do que o modelo anterior',
        ],
        'Canal de prensagem revestido com chapas de desgaste em Hardox 500, substituíveis segmento a segmento',
        'Atador de quatro fios mais rápido: um fardo concluído a cada 40 segundos',
        'Monitorização remota de série, com alerta de desgaste antes de uma peça avariar',
      ),
      h2('Concebida para todo o ciclo dos materiais'),
      paragraph(
        'A X4 prensa cartão, papel, filme plástico e PET a 12 a 60 t/h em fardos até 1 100 kg, que seguem em camiões com carga completa. O sistema de comando e muitos componentes são comuns aos nossos trituradores e linhas de triagem: uma só equipa de assistência técnica e um só stock de peças de substituição servem toda a instalação.',
      ),
      quote(
        '«Uma prensa enfardadeira trabalha vinte anos ou mais. Cada quilowatt-hora que poupamos no projeto volta a ser poupado em cada uma das centenas de milhares de fardos que ela produz.»',
        '— Dr.ª Katrin Albers, presidente executiva',
      ),
      paragraph(
        'Dados técnicos e variantes na ',
        link('página de produto da EcoBale X4', '/pt/solucoes/ecobale-x4'),
        '.',
      ),
    ),
    downloads: [],
  },
  [demoNewsIds.ifat2026]: {
    title: 'A Veltrum na IFAT 2026, em Munique',
    slug: 'ifat-2026-munique',
    date: '2026-04-21',
    category: 'trade-fairs',
    teaser:
      'Visite-nos no pavilhão A4, stand 215: a prensa enfardadeira de canal EcoBale X4 estará em funcionamento ao vivo.',
    body: doc(
      paragraph(
        'De 4 a 8 de maio, o setor das tecnologias ambientais reúne-se em Munique, e nós também lá estaremos: no ',
        bold('pavilhão A4, stand 215'),
        ', mostramos todo o ciclo dos materiais, da prensa enfardadeira à recuperação de calor.',
      ),
      h2('O que vai ver'),
      bullets(
        'A nova prensa enfardadeira de canal EcoBale X4 em funcionamento, a prensar cartão em fardos de 1 100 kg',
        'Um triturador de dois veios EcoShred VSR com deteção automática de corpos estranhos',
        'O gémeo digital de uma linha de triagem de embalagens: experimente os seus próprios objetivos de capacidade',
        'Dados energéticos de 240 instalações monitorizadas, em tempo real no ecrã gigante',
      ),
      h3('Apresentações no stand'),
      paragraph(
        'Todos os dias, às 11h00 e às 15h00, os nossos engenheiros explicam como os acionamentos de velocidade variável e os ',
        italic('modos de espera inteligentes'),
        ' reduzem em cerca de um terço a energia consumida por tonelada.',
      ),
      quote(
        '«Na IFAT, os nossos clientes comparam as máquinas lado a lado. Queremos que vejam a X4 a trabalhar, e não apenas que leiam sobre ela.»',
        '— Dr.ª Katrin Albers, presidente executiva',
      ),
      paragraph(
        'Gostaria de se reunir com um engenheiro a uma hora marcada? ',
        link('Escreva-nos', '/pt/contacto'),
        ' e reservamos-lhe um horário.',
      ),
    ),
    downloads: [],
  },
  [demoNewsIds.greenvilleRenewable]: {
    title: 'A fábrica de Greenville funciona agora com 100 % de eletricidade renovável',
    slug: 'greenville-eletricidade-renovavel',
    date: '2026-09-15',
    category: 'press',
    teaser:
      'Uma cobertura solar de 4,2 MW e um contrato de longo prazo de energia eólica concluem a transição: as quatro fábricas da Veltrum funcionam agora com eletricidade renovável.',
    body: doc(
      paragraph(
        'Greenville, 15 de setembro de 2026 — Tal como anunciado, a nossa fábrica de Greenville, na Carolina do Sul, passou a funcionar com ',
        bold('100 % de eletricidade renovável'),
        '. Junta-se assim a Bremen, Brno e Porto: as quatro fábricas da Veltrum são agora abastecidas por fontes renováveis.',
      ),
      h2('Como Greenville lá chegou'),
      bullets(
        'Uma central fotovoltaica de 4,2 MW nas coberturas dos pavilhões e no parque de estacionamento cobre cerca de 40 % das necessidades da fábrica',
        'Um contrato de compra de energia (PPA) de 12 anos com um parque eólico da Carolina do Norte fornece o restante',
        'O calor recuperado das linhas de soldadura e de ensaio aquece os escritórios no inverno',
      ),
      h3('Um passo num caminho mais longo'),
      paragraph(
        'Desde 2015, reduzimos as nossas emissões em 41 %. Seguem-se as instalações de pintura: até 2028, queremos secar a tinta com bombas de calor e calor recuperado em vez de gás natural, ',
        italic('em todas as fábricas'),
        '.',
      ),
      quote(
        '«Os nossos clientes compram as nossas máquinas para poupar energia. E esperam, com razão, o mesmo das fábricas que as produzem.»',
        '— Jennifer Cole, diretora da fábrica de Greenville',
      ),
      paragraph(
        'Os nossos objetivos e números: ',
        link('relatório de energia e emissões (PDF)', '/downloads/veltrum-energy-report.pdf'),
        '.',
      ),
    ),
    downloads: [],
  },
} satisfies Record<string, EntryDocument<'news'>>;

const products = {
  [demoProductIds.balers]: {
    name: 'Prensa enfardadeira de canal EcoBale X4',
    slug: 'ecobale-x4',
    icon: 'factory',
    summary:
      'Prensa enfardadeira de canal totalmente automática para cartão, papel, filme e PET: 12 a 60 t/h, fardos até 1 100 kg e até 30 % menos energia do que a antecessora.',
    description: doc(
      paragraph(
        'A EcoBale X4 é a quarta geração das nossas prensas enfardadeiras de canal VCB. Compacta cartão, papel, filme plástico e PET em fardos densos e estáveis, que seguem em camiões com carga completa — em centros de reciclagem, fábricas de papel, centros de distribuição e centrais de triagem.',
      ),
      h2('Porque é que os operadores a escolhem'),
      bullets(
        [
          bold('Menos energia:'),
          ' o acionamento hidráulico de velocidade variável só fornece pressão quando o êmbolo precisa dela',
        ],
        [
          bold('Longa vida útil:'),
          ' o canal de prensagem é revestido com Hardox 500, substituível segmento a segmento',
        ],
        [bold('Menos paragens:'), ' o atador de quatro fios conclui um fardo a cada 40 segundos'],
        [bold('Sem surpresas:'), ' a monitorização remota assinala o desgaste antes de uma peça avariar'],
      ),
      h3('Assistência incluída'),
      paragraph(
        'Cada X4 inclui a colocação em serviço, a formação dos operadores em Bremen ou nas suas instalações e a nossa linha de assistência 24 horas por dia, 7 dias por semana. As peças de substituição chegam a qualquer ponto da UE ',
        italic('em 48 horas'),
        '.',
      ),
    ),
    images: [],
    specs: [
      { label: 'Capacidade', value: '12–60', unit: 't/h' },
      { label: 'Peso do fardo', value: 'até 1 100', unit: 'kg' },
      { label: 'Força de prensagem', value: '80–200', unit: 't' },
      { label: 'Secção do fardo', value: '1 100 × 750', unit: 'mm' },
      { label: 'Potência de acionamento', value: '37–110', unit: 'kW' },
      { label: 'Atadura', value: 'quatro fios, automática' },
      { label: 'Ciclo de atadura', value: '40', unit: 's' },
      { label: 'Revestimento do canal', value: 'Hardox 500' },
    ],
    dataSheets: [],
    related: [demoProductIds.sorting, demoProductIds.shredders],
    position: 1,
  },
  [demoProductIds.shredders]: {
    name: 'Trituradores EcoShred VSR',
    slug: 'ecoshred-vsr',
    icon: 'cog',
    summary:
      'Trituradores de um e de dois veios para plásticos, madeira, pneus e resíduos comerciais e industriais, com rotores de baixa rotação e proteção automática contra corpos estranhos.',
    description: doc(
      paragraph(
        'Os trituradores EcoShred VSR reduzem resíduos volumosos e mistos a uma granulometria definida, para triagem ou para a produção de combustível derivado de resíduos (CDR). Os rotores de baixa rotação, com facas substituíveis, mantêm o ruído, o pó e o desgaste em níveis baixos. Fabricamo-los na nossa fábrica de Brno.',
      ),
      h2('Um veio ou dois veios?'),
      bullets(
        [
          bold('Um veio'),
          ', com crivo: granulometria de saída definida para plásticos, madeira e resíduos de produção',
        ],
        [bold('Dois veios'), ': binário elevado para resíduos volumosos e mistos, pneus e fardos'],
      ),
      h3('Protegido contra o que não deve lá estar'),
      paragraph(
        'Os corpos estranhos são detetados automaticamente: o rotor inverte o sentido de rotação antes que algo se parta, e o ecrã mostra ao operador o que aconteceu e onde.',
      ),
      paragraph(
        'Como se comporta o seu material? O nosso centro de ensaios em Brno tritura a sua amostra e mede a capacidade, a granulometria e a energia por tonelada. ',
        link('Envie-nos uma amostra', '/pt/contacto'),
      ),
    ),
    images: [],
    specs: [
      { label: 'Potência de acionamento', value: '45–400', unit: 'kW' },
      { label: 'Largura do rotor', value: '1 200–3 000', unit: 'mm' },
      { label: 'Granulometria de saída', value: '30–300', unit: 'mm' },
      { label: 'Capacidade', value: '2–40', unit: 't/h' },
      { label: 'Velocidade do rotor', value: '20–80', unit: 'rpm' },
      { label: 'Veios', value: '1 ou 2' },
      { label: 'Facas', value: 'substituíveis, com quatro arestas de corte' },
    ],
    dataSheets: [],
    related: [demoProductIds.sorting, demoProductIds.heatRecovery],
    position: 2,
  },
  [demoProductIds.sorting]: {
    name: 'Linhas de triagem EcoSort',
    slug: 'ecosort',
    icon: 'settings',
    summary:
      'Linhas de triagem chave na mão com separação NIR, por correntes de Foucault e balística, para resíduos de embalagens, resíduos comerciais e industriais e RCD, com frações até 98 % puras.',
    description: doc(
      paragraph(
        'Planeamos linhas de triagem completas, da tremonha de alimentação à última cabina de controlo de qualidade, e entregamo-las chave na mão — incluindo a estrutura metálica fabricada na nossa fábrica do Porto.',
      ),
      h2('A tecnologia da linha'),
      bullets(
        'Abre-sacos, crivos rotativos (trommels) e separadores balísticos preparam o material',
        'Sensores de infravermelho próximo (NIR) separam por polímero, cor e material',
        'Separadores de correntes de Foucault e ímanes recuperam os metais não ferrosos e ferrosos',
        'Prensas enfardadeiras no fim da linha, para que as frações triadas saiam prontas a vender',
      ),
      h3('Testada antes de ser construída'),
      paragraph(
        'Com um gémeo digital, a linha funciona primeiro em simulação. Pode testar novos objetivos de capacidade ou uma nova composição de material ',
        bold('antes de alterar um único transportador'),
        ', e os seus operadores treinam nela antes do arranque.',
      ),
    ),
    images: [],
    specs: [
      { label: 'Capacidade', value: '5–40', unit: 't/h' },
      { label: 'Pureza das frações', value: 'até 98', unit: '%' },
      { label: 'Sensores NIR por linha', value: '2–16' },
      { label: 'Técnicas de separação', value: 'NIR, correntes de Foucault, balística, magnética' },
      { label: 'Duração típica do projeto', value: '9–14', unit: 'meses' },
      { label: 'Fornecimento', value: 'chave na mão, incluindo estrutura metálica' },
    ],
    dataSheets: [],
    related: [demoProductIds.balers, demoProductIds.shredders],
    position: 3,
  },
  [demoProductIds.heatRecovery]: {
    name: 'Recuperação de calor residual EcoHeat VHR',
    slug: 'ecoheat-vhr',
    icon: 'zap',
    summary:
      'Unidades que transformam o calor de sistemas hidráulicos, compressores e secadores em água quente, vapor ou eletricidade. A maioria paga-se em menos de quatro anos.',
    description: doc(
      paragraph(
        'As unidades EcoHeat VHR captam o calor de sistemas hidráulicos, compressores, secadores e processos térmicos e devolvem-no às redes de aquecimento ou à água de processo. Um módulo ORC opcional converte-o em eletricidade.',
      ),
      h2('Para onde vai o calor'),
      bullets(
        'Aquecimento de pavilhões e escritórios, com temperaturas de ida até 95 °C',
        'Água de processo para linhas de lavagem e secadores',
        'Vapor de baixa pressão para processos industriais',
        'Eletricidade a partir de um módulo ORC, quando não existe um consumidor de calor nas proximidades',
      ),
      h3('Um investimento que se paga'),
      paragraph(
        'A maioria das instalações paga-se em dois a quatro anos. Primeiro medimos as suas fontes de calor e só depois dimensionamos a unidade, ',
        italic('e não o contrário'),
        '. ',
        link('Peça uma avaliação nas suas instalações', '/pt/contacto'),
      ),
    ),
    images: [],
    specs: [
      { label: 'Potência térmica', value: '150–2 400', unit: 'kW' },
      { label: 'Temperatura de ida', value: 'até 95', unit: '°C' },
      { label: 'Potência elétrica com módulo ORC', value: 'até 250', unit: 'kW' },
      {
        label: 'Fontes de calor',
        value: 'sistemas hidráulicos, compressores, secadores, processos térmicos',
      },
      { label: 'Retorno do investimento', value: 'normalmente 2–4', unit: 'anos' },
      { label: 'Opção', value: 'módulo ORC para produção de eletricidade' },
    ],
    dataSheets: [],
    related: [demoProductIds.shredders, demoProductIds.balers],
    position: 4,
  },
} satisfies Record<string, EntryDocument<'products'>>;

const jobs = {
  [demoJobIds.serviceTechnician]: {
    title: 'Técnico de assistência técnica (m/f) para prensas enfardadeiras e trituradores',
    slug: 'tecnico-de-assistencia-tecnica',
    locationId: 'bremen',
    type: 'full-time',
    description: doc(
      paragraph(
        'As nossas prensas enfardadeiras e os nossos trituradores trabalham em centros de reciclagem, fábricas de papel e centrais de triagem em todo o norte da Alemanha. Como técnico de assistência técnica, garante que continuam a funcionar: coloca em serviço as máquinas novas, faz a sua manutenção e encontra a avaria quando um cliente liga.',
      ),
      h2('As suas funções'),
      bullets(
        'Colocação em serviço, manutenção e reparação de prensas enfardadeiras, trituradores e equipamentos de triagem nas instalações dos clientes',
        'Diagnóstico de avarias em sistemas hidráulicos, elétricos e de comando por autómato (Siemens S7)',
        'Modernização de acionamentos, comandos e sensores',
        'Formação dos operadores dos clientes nas respetivas máquinas',
        'Serviço de prevenção em regime rotativo, cerca de uma semana em cada seis',
      ),
      h2('O seu perfil'),
      bullets(
        'Formação concluída como técnico de mecatrónica, mecânico industrial ou eletricista, ou qualificação equivalente',
        'Experiência em sistemas hidráulicos e comandos elétricos',
        'Carta de condução e disponibilidade para deslocações, na maioria com regresso no mesmo dia',
        'Bons conhecimentos de alemão e conhecimentos básicos de inglês',
      ),
    ),
    offer: doc(
      bullets(
        [
          bold('Contrato sem termo a tempo inteiro'),
          ' (37,5 horas por semana), com remuneração segundo a convenção coletiva da indústria metalúrgica e elétrica',
        ],
        'Uma carrinha de assistência totalmente equipada, que também pode utilizar para fins pessoais',
        'Quatro semanas de formação no nosso centro de formação em Bremen antes da sua primeira intervenção autónoma',
        '30 dias de férias e horas extraordinárias creditadas num banco de horas',
        'Plano de pensões da empresa e bicicleta em regime de leasing',
      ),
      paragraph(
        'Tem dúvidas antes de se candidatar? Contacte a Jana Petersen pelo ',
        link('+49 421 555 0100', 'tel:+494215550100'),
        '.',
      ),
    ),
    closingDate: '2027-12-31',
    contactName: 'Jana Petersen',
    contactEmail: 'jana.petersen@veltrum.example',
  },
  [demoJobIds.technicalWriter]: {
    title: 'Redator técnico (m/f) para manuais de utilização, a tempo parcial',
    slug: 'redator-tecnico-tempo-parcial',
    locationId: 'porto',
    type: 'part-time',
    description: doc(
      paragraph(
        'Cada linha de triagem que construímos no Porto é entregue com manuais de utilização e de manutenção em até doze línguas. Redige as versões originais em inglês, em conjunto com os engenheiros que conceberam a linha.',
      ),
      h2('As suas funções'),
      bullets(
        'Redigir instruções de utilização, manutenção e segurança a partir de desenhos, modelos CAD e conversas com os engenheiros',
        'Estruturar os conteúdos no nosso sistema de gestão de conteúdos por componentes (CCMS), para que possam ser reutilizados e traduzidos',
        'Coordenar as traduções com os nossos prestadores de serviços linguísticos',
        'Verificar a conformidade dos manuais com o Regulamento Máquinas da UE e com a norma EN IEC/IEEE 82079-1',
      ),
      h2('O seu perfil'),
      bullets(
        'Licenciatura ou formação em redação técnica, engenharia ou área afim',
        'Excelente inglês escrito; o português ou o alemão são uma mais-valia',
        'Curiosidade sobre o funcionamento das máquinas: pergunta até perceber',
      ),
    ),
    offer: doc(
      bullets(
        [bold('20 a 30 horas por semana'), ', com horário organizado por si'],
        'Dois dias de teletrabalho por semana',
        'Um escritório moderno junto à nossa fábrica, à beira do Douro',
        'Formação para obter o certificado tekom em comunicação técnica',
        'Integração numa pequena equipa internacional de documentação, com cinco pessoas',
      ),
      paragraph('Indique-nos na sua candidatura quantas horas por semana lhe convêm mais.'),
    ),
    closingDate: '2027-10-31',
    contactName: 'Inês Carvalho',
    contactEmail: 'ines.carvalho@veltrum.example',
  },
  [demoJobIds.apprenticeMechanic]: {
    title: 'Formação dual como mecânico industrial (m/f), com início em 2028',
    slug: 'formacao-dual-mecanico-industrial',
    locationId: 'bremen',
    type: 'apprenticeship',
    startDate: '2028-08-01',
    description: doc(
      paragraph(
        'Em três anos e meio, aprende como se constroem as nossas prensas enfardadeiras, da primeira soldadura ao ensaio final. Passa a maior parte do tempo na nossa oficina de formação em Bremen e na linha de produção; a parte teórica é lecionada na escola profissional de Bremen.',
      ),
      h2('O que vai aprender'),
      bullets(
        'Torneamento, fresagem e soldadura, manualmente e em máquinas CNC',
        'Montagem de sistemas hidráulicos e respetiva colocação em funcionamento',
        'Leitura de desenhos técnicos e trabalho com tolerâncias apertadas',
        'Manutenção e reparação de máquinas, na nossa fábrica e com a nossa equipa de assistência técnica nas instalações dos clientes',
      ),
      h2('O seu perfil'),
      bullets(
        'Certificado de conclusão do ensino secundário (Mittlere Reife alemão ou equivalente)',
        'Gosto pela tecnologia e pelo trabalho manual',
        'Boas notas a Matemática e Física ajudam, mas a sua motivação conta mais',
      ),
    ),
    offer: doc(
      bullets(
        [
          bold('Remuneração de formando'),
          ' segundo a convenção coletiva da indústria metalúrgica e elétrica',
        ],
        'Um tutor dedicado a partir da segunda semana',
        'Várias semanas na nossa fábrica de Brno ou do Porto durante a formação',
        'Cursos de preparação para exames pagos pela empresa',
        'Boas perspetivas de contratação efetiva após aprovação no exame final',
      ),
      paragraph(
        'Junte à sua candidatura o seu currículo e os seus dois últimos certificados de avaliação escolar.',
      ),
    ),
    closingDate: '2028-04-30',
    contactName: 'Lars Hinrichs',
    contactEmail: 'lars.hinrichs@veltrum.example',
  },
} satisfies Record<string, EntryDocument<'jobs'>>;

/** The European Portuguese documents by collection, for `demoEntries`. */
export const ptDocuments = { news, products, jobs };

/** Every demo entry's European Portuguese document, by entry id. */
export const ptEntries: Record<string, unknown> = { ...news, ...products, ...jobs };
