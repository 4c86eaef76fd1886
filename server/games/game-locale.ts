// Locale and money in the game pages: the lobby appends `&locale=<its locale>` to the
// game's address. A page validates it (BCP 47-ish, else English), picks its texts by language
// (English, Finnish, German; any other language reads English) and formats money exactly like
// the lobby (src/components/format.ts formatMoney): narrow symbol, the currency's own digits.
import { currencyDigits } from '../ledger/amounts.ts';

export type GameLanguage = 'en' | 'fi' | 'de';

/** The query's locale if it is a well-formed tag Intl accepts, else `en`. */
export function gameLocale(input: unknown): string {
  if (typeof input !== 'string' || !/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8}){0,3}$/.test(input)) {
    return 'en';
  }
  try {
    return Intl.getCanonicalLocales(input)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

export function gameLanguage(locale: string): GameLanguage {
  const language = locale.slice(0, 2).toLowerCase();
  return language === 'fi' || language === 'de' ? language : 'en';
}

/** The lobby's formatMoney for minor units. */
export function formatGameMoney(amount: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount / 10 ** digits);
}

/** A return to player as the rules state it: a percent with two decimals ("96.50%"). */
export function formatRtp(fraction: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(fraction);
}

export type Dictionary<K extends string> = Record<GameLanguage, Record<K, string>>;

/** A translator for one page: `{name}` placeholders are filled from vars. */
export function translator<K extends string>(dictionary: Dictionary<K>, locale: string) {
  const texts = dictionary[gameLanguage(locale)];
  return (key: K, vars: Record<string, string | number> = {}): string =>
    texts[key].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}

/** The texts of a page's script, for its config JSON (the script fills the placeholders). */
export function scriptTexts<K extends string>(
  dictionary: Dictionary<K>,
  locale: string,
  keys: readonly K[],
): Record<string, string> {
  const texts = dictionary[gameLanguage(locale)];
  return Object.fromEntries(keys.map((key) => [key, texts[key]]));
}

/** The common error texts of a game's script (the slot's and roulette's own words). */
export const COMMON_TEXTS = {
  en: {
    realMoney: 'Real money',
    playForFun: 'Play for fun',
    balance: 'Balance',
    win: 'Win',
    bet: 'Bet',
    rules: 'Rules',
    paytable: 'Paytable',
    close: 'Close',
    rtp: 'Return to player: {rtp}',
    errInsufficient: 'Not enough balance for this bet.',
    errLossLimit: 'This would pass your loss limit: {amount} left.',
    errBreak: 'You are taking a break: play is paused until it ends.',
    errBonusMax: 'With bonus money the most you can bet is {amount}.',
    errSession: 'This game session has ended. Reopen the game.',
    errFailed: 'The round failed.',
    errConnection: 'The connection failed. Try again.',
  },
  fi: {
    realMoney: 'Oikealla rahalla',
    playForFun: 'Ilmaispeli',
    balance: 'Saldo',
    win: 'Voitto',
    bet: 'Panos',
    rules: 'Säännöt',
    paytable: 'Voittotaulukko',
    close: 'Sulje',
    rtp: 'Palautusprosentti: {rtp}',
    errInsufficient: 'Saldo ei riitä tähän panokseen.',
    errLossLimit: 'Tämä ylittäisi tappiorajasi: jäljellä {amount}.',
    errBreak: 'Olet tauolla: pelaaminen on keskeytetty tauon ajaksi.',
    errBonusMax: 'Bonusrahalla suurin panos on {amount}.',
    errSession: 'Pelisessio on päättynyt. Avaa peli uudelleen.',
    errFailed: 'Kierros epäonnistui.',
    errConnection: 'Yhteys katkesi. Yritä uudelleen.',
  },
  de: {
    realMoney: 'Echtgeld',
    playForFun: 'Spielgeld',
    balance: 'Guthaben',
    win: 'Gewinn',
    bet: 'Einsatz',
    rules: 'Regeln',
    paytable: 'Gewinntabelle',
    close: 'Schließen',
    rtp: 'Auszahlungsquote: {rtp}',
    errInsufficient: 'Ihr Guthaben reicht für diesen Einsatz nicht aus.',
    errLossLimit: 'Damit würden Sie Ihr Verlustlimit überschreiten: {amount} übrig.',
    errBreak: 'Sie machen eine Pause: Das Spiel ist bis zu deren Ende gesperrt.',
    errBonusMax: 'Mit Bonusgeld beträgt der Höchsteinsatz {amount}.',
    errSession: 'Diese Spielsitzung ist beendet. Öffnen Sie das Spiel erneut.',
    errFailed: 'Die Runde ist fehlgeschlagen.',
    errConnection: 'Die Verbindung ist fehlgeschlagen. Bitte erneut versuchen.',
  },
} satisfies Dictionary<string>;

export type CommonKey = keyof (typeof COMMON_TEXTS)['en'];

/** The slots' words for the same things (slot-page.ts, the classic; slot-reels-page.ts). */
export const SPIN_TEXTS = {
  en: {
    spin: 'Spin',
    freeSpin: 'Free spin',
    chooseBet: 'Choose a bet and spin.',
    nextFree: 'Your next spin is free.',
    spinning: 'Spinning…',
    youWin: 'You win {amount}!',
    noWin: 'No win this time.',
    freeSpinsLeft: 'Free spins left: {left} · {amount} each',
    rulesTitle: '{name}: rules and paytable',
  },
  fi: {
    spin: 'Pyöräytä',
    freeSpin: 'Ilmaiskierros',
    chooseBet: 'Valitse panos ja pyöräytä.',
    nextFree: 'Seuraava kierroksesi on ilmainen.',
    spinning: 'Pyörii…',
    youWin: 'Voitit {amount}!',
    noWin: 'Ei voittoa tällä kertaa.',
    freeSpinsLeft: 'Ilmaiskierroksia jäljellä: {left} · {amount}/kierros',
    rulesTitle: '{name}: säännöt ja voittotaulukko',
  },
  de: {
    spin: 'Drehen',
    freeSpin: 'Freispiel',
    chooseBet: 'Einsatz wählen und drehen.',
    nextFree: 'Ihre nächste Drehung ist gratis.',
    spinning: 'Dreht…',
    youWin: 'Sie gewinnen {amount}!',
    noWin: 'Diesmal kein Gewinn.',
    freeSpinsLeft: 'Freispiele übrig: {left} · je {amount}',
    rulesTitle: '{name}: Regeln und Gewinntabelle',
  },
} satisfies Dictionary<string>;

/** The texts game-kit.js errorText shows: every game script's config carries them. */
export const ERROR_TEXT_KEYS = [
  'errInsufficient',
  'errLossLimit',
  'errBreak',
  'errBonusMax',
  'errSession',
  'errFailed',
  'errConnection',
] as const satisfies readonly CommonKey[];

/** Digits of the currency for the page scripts' formatter. */
export { currencyDigits };
