// Account compliance through the real server, on PGlite and PostgreSQL: the ledger's
// gate (KYC past its deadline refuses deposits and bets but not withdrawals; an overdue source of
// wealth or missing additional information refuses deposits; a closed account moves no money
// in), the source-of-wealth rule on total deposits, the declaration and its documents, pop-ups
// and their versions (live through customerPopUpAdded), account close and reopen, site banners
// and the maintenance window, and the operator API with its audit. Bad input is refused with
// typed errors and stores nothing.
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OPERATOR_KEY } from '../../server/config.ts';
import { seedDemoBrands } from '../../server/brands/seed.ts';
import { seedDemoCompliance } from '../../server/demo/compliance.ts';
import { openMigratedStore, type BackendKind } from './helpers/catalogue.ts';
import { errorType, gql, smsSignIn } from './helpers/identity-app.ts';
import { describeStores } from './helpers/postgres.ts';
import { balanceOf, createTestPlayer, fund } from './helpers/wallet.ts';
import { openWalletApp, type WalletApp } from './helpers/wallet-app.ts';
import { watchedPubSub } from './helpers/watched-pubsub.ts';
import { openSocket } from './helpers/ws-client.ts';

const DAY = 24 * 60 * 60_000;

/** Answers are read field by field and checked with expect: parsed JSON as JSON.parse types it. */
type Loose = ReturnType<typeof JSON.parse>;

