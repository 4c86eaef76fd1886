// Registration per country: the Estonian personal code (checksum, date of birth),
// the flow settings that pick the form, the new fields of registerPlayer (personal code,
// address, daily deposit limit on mga) and checkRegistrationFields for one step of a form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRANDS } from '../../server/brands/demo-brands.ts';
import { flowSettingsFor } from '../../server/identity/auth/flow-settings.ts';
import { parsePersonalCode, personalCodeCheckDigit } from '../../server/identity/personal-code.ts';
import { checkRegistrationFields } from '../../server/identity/registration.ts';
import type { BackendKind } from './helpers/catalogue.ts';
import { gql, openIdentityApp, outbox, type IdentityApp } from './helpers/identity-app.ts';
import { describeStores } from './helpers/postgres.ts';

const NOW = new Date('2026-06-15T12:00:00Z');
const brand = (key: string) => DEMO_BRANDS.find((b) => b.key === key)!;

/** 1976-05-03, male: the check digit comes from the first weights. */
const VALID_CODE = '37605030299';

describe('the Estonian personal code', () => {
  it('reads the century, sex and date of birth of a valid code', () => {
    expect(parsePersonalCode(VALID_CODE)).toEqual({
      ok: true,
      code: VALID_CODE,
      dateOfBirth: '1976-05-03',
      sex: 'male',
    });
    expect(parsePersonalCode(' 60001019906 ')).toMatchObject({
      ok: true,
      dateOfBirth: '2000-01-01',
      sex: 'female',
    });
    expect(parsePersonalCode('18912310005')).toMatchObject({ ok: false, problem: 'checksum' });
    expect(parsePersonalCode(`1891231000${personalCodeCheckDigit('1891231000')}`)).toMatchObject({
      ok: true,
      dateOfBirth: '1889-12-31',
    });
  });

  it('uses the second weights when the first remainder is 10, and 0 when both are', () => {
    // 4900101009: first sum mod 11 is 10, second 3. 4900101058: both 10.
    expect(personalCodeCheckDigit('4900101009')).toBe(3);
    expect(parsePersonalCode('49001010093')).toMatchObject({ ok: true, dateOfBirth: '1990-01-01' });
    expect(personalCodeCheckDigit('4900101058')).toBe(0);
    expect(parsePersonalCode('49001010580')).toMatchObject({ ok: true });
    expect(parsePersonalCode('49001010581')).toMatchObject({ ok: false, problem: 'checksum' });
  });

  it.each([
    ['', 'format'],
    ['3760503029', 'format'],
    ['376050302990', 'format'],
    ['3760503029a', 'format'],
    ['376 0503 0299', 'format'],
    ['-3760503029', 'format'],
    ['07605030299', 'date'],
    ['77605030299', 'date'],
    ['37613030299', 'date'],
    ['37602300299', 'date'],
    // 1900 was not a leap year, 2000 was.
    ['30002290000', 'date'],
    ['37605030298', 'checksum'],
    ['37605030290', 'checksum'],
  ] as const)('%j is refused (%s)', (code, problem) => {
    expect(parsePersonalCode(code)).toEqual({ ok: false, problem });
  });
});

describe('flow settings per brand and country', () => {
  it.each([
    ['aurora', 'MT', 'Keycloak', 'REGILY', true],
    ['aurora', 'FI', 'Keycloak', 'REGILY', true],
    ['nordlys', 'EE', 'Keycloak', 'SSN', false],
    ['nordlys', 'FI', 'Sms', 'TRUSTLY', false],
    ['nordlys', 'SE', 'Keycloak', 'DINO', true],
    ['kingfisher', 'FR', 'Keycloak', 'DINO', true],
    ['puravida', 'CR', 'Sms', 'DINO', true],
    ['puravida', 'CA', 'Keycloak', 'DINO', false],
    ['coralreef', 'DE', 'Sms', 'DINO', false],
    ['unknown-brand', 'EE', 'Keycloak', 'DINO', true],
  ] as const)('%s in %s: %s sign-in, %s form', (key, country, loginFlow, form, isDefault) => {
    expect(flowSettingsFor(key, country)).toEqual({
      countryCode: country,
      loginFlow,
      registrationFormType: form,
      isDefault,
    });
  });
});

