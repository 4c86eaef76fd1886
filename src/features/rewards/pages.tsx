// The reward pages in one chunk behind one lazy component: the route table lists a single
// lazy module for the five routes, which keeps the first paint's route glue small
// (decision 0016). The shell's route id picks the page.
import type { ComponentType } from 'react';
import { useShell } from '../../runtime/shell-context.ts';
import CashbackPage from './CashbackPage.tsx';
import PromotionsPage from './PromotionsPage.tsx';
import RewardsHistoryPage from './RewardsHistoryPage.tsx';
import RewardsPage from './RewardsPage.tsx';
import RewardsShopPage from './RewardsShopPage.tsx';

export const REWARD_PAGES: Readonly<Record<string, ComponentType>> = {
  rewards: RewardsPage,
  'profile.rewards-history': RewardsHistoryPage,
  rewardsShop: RewardsShopPage,
  cashback: CashbackPage,
  promotions: PromotionsPage,
};

export default function RewardRoutePage() {
  const { route } = useShell();
  const Page = (route && REWARD_PAGES[route.id]) ?? RewardsPage;
  return <Page />;
}
