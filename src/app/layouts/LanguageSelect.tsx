import { Trans } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router';
import { findLocale, LOCALES } from '../../../machines/locale/locales.ts';
import { localisePath } from '../../../machines/routing/resolve-location.ts';
import { writeCookie } from '../../adapters/cookies.ts';
import { useShell } from '../../runtime/shell-context.ts';
import styles from './LanguageSelect.module.css';

// Each language is named in itself ("suomi (Suomi)"), so a reader finds their own.
const nativeName = (tag: string) =>
  new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;

export function LanguageSelect() {
  const { locale } = useShell();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <label className={styles.label}>
      <span>
        <Trans>Language</Trans>
      </span>
      <select
        value={locale.slug}
        onChange={(event) => {
          const next = findLocale(event.target.value);
          if (!next) return;
          writeCookie('locale', next.slug);
          void navigate(localisePath(pathname + search, next));
        }}
      >
        {LOCALES.map((l) => (
          <option key={l.slug} value={l.slug} lang={l.tag}>
            {nativeName(l.tag)}
          </option>
        ))}
      </select>
    </label>
  );
}
