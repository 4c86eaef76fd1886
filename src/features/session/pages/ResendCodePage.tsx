// /resend-code/?phone=… : a new SMS code (the server enforces the cooldown).
import { Trans } from '@lingui/react/macro';
import { queryParam } from '../../../../machines/routing/query.ts';
import { RequestSmsCodeDocument } from '../../../adapters/graphql/generated-session/graphql.ts';
import { useApiServices } from '../../../runtime/app-actors.ts';
import { PAGE_TITLES } from '../../../runtime/page-titles.ts';
import { Button } from '../../../components/Button.tsx';
import { FormError } from '../../../components/FormError.tsx';
import { useFormAction } from '../../../components/use-form-action.ts';
import styles from '../../../components/Page.module.css';
import { usePageTitle } from '../../../runtime/use-page-title.ts';
import { errorMessageOf } from '../../../components/error-messages.ts';
import { useLocalNavigate, useQueryString } from '../../../runtime/navigation.ts';
import form from './Session.module.css';

export default function ResendCodePage() {
  const title = usePageTitle(PAGE_TITLES.resendCode ?? PAGE_TITLES.enterCode!);
  const { api } = useApiServices();
  const navigate = useLocalNavigate();
  const phoneNumber = queryParam(`?${useQueryString()}`, 'phone') ?? '';
  const { busy, error, run } = useFormAction(errorMessageOf);

  const resend = () =>
    run(async () => {
      await api.request(RequestSmsCodeDocument, { phoneNumber });
      navigate(`/enter-code/?phone=${encodeURIComponent(phoneNumber)}`, { replace: true });
    });

  return (
    <article className={styles.page}>
      <h1>{title}</h1>
      <p className={styles.lead}>
        <Trans>Send a new code to {phoneNumber}?</Trans>
      </p>
      <FormError message={error} className={form.error} />
      <div className={styles.actions}>
        <Button loading={busy} onClick={() => void resend()}>
          <Trans>Send a new code</Trans>
        </Button>
      </div>
    </article>
  );
}
