import type { City } from '@trini/domain';
import { COUNTRY } from '@trini/domain';

const TRINIDAD = [
  'Port of Spain',
  'San Fernando',
  'Chaguanas',
  'Arima',
  'Point Fortin',
  'Diego Martin',
  'San Juan',
  'Tunapuna',
  'Couva',
  'Sangre Grande',
  'Princes Town',
  'Penal',
  'Siparia',
  'Rio Claro',
  'Mayaro',
  'Arouca',
  'Curepe',
  'St. Augustine',
  'Marabella',
  'Gasparillo',
  'Fyzabad',
  'La Brea',
  'Moruga',
  'Carenage',
  'Maraval',
  'Petit Valley',
  'Barataria',
  'Laventille',
  'Morvant',
  'Piarco',
  'Cunupia',
  'Freeport',
  'Toco',
  'Valencia',
  'St. James',
  'Woodbrook',
  'Belmont',
  'El Dorado',
  'Trincity',
  "D'Abadie",
  'Claxton Bay',
  'Debe',
  'Cedros',
  'Santa Cruz',
  'Tabaquite',
] as const;

const TOBAGO = [
  'Scarborough',
  'Plymouth',
  'Roxborough',
  'Canaan',
  'Bon Accord',
  'Crown Point',
  'Charlotteville',
  'Speyside',
  'Black Rock',
  'Moriah',
  'Buccoo',
  'Castara',
  'Lambeau',
  'Mason Hall',
] as const;

/**
 * The delivery cities, towns and boroughs of Trinidad (country 1) and Tobago (country 2), sorted
 * by name and numbered ODeliverCityNo 1, 2, ... in that order. Seed-independent.
 * spec: ordering.md §3 City
 */
export function buildCities(): City[] {
  const all = [
    ...TRINIDAD.map((name) => ({ name, country: COUNTRY.TRINIDAD })),
    ...TOBAGO.map((name) => ({ name, country: COUNTRY.TOBAGO })),
  ].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return all.map((c, i) => ({
    ODeliverCityNo: i + 1,
    ODeliverCityName: c.name,
    ODeliverCountryNo: c.country,
  }));
}
