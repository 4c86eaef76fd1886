import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { bannersMachine, selectBanners } from '../../machines/banners/banners.machine.ts';
import {
  BANNER_TYPES,
  nextBannerChange,
  visibleBanners,
  type BannerInput,
  type PlayerBannerFields,
} from '../../machines/banners/banners.ts';
import { describeMachinePaths } from '../support/paths.ts';
import { CLEAR_PLAYER, MAINTENANCE, T0, bannersPaths, base, iso } from './banners.paths.ts';

describeMachinePaths('banners', bannersPaths.machine, bannersPaths.options);

const HOUR = 3_600_000;
const player = (overrides: Partial<PlayerBannerFields>): PlayerBannerFields => ({
  ...CLEAR_PLAYER,
  ...overrides,
});
const site = (type: string, id = type.toLowerCase(), extra: Record<string, unknown> = {}) => ({
  id,
  type,
  text: `${type} text`,
  link: null,
  startsAt: null,
  endsAt: null,
  ...extra,
});
const types = (input: BannerInput, dismissed: string[] = [], now = T0) =>
  visibleBanners(input, dismissed, now).map((banner) => banner.type);

/** A player and a site that show all thirteen types at once. */
const EVERYTHING: BannerInput = base({
  player: player({
    accountStatus: { status: 'Closed', cause: 'MultipleAccounts', reopenByCustomerAllowed: false },
    kyc: { status: 'Required', deadline: iso(T0 + HOUR) },
    sourceOfWealth: {
      checkState: 'Required',
      dueDate: iso(T0 + 24 * HOUR),
      dueDateExpired: false,
      requestedFundingType: null,
      requestedCompleted: false,
    },
    selfExclusion: { endsAt: null },
    timeoutEndsAt: iso(T0 + HOUR),
    bankingCDD: 'Required',
    isInstantBankingBlocked: true,
    instantBankingActiveFrom: iso(T0 - HOUR),
  }),
  siteBanners: [site('Content'), site('NovemberCampaign'), site('GermanyCloseDown'), MAINTENANCE],
  countryCode: 'DE',
  marketingConsent: true,
  licence: 'mga',
});

