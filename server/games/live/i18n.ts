// The live tables' texts in English, Finnish and German: chosen by the language of
// the lobby's `locale` query parameter, English for any other. The page script receives the
// chosen dictionary in its config; money is formatted like the lobby (formatMoney) in the script.

export type LiveTextKey = keyof typeof EN;

const EN = {
  realMoney: 'Real money',
  forFun: 'Play for fun',
  placeBets: 'Place your bets',
  betsCloseIn: 'Bets close in {s} s',
  betsClosed: 'No more bets',
  nextRoundIn: 'Next round in {s} s',
  waiting: 'The dealer is getting the table ready…',
  balance: 'Balance',
  totalBet: 'Total bet',
  win: 'Win',
  lastWin: 'You won {amount}',
  lost: 'No win this round',
  refused: 'Your bets were not taken: {reason}',
  tooLate: 'Too late: bets are closed for this round.',
  notEnough: 'Not enough money for these bets.',
  clear: 'Clear',
  rules: 'Rules',
  close: 'Close',
  history: 'Last results',
  round: 'Round {n}',
  reconnecting: 'Reconnecting…',
  chip: 'Chip {amount}',
  betOn: 'Bet on {spot}',
  red: 'Red',
  black: 'Black',
  odd: 'Odd',
  even: 'Even',
  low: '1–18',
  high: '19–36',
  dozen: '{n}. dozen',
  column: 'Column {n}',
  player: 'Player',
  banker: 'Banker',
  tie: 'Tie',
  rtp: 'Return to player',
  rouletteRules:
    'European roulette, one zero. Bets close when the countdown ends; the wheel is spun by the server and every player at the table sees the same number. Pays: a number 35 to 1, dozens and columns 2 to 1, red/black, odd/even, 1–18/19–36 1 to 1. The zero loses every outside bet.',
  wheelRules:
    'The money wheel has 50 segments. Bet on a number; when the wheel stops on it, it pays that many to 1: 1 (24 segments) pays 1 to 1, 2 (16) pays 2 to 1, 7 (6) pays 7 to 1, 15 (3) pays 15 to 1, 47 (1) pays 47 to 1. Every bet returns 96 % on average.',
  baccaratRules:
    'Punto banco from an 8-deck shoe shuffled for every coup, third cards by the standard rules. Player pays 1 to 1, Banker 0.95 to 1 (5 % commission), Tie 8 to 1; on a tie, Player and Banker bets are returned.',
  limits: 'Stakes from {min} to {max} a spot.',
  hit: 'Hit',
  stand: 'Stand',
  double: 'Double',
  hand: 'Hand',
  dealer: 'Dealer',
  yourTurn: 'Your decision: {s} s',
  blackjackRules:
    "Common-draw blackjack: everyone at the table shares the first two cards and the dealer's up card. Within each decision window choose Hit, Stand or Double (first two cards only; no answer stands); everyone who hits gets the same next card. A hand holds at most six cards. 8 decks shuffled for every round, dealer stands on all 17s and peeks for blackjack, blackjack pays 3 to 2, other wins 1 to 1; no split, no insurance.",
};

const FI: Record<LiveTextKey, string> = {
  realMoney: 'Oikea raha',
  forFun: 'Ilmaispeli',
  placeBets: 'Aseta panoksesi',
  betsCloseIn: 'Panostus sulkeutuu {s} s',
  betsClosed: 'Ei enää panoksia',
  nextRoundIn: 'Seuraava kierros {s} s',
  waiting: 'Jakaja valmistelee pöytää…',
  balance: 'Saldo',
  totalBet: 'Panos yhteensä',
  win: 'Voitto',
  lastWin: 'Voitit {amount}',
  lost: 'Ei voittoa tällä kierroksella',
  refused: 'Panoksiasi ei otettu: {reason}',
  tooLate: 'Liian myöhään: tämän kierroksen panostus on sulkeutunut.',
  notEnough: 'Saldo ei riitä näihin panoksiin.',
  clear: 'Tyhjennä',
  rules: 'Säännöt',
  close: 'Sulje',
  history: 'Viimeisimmät tulokset',
  round: 'Kierros {n}',
  reconnecting: 'Yhdistetään uudelleen…',
  chip: 'Pelimerkki {amount}',
  betOn: 'Panos: {spot}',
  red: 'Punainen',
  black: 'Musta',
  odd: 'Pariton',
  even: 'Parillinen',
  low: '1–18',
  high: '19–36',
  dozen: '{n}. tusina',
  column: 'Sarake {n}',
  player: 'Pelaaja',
  banker: 'Pankki',
  tie: 'Tasapeli',
  rtp: 'Palautusprosentti',
  rouletteRules:
    'Eurooppalainen ruletti, yksi nolla. Panostus sulkeutuu, kun aika loppuu; palvelin pyöräyttää pyörän ja kaikki pöydän pelaajat näkevät saman numeron. Maksaa: numero 35:1, tusinat ja sarakkeet 2:1, punainen/musta, pariton/parillinen, 1–18/19–36 1:1. Nolla häviää kaikki ulkopanokset.',
  wheelRules:
    'Rahapyörässä on 50 lohkoa. Panosta numerolle; kun pyörä pysähtyy siihen, se maksaa numeron verran yhtä kohden: 1 (24 lohkoa) 1:1, 2 (16) 2:1, 7 (6) 7:1, 15 (3) 15:1, 47 (1) 47:1. Jokainen panos palauttaa keskimäärin 96 %.',
  baccaratRules:
    'Punto banco 8 pakan kengästä, joka sekoitetaan joka jaolle; kolmannet kortit vakiosääntöjen mukaan. Pelaaja maksaa 1:1, Pankki 0,95:1 (5 % komissio), Tasapeli 8:1; tasapelissä Pelaaja- ja Pankki-panokset palautetaan.',
  limits: 'Panokset {min}–{max} ruutua kohden.',
  hit: 'Lisää',
  stand: 'Jää',
  double: 'Tuplaa',
  hand: 'Käsi',
  dealer: 'Jakaja',
  yourTurn: 'Päätöksesi: {s} s',
  blackjackRules:
    'Yhteisjaon blackjack: kaikki pöydän pelaajat saavat samat kaksi ensimmäistä korttia ja näkevät saman jakajan kortin. Valitse jokaisessa päätösikkunassa Lisää, Jää tai Tuplaa (vain kahdella ensimmäisellä kortilla; vastaamatta jäät); kaikki lisäävät saavat saman seuraavan kortin. Kädessä on enintään kuusi korttia. 8 pakkaa sekoitetaan joka kierrokselle, jakaja jää kaikilla 17:llä ja tarkistaa blackjackin, blackjack maksaa 3:2, muut voitot 1:1; ei jakoa eikä vakuutusta.',
};

