// Account compliance with its real effects: the banners, the compliance guards and
// the pop-up queue, fed from the API and kept live.
//
// - Everyone: SiteBanners (the brand's banners in force, the visitor's country) is read at start
//   and at every sign-in and sign-out; the banners actor (machines/banners, systemId banners)
//   gets the input again whenever the site, the player, the marketing consent or the clock
//   changes (a tick every 30 s ends time-outs and windows on time). Dismissals are kept in
//   session storage (BANNER_DISMISSALS_KEY) for the browser session.
// - A signed-in player: ComplianceState (player fields, sourceOfWealth, additionalInformation,
//   popUps) is read at sign-in, on PlayerUpdated when `changed` names a compliance area (or is
//   empty: an old server), on CustomerPopUpAdded, and on `reload()`. Its answer feeds the
//   banners, the guards actor (every COMPLIANCE_GUARD_IDS id registered, active or pending by
//   activeComplianceGuards; unregistered at sign-out) and the pop-up queue (machines/compliance,
//   systemId popUpQueue), whose dialog is the overlays actor's `content-accept`.
// - The live events (PlayerUpdated, CustomerPopUpAdded) come from the player's one live
//   connection, as the lobby emits them (machines/lobby).
// - Answers for an older sign-in are dropped (generation), so a slow read never shows one
//   player's state to the next.
// - An account closed while signed in: its sessions end right after PlayerUpdated, so nothing
//   can be read any more; the event's accountStatus shows the AccountClosed banner at once and
//   keeps it through the sign-out that follows (on the sign-in page), until the next sign-in.
import { createActor, fromPromise } from 'xstate';
import { bannersMachine } from '../../../machines/banners/banners.machine.ts';
import type { BannerInput, PlayerBannerFields } from '../../../machines/banners/banners.ts';
import { hasConsent } from '../../../machines/consent/consent.machine.ts';
import {
  popUpQueueMachine,
  type QueuedPopUp,
} from '../../../machines/compliance/popup-queue.machine.ts';
import {
  COMPLIANCE_GUARD_IDS,
  activeComplianceGuards,
  phoneVerificationRequired,
} from '../../../machines/compliance/requirements.ts';
import { payloadField } from '../../../machines/overlays/overlays.machine.ts';
import type { GraphQLClient } from '../../adapters/graphql/client.ts';
import {
  AcceptPopUpDocument,
  ComplianceStateDocument,
  SiteBannersDocument,
  type ComplianceStateQuery,
  type SiteBannersQuery,
} from '../../adapters/graphql/generated-session/graphql.ts';
import type { ComplianceActors, PopUpQueueActor } from '../../runtime/compliance.ts';
import { liveValue } from '../../runtime/live-value.ts';
import type { Inspect, PlatformActors, PlatformHandle } from '../../runtime/platform-actors.ts';
import type { SessionActors } from '../../runtime/session-actors.ts';

export const BANNER_DISMISSALS_KEY = 'lobbyBannersDismissed';
export const BANNER_TICK_MS = 30_000;

/** PlayerUpdated `changed` areas that reload the compliance state. */
export const COMPLIANCE_CHANGES: readonly string[] = [
  'accountStatus',
  'kyc',
  'sourceOfWealth',
  'documents',
  'restrictions',
  'additionalInformation',
  'popUps',
];

export interface ComplianceOptions {
  api: () => GraphQLClient;
  /** The session, and the lobby whose emitted player events keep the state live. */
  session: Pick<SessionActors, 'session'> & { lobby: Pick<SessionActors['lobby'], 'on'> };
  platform: PlatformHandle;
  /** The brand's licence (settings.license), for licence-gated banners. */
  licence: () => string | null;
  /**
   * The page's part of "must verify the phone number before going on" (a guard): the brand's
   * EnablePhoneVerification toggle and whether the player skipped the optional verification.
   */
  phoneVerification: () => { enabled: boolean; skipped: boolean };
  inspect: Inspect;
  /** Session storage (tests pass their own). */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
}

type Viewer = ComplianceStateQuery['viewer'];

function readDismissed(storage: Pick<Storage, 'getItem'> | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(BANNER_DISMISSALS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((key) => typeof key === 'string') : [];
  } catch {
    // Corrupt or blocked storage: nothing was dismissed.
    return [];
  }
}

/** The banner machine's player fields from ComplianceState. */
export function playerBannerFields(viewer: Viewer): PlayerBannerFields {
  const { player, sourceOfWealth } = viewer;
  const requested = sourceOfWealth.requestedFundingType;
  return {
    accountStatus: player.accountStatus,
    // An account without an email signs in with its phone number.
    loginMethod: player.email.trim() === '' && player.phoneNumber ? 'phone' : 'email',
    kyc: { status: player.kycCheckStatus.status, deadline: player.kycCheckStatus.deadline },
    sourceOfWealth: {
      checkState: sourceOfWealth.checkState,
      dueDate: sourceOfWealth.dueDate ?? player.sourceOfWealthStatus?.dueDate ?? null,
      dueDateExpired:
        sourceOfWealth.dueDateExpired || (player.sourceOfWealthStatus?.dueDateExpired ?? false),
      requestedFundingType: requested ?? null,
      requestedCompleted:
        requested != null &&
        sourceOfWealth.categories.some(
          (category) => category.type === requested && category.completed,
        ),
    },
    selfExclusion: player.selfExclusionDetails
      ? { endsAt: player.selfExclusionDetails.exclusionEndsAt }
      : null,
    timeoutEndsAt: player.timeouts?.timeoutEndsAt ?? null,
    bankingCDD: player.bankingCDD,
    isInstantBankingBlocked: player.isInstantBankingBlocked,
    instantBankingActiveFrom: player.instantBankingBlock?.activeFrom ?? null,
  };
}

