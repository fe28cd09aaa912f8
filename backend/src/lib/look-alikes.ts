/**
 * The prototypes of Unicode's confusables table (UTS #39, confusables.txt) for look-alikes of ASCII letters and
 * digits among the Latin, Greek and Cyrillic letters that no compatibility decomposition already maps: each entry is
 * a character followed by the ASCII it reads as (`аa`: Cyrillic а reads as a; `mrn`: m as rn).
 */
const TABLE =
  '0O 1l Il mrn |l ÆAE ×x æae ıi ŒOE œoe Ƅb ƍg Ɩl ƦR Ƨ2 Ʒ3 Ƽ5 ƽs ǀl ǁll Ȝ3 Ȣ8 ȣ8 ɑa ɡg ɣy ɩi ɪi ɯw ʋu ʏy ʣdz ʦts ʪls ʫlz ͿJ ΑA ΒB ΕE ΖZ ΗH Ιl ΚK ΜM ΝN ΟO ΡP ΤT ΥY ΧX αa γy ιi νv οo ρp σo υu ϜF Ϩ2 ϳj ϺM ЅS Іl ЈJ АA ВB ЕE З3 КK МM НH ОO РP СC ТT УY ХX Ыbl Ьb ЮlO аa б6 гr еe оo рp сc уy хx ѕs іi јj ѡw ѴV ѵv ҮY үy һh ҽe Ӏl ӏi ӔAE ӕae Ӡ3 ԁd ԌG ԛq ԜW ԝw ᴄc ᴏo ᴑo ᴜu ᴠv ᴡw ᴢz ᴦr ᵫue ᶃg ᶌy ẝf ỿy ℮e Ꙅ2 ꙇi ꚘOO ꚙoo ꜨT3 ꜱs ꜲAA ꜳaa ꜴAO ꜵao ꜶAU ꜷau ꜸAV ꜹav ꜺAV ꜻav ꜼAY ꜽay ꝎOO ꝏoo Ꝛ2 Ꝫ3 Ꝯ9 ꝷtf ꞘF ꞙf ꞟu Ɜ3 ꞲJ ꞳX ꞴB ꬲe ꬵf ꬽo ꭇr ꭈr ꭎu ꭒu ꭚy ꭣuo';

const PROTOTYPES = new Map(
  TABLE.split(' ').map((entry) => {
    const [char = ''] = entry;
    return [char, entry.slice(char.length)];
  }),
);

/**
 * UTS #39's skeleton, in lower case: NFKD (fullwidth, mathematical and other compatibility forms become their plain
 * letters, accents separate marks), each character replaced by its prototype, NFD again. Strings with one skeleton
 * read alike (`аdmin` with a Cyrillic а and `admin`); accents stay, so `José` and `Jose` differ.
 */
export function skeleton(text: string): string {
  let mapped = '';
  for (const char of text.normalize('NFKD')) mapped += PROTOTYPES.get(char) ?? char;
  return mapped.normalize('NFD').toLowerCase();
}

/**
 * Whether two different strings read alike: one skeleton, as written or in lower case (an upper-case I reads as l,
 * a lower-case i does not).
 */
export function looksAlike(a: string, b: string): boolean {
  if (a === b) return false;
  const forms = (text: string) => [skeleton(text), skeleton(text.toLowerCase())];
  const ofB = forms(b);
  return forms(a).some((form) => ofB.includes(form));
}
