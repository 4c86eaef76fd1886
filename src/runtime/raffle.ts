// The raffle as features see it: the lobby's `raffle` actor (machines/raffle) — a visitor's,
// started when a page first shows it, or the signed-in player's — with its countdown
// (machines/raffle-countdown), its settings and the winners heard on the jackpot socket.
export type {
  RaffleLiveWin,
  RaffleSettings,
  RaffleSettingsState,
} from '../../machines/raffle/raffle.machine.ts';
