// The live pots: the REST call's values until the signed-in player's socket reports the
// instance (JackpotUpdate), then the socket's.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../components/format.ts';
import { useLivePots, type LivePot } from '../../runtime/use-jackpot.ts';
import { POT_NAMES, sortPots } from './jackpot-texts.ts';
import styles from './JackpotPage.module.css';

export function JackpotPots({ pots }: { pots: readonly LivePot[] }) {
  const { i18n } = useLingui();
  const live = useLivePots(pots);
  if (live.length === 0) return null;
  return (
    <section className={styles.pots} aria-labelledby="jackpot-pots-title">
      <h2 id="jackpot-pots-title" className={styles.sectionTitle}>
        <Trans>Live pots</Trans>
      </h2>
      <ul>
        {sortPots(live).map((pot) => (
          <li key={pot.id} data-pot={pot.id}>
            <span>{POT_NAMES[pot.id] ? i18n._(POT_NAMES[pot.id]!) : pot.id}</span>
            <strong>{formatMoney(pot.amount, pot.currency, i18n.locale)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
