import { Trans } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
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
  const [pathname, navigate] = useLocation();
  const search = useSearch();
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
          navigate(localisePath(search ? `${pathname}?${search}` : pathname, next));
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
