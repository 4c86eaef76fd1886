// Demo banners so a newcomer sees the brand banners: coralreef the GermanyCloseDown
// notice (the banner machine shows it to visitors from Germany), kingfisher a NovemberCampaign
// banner (shown with marketing consent), puravida a Content banner. Nothing that blocks a demo
// player's deposits: KYC, source of wealth, pop-ups and maintenance are the operator API's to set
// (e2e tests add them). Idempotent: a brand that has a banner of the type (or had one the
// operator removed) is left as it is.
import { randomUUID } from 'node:crypto';
import type { Store } from '../db/store.ts';

const DEMO_BANNERS: readonly { brand: string; type: string; text: string; link: string | null }[] =
  [
    {
      brand: 'coralreef',
      type: 'GermanyCloseDown',
      text: 'We no longer offer real-money play in Germany. Your balance remains yours to withdraw.',
      link: '/cashier/withdraw/',
    },
    {
      brand: 'kingfisher',
      type: 'NovemberCampaign',
      text: 'November specials: a new reward every week this month.',
      link: '/promotions/',
    },
    {
      brand: 'puravida',
      type: 'Content',
      text: 'New games every Friday: see what arrived this week.',
      link: '/',
    },
  ];

export async function seedDemoCompliance(store: Store): Promise<void> {
  for (const banner of DEMO_BANNERS) {
    await store.query(
      `insert into site_banners (id, brand, type, text, link)
       select $1, $2, $3, $4, $5
       where exists (select 1 from brands where brand = $2)
         and not exists (select 1 from site_banners where brand = $2 and type = $3)`,
      [randomUUID(), banner.brand, banner.type, banner.text, banner.link],
    );
  }
}