describe('checkRegistrationFields rules', () => {
  const check = (key: string, draft: Record<string, unknown>, requestCountry = 'FI') =>
    checkRegistrationFields(brand(key), draft, requestCountry, NOW).map(
      (e) => `${e.field}:${e.code}`,
    );

  it('checks only the fields of the draft', () => {
    expect(check('aurora', {})).toEqual([]);
    expect(check('aurora', { email: 'a@b.co', password: 'short' })).toEqual([
      'password:PasswordTooShort',
    ]);
    expect(check('aurora', { firstName: ' ', lastName: 'Ok' })).toEqual([
      'firstName:FirstNameRequired',
    ]);
    // The password is compared with the email only when the step carries both.
    expect(check('aurora', { password: 'same-as-1@b.co' })).toEqual([]);
    expect(check('aurora', { email: 'same-as-1@b.co', password: 'Same-As-1@b.co' })).toEqual([
      'password:PasswordTooWeak',
    ]);
  });

  it('asks the personal code in Estonia on the est brand only, and matches it to the birth date', () => {
    const estonian = { country: 'EE', dateOfBirth: '1976-05-03' };
    expect(check('nordlys', { ...estonian, ssn: '' })).toEqual(['ssn:SsnRequired']);
    expect(check('nordlys', { ...estonian, ssn: '3760503029' })).toEqual(['ssn:SsnInvalid']);
    expect(check('nordlys', { ...estonian, ssn: '37613030299' })).toEqual(['ssn:SsnInvalid']);
    expect(check('nordlys', { ...estonian, ssn: '37605030298' })).toEqual([
      'ssn:SsnChecksumInvalid',
    ]);
    expect(check('nordlys', { ...estonian, dateOfBirth: '1976-05-04', ssn: VALID_CODE })).toEqual([
      'ssn:SsnDateOfBirthMismatch',
    ]);
    expect(check('nordlys', { ...estonian, ssn: VALID_CODE })).toEqual([]);
    // Without the birth date in the step, only the code itself is checked.
    expect(check('nordlys', { country: 'EE', ssn: VALID_CODE })).toEqual([]);
    // Without the country, the request's: an Estonian visitor's step is checked as Estonian.
    expect(check('nordlys', { ssn: '' }, 'EE')).toEqual(['ssn:SsnRequired']);
    expect(check('nordlys', { ssn: '' }, 'FI')).toEqual([]);
    // Finland on the same brand, Estonia on other brands: no personal code.
    expect(check('nordlys', { country: 'FI', ssn: 'nonsense' })).toEqual([]);
    expect(check('aurora', { country: 'EE', ssn: 'nonsense' })).toEqual([]);
  });

  it('checks the address when given and the daily deposit limit on mga', () => {
    expect(check('aurora', { street: 'Tartu mnt 1', city: 'Tallinn', zipCode: '10115' })).toEqual(
      [],
    );
    expect(
      check('aurora', { street: 'x'.repeat(101), city: 'Tal\u0007linn', zipCode: '10115; drop' }),
    ).toEqual(['street:StreetInvalid', 'city:CityInvalid', 'zipCode:ZipCodeInvalid']);
    expect(check('aurora', { zipCode: 'VLT 1117' })).toEqual([]);
    expect(check('aurora', { zipCode: '12345678901' })).toEqual(['zipCode:ZipCodeInvalid']);
    expect(check('aurora', { depositLimit: '' })).toEqual(['depositLimit:DepositLimitInvalid']);
    expect(check('aurora', { depositLimit: '20,555' })).toEqual([
      'depositLimit:DepositLimitInvalid',
    ]);
    expect(check('aurora', { depositLimit: '100.50', country: 'MT' })).toEqual([]);
    // Other licences do not ask for it at sign-up.
    expect(check('kingfisher', { depositLimit: '' })).toEqual([]);
  });
});

