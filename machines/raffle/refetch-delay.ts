// programmes §4 "Raffle drops", §9: when a drop reaches zero the drops are fetched again 1.5 s
// later, giving the service time to open the next instance of that drop.
export const RAFFLE_REFETCH_DELAY_MS = 1_500;
