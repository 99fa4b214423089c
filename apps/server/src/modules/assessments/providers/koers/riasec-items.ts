import type { RiasecType } from '@koers/shared';

/**
 * The items of the built-in interest test: the 48 activity items of the RIASEC Marker Scales of
 * the Interest Item Pool (Liao, Armstrong & Rounds, 2008; Armstrong, Allison & Rounds, 2008),
 * which their authors placed in the public domain. Eight items per Holland type; the Dutch
 * wording is Koers' own translation, the English original is kept beside it for checking.
 * Scoring key (published with the scales): the sum of the answers (1–5) of a type's eight items.
 */
export type RiasecItem = { id: string; type: RiasecType; nl: string; en: string };

// biome-ignore format: one item a line, as the scales list them
export const RIASEC_ITEMS: readonly RiasecItem[] = [
  { id: 'R1', type: 'R', nl: 'Onderdelen op kwaliteit testen voordat ze worden verzonden', en: 'Test the quality of parts before shipment' },
  { id: 'R2', type: 'R', nl: 'Bakstenen metselen of tegels leggen', en: 'Lay brick or tile' },
  { id: 'R3', type: 'R', nl: 'Werken op een booreiland op zee', en: 'Work on an offshore oil-drilling rig' },
  { id: 'R4', type: 'R', nl: 'Elektronische onderdelen in elkaar zetten', en: 'Assemble electronic parts' },
  { id: 'R5', type: 'R', nl: 'Een slijpmachine bedienen in een fabriek', en: 'Operate a grinding machine in a factory' },
  { id: 'R6', type: 'R', nl: 'Een lekkende kraan repareren', en: 'Fix a broken faucet' },
  { id: 'R7', type: 'R', nl: 'Producten in elkaar zetten in een fabriek', en: 'Assemble products in a factory' },
  { id: 'R8', type: 'R', nl: 'Vloeren leggen in woningen', en: 'Install flooring in houses' },
  { id: 'I1', type: 'I', nl: 'De bouw van het menselijk lichaam bestuderen', en: 'Study the structure of the human body' },
  { id: 'I2', type: 'I', nl: 'Het gedrag van dieren bestuderen', en: 'Study animal behavior' },
  { id: 'I3', type: 'I', nl: 'Onderzoek doen naar planten of dieren', en: 'Do research on plants or animals' },
  { id: 'I4', type: 'I', nl: 'Een nieuwe medische behandeling ontwikkelen', en: 'Develop a new medical treatment or procedure' },
  { id: 'I5', type: 'I', nl: 'Biologisch onderzoek uitvoeren', en: 'Conduct biological research' },
  { id: 'I6', type: 'I', nl: 'Walvissen en ander leven in zee bestuderen', en: 'Study whales and other types of marine life' },
  { id: 'I7', type: 'I', nl: 'Werken in een biologisch laboratorium', en: 'Work in a biology lab' },
  { id: 'I8', type: 'I', nl: 'Een kaart maken van de bodem van een oceaan', en: 'Make a map of the bottom of an ocean' },
  { id: 'A1', type: 'A', nl: 'Een koor dirigeren', en: 'Conduct a musical choir' },
  { id: 'A2', type: 'A', nl: 'Een toneelstuk regisseren', en: 'Direct a play' },
  { id: 'A3', type: 'A', nl: 'Illustraties ontwerpen voor tijdschriften', en: 'Design artwork for magazines' },
  { id: 'A4', type: 'A', nl: 'Een liedje schrijven', en: 'Write a song' },
  { id: 'A5', type: 'A', nl: 'Boeken of toneelstukken schrijven', en: 'Write books or plays' },
  { id: 'A6', type: 'A', nl: 'Een muziekinstrument bespelen', en: 'Play a musical instrument' },
  { id: 'A7', type: 'A', nl: 'Stunts uitvoeren voor een film', en: 'Perform stunts for a movie' },
  { id: 'A8', type: 'A', nl: 'Decors ontwerpen voor toneelvoorstellingen', en: 'Design sets for plays' },
  { id: 'S1', type: 'S', nl: 'Mensen advies geven over hun loopbaan', en: 'Give career guidance to people' },
  { id: 'S2', type: 'S', nl: 'Vrijwilligerswerk doen bij een organisatie zonder winstoogmerk', en: 'Do volunteer work at a non-profit organization' },
  { id: 'S3', type: 'S', nl: 'Mensen helpen die problemen hebben met drugs of alcohol', en: 'Help people who have problems with drugs or alcohol' },
  { id: 'S4', type: 'S', nl: 'Iemand een reeks oefeningen aanleren om fit te worden', en: 'Teach an individual an exercise routine' },
  { id: 'S5', type: 'S', nl: 'Mensen helpen met problemen in hun gezin', en: 'Help people with family-related problems' },
  { id: 'S6', type: 'S', nl: 'Toezicht houden op kinderen tijdens een vakantiekamp', en: 'Supervise the activities of children at a camp' },
  { id: 'S7', type: 'S', nl: 'Kinderen leren lezen', en: 'Teach children how to read' },
  { id: 'S8', type: 'S', nl: 'Ouderen helpen bij hun dagelijkse bezigheden', en: 'Help elderly people with their daily activities' },
  { id: 'E1', type: 'E', nl: 'Vestigingen van een restaurantketen verkopen aan ondernemers', en: 'Sell restaurant franchises to individuals' },
  { id: 'E2', type: 'E', nl: 'Artikelen verkopen in een warenhuis', en: 'Sell merchandise at a department store' },
  { id: 'E3', type: 'E', nl: 'De dagelijkse gang van zaken in een hotel leiden', en: 'Manage the operations of a hotel' },
  { id: 'E4', type: 'E', nl: 'Een kapsalon of schoonheidssalon runnen', en: 'Operate a beauty salon or barber shop' },
  { id: 'E5', type: 'E', nl: 'Een afdeling leiden in een groot bedrijf', en: 'Manage a department within a large company' },
  { id: 'E6', type: 'E', nl: 'Een kledingwinkel leiden', en: 'Manage a clothing store' },
  { id: 'E7', type: 'E', nl: 'Huizen verkopen', en: 'Sell houses' },
  { id: 'E8', type: 'E', nl: 'Een speelgoedwinkel runnen', en: 'Run a toy store' },
  { id: 'C1', type: 'C', nl: 'De maandelijkse salarisbetalingen van een kantoor verzorgen', en: 'Generate the monthly payroll checks for an office' },
  { id: 'C2', type: 'C', nl: 'De voorraad tellen met een handscanner', en: 'Inventory supplies using a hand-held computer' },
  { id: 'C3', type: 'C', nl: 'Met een computerprogramma facturen voor klanten maken', en: 'Use a computer program to generate customer bills' },
  { id: 'C4', type: 'C', nl: 'Personeelsdossiers bijhouden', en: 'Maintain employee records' },
  { id: 'C5', type: 'C', nl: 'Statistische en andere cijfermatige gegevens berekenen en vastleggen', en: 'Compute and record statistical and other numerical data' },
  { id: 'C6', type: 'C', nl: 'Met een rekenmachine werken', en: 'Operate a calculator' },
  { id: 'C7', type: 'C', nl: 'Bankzaken van klanten afhandelen', en: "Handle customers' bank transactions" },
  { id: 'C8', type: 'C', nl: 'De registratie van inkomende en uitgaande zendingen bijhouden', en: 'Keep shipping and receiving records' },
];
