// /rewards-shop/: loyalty points (one per 1.00 of casino bets) buy the shop's offers. Buying
// spends the points and assigns the offer's reward (buyShopOffer); the reward then reaches
// /rewards/ live over rewardUpdated, and a toast says so.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  BuyShopOfferDocument,
  LoyaltyPointsDocument,
  RewardsShopDocument,
  type RewardsShopQuery,
} from '../../adapters/graphql/generated-session/graphql.ts';
import { useApiServices } from '../../runtime/app-actors.ts';
import { usePlatformActors } from '../../runtime/use-platform.ts';
import { Button } from '../../components/Button.tsx';
import { LinkButton } from '../../components/LinkButton.tsx';
import { rewardErrorMessage } from './error-messages.ts';
import { REWARD_TYPE_LABELS, rewardSummary } from './reward-details.ts';
import { Loading } from '../../components/PlayerOnly.tsx';
import { Empty, LoadError, RewardsFrame } from './RewardsLayout.tsx';
import styles from './Rewards.module.css';
import { useRequest } from './use-rewards.ts';

type Offer = RewardsShopQuery['rewardsShop'][number];

export default function RewardsShopPage() {
  const { t } = useLingui();
  return (
    <RewardsFrame
      routeId="rewardsShop"
      lead={t`Every bet earns loyalty points. Spend them on rewards here.`}
      playerOnly
    >
      <Shop />
    </RewardsFrame>
  );
}

function Shop() {
  const { t, i18n } = useLingui();
  const { api } = useApiServices();
  const { notifications } = usePlatformActors();
  const offers = useRequest(
    () => api.request(RewardsShopDocument, {}).then(({ rewardsShop }) => rewardsShop),
    [api],
  );
  const points = useRequest(
    () => api.request(LoyaltyPointsDocument, {}).then(({ viewer }) => viewer.loyaltyPoints),
    [api],
  );
  const [buying, setBuying] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const buy = async (offer: Offer) => {
    setBuying(offer.id);
    setErrors(({ [offer.id]: _dropped, ...rest }) => rest);
    try {
      await api.request(BuyShopOfferDocument, { offerId: offer.id });
      points.setData((current) => (current === null ? current : current - offer.price));
      points.reload();
      notifications.send({
        type: 'notifications.show',
        kind: 'success',
        messageId: 'REWARD_SHOP_PURCHASED',
        values: { offer: offer.title },
      });
    } catch (failure) {
      setErrors((current) => ({ ...current, [offer.id]: i18n._(rewardErrorMessage(failure)) }));
    } finally {
      setBuying(null);
    }
  };

  const balance = (
    <p className={styles.points} aria-live="polite">
      <span>
        <Trans>Your loyalty points</Trans>
      </span>
      <strong data-testid="loyalty-points">
        {points.data === null ? '…' : new Intl.NumberFormat(i18n.locale).format(points.data)}
      </strong>
    </p>
  );
  const missingFor = (offer: Offer) =>
    points.data === null || points.data >= offer.price
      ? null
      : new Intl.NumberFormat(i18n.locale).format(offer.price - points.data);

  let content;
  if (offers.error) content = <LoadError message={offers.error} onRetry={offers.reload} />;
  else if (!offers.data) content = <Loading />;
  else if (offers.data.length === 0)
    content = (
      <Empty>
        <Trans>The shop has no offers right now. Come back soon.</Trans>
      </Empty>
    );
  else
    content = (
      <ul className={styles.cards} aria-label={t`Offers`}>
        {offers.data.map((offer) => {
          const title = offer.title;
          const price = new Intl.NumberFormat(i18n.locale).format(offer.price);
          const error = errors[offer.id];
          const missing = missingFor(offer);
          return (
            <li key={offer.id}>
              <article
                className={styles.card}
                data-type={offer.reward.__typename}
                data-offer-id={offer.id}
                aria-label={title}
              >
                <div className={styles.cardTop}>
                  <span className={styles.kicker}>
                    {i18n._(REWARD_TYPE_LABELS[offer.reward.__typename])}
                  </span>
                  <span className={styles.price}>
                    <Trans>{price} points</Trans>
                  </span>
                </div>
                <h2>{title}</h2>
                <div className={styles.body}>
                  <p className={styles.value}>{rewardSummary(offer.reward, i18n)}</p>
                  <p className={styles.meta}>{offer.description}</p>
                  {missing && (
                    <p className={styles.short}>
                      <Trans>You need {missing} more points.</Trans>
                    </p>
                  )}
                </div>
                {error && (
                  <p className={styles.error} role="alert">
                    {error}
                  </p>
                )}
                <div className={styles.cardActions}>
                  <Button
                    loading={buying === offer.id}
                    disabled={buying !== null && buying !== offer.id}
                    onClick={() => void buy(offer)}
                    aria-label={t`Buy ${title} for ${price} points`}
                  >
                    <Trans>Buy</Trans>
                  </Button>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    );

  return (
    <>
      <div className={styles.toolbar}>
        {balance}
        <LinkButton to="/rewards/" variant="secondary">
          <Trans>Go to my rewards</Trans>
        </LinkButton>
      </div>
      {content}
    </>
  );
}