function registrationSuite(kind: BackendKind): void {
  let server: IdentityApp;
  beforeAll(async () => {
    server = await openIdentityApp(kind);
  });
  afterAll(() => server?.close());

  const REGISTER = `mutation ($input: RegisterPlayerInput!) {
    registerPlayer(input: $input) { email verificationEmailSent } }`;
  const CHECK = `mutation ($input: RegistrationDraftInput!) {
    checkRegistrationFields(input: $input) { field code message } }`;
  let serial = 0;
  const estonian = (overrides: Record<string, unknown> = {}) => {
    serial += 1;
    return {
      email: `eesti-${kind}-${serial}@lobby.test`,
      password: 'Secret-Pass-9',
      firstName: 'Mari',
      lastName: 'Maasikas',
      phoneNumber: `+3725${String(100000 + serial)}`,
      country: 'EE',
      dateOfBirth: '1976-05-03',
      acceptTerms: true,
      acceptPrivacyPolicy: true,
      ssn: VALID_CODE,
      ...overrides,
    };
  };
  const playerRow = async (email: string) =>
    (
      await server.store.query<{
        ssn: string | null;
        street: string | null;
        city: string | null;
        zip_code: string | null;
        limit_prompt_answered_at: Date | null;
        id: string;
      }>(
        'select id, ssn, street, city, zip_code, limit_prompt_answered_at from players where email = $1',
        [email],
      )
    ).rows[0];

  it('refuses an Estonian registration field by field and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ssn: null }, 'SsnRequired'],
      [{ ssn: '1234' }, 'SsnInvalid'],
      [{ ssn: '37605030298' }, 'SsnChecksumInvalid'],
      [{ dateOfBirth: '1976-05-04' }, 'SsnDateOfBirthMismatch'],
    ];
    for (const [overrides, code] of cases) {
      const input = estonian(overrides);
      const result = await gql(server.http, REGISTER, { input }, { brand: 'nordlys' });
      expect(result.errors?.[0]?.extensions).toMatchObject({
        type: 'InvalidArgument',
        reasons: [code],
        fieldErrors: [{ field: 'ssn', code }],
      });
      expect(await playerRow(input.email)).toBeUndefined();
    }
  });

  it('stores a valid personal code and the address; one account per personal code', async () => {
    const input = estonian({ street: ' Tartu  mnt 1 ', city: 'Tallinn', zipCode: '10115' });
    expect(await gql(server.http, REGISTER, { input }, { brand: 'nordlys' })).toEqual({
      data: { registerPlayer: { email: input.email, verificationEmailSent: true } },
    });
    expect(await playerRow(input.email)).toMatchObject({
      ssn: VALID_CODE,
      street: 'Tartu mnt 1',
      city: 'Tallinn',
      zip_code: '10115',
    });
    const [welcome] = await outbox(server.http, { brand: 'nordlys', to: input.email });
    expect(welcome?.actionUrl).toContain('/verifyEmail?token=');

    // The same person again with another address: answered alike, no second account, and
    // the mail says it did not work.
    const again = estonian();
    expect(await gql(server.http, REGISTER, { input: again }, { brand: 'nordlys' })).toEqual({
      data: { registerPlayer: { email: again.email, verificationEmailSent: true } },
    });
    expect(await playerRow(again.email)).toBeUndefined();
    const [notice] = await outbox(server.http, { brand: 'nordlys', to: again.email });
    expect(notice).toMatchObject({ kind: 'registration-not-completed' });
    // Another brand is another operator's account: the same code is fine there (not asked).
    const elsewhere = estonian();
    await gql(server.http, REGISTER, { input: elsewhere }, { brand: 'kingfisher' });
    expect(await playerRow(elsewhere.email)).toMatchObject({ ssn: null });
  });

  it('two registrations with the same personal code at once make one account', async () => {
    const code = `3900101123${personalCodeCheckDigit('3900101123')}`;
    const inputs = [0, 1, 2].map(() => estonian({ ssn: code, dateOfBirth: '1990-01-01' }));
    await Promise.all(
      inputs.map((input) => gql(server.http, REGISTER, { input }, { brand: 'nordlys' })),
    );
    const { rows } = await server.store.query<{ count: number }>(
      "select count(*)::int as count from players where brand = 'nordlys' and ssn = $1",
      [code],
    );
    expect(rows[0]?.count).toBe(1);
  });

  it('does not ask a Finnish player of the est brand for a personal code, nor store one', async () => {
    const input = estonian({ country: 'FI', phoneNumber: '+358409876001', ssn: 'whatever' });
    expect((await gql(server.http, REGISTER, { input }, { brand: 'nordlys' })).errors).toBe(
      undefined,
    );
    expect(await playerRow(input.email)).toMatchObject({ ssn: null });
  });

  it('mga: sets the daily deposit limit given at sign-up and refuses a bad one', async () => {
    const base = estonian({ country: 'MT', phoneNumber: '+35699001122', ssn: null });
    const bad = await gql(
      server.http,
      REGISTER,
      { input: { ...base, depositLimit: '-5' } },
      { brand: 'aurora' },
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      fieldErrors: [{ field: 'depositLimit', code: 'DepositLimitInvalid' }],
    });
    expect(await playerRow(base.email)).toBeUndefined();

    await gql(
      server.http,
      REGISTER,
      { input: { ...base, depositLimit: '75,50' } },
      { brand: 'aurora' },
    );
    const row = await playerRow(base.email);
    expect(row?.limit_prompt_answered_at).not.toBeNull();
    const limits = await server.store.query<{ kind: string; period: string; amount: string }>(
      'select kind, period, amount from player_limits where player_id = $1',
      [row!.id],
    );
    expect(limits.rows.map((l) => ({ ...l, amount: Number(l.amount) }))).toEqual([
      { kind: 'Deposit', period: 'Day', amount: 7_550 },
    ]);
  });

  it('checkRegistrationFields answers the errors of the step with codes and messages', async () => {
    const step = await gql<{ checkRegistrationFields: unknown[] }>(
      server.http,
      CHECK,
      { input: { country: 'EE', dateOfBirth: '1976-05-03', ssn: '37605030298' } },
      { brand: 'nordlys' },
    );
    expect(step.data?.checkRegistrationFields).toEqual([
      {
        field: 'ssn',
        code: 'SsnChecksumInvalid',
        message: 'This personal identification code is not valid: check the digits.',
      },
    ]);
    const fine = await gql<{ checkRegistrationFields: unknown[] }>(
      server.http,
      CHECK,
      { input: { email: 'fine@lobby.test', password: 'Good-Pass-1' } },
      { brand: 'aurora' },
    );
    expect(fine.data?.checkRegistrationFields).toEqual([]);
    const limit = await gql<{ checkRegistrationFields: { code: string }[] }>(
      server.http,
      CHECK,
      { input: { depositLimit: '' } },
      { brand: 'aurora' },
    );
    expect(limit.data?.checkRegistrationFields.map((e) => e.code)).toEqual(['DepositLimitInvalid']);
  });
}

describeStores('registration forms', (kind) => registrationSuite(kind));