const DE: Record<LiveTextKey, string> = {
  realMoney: 'Echtgeld',
  forFun: 'Spielgeld',
  placeBets: 'Bitte setzen',
  betsCloseIn: 'Einsätze schließen in {s} s',
  betsClosed: 'Nichts geht mehr',
  nextRoundIn: 'Nächste Runde in {s} s',
  waiting: 'Der Croupier bereitet den Tisch vor…',
  balance: 'Guthaben',
  totalBet: 'Gesamteinsatz',
  win: 'Gewinn',
  lastWin: 'Sie haben {amount} gewonnen',
  lost: 'Kein Gewinn in dieser Runde',
  refused: 'Ihre Einsätze wurden nicht angenommen: {reason}',
  tooLate: 'Zu spät: Die Einsätze für diese Runde sind geschlossen.',
  notEnough: 'Nicht genug Guthaben für diese Einsätze.',
  clear: 'Löschen',
  rules: 'Regeln',
  close: 'Schließen',
  history: 'Letzte Ergebnisse',
  round: 'Runde {n}',
  reconnecting: 'Verbindung wird wiederhergestellt…',
  chip: 'Chip {amount}',
  betOn: 'Einsatz auf {spot}',
  red: 'Rot',
  black: 'Schwarz',
  odd: 'Ungerade',
  even: 'Gerade',
  low: '1–18',
  high: '19–36',
  dozen: '{n}. Dutzend',
  column: 'Kolonne {n}',
  player: 'Spieler',
  banker: 'Bank',
  tie: 'Unentschieden',
  rtp: 'Auszahlungsquote',
  rouletteRules:
    'Europäisches Roulette mit einer Null. Die Einsätze schließen, wenn der Countdown endet; der Server dreht den Kessel und alle Spieler am Tisch sehen dieselbe Zahl. Auszahlung: Zahl 35:1, Dutzende und Kolonnen 2:1, Rot/Schwarz, Gerade/Ungerade, 1–18/19–36 1:1. Die Null verliert alle Außeneinsätze.',
  wheelRules:
    'Das Glücksrad hat 50 Felder. Setzen Sie auf eine Zahl; hält das Rad darauf, zahlt sie so viel zu 1: 1 (24 Felder) zahlt 1:1, 2 (16) 2:1, 7 (6) 7:1, 15 (3) 15:1, 47 (1) 47:1. Jeder Einsatz bringt im Mittel 96 % zurück.',
  baccaratRules:
    'Punto Banco aus einem 8-Deck-Schuh, der vor jedem Coup gemischt wird; dritte Karten nach den Standardregeln. Spieler zahlt 1:1, Bank 0,95:1 (5 % Kommission), Unentschieden 8:1; bei Unentschieden werden Spieler- und Bank-Einsätze zurückgegeben.',
  limits: 'Einsätze von {min} bis {max} pro Feld.',
  hit: 'Karte',
  stand: 'Stehen',
  double: 'Verdoppeln',
  hand: 'Hand',
  dealer: 'Croupier',
  yourTurn: 'Ihre Entscheidung: {s} s',
  blackjackRules:
    'Blackjack mit gemeinsamer Hand: Alle Spieler am Tisch teilen die ersten zwei Karten und die offene Karte des Croupiers. In jedem Entscheidungsfenster wählen Sie Karte, Stehen oder Verdoppeln (nur auf die ersten zwei Karten; ohne Antwort bleiben Sie stehen); wer eine Karte nimmt, erhält dieselbe nächste Karte. Eine Hand hat höchstens sechs Karten. 8 Decks, vor jeder Runde gemischt; der Croupier steht auf allen 17 und prüft auf Blackjack; Blackjack zahlt 3:2, andere Gewinne 1:1; kein Teilen, keine Versicherung.',
};

const DICTIONARIES: Record<string, Record<LiveTextKey, string>> = { en: EN, fi: FI, de: DE };

/** The lobby's locale from the query: BCP 47-ish (en, fi-FI, de-DE …), else English. */
export function pageLocale(input: unknown): string {
  return typeof input === 'string' && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/.test(input)
    ? input
    : 'en';
}

export function liveTexts(locale: string): Record<LiveTextKey, string> {
  return DICTIONARIES[locale.slice(0, 2).toLowerCase()] ?? EN;
}

export function languageOf(locale: string): 'en' | 'fi' | 'de' {
  const language = locale.slice(0, 2).toLowerCase();
  return language === 'fi' || language === 'de' ? language : 'en';
}