type AccountStatusFields = PlayerBannerFields['accountStatus'];

/** The banner fields of a closed account that no longer has a session: AccountClosed only. */
function closedAccountFields(
  accountStatus: AccountStatusFields,
  loginMethod: PlayerBannerFields['loginMethod'],
): PlayerBannerFields {
  return {
    accountStatus,
    loginMethod,
    kyc: { status: 'NotRequired', deadline: null },
    sourceOfWealth: null,
    selfExclusion: null,
    timeoutEndsAt: null,
    bankingCDD: null,
    isInstantBankingBlocked: false,
    instantBankingActiveFrom: null,
  };
}

const queued = (viewer: Viewer): QueuedPopUp[] =>
  viewer.popUps.map((popUp) => ({
    id: popUp.id,
    kind: popUp.kind,
    version: popUp.version,
    title: popUp.title,
    body: popUp.body,
    requiresAcceptance: popUp.requiresAcceptance,
  }));

export function startComplianceActors(options: ComplianceOptions): ComplianceActors {
  const now = options.now ?? Date.now;
  const storage =
    options.storage ?? (typeof window === 'undefined' ? undefined : window.sessionStorage);

  const banners = createActor(
    bannersMachine.provide({
      actions: {
        persistDismissed: (_, { dismissed }) => {
          try {
            storage?.setItem(BANNER_DISMISSALS_KEY, JSON.stringify(dismissed));
          } catch (error) {
            // Storage full or blocked: the dismissal still holds for this page view.
            console.warn('The banner dismissal could not be stored', error);
          }
        },
      },
    }),
    {
      systemId: 'banners',
      inspect: options.inspect,
      input: { now: now(), dismissed: readDismissed(storage) },
    },
  ).start();

  const popUps = liveValue<PopUpQueueActor | null>(null);
  let site: SiteBannersQuery | null = null;
  let viewer: Viewer | null = null;
  /** The account was closed while signed in here: shown until the next sign-in. */
  let closedAccount: PlayerBannerFields | null = null;
  let platform: PlatformActors | null = null;
  let generation = 0;
  let signedIn = false;
  let stopLive: (() => void) | null = null;
  const registered = new Set<string>();

  function bannerInput(): BannerInput {
    const consent = platform?.consent.getSnapshot();
    return {
      player: viewer ? playerBannerFields(viewer) : closedAccount,
      siteBanners: site?.siteBanners ?? [],
      countryCode: viewer?.player.country.code ?? site?.countryContext.countryCode ?? null,
      marketingConsent: consent ? hasConsent(consent, 'marketing') : false,
      licence: options.licence(),
    };
  }

  /** Guards: every compliance id registered for a player, active or pending. */
  function syncGuards() {
    if (!platform) return;
    const { guards } = platform;
    if (!viewer) {
      for (const id of registered) guards.send({ type: 'guards.unregister', id });
      registered.clear();
      return;
    }
    const active = new Set<string>(
      activeComplianceGuards(
        {
          popUps: viewer.popUps,
          sourceOfWealth: viewer.sourceOfWealth,
          additionalInformationRequired: viewer.additionalInformation.required,
          phoneVerificationRequired:
            viewer.player.phoneNumber !== null &&
            phoneVerificationRequired({
              ...options.phoneVerification(),
              verified: viewer.player.isPhoneNumberVerified,
            }),
          kyc: viewer.player.kycCheckStatus,
        },
        now(),
      ),
    );
    for (const id of COMPLIANCE_GUARD_IDS) {
      const status = active.has(id) ? 'active' : 'pending';
      const entry = guards.getSnapshot().context.entries[id];
      if (!registered.has(id) || entry?.status !== status) {
        guards.send({ type: 'guards.register', id, kind: 'guard', status });
        registered.add(id);
      }
    }
  }

  function push() {
    if (site === null && viewer === null && closedAccount === null) return;
    banners.send({ type: 'banners.update', input: bannerInput(), now: now() });
    syncGuards();
  }

  async function loadSite() {
    const run = generation;
    try {
      const answer = await options.api().request(SiteBannersDocument, {});
      if (run !== generation) return;
      site = answer;
    } catch (error) {
      console.warn('The site banners could not be read', error);
      if (run !== generation) return;
      site ??= { siteBanners: [], countryContext: { countryCode: '' } };
    }
    push();
  }

  async function loadPlayer() {
    if (!signedIn) return;
    const run = generation;
    let answer: Viewer;
    try {
      answer = (await options.api().request(ComplianceStateDocument, {})).viewer;
    } catch (error) {
      // The server still refuses what compliance forbids; the banners wait for the next read.
      console.warn('The compliance state could not be read', error);
      return;
    }
    if (run !== generation || !signedIn) return;
    viewer = answer;
    push();
    popUps.get()?.send({ type: 'popups.loaded', popUps: queued(answer) });
  }

  // --- the pop-up queue and its dialog ---------------------------------------------------------
  const openDialog = (popUp: QueuedPopUp) => {
    if (!platform) return;
    const { variant } = platform.overlays.getSnapshot().context;
    // Another dialog (a reality check, the cashier) keeps its place; the pop-up comes when it
    // closes (popups.overlayFree).
    if (variant !== null && variant !== 'content-accept') return;
    platform.overlays.send({
      type: 'overlay.open',
      variant: 'content-accept',
      payload: { popUpId: popUp.id, version: popUp.version, title: popUp.title },
    });
  };
  const closeDialog = () => {
    if (platform?.overlays.getSnapshot().context.variant === 'content-accept')
      platform.overlays.send({ type: 'overlay.close', reason: 'programmatic' });
  };

  function createQueue(): PopUpQueueActor {
    return createActor(
      popUpQueueMachine.provide({
        actors: {
          acceptPopUp: fromPromise(async ({ input }) => {
            await options.api().request(AcceptPopUpDocument, input);
            // The guards and the rest of the list follow the server's word.
            void loadPlayer();
          }),
        },
        actions: {
          showPopUp: (_, { popUp }) => openDialog(popUp),
          closePopUp: closeDialog,
          reloadPopUps: () => void loadPlayer(),
        },
      }),
      { systemId: 'popUpQueue', inspect: options.inspect },
    );
  }

  /** The overlays actor tells the queue when its dialog was closed, or the place freed. */
  function mirrorDialog(actors: PlatformActors) {
    let before = actors.overlays.getSnapshot().context;
    actors.overlays.subscribe(({ context }) => {
      const previous = before;
      before = context;
      const queue = popUps.get();
      if (!queue || context.variant !== null || previous.variant === null) return;
      const current = queue.getSnapshot().context.current;
      if (!queue.getSnapshot().matches('showing') || !current) return;
      const ours =
        previous.variant === 'content-accept' &&
        payloadField(previous.payload, 'popUpId') === current.id;
      queue.send({ type: ours ? 'popups.overlayClosed' : 'popups.overlayFree' });
    });
  }

  // --- sign-in and sign-out --------------------------------------------------------------------
  function listen(): () => void {
    const { lobby } = options.session;
    const updated = lobby.on('player.updated', ({ changed, accountStatus }) => {
      if (accountStatus?.status === 'Closed') accountClosed({ ...accountStatus, status: 'Closed' });
      if (changed.length === 0 || changed.some((area) => COMPLIANCE_CHANGES.includes(area)))
        void loadPlayer();
    });
    const added = lobby.on('player.popUpAdded', () => void loadPlayer());
    return () => {
      updated.unsubscribe();
      added.unsubscribe();
    };
  }

  /** Closed: the banner at once, from the event (the session ends before a read could answer). */
  function accountClosed(accountStatus: Viewer['player']['accountStatus']) {
    const fields = viewer ? playerBannerFields(viewer) : null;
    closedAccount = closedAccountFields(accountStatus, fields?.loginMethod ?? 'email');
    if (viewer) viewer = { ...viewer, player: { ...viewer.player, accountStatus } };
    push();
  }

  function follow(next: boolean) {
    if (next === signedIn) return;
    signedIn = next;
    generation += 1;
    stopLive?.();
    stopLive = null;
    const queue = popUps.get();
    if (queue) {
      queue.stop();
      closeDialog();
      popUps.set(null);
    }
    viewer = null;
    if (next) {
      // A closed account's banner stays through the sign-out its closing caused, until now.
      closedAccount = null;
      const created = createQueue();
      created.start();
      popUps.set(created);
      stopLive = listen();
      void loadPlayer();
    }
    // The site's banners may depend on who asks (country); the player's banners go at once.
    push();
    void loadSite();
  }

  void options.platform.ready.then((actors) => {
    platform = actors;
    mirrorDialog(actors);
    actors.consent.subscribe(() => push());
    push();
    // A pop-up that arrived before the dialog could open.
    const queue = popUps.get();
    const current = queue?.getSnapshot().context.current;
    if (queue?.getSnapshot().matches('showing') && current) openDialog(current);
  });

  const { session } = options.session;
  session.subscribe((snapshot) => follow(snapshot.context.player !== null));
  follow(session.getSnapshot().context.player !== null);
  if (!signedIn) void loadSite();

  // Time-outs end, windows close and deadlines pass without a server event.
  setInterval(() => {
    banners.send({ type: 'banners.tick', now: now() });
    syncGuards();
  }, BANNER_TICK_MS);

  return {
    banners,
    popUps,
    reload: () => void loadPlayer(),
  };
}
