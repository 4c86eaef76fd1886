// /promotions/: the brand's PROMOTION and PROMOTION_V2 blocks (Query.promotions; the server
// keeps those whose deposit-offer applicability fits the viewer), as the lobby's promotion
// cards. A DEPOSIT call to action opens the quick-deposit dialog here (visitors sign in
// first); PAGE_LINK goes to its app path. Visitors see the page too.
import { Trans, useLingui } from '@lingui/react/macro';
import { PromotionsDocument } from '../../adapters/graphql/generated-session/graphql.ts';
import { useApiServices } from '../../runtime/app-actors.ts';
import { usePlatformActors } from '../../runtime/use-platform.ts';
import { usePlayerStatus } from '../../runtime/use-session.ts';
import { useShell } from '../../runtime/shell-context.ts';
import { Button } from '../../components/Button.tsx';
import { LinkButton } from '../../components/LinkButton.tsx';
import { PromotionCard } from '../../components/blocks/CardBlocks.tsx';
import { Loading } from '../../components/PlayerOnly.tsx';
import { Empty, LoadError, RewardsFrame } from './RewardsLayout.tsx';
import styles from './Rewards.module.css';
import { useRequest } from './use-rewards.ts';

export default function PromotionsPage() {
  const { t } = useLingui();
  const { api } = useApiServices();
  const { locale } = useShell();
  const status = usePlayerStatus();
  const { overlays } = usePlatformActors();
  // Which offers apply depends on the viewer: ask again when the player signs in or out.
  const { data, error, reload } = useRequest(
    () => api.request(PromotionsDocument, { locale: locale.tag }).then((r) => r.promotions),
    [api, locale.tag, status],
  );
  const openDeposit = () =>
    overlays.send({ type: 'overlay.open', variant: 'quick-deposit', payload: { mode: 'deposit' } });

  let content;
  if (error) content = <LoadError message={error} onRetry={reload} />;
  else if (!data || status === 'LOADING') content = <Loading />;
  else if (data.length === 0)
    content = (
      <Empty>
        <Trans>There are no promotions right now. Come back soon.</Trans>
      </Empty>
    );
  else
    content = (
      <div className={styles.promotions}>
        {data.map((block) => (
          <PromotionCard
            key={block.id}
            block={block}
            action={(cta) => {
              if (cta.type !== 'DEPOSIT') return null;
              return status === 'LOGGED_IN' ? (
                <Button onClick={openDeposit}>{cta.label}</Button>
              ) : (
                <LinkButton to="/login/?autoSignIn=1">{cta.label}</LinkButton>
              );
            }}
          />
        ))}
      </div>
    );
  return (
    <RewardsFrame
      routeId="promotions"
      lead={t`Offers and campaigns running now. The terms of each apply.`}
    >
      {content}
    </RewardsFrame>
  );
}
