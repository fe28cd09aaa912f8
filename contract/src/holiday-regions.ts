// Without zod: the web's settings screen imports it on its own.

/** The Bundesländer whose public holidays a member's targets can leave out (ISO 3166-2). */
export const TIME_HOLIDAY_REGIONS = [
  'DE-BW',
  'DE-BY',
  'DE-BE',
  'DE-BB',
  'DE-HB',
  'DE-HH',
  'DE-HE',
  'DE-MV',
  'DE-NI',
  'DE-NW',
  'DE-RP',
  'DE-SL',
  'DE-SN',
  'DE-ST',
  'DE-SH',
  'DE-TH',
] as const;
