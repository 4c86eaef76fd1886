// /internal/flags/: the feature flags this page view uses (platform-core §9), for QA. Set
// them in local storage under `__@feature_flags` or, in development, with `?ff_<flag>=`.
import { Trans } from '@lingui/react/macro';
import { FEATURE_FLAG_NAMES } from '../../../machines/feature-flags/feature-flags.ts';
import { usePlatformActors } from '../../runtime/use-platform.ts';
import styles from '../../components/Page.module.css';
import { GallerySection } from './GallerySection.tsx';

export function FlagGallery() {
  const { featureFlags } = usePlatformActors();
  return (
    <GallerySection id="flag-gallery" title={<Trans>Feature flags</Trans>}>
      <dl className={styles.facts} data-testid="feature-flags">
        {FEATURE_FLAG_NAMES.map((name) => (
          <div key={name} style={{ display: 'contents' }}>
            <dt>{name}</dt>
            <dd data-flag={name}>{featureFlags[name]}</dd>
          </div>
        ))}
      </dl>
    </GallerySection>
  );
}
