// A bonus's terms on its card (decision 0028): the max bet while the player holds bonus money,
// how much of a bet counts toward wagering per game type, and the covering roulette rounds that
// count nothing. The terms are the bonus's own, stored when it was granted.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  GameType,
  PlayerBonusFieldsFragment,
} from '../../adapters/graphql/generated-session/graphql.ts';
import { formatMoney, formatPercent } from '../../components/format.ts';
import styles from './Rewards.module.css';

const GAME_TYPE_LABELS: Readonly<Record<GameType, MessageDescriptor>> = {
  slot: msg`Slots`,
  instant: msg`Instant games`,
  table: msg`Table games`,
  live: msg`Live casino`,
};

/** The pockets of the demo roulette's (European) wheel. */
const ROULETTE_POCKETS = 37;

export function BonusTerms({
  terms,
  currency,
  labelId,
}: {
  terms: PlayerBonusFieldsFragment['terms'];
  currency: string;
  labelId: string;
}) {
  const { i18n } = useLingui();
  const maxBet = formatMoney(terms.maxBet, currency, i18n.locale);
  // The smallest number of pockets whose share reaches the rule's (25 of 37 for 2/3).
  const pockets = Math.min(
    ROULETTE_POCKETS,
    Math.ceil(terms.coveringBetShare * ROULETTE_POCKETS - 1e-9),
  );
  return (
    <div className={styles.terms}>
      <h4 id={labelId}>
        <Trans>Bonus terms</Trans>
      </h4>
      <dl aria-labelledby={labelId}>
        <dt>
          <Trans>Max bet</Trans>
        </dt>
        <dd>
          <Trans>{maxBet} a round while you have bonus money</Trans>
        </dd>
        <dt>
          <Trans>Counts toward wagering</Trans>
        </dt>
        <dd>
          <ul>
            {terms.contributions.map(({ gameType, percent }) => (
              <li key={gameType}>
                {i18n._(GAME_TYPE_LABELS[gameType])}{' '}
                <strong>{formatPercent(percent / 100, i18n.locale, { wholeNumbers: true })}</strong>
              </li>
            ))}
          </ul>
        </dd>
        <dt>
          <Trans>Does not count</Trans>
        </dt>
        <dd>
          <Trans>
            Roulette rounds whose bets cover {pockets} or more of the 37 numbers, such as red and
            black or all three dozens
          </Trans>
        </dd>
      </dl>
    </div>
  );
}
