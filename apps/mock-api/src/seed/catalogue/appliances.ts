import type { CatalogueSection } from './types.js';
import { rows } from './types.js';

/** Appliances: large appliances and cooling (14 items). */
export const APPLIANCES: CatalogueSection = {
  name: 'Appliances',
  palette: { from: '#ede7f6', to: '#d1c4e9', accent: '#4527a0' },
  groups: [
    {
      name: 'Large Appliances',
      sentence: 'Delivered and installed by our team, with a two-year warranty.',
      items: rows([
        [
          'Top Freezer Refrigerator 14 cu ft',
          'fridge',
          4299,
          'Silver|White',
          'Frost-free fridge with plenty of room for the Sunday lunch.',
        ],
        [
          'Chest Freezer 7 cu ft',
          'fridge',
          2499,
          'White',
          'Store fish, meat and ice for the whole family.',
        ],
        [
          'Top Load Washing Machine 15kg',
          'washer',
          3799,
          'White|Grey',
          'Big drum and quick wash cycles for school uniforms and bedding.',
        ],
        [
          'Gas Stove 4 Burner with Oven',
          'microwave',
          2999,
          'Stainless|Black',
          'Four burners and a roomy oven for baking black cake.',
        ],
        [
          'Microwave Oven 1.1 cu ft',
          'microwave',
          699,
          'Black|White',
          'Ten power levels and quick defrost.',
        ],
        [
          'Twin Tub Washing Machine 10kg',
          'washer',
          1799,
          'White|Blue',
          'A reliable wash and spin for homes with low water pressure.',
        ],
        [
          'Countertop Convection Oven 35L',
          'microwave',
          899,
          'Black',
          'Bakes, roasts and toasts without heating the whole kitchen.',
        ],
      ]),
    },
    {
      name: 'Cooling & Fans',
      sentence: 'Beats the heat through the dry season.',
      items: rows([
        [
          'Split Air Conditioner 12000 BTU Inverter',
          'fridge',
          4599,
          '12000 BTU',
          'Cool and quiet inverter AC that saves on electricity.',
        ],
        [
          'Stand Fan 18 inch with Remote',
          'fan',
          349,
          'Black|White',
          'Three speeds, oscillation and a timer for cool nights.',
        ],
        ['Tower Fan 42 inch', 'fan', 499, 'Black', 'Slim bladeless-look tower with a sleep mode.'],
        [
          'Portable Evaporative Air Cooler',
          'fan',
          799,
          'White',
          'Cools a room with water and ice packs for a fraction of AC costs.',
        ],
        [
          'Wall Mount Fan 16 inch',
          'fan',
          299,
          'White',
          'Saves floor space in shops and galleries.',
        ],
        [
          'Dehumidifier 30 Pint',
          'fridge',
          1199,
          'White',
          'Fights mould and damp in the rainy season.',
        ],
        [
          'Ceiling Fan 52 inch with Light',
          'fan',
          699,
          'White|Bronze',
          'Five blades and an LED light kit for the living room.',
        ],
      ]),
    },
  ],
};
