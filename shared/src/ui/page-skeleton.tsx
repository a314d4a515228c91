import { UI_MESSAGES } from './ui-messages';
import { SkeletonBlock } from './skeleton-block';

/** Shown while a page's code loads; holds roughly the height of a page header and first card. */
export function PageSkeleton() {
  return (
    <div>
      <SkeletonBlock height={36} width="40%" label={UI_MESSAGES.loading} />
      <div style={{ height: 16 }} />
      <SkeletonBlock height={180} />
    </div>
  );
}