function suite(kind: BackendKind) {
  let server: WalletApp;
  // Tells when a socket's subscription listens: events published before that never reach it.
  const watched = watchedPubSub();

  beforeAll(async () => {
    server = await openWalletApp(kind, {
      pubsub: watched.pubsub,
      protection: { sessionLimitSweepMs: 0 },
      auth: { notificationLimits: { perClientPerHour: 10_000 } },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await watched.pubsub.close();
  });

  interface Player {
    id: string;
    brand: string;
    token: string;
  }

  async function newPlayer(brand = 'aurora', currency = 'EUR'): Promise<Player> {
    const phone = `+3584${randomInt(10_000_000, 99_999_999)}`;
    const id = await createTestPlayer(server.store, {
      brand,
      currency,
      phoneNumber: phone,
      phoneVerified: true,
    });
    const { accessToken } = await smsSignIn(server, phone, brand);
    return { id, brand, token: accessToken };
  }

  const call = <T = Record<string, unknown>>(
    player: Player,
    query: string,
    variables: Record<string, unknown> = {},
  ) => gql<T>(server.http, query, variables, { token: player.token, brand: player.brand });

  async function operator(method: string, path: string, body?: unknown) {
    const response = await fetch(`${server.http}/operator/compliance${path}`, {
      method,
      headers: {
        'x-operator-key': DEV_OPERATOR_KEY,
        'x-operator-name': 'alice',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, Loose> };
  }

  const initDeposit = (player: Player, amount = 2_000) =>
    call(
      player,
      `mutation ($amount: MinorUnits!) {
        initDeposit(amount: $amount, currency: "EUR", paymentMethod: "trustly") { paymentUrl } }`,
      { amount },
    );

  const ref = (player: Player) => ({
    playerId: player.id,
    roundId: `r-${randomUUID()}`,
    gameSlug: 'test-slot',
    currency: 'EUR',
  });

  const PLAYER_FIELDS = `viewer {
    player { accountStatus { status cause reopenByCustomerAllowed }
      kycCheckStatus { status deadline verificationsDone verificationsMissing }
      sourceOfWealthStatus { dueDate dueDateExpired requiredDocumentsUploadV2 { comment requestedFundingType } }
      bankingCDD isInstantBankingBlocked instantBankingBlock { activeFrom } totalDepositAmount }
    customer { popUpsNeeded }
  }`;

  async function viewer(player: Player) {
    const response = await call<{ viewer: Loose }>(player, `{ ${PLAYER_FIELDS} }`);
    if (!response.data) throw new Error(JSON.stringify(response.errors));
    return response.data.viewer;
  }

  const SOW = `checkState dueDate dueDateExpired reason comment requestedFundingType
    categories { type exampleOptions selectedOptions description completed }`;

  async function sourceOfWealth(player: Player) {
    const response = await call<{ viewer: { sourceOfWealth: Loose; documentRequests: Loose[] } }>(
      player,
      `{ viewer { sourceOfWealth { ${SOW} } documentRequests { purpose source dueDate comment status } } }`,
    );
    if (!response.data) throw new Error(JSON.stringify(response.errors));
    return response.data.viewer;
  }

  async function uploadDocument(player: Player, purpose: string, status = 'Pending') {
    const id = randomUUID();
    await server.store.query(
      `insert into player_documents (id, player_id, purpose, file_name, content_type, size,
         sha256, content, status)
       values ($1, $2, $3, 'x.pdf', 'application/pdf', 4, $4, $5, $6)`,
      [id, player.id, purpose, 'a'.repeat(64), Buffer.from('%PDF'), status],
    );
    return id;
  }

  describe('the ledger gate', () => {
    it('past the KYC deadline deposits and bets are refused with the deadline; withdrawals still work', async () => {
      const player = await newPlayer();
      await fund(server.services.wallet, player.id, 10_000);
      const deadline = new Date(Date.now() - 60_000).toISOString();
      const set = await operator('PUT', `/players/${player.id}/kyc`, {
        status: 'Required',
        deadline,
        verificationsMissing: ['Identity', 'ProofOfAddress'],
      });
      expect(set.status).toBe(200);

      const refused = await initDeposit(player);
      expect(errorType(refused)).toBe('KycOverdue');
      expect(refused.errors![0]!.extensions).toMatchObject({ deadline });

      // The bet's quick path is closed to the player: the full plan refuses it, nothing moves.
      await expect(
        server.services.wallet.bet(ref(player), 500, `b-${randomUUID()}`),
      ).rejects.toMatchObject({
        type: 'KycOverdue',
      });
      expect(await balanceOf(server.store, player.id)).toBe(10_000);

      // The balance is the player's: a withdrawal still goes through.
      const withdrawal = await server.services.wallet.startWithdrawal(
        player.id,
        3_000,
        'EUR',
        `w-${randomUUID()}`,
      );
      expect(withdrawal.status).toBe('Initialized');

      const seen = await viewer(player);
      expect(seen.player.kycCheckStatus).toEqual({
        status: 'Required',
        deadline,
        verificationsDone: [],
        verificationsMissing: ['Identity', 'ProofOfAddress'],
      });
      const requests = (await sourceOfWealth(player)).documentRequests;
      expect(requests).toEqual([
        {
          purpose: 'Identity',
          source: 'Kyc',
          dueDate: deadline,
          comment: null,
          status: 'Requested',
        },
        {
          purpose: 'ProofOfAddress',
          source: 'Kyc',
          dueDate: deadline,
          comment: null,
          status: 'Requested',
        },
      ]);
    });

    it('before the deadline money moves; uploading every document (Pending) lifts the block, approval verifies', async () => {
      const player = await newPlayer();
      await fund(server.services.wallet, player.id, 5_000);
      await operator('PUT', `/players/${player.id}/kyc`, {
        status: 'Required',
        deadline: new Date(Date.now() + DAY).toISOString(),
        verificationsMissing: ['Identity'],
      });
      expect((await initDeposit(player)).errors).toBeUndefined();
      const bet = await server.services.wallet.bet(ref(player), 100, `b-${randomUUID()}`);
      expect(bet.outcome.change.balance).toBe(4_900);

      await operator('PUT', `/players/${player.id}/kyc`, {
        deadline: new Date(Date.now() - 1_000).toISOString(),
      });
      expect(errorType(await initDeposit(player))).toBe('KycOverdue');

      const document = await uploadDocument(player, 'Identity');
      await server.services.compliance.documentsChanged(player.id);
      expect((await viewer(player)).player.kycCheckStatus.status).toBe('Pending');
      expect((await initDeposit(player)).errors).toBeUndefined();

      await server.store.query(`update player_documents set status = 'Approved' where id = $1`, [
        document,
      ]);
      await server.services.compliance.documentsChanged(player.id);
      expect((await viewer(player)).player.kycCheckStatus).toMatchObject({
        status: 'Verified',
        verificationsDone: ['Identity'],
        verificationsMissing: [],
      });
    });

    it('an overdue source of wealth refuses deposits (SourceOfWealthOverdue) and shows dueDateExpired', async () => {
      const player = await newPlayer();
      const dueDate = new Date(Date.now() - 1_000).toISOString();
      const set = await operator('PUT', `/players/${player.id}/source-of-wealth`, {
        state: 'Required',
        dueDate,
        comment: 'Payslips of the last 3 months, please.',
        requestedFundingType: 'Salary',
      });
      expect(set.status).toBe(200);
      const refused = await initDeposit(player);
      expect(errorType(refused)).toBe('SourceOfWealthOverdue');
      expect(refused.errors![0]!.extensions).toMatchObject({ dueDate });
      const seen = await viewer(player);
      expect(seen.player.sourceOfWealthStatus).toEqual({
        dueDate,
        dueDateExpired: true,
        requiredDocumentsUploadV2: {
          comment: 'Payslips of the last 3 months, please.',
          requestedFundingType: 'Salary',
        },
      });
      const { sourceOfWealth: sow, documentRequests } = await sourceOfWealth(player);
      expect(sow).toMatchObject({
        checkState: 'Required',
        reason: 'Operator',
        dueDateExpired: true,
      });
      expect(documentRequests).toEqual([
        {
          purpose: 'Salary',
          source: 'SourceOfWealth',
          dueDate,
          comment: 'Payslips of the last 3 months, please.',
          status: 'Requested',
        },
      ]);

      await operator('PUT', `/players/${player.id}/source-of-wealth`, { state: 'Done' });
      expect((await initDeposit(player)).errors).toBeUndefined();
    });

    it('missing additional information refuses deposits until given; field errors name the field', async () => {
      const player = await newPlayer();
      await operator('PUT', `/players/${player.id}/additional-information`, {
        requiredFields: ['street', 'occupation'],
      });
      const refused = await initDeposit(player);
      expect(errorType(refused)).toBe('AdditionalInformationRequired');
      expect(refused.errors![0]!.extensions).toMatchObject({
        missingFields: ['street', 'occupation'],
      });

      const PROVIDE = `mutation ($input: AdditionalInformationInput!) {
        provideAdditionalInformation(input: $input) {
          required requiredFields missingFields street city zipCode occupation } }`;
      const partial = await call(player, PROVIDE, { input: { street: 'Main Street 1' } });
      expect(errorType(partial)).toBe('InvalidArgument');
      expect(partial.errors![0]!.extensions!.fieldErrors).toEqual([
        { field: 'occupation', code: 'Required' },
      ]);
      const tooLong = await call(player, PROVIDE, {
        input: { street: 'x'.repeat(201), occupation: 'Baker' },
      });
      expect(tooLong.errors![0]!.extensions!.fieldErrors).toEqual([
        { field: 'street', code: 'TooLong' },
      ]);
      // Refusals stored nothing.
      const { rows } = await server.store.query<{ street: string | null }>(
        'select street from players where id = $1',
        [player.id],
      );
      expect(rows[0]!.street).toBeNull();

      const given = await call<{ provideAdditionalInformation: Loose }>(player, PROVIDE, {
        input: { street: 'Main Street 1', occupation: 'Baker' },
      });
      expect(given.data!.provideAdditionalInformation).toEqual({
        required: false,
        requiredFields: ['street', 'occupation'],
        missingFields: [],
        street: 'Main Street 1',
        city: null,
        zipCode: null,
        occupation: 'Baker',
      });
      expect((await initDeposit(player)).errors).toBeUndefined();
    });
  });

  describe('source of wealth', () => {
    it('completed deposits reaching the mga threshold (EUR 2,000) ask for it, due in 30 days; below, nothing', async () => {
      const player = await newPlayer();
      await fund(server.services.wallet, player.id, 150_000);
      expect((await viewer(player)).player.sourceOfWealthStatus).toBeNull();
      expect((await viewer(player)).player.totalDepositAmount).toBe(150_000);
      const before = Date.now();
      await fund(server.services.wallet, player.id, 50_000);
      const seen = await viewer(player);
      expect(seen.player.totalDepositAmount).toBe(200_000);
      expect(seen.player.sourceOfWealthStatus.dueDateExpired).toBe(false);
      const due = Date.parse(seen.player.sourceOfWealthStatus.dueDate);
      expect(due).toBeGreaterThanOrEqual(before + 30 * DAY - 1_000);
      expect(due).toBeLessThanOrEqual(Date.now() + 30 * DAY);
      expect((await sourceOfWealth(player)).sourceOfWealth).toMatchObject({
        checkState: 'Required',
        reason: 'Rule',
      });
      // Not asked twice: Done stays Done after more deposits.
      await operator('PUT', `/players/${player.id}/source-of-wealth`, { state: 'Done' });
      await fund(server.services.wallet, player.id, 10_000);
      expect((await sourceOfWealth(player)).sourceOfWealth.checkState).toBe('Done');
    });

    it('a declaration with an unknown option is refused field by field; a category is completed with a non-rejected document; all approved → Done', async () => {
      const player = await newPlayer();
      await operator('PUT', `/players/${player.id}/source-of-wealth`, {
        state: 'Required',
        dueDate: new Date(Date.now() + 10 * DAY).toISOString(),
      });
      const DECLARE = `mutation ($input: SourceOfWealthCategoryInput!) {
        declareSourceOfWealth(input: $input) { ${SOW} } }`;
      const bad = await call(player, DECLARE, {
        input: {
          type: 'Salary',
          selectedOptions: ['Employed', 'Lottery'],
          description: 'x'.repeat(1001),
        },
      });
      expect(errorType(bad)).toBe('InvalidArgument');
      expect(bad.errors![0]!.extensions!.fieldErrors).toEqual([
        { field: 'selectedOptions', code: 'UnknownOption' },
        { field: 'description', code: 'TooLong' },
      ]);
      const { rows } = await server.store.query(
        'select 1 from sow_declarations where player_id = $1',
        [player.id],
      );
      expect(rows).toHaveLength(0);

      const declared = await call<{ declareSourceOfWealth: Loose }>(player, DECLARE, {
        input: { type: 'Salary', selectedOptions: ['Employed'], description: 'Engineer' },
      });
      const salary = declared.data!.declareSourceOfWealth.categories.find(
        (c: { type: string }) => c.type === 'Salary',
      );
      expect(salary).toEqual({
        type: 'Salary',
        exampleOptions: ['Employed', 'Self-employed', 'Pension', 'Benefits'],
        selectedOptions: ['Employed'],
        description: 'Engineer',
        completed: false,
      });
      expect(
        declared.data!.declareSourceOfWealth.categories.map((c: { type: string }) => c.type),
      ).toEqual(['Dividends', 'Inheritance', 'Other', 'Salary', 'SaleOfCompany', 'SaleOfProperty']);

      const rejected = await uploadDocument(player, 'Salary', 'Rejected');
      expect(rejected).toBeTruthy();
      let state = await sourceOfWealth(player);
      expect(
        state.sourceOfWealth.categories.find((c: Loose) => c.type === 'Salary').completed,
      ).toBe(false);
      const pending = await uploadDocument(player, 'Salary');
      await server.services.compliance.documentsChanged(player.id);
      state = await sourceOfWealth(player);
      expect(
        state.sourceOfWealth.categories.find((c: Loose) => c.type === 'Salary').completed,
      ).toBe(true);
      expect(state.sourceOfWealth.checkState).toBe('Required');
      expect(state.documentRequests).toMatchObject([{ purpose: 'Salary', status: 'Pending' }]);

      await server.store.query(`update player_documents set status = 'Approved' where id = $1`, [
        pending,
      ]);
      await server.services.compliance.documentsChanged(player.id);
      expect((await sourceOfWealth(player)).sourceOfWealth.checkState).toBe('Done');
    });
  });

  describe('pop-ups', () => {
    it('a brand-wide pop-up reaches the brand’s players live; a new version retires the old; acceptance is per version', async () => {
      const brand = 'kingfisher';
      const player = await newPlayer(brand, 'EUR').catch(() => newPlayer('aurora'));
      const other = await newPlayer(player.brand === brand ? 'aurora' : 'nordlys');
      const socket = await openSocket(server.ws, 'graphql-transport-ws');
      socket.send({
        type: 'connection_init',
        payload: { accessToken: player.token, brand: player.brand },
      });
      await socket.next('connection_ack');
      const listening = watched.listening('customerPopUpAdded');
      socket.send({
        id: 'p',
        type: 'subscribe',
        payload: { query: 'subscription { customerPopUpAdded { popUpIdsAdded } }' },
      });
      await watched.untilListening('customerPopUpAdded', listening + 1);

      const first = await operator('POST', '/popups', {
        brand: player.brand,
        kind: 'TermsAndConditions',
        title: 'New terms',
        body: 'Paragraph one.\n\nParagraph two.',
        requiresAcceptance: true,
      });
      expect(first.status).toBe(201);
      expect(first.body.popUp).toMatchObject({ version: 1, kind: 'TermsAndConditions' });
      const event = await socket.next<{ payload: Loose }>('next');
      expect(event.payload.data.customerPopUpAdded.popUpIdsAdded).toEqual([first.body.popUp.id]);
      socket.socket.close();

      expect((await viewer(player)).customer.popUpsNeeded).toContain(first.body.popUp.id);
      expect((await viewer(other)).customer.popUpsNeeded).not.toContain(first.body.popUp.id);

      const second = await operator('POST', '/popups', {
        brand: player.brand,
        kind: 'TermsAndConditions',
        title: 'Newer terms',
        body: 'Changed.',
        requiresAcceptance: true,
      });
      expect(second.body.popUp.version).toBe(2);
      const needed = (await viewer(player)).customer.popUpsNeeded;
      expect(needed).toContain(second.body.popUp.id);
      expect(needed).not.toContain(first.body.popUp.id);

      const ACCEPT = `mutation ($id: ID!, $version: Int!) { acceptPopUp(id: $id, version: $version) { popUpsNeeded } }`;
      const outdated = await call(player, ACCEPT, { id: first.body.popUp.id, version: 1 });
      expect(errorType(outdated)).toBe('PopUpVersionOutdated');
      expect(outdated.errors![0]!.extensions).toMatchObject({
        currentId: second.body.popUp.id,
        currentVersion: 2,
      });
      const wrongVersion = await call(player, ACCEPT, { id: second.body.popUp.id, version: 1 });
      expect(errorType(wrongVersion)).toBe('PopUpVersionOutdated');
      expect(errorType(await call(player, ACCEPT, { id: randomUUID(), version: 1 }))).toBe(
        'PopUpNotFound',
      );
      expect(errorType(await call(other, ACCEPT, { id: second.body.popUp.id, version: 2 }))).toBe(
        'PopUpNotFound',
      );
      const accepted = await call<{ acceptPopUp: { popUpsNeeded: string[] } }>(player, ACCEPT, {
        id: second.body.popUp.id,
        version: 2,
      });
      expect(accepted.data!.acceptPopUp.popUpsNeeded).not.toContain(second.body.popUp.id);
      const popUps = await call<{ viewer: { popUps: { id: string }[] } }>(
        player,
        '{ viewer { popUps { id kind version title body requiresAcceptance createdAt } } }',
      );
      expect(popUps.data!.viewer.popUps.map((p) => p.id)).not.toContain(second.body.popUp.id);
    });

    it('a pop-up for one player is theirs alone', async () => {
      const player = await newPlayer();
      const neighbour = await newPlayer();
      const added = await operator('POST', '/popups', {
        brand: 'aurora',
        playerId: player.id,
        kind: 'Message',
        title: 'Hello',
        body: 'A note for you.',
        requiresAcceptance: false,
      });
      expect(added.status).toBe(201);
      expect((await viewer(player)).customer.popUpsNeeded).toContain(added.body.popUp.id);
      expect((await viewer(neighbour)).customer.popUpsNeeded).not.toContain(added.body.popUp.id);
      const wrongBrand = await operator('POST', '/popups', {
        brand: 'nordlys',
        playerId: player.id,
        kind: 'Message',
        title: 'Hello',
        body: 'x',
        requiresAcceptance: false,
      });
      expect(wrongBrand.status).toBe(404);
    });
  });

  describe('account close and reopen', () => {
    it('closing with a cause ends the sessions and refuses deposits; the operator reopens', async () => {
      const player = await newPlayer();
      const closed = await operator('POST', `/players/${player.id}/close`, {
        cause: 'MultipleAccounts',
        reopenByCustomerAllowed: true,
      });
      expect(closed.body).toEqual({
        closed: true,
        accountStatus: { closed: true, cause: 'MultipleAccounts', reopenByCustomerAllowed: true },
      });
      expect(errorType(await initDeposit(player))).toBe('AuthenticationFailure');
      await expect(
        server.services.wallet.startDeposit(player.id, {
          amount: 2_000,
          currency: 'EUR',
          provider: 'Trustly',
          paymentMethod: 'trustly',
          payload: {},
          idempotencyKey: `d-${randomUUID()}`,
        }),
      ).rejects.toMatchObject({ type: 'AccountClosed' });

      const reopened = await operator('POST', `/players/${player.id}/reopen`);
      expect(reopened.body).toEqual({
        reopened: true,
        accountStatus: { closed: false, cause: null, reopenByCustomerAllowed: false },
      });
      const unknownCause = await operator('POST', `/players/${player.id}/close`, {
        cause: 'Bored',
      });
      expect(unknownCause.status).toBe(400);
      expect((await operator('GET', `/players/${player.id}`)).body.accountStatus.closed).toBe(
        false,
      );
    });

    it('an open lobby hears the closing with its status before its session ends', async () => {
      const player = await newPlayer();
      const socket = await openSocket(server.ws, 'graphql-transport-ws');
      socket.send({
        type: 'connection_init',
        payload: { accessToken: player.token, brand: player.brand },
      });
      await socket.next('connection_ack');
      const listening = watched.listening('playerUpdated');
      socket.send({
        id: 'u',
        type: 'subscribe',
        payload: {
          query:
            'subscription { playerUpdated { isAccountClosed changed accountStatus { status cause reopenByCustomerAllowed } } }',
        },
      });
      await watched.untilListening('playerUpdated', listening + 1);
      const closed = await operator('POST', `/players/${player.id}/close`, {
        cause: 'MultipleAccounts',
        reopenByCustomerAllowed: false,
      });
      expect(closed.status).toBe(200);
      const event = await socket.next<{ payload: Loose }>('next');
      expect(event.payload.data.playerUpdated).toEqual({
        isAccountClosed: true,
        changed: ['accountStatus'],
        accountStatus: {
          status: 'Closed',
          cause: 'MultipleAccounts',
          reopenByCustomerAllowed: false,
        },
      });
      socket.socket.close();
    });
  });

  describe('site banners', () => {
    it('a maintenance window shows from 24 h before its start until its end; brand banners within their window', async () => {
      const brand = 'puravida';
      const startsAt = new Date(Date.now() + 2 * 60 * 60_000);
      const endsAt = new Date(startsAt.getTime() + 60 * 60_000);
      const set = await operator('PUT', `/brands/${brand}/maintenance`, {
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        message: 'Upgrade tonight.',
      });
      expect(set.status).toBe(200);
      const banners = async () =>
        (
          await gql<{ siteBanners: Loose[] }>(
            server.http,
            '{ siteBanners { id type text link startsAt endsAt } }',
            {},
            { brand },
          )
        ).data!.siteBanners;
      expect(await banners()).toEqual([
        {
          id: set.body.banner.id,
          type: 'Maintenance',
          text: 'Upgrade tonight.',
          link: null,
          startsAt: startsAt.toISOString(),
          endsAt: endsAt.toISOString(),
        },
      ]);
      const compliance = server.services.compliance;
      expect(
        await compliance.siteBanners(brand, new Date(startsAt.getTime() - DAY - 1_000)),
      ).toEqual([]);
      expect(
        await compliance.siteBanners(brand, new Date(startsAt.getTime() - DAY + 1_000)),
      ).toHaveLength(1);
      expect(await compliance.siteBanners(brand, endsAt)).toEqual([]);

      const campaign = await operator('PUT', `/brands/${brand}/banners/NovemberCampaign`, {
        text: 'November offers',
        link: '/promotions/',
      });
      expect(campaign.status).toBe(200);
      expect((await banners()).map((b) => b.type)).toEqual(['Maintenance', 'NovemberCampaign']);
      expect((await operator('DELETE', `/brands/${brand}/maintenance`)).status).toBe(200);
      expect((await banners()).map((b) => b.type)).toEqual(['NovemberCampaign']);

      const badLink = await operator('PUT', `/brands/${brand}/banners/Content`, {
        text: 'x',
        link: 'javascript:alert(1)',
      });
      expect(badLink.status).toBe(400);
      const badType = await operator('PUT', `/brands/${brand}/banners/KycRequired`, { text: 'x' });
      expect(badType.status).toBe(400);
      const backwards = await operator('PUT', `/brands/${brand}/maintenance`, {
        startsAt: endsAt.toISOString(),
        endsAt: startsAt.toISOString(),
        message: 'x',
      });
      expect(backwards.status).toBe(400);
      expect((await banners()).map((b) => b.type)).toEqual(['NovemberCampaign']);
      expect((await operator('PUT', '/brands/nosuch/banners/Content', { text: 'x' })).status).toBe(
        404,
      );
      await operator('DELETE', `/brands/${brand}/banners/NovemberCampaign`);
    });
  });

  describe('operator API', () => {
    it('needs the key, refuses bad input with the field, and audits every change', async () => {
      const player = await newPlayer();
      const anonymous = await fetch(`${server.http}/operator/compliance/players/${player.id}`);
      expect(anonymous.status).toBe(401);
      const badStatus = await operator('PUT', `/players/${player.id}/kyc`, { status: 'Maybe' });
      expect(badStatus.status).toBe(400);
      expect(badStatus.body.fieldErrors).toHaveProperty('status');
      const badDate = await operator('PUT', `/players/${player.id}/source-of-wealth`, {
        state: 'Required',
        dueDate: 'tomorrow',
      });
      expect(badDate.status).toBe(400);
      expect(
        (await operator('PUT', `/players/${randomUUID()}/kyc`, { status: 'Verified' })).status,
      ).toBe(404);
      expect((await viewer(player)).player.kycCheckStatus.status).toBe('NotRequired');

      const banking = await operator('PUT', `/players/${player.id}/banking`, {
        bankingCDD: 'CDD-2026-01',
        instantBankingBlockFrom: new Date(Date.now() + DAY).toISOString(),
      });
      expect(banking.status).toBe(200);
      const seen = await viewer(player);
      expect(seen.player.bankingCDD).toBe('CDD-2026-01');
      expect(seen.player.isInstantBankingBlocked).toBe(false);
      expect(seen.player.instantBankingBlock.activeFrom).toBeTruthy();

      const audit = await operator('GET', '/audit?first=5');
      expect(audit.body.changes[0]).toMatchObject({
        area: 'compliance',
        action: 'banking',
        target: player.id,
        actor: 'operator:alice',
      });
      expect(audit.body.changes[0].after.bankingCdd).toBe('CDD-2026-01');
    });

    it('the restrictions route publishes playerUpdated changed [restrictions] to open lobbies', async () => {
      const player = await newPlayer();
      const socket = await openSocket(server.ws, 'graphql-transport-ws');
      socket.send({
        type: 'connection_init',
        payload: { accessToken: player.token, brand: player.brand },
      });
      await socket.next('connection_ack');
      const listening = watched.listening('playerUpdated');
      socket.send({
        id: 'u',
        type: 'subscribe',
        payload: { query: 'subscription { playerUpdated { playerId isAccountClosed changed } }' },
      });
      await watched.untilListening('playerUpdated', listening + 1);
      const response = await fetch(`${server.http}/operator/players/${player.id}/restrictions`, {
        method: 'POST',
        headers: { 'x-operator-key': DEV_OPERATOR_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ isDepositsBlocked: true }),
      });
      expect(response.status).toBe(200);
      const event = await socket.next<{ payload: Loose }>('next');
      expect(event.payload.data.playerUpdated).toEqual({
        playerId: player.id,
        isAccountClosed: false,
        changed: ['restrictions'],
      });
      socket.socket.close();
    });
  });
}

describeStores('account compliance', (kind) => suite(kind));
describe('demo banners', () => {
  it('seeds the brand banners once and leaves the operator’s changes alone', async () => {
    const opened = await openMigratedStore('pglite', 'compliance-demo');
    try {
      await seedDemoBrands(opened.store);
      await seedDemoCompliance(opened.store);
      await opened.store.query(
        `update site_banners set cancelled_at = now() where brand = 'kingfisher'`,
      );
      await seedDemoCompliance(opened.store);
      const { rows } = await opened.store.query<{ brand: string; type: string; live: boolean }>(
        `select brand, type, cancelled_at is null as live from site_banners order by brand`,
      );
      expect(rows).toEqual([
        { brand: 'coralreef', type: 'GermanyCloseDown', live: true },
        { brand: 'kingfisher', type: 'NovemberCampaign', live: false },
        { brand: 'puravida', type: 'Content', live: true },
      ]);
    } finally {
      await opened.cleanup();
    }
  }, 60_000);
});
