// /deposit/ and /withdraw/ (platform-core §2 "Navigation behaviours"): back to the lobby, keeping
// the query, and the quick-deposit dialog opens QUICK_DEPOSIT_OPEN_DELAY_MS later.
import { useEffect } from 'react';
import { QUICK_DEPOSIT_OPEN_DELAY_MS } from '../../../machines/overlays/quick-deposit-rules.ts';
import { useAppActors } from '../../runtime/app-actors.ts';
import { useLocalNavigate, useQueryString } from '../../runtime/navigation.ts';
import { useShell } from '../../runtime/shell-context.ts';

export default function CashierRedirectPage() {
  const { route } = useShell();
  const { platform } = useAppActors();
  const search = useQueryString();
  const navigate = useLocalNavigate();
  const mode = route?.id === 'withdraw' ? 'withdraw' : 'deposit';

  useEffect(() => {
    navigate(search ? `/?${search}` : '/', { replace: true });
    // Not tied to this page: it unmounts with the redirect.
    void platform.ready.then(({ overlays }) =>
      window.setTimeout(
        () => overlays.send({ type: 'overlay.open', variant: 'quick-deposit', payload: { mode } }),
        QUICK_DEPOSIT_OPEN_DELAY_MS,
      ),
    );
    // Once per visit of /deposit/ or /withdraw/.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
