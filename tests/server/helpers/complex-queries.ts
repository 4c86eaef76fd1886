// Hostile GraphQL documents for the limits tests and bench/graphql-validation-cost.ts (decision
// 0031). All but the last passed the limits of decision 0008 and cost graphql-js's validation
// real CPU; the last was refused by armor's cost limit, but only during that validation.
const FORTY_SPREADS = Array.from({ length: 40 }, (_, f) => `...F${f}`).join(' ');
const TEN_FIELDS = Array.from(
  { length: 10 },
  (_, i) => `a${i}: countryContext { ${FORTY_SPREADS} }`,
);
const FORTY_FRAGMENTS = Array.from(
  { length: 40 },
  (_, f) => `fragment F${f} on CountryContext { countryCode }`,
);

export const COMPLEX_QUERIES: [label: string, query: string][] = [
  // The 31 KB query: 1,000 repeated identical selections.
  ['1,000 repeated selections', `{ ${'countryContext { countryCode } '.repeat(1_000)}}`],
  [
    '1,000 repeated fields under one selection',
    `{ countryContext { ${'countryCode '.repeat(1_000)}} }`,
  ],
  [
    '200 repeated fields under one selection',
    `{ countryContext { ${'countryCode '.repeat(200)}} }`,
  ],
  [
    'one fragment spread 300 times',
    `query { ${'...Country '.repeat(300)}} fragment Country on Query { countryContext { countryCode } }`,
  ],
  [
    '40 fragments, each spread in every one of 10 fields',
    `query { ${TEN_FIELDS.join(' ')} } ${FORTY_FRAGMENTS.join(' ')}`,
  ],
  [
    '30 nested inline fragments repeating one field',
    `{ ${'... on Query { countryContext { countryCode } '.repeat(30)}${'} '.repeat(30)}}`,
  ],
  [
    'a page of 1,000 games (cost)',
    '{ listOfGames(slug: "slots") { games(first: 1000) { edges { node { slug name } } } } }',
  ],
];