describe('which banners show, in order', () => {
  it('orders every type by the fixed priority, whatever order the input has', () => {
    // SowRequired/SowUploadRequired and the two instant-banking types exclude each other.
    expect(types(EVERYTHING)).toEqual(
      BANNER_TYPES.filter(
        (type) => type !== 'SowUploadRequired' && type !== 'InstantBankingGracePeriod',
      ),
    );
  });

  it('shows AccountClosed only when closed and the customer may not reopen', () => {
    const closed = (reopenByCustomerAllowed: boolean, cause: string | null = 'Requested') =>
      base({
        player: player({
          accountStatus: { status: 'Closed', cause, reopenByCustomerAllowed },
        }),
      });
    expect(types(closed(false))).toEqual(['AccountClosed']);
    expect(types(closed(true))).toEqual([]);
    expect(visibleBanners(closed(false), [], T0)[0]!.details.multipleAccounts).toBe(false);
    const multiple = visibleBanners(closed(false, 'MultipleAccounts'), [], T0)[0]!;
    expect(multiple.details).toMatchObject({ multipleAccounts: true, loginMethod: 'email' });
    expect(multiple.dismissible).toBe(false);
  });

  it('asks for the declaration or for the requested documents, never both', () => {
    const sow = (requestedFundingType: string | null, requestedCompleted = false) =>
      base({
        player: player({
          sourceOfWealth: {
            checkState: 'Required',
            dueDate: null,
            dueDateExpired: false,
            requestedFundingType,
            requestedCompleted,
          },
        }),
      });
    expect(types(sow(null))).toEqual(['SowRequired']);
    expect(types(sow('Salary'))).toEqual(['SowUploadRequired']);
    expect(types(sow('Salary', true))).toEqual([]);
  });

  it('shows breaks only while they last (an indefinite self-exclusion always)', () => {
    expect(types(base({ player: player({ timeoutEndsAt: iso(T0 - 1) }) }))).toEqual([]);
    expect(types(base({ player: player({ selfExclusion: { endsAt: iso(T0 - 1) } }) }))).toEqual([]);
    expect(types(base({ player: player({ selfExclusion: { endsAt: null } }) }))).toEqual([
      'SelfExclusion',
    ]);
  });

  it('announces an instant-banking block in its grace period; the jackpot notice once blocked, by licence', () => {
    const grace = base({ player: player({ instantBankingActiveFrom: iso(T0 + HOUR) }) });
    expect(types(grace)).toEqual(['InstantBankingGracePeriod']);
    const blocked = (licence: string) =>
      base({ licence, player: player({ isInstantBankingBlocked: true }) });
    expect(types(blocked('est'))).toEqual(['InstantBankingJackpot']);
    expect(types(blocked('ukgc'))).toEqual([]);
  });

  it('treats settled CDD values as nothing to show', () => {
    for (const value of ['NotRequired', 'Done', 'verified', ''])
      expect(types(base({ player: player({ bankingCDD: value }) }))).toEqual([]);
    expect(types(base({ player: player({ bankingCDD: 'Pending' }) }))).toEqual(['BankingCDD']);
  });

  it('shows Germany’s close-down in Germany only and campaigns with marketing consent only', () => {
    const input = (countryCode: string, marketingConsent: boolean) =>
      base({
        countryCode,
        marketingConsent,
        siteBanners: [site('GermanyCloseDown'), site('NovemberCampaign'), site('Content')],
      });
    expect(types(input('DE', false))).toEqual(['GermanyCloseDown']);
    expect(types(input('FI', true))).toEqual(['NovemberCampaign', 'Content']);
  });

  it('announces maintenance before its window and hides it after the end', () => {
    const input = base({ siteBanners: [MAINTENANCE] });
    expect(types(input, [], T0)).toEqual(['Maintenance']);
    expect(types(input, [], T0 + 5 * HOUR)).toEqual([]);
    // A campaign before its start does not show yet.
    const later = base({
      marketingConsent: true,
      siteBanners: [site('Content', 'c', { startsAt: iso(T0 + HOUR) })],
    });
    expect(types(later)).toEqual([]);
    expect(nextBannerChange(later, T0)).toBe(T0 + HOUR);
  });

  it('ignores unknown and player types in the site list', () => {
    expect(types(base({ siteBanners: [site('Bogus'), site('KycRequired')] }))).toEqual([]);
  });

  it('leaves out dismissed keys of dismissible banners only', () => {
    expect(types(EVERYTHING, ['Maintenance:m1', 'Content:content', 'KycRequired'])).not.toContain(
      'Maintenance',
    );
    expect(types(EVERYTHING, ['KycRequired'])).toContain('KycRequired');
    // Another maintenance window (new id) shows again.
    const next = base({ siteBanners: [{ ...MAINTENANCE, id: 'm2' }] });
    expect(types(next, ['Maintenance:m1'])).toEqual(['Maintenance']);
  });
});

describe('the banners machine', () => {
  function start(dismissed: string[] = []) {
    const persisted: (readonly string[])[] = [];
    const actor = createActor(
      bannersMachine.provide({
        actions: { persistDismissed: (_, { dismissed: keys }) => void persisted.push(keys) },
      }),
      { input: { now: T0, dismissed } },
    ).start();
    return { actor, persisted };
  }

  it('persists a dismissal and goes empty when nothing else shows', () => {
    const { actor, persisted } = start();
    actor.send({ type: 'banners.update', input: base({ siteBanners: [MAINTENANCE] }), now: T0 });
    expect(actor.getSnapshot().value).toBe('showing');
    actor.send({ type: 'banners.dismiss', key: 'Maintenance:m1' });
    expect(persisted).toEqual([['Maintenance:m1']]);
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('starts with the keys dismissed earlier in the session', () => {
    const { actor } = start(['Maintenance:m1']);
    actor.send({ type: 'banners.update', input: base({ siteBanners: [MAINTENANCE] }), now: T0 });
    expect(selectBanners(actor.getSnapshot())).toEqual([]);
  });

  it('refuses to dismiss a blocking banner', () => {
    const { actor, persisted } = start();
    const input = base({ player: player({ kyc: { status: 'Required', deadline: null } }) });
    actor.send({ type: 'banners.update', input, now: T0 });
    actor.send({ type: 'banners.dismiss', key: 'KycRequired' });
    expect(persisted).toEqual([]);
    expect(selectBanners(actor.getSnapshot()).map((b) => b.type)).toEqual(['KycRequired']);
  });

  it('follows the clock: a timeout banner leaves when the time-out ends', () => {
    const { actor } = start();
    const input = base({ player: player({ timeoutEndsAt: iso(T0 + HOUR) }) });
    actor.send({ type: 'banners.update', input, now: T0 });
    expect(actor.getSnapshot().value).toBe('showing');
    actor.send({ type: 'banners.tick', now: T0 + HOUR });
    expect(actor.getSnapshot().value).toBe('empty');
  });
});
