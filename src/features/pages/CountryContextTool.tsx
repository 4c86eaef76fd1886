import { Trans } from '@lingui/react/macro';
import { use } from 'react';
import { CountryContextQueryDocument } from '../../adapters/graphql/generated/graphql.ts';
import { useApiServices } from '../../runtime/app-actors.ts';
import styles from '../../components/Page.module.css';

/**
 * What the server assumes about this visitor's country (CountryContextQuery). In development,
 * `?country=CA-ON` on any page picks another country for the tab, so QA can try every
 * country path (currency, availability, subdivision rules).
 */
export function CountryContextTool() {
  const services = useApiServices();
  const { countryContext } = use(services.read(CountryContextQueryDocument, {}));
  return (
    <section aria-labelledby="country-context-title">
      <h2 id="country-context-title">
        <Trans>Country context</Trans>
      </h2>
      <dl className={styles.facts}>
        <dt>countryCode</dt>
        <dd data-testid="country-code">{countryContext.countryCode}</dd>
        <dt>subDivision</dt>
        <dd>{countryContext.subDivision ?? '—'}</dd>
        <dt>ipCountryCode</dt>
        <dd>{countryContext.ipCountryCode}</dd>
        <dt>countryCurrency</dt>
        <dd data-testid="country-currency">{countryContext.countryCurrency}</dd>
      </dl>
      <p className={styles.lead}>
        <Trans>
          In a development build, add ?country=CA-ON (or any country and subdivision) to a page
          address to try another country in this tab.
        </Trans>
      </p>
    </section>
  );
}
