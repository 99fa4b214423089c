import type { ToggleGroup, WorkSchedule } from '@koers/shared';

/**
 * The occupational profiles the demo candidates are drawn from: education, sectors, favourite
 * occupation, work experience, profile toggles, schedule and hours per kind of work.
 */

export type Archetype = {
  title: string;
  educationLevel: string;
  educations: Array<{ name: string; institution: string; level: string }>;
  sectors: string[];
  occupation: { code: string; label: string };
  experience: Array<{ position: string; employer: string; description: string }>;
  toggles: Partial<Record<ToggleGroup, string[]>>;
  schedule: WorkSchedule[];
  hours: [number, number];
};

export const ARCHETYPES = {
  logistiek: {
    title: 'Logistiek medewerker',
    educationLevel: 'mbo2',
    educations: [{ name: 'Logistiek medewerker', institution: 'ROC Midden Nederland', level: 'mbo2' }],
    sectors: ['H', 'G'],
    occupation: { code: '8344.K1', label: 'Heftruckchauffeur' },
    experience: [
      {
        position: 'Orderpicker',
        employer: 'Bol.com Distributiecentrum',
        description: 'Orders verzamelen met de handscanner en klaarzetten voor transport.',
      },
      {
        position: 'Magazijnmedewerker',
        employer: 'Jumbo DC Nieuwegein',
        description: 'Goederen ontvangen, controleren en inslaan.',
      },
    ],
    toggles: {
      skills: ['nauwkeurig', 'teamspeler', 'stressbestendig'],
      certificates: ['heftruck', 'vca_basis'],
      interests: ['logistiek'],
      workEnvironments: ['magazijn'],
      workActivities: ['orderpicken', 'inpakken'],
      motives: ['zekerheid', 'samenwerken'],
    },
    schedule: ['overdag', 'wisseldiensten'],
    hours: [32, 40],
  },
  zorg: {
    title: 'Helpende zorg en welzijn',
    educationLevel: 'mbo2',
    educations: [{ name: 'Helpende Zorg en Welzijn', institution: 'MBO Utrecht', level: 'mbo2' }],
    sectors: ['Q'],
    occupation: { code: '5322.K1', label: 'Thuiszorgmedewerker' },
    experience: [
      { position: 'Zorghulp', employer: 'Careyn', description: 'Huishoudelijke hulp en gezelschap bij ouderen thuis.' },
      { position: 'Vrijwilliger', employer: 'Humanitas', description: 'Maatje voor eenzame ouderen.' },
    ],
    toggles: {
      skills: ['empathisch', 'betrouwbaar', 'communicatief'],
      certificates: ['bhv'],
      interests: ['zorg_welzijn'],
      workEnvironments: ['zorginstelling', 'bij_mensen_thuis'],
      workActivities: ['verzorgen', 'klantcontact'],
      motives: ['mensen_helpen', 'maatschappij'],
    },
    schedule: ['overdag', 'avond', 'weekend'],
    hours: [20, 28],
  },
  horeca: {
    title: 'Medewerker bediening',
    educationLevel: 'vmbo',
    educations: [{ name: 'VMBO Horeca, bakkerij en recreatie', institution: 'Niftarlake College', level: 'vmbo' }],
    sectors: ['I'],
    occupation: { code: '5131.K1', label: 'Medewerker bediening' },
    experience: [
      {
        position: 'Bediening',
        employer: 'Grand Café Lebowski',
        description: 'Gasten ontvangen, bestellingen opnemen en afrekenen.',
      },
      {
        position: 'Afwasser',
        employer: 'Van der Valk Hotel Houten',
        description: 'Keuken schoonhouden en afwassen in de spits.',
      },
    ],
    toggles: {
      skills: ['klantgericht', 'flexibel', 'stressbestendig'],
      certificates: ['svh_sociale_hygiene', 'haccp'],
      interests: ['koken_eten'],
      workEnvironments: ['horeca', 'keuken'],
      workActivities: ['klantcontact', 'koken'],
      motives: ['afwisseling', 'samenwerken'],
    },
    schedule: ['avond', 'weekend'],
    hours: [16, 32],
  },
  retail: {
    title: 'Verkoopmedewerker',
    educationLevel: 'mbo2',
    educations: [{ name: 'Verkoopspecialist', institution: 'ROC Midden Nederland', level: 'mbo3' }],
    sectors: ['G'],
    occupation: { code: '5223.K1', label: 'Verkoopmedewerker' },
    experience: [
      {
        position: 'Kassamedewerker',
        employer: 'Albert Heijn Lombok',
        description: 'Afrekenen, vakkenvullen en klanten helpen.',
      },
      {
        position: 'Verkoopmedewerker',
        employer: 'HEMA Hoog Catharijne',
        description: 'Klanten adviseren en de winkel presentabel houden.',
      },
    ],
    toggles: {
      skills: ['klantgericht', 'communicatief', 'representatief'],
      interests: ['handel_verkoop', 'mode'],
      workEnvironments: ['winkel'],
      workActivities: ['verkopen', 'klantcontact'],
      motives: ['erkenning', 'dicht_bij_huis'],
    },
    schedule: ['overdag', 'weekend'],
    hours: [24, 32],
  },
  bouw: {
    title: 'Timmerman',
    educationLevel: 'mbo3',
    educations: [{ name: 'Timmerman', institution: 'Bouwmensen Utrecht', level: 'mbo3' }],
    sectors: ['F'],
    occupation: { code: '7115.K1', label: 'Timmerman' },
    experience: [
      {
        position: 'Leerling-timmerman',
        employer: 'Bouwbedrijf Van Dijk',
        description: 'Kozijnen plaatsen en afbouwwerk bij nieuwbouwwoningen.',
      },
      { position: 'Klusser', employer: 'Eigen klussenbedrijf', description: 'Kleine verbouwingen voor particulieren.' },
    ],
    toggles: {
      skills: ['technisch_inzicht', 'zelfstandig', 'nauwkeurig'],
      certificates: ['vca_basis'],
      drivingLicenses: ['B', 'BE'],
      interests: ['bouw', 'techniek'],
      workEnvironments: ['bouwplaats', 'buiten'],
      workActivities: ['fysiek', 'repareren'],
      motives: ['buiten_werken', 'zelfstandigheid'],
    },
    schedule: ['overdag'],
    hours: [36, 40],
  },
  administratie: {
    title: 'Administratief medewerker',
    educationLevel: 'mbo4',
    educations: [{ name: 'Bedrijfsadministrateur', institution: 'MBO Amersfoort', level: 'mbo4' }],
    sectors: ['N', 'O'],
    occupation: { code: '4110.K1', label: 'Administratief medewerker' },
    experience: [
      {
        position: 'Administratief medewerker',
        employer: 'Gemeente Nieuwegein',
        description: 'Facturen verwerken en dossiers bijhouden in Corsa.',
      },
      {
        position: 'Telefoniste',
        employer: 'Randstad',
        description: 'Eerste aanspreekpunt aan de telefoon en de balie.',
      },
    ],
    toggles: {
      skills: ['nauwkeurig', 'plannen', 'analytisch'],
      knowledgeAreas: ['office', 'boekhouden'],
      interests: ['administratie'],
      workEnvironments: ['kantoor', 'thuis'],
      workActivities: ['administratief', 'telefoneren'],
      motives: ['structuur', 'zekerheid'],
    },
    schedule: ['overdag'],
    hours: [24, 36],
  },
  ict: {
    title: 'Servicedeskmedewerker',
    educationLevel: 'mbo4',
    educations: [{ name: 'ICT-beheerder', institution: 'Grafisch Lyceum Utrecht', level: 'mbo4' }],
    sectors: ['J'],
    occupation: { code: '3512.K1', label: 'Servicedeskmedewerker' },
    experience: [
      {
        position: 'Stagiair servicedesk',
        employer: 'UMC Utrecht',
        description: 'Storingen aannemen, laptops uitrollen en gebruikers helpen.',
      },
    ],
    toggles: {
      skills: ['probleemoplossend', 'analytisch', 'leergierig'],
      knowledgeAreas: ['programmeren', 'office', 'engels'],
      interests: ['ict'],
      workEnvironments: ['kantoor', 'thuis'],
      workActivities: ['adviseren', 'programmeren'],
      motives: ['ontwikkelen', 'uitdaging'],
    },
    schedule: ['overdag'],
    hours: [32, 40],
  },
  schoonmaak: {
    title: 'Schoonmaker',
    educationLevel: 'basisonderwijs',
    educations: [],
    sectors: ['N'],
    occupation: { code: '9112.K1', label: 'Schoonmaakmedewerker' },
    experience: [
      {
        position: 'Schoonmaker',
        employer: 'CSU Cleaning Services',
        description: 'Kantoren schoonmaken in de avonduren.',
      },
    ],
    toggles: {
      skills: ['betrouwbaar', 'zelfstandig', 'nauwkeurig'],
      interests: ['techniek'],
      workEnvironments: ['kantoor'],
      workActivities: ['schoonmaken'],
      motives: ['structuur', 'flexibele_tijden'],
    },
    schedule: ['avond', 'overdag'],
    hours: [12, 24],
  },
  techniek: {
    title: 'Monteur elektrotechniek',
    educationLevel: 'mbo3',
    educations: [
      { name: 'Eerste monteur elektrotechnische installaties', institution: 'ROC Midden Nederland', level: 'mbo3' },
    ],
    sectors: ['F', 'D'],
    occupation: { code: '7411.K1', label: 'Elektromonteur' },
    experience: [
      {
        position: 'Elektromonteur',
        employer: 'Croonwolter&dros',
        description: 'Installaties aanleggen in utiliteitsbouw.',
      },
    ],
    toggles: {
      skills: ['technisch_inzicht', 'probleemoplossend'],
      certificates: ['nen3140', 'vca_vol'],
      drivingLicenses: ['B'],
      knowledgeAreas: ['elektrotechniek', 'bouwtekeningen'],
      interests: ['techniek'],
      workEnvironments: ['werkplaats', 'bouwplaats'],
      workActivities: ['repareren', 'inspecteren'],
      motives: ['uitdaging', 'salaris'],
    },
    schedule: ['overdag'],
    hours: [38, 40],
  },
  chauffeur: {
    title: 'Chauffeur',
    educationLevel: 'vmbo',
    educations: [{ name: 'Chauffeur wegvervoer', institution: 'STL Opleidingen', level: 'mbo2' }],
    sectors: ['H'],
    occupation: { code: '8332.K1', label: 'Vrachtwagenchauffeur' },
    experience: [
      { position: 'Bezorger', employer: 'PostNL', description: 'Pakketten bezorgen in de regio Utrecht-West.' },
      { position: 'Chauffeur C', employer: 'Simon Loos', description: 'Winkels bevoorraden met een bakwagen.' },
    ],
    toggles: {
      skills: ['zelfstandig', 'betrouwbaar', 'klantgericht'],
      certificates: ['code95'],
      drivingLicenses: ['B', 'C', 'CE'],
      interests: ['logistiek'],
      workEnvironments: ['onderweg'],
      workActivities: ['rijden'],
      motives: ['zelfstandigheid', 'afwisseling'],
    },
    schedule: ['overdag', 'nacht'],
    hours: [36, 40],
  },
  kinderopvang: {
    title: 'Pedagogisch medewerker',
    educationLevel: 'mbo3',
    educations: [{ name: 'Pedagogisch medewerker kinderopvang', institution: 'MBO Utrecht', level: 'mbo3' }],
    sectors: ['P', 'Q'],
    occupation: { code: '5311.K1', label: 'Pedagogisch medewerker' },
    experience: [
      {
        position: 'Pedagogisch medewerker',
        employer: 'KMN Kind & Co',
        description: 'Begeleiden van een groep peuters (2-4 jaar).',
      },
    ],
    toggles: {
      skills: ['empathisch', 'creatief', 'communicatief'],
      certificates: ['ehbo'],
      interests: ['onderwijs', 'creatief'],
      workEnvironments: ['school'],
      workActivities: ['lesgeven', 'verzorgen'],
      motives: ['mensen_helpen', 'creativiteit'],
    },
    schedule: ['overdag'],
    hours: [24, 32],
  },
  beveiliging: {
    title: 'Beveiliger',
    educationLevel: 'mbo2',
    educations: [{ name: 'Beveiliger 2', institution: 'SVPB-examen via Security Academy', level: 'mbo2' }],
    sectors: ['N'],
    occupation: { code: '5414.K1', label: 'Beveiliger' },
    experience: [
      {
        position: 'Evenementenbeveiliger',
        employer: 'Trigion',
        description: 'Toegangscontrole bij festivals en sportwedstrijden.',
      },
    ],
    toggles: {
      skills: ['stressbestendig', 'representatief', 'overtuigend'],
      certificates: ['beveiliger2', 'bhv'],
      interests: ['veiligheid'],
      workEnvironments: ['buiten', 'onderweg'],
      workActivities: ['beveiligen', 'inspecteren'],
      motives: ['afwisseling', 'structuur'],
    },
    schedule: ['avond', 'nacht', 'weekend'],
    hours: [24, 40],
  },
} satisfies Record<string, Archetype>;

export type ArchetypeKey = keyof typeof ARCHETYPES;
