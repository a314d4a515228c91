import { useUiState } from '@port/shared/bus/use-ui-state';
import { SectionCard } from '@port/shared/ui/section-card';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { useAdvisor } from '@port/shared/http/get-advisor';
import { useServiceLevel } from '@port/shared/http/get-service-level';
import { ADVISOR_MESSAGES as M } from '../messages';
import { theme } from '@port/shared/ui/theme';
import { ThaiText } from '@port/shared/ui/thai-text';

/**
 * The assigned advisor and the service level. SDK (webview) users skip the advisor call (spec §6);
 * failures fall back to an empty advisor and an empty service level (spec §8).
 */
export function AdvisorCard() {
  const sdk = useUiState((s) => s.sdk);
  const advisor = useAdvisor(!sdk);
  const serviceLevel = useServiceLevel();
  const a = advisor.data;
  const hasAdvisor = Boolean(a && a.display_name_th);
  // The webview skips the advisor (spec §6): a card titled "your advisor" would stay blank there
  // (review item 3), so it becomes the service level alone, or nothing when there is none.
  if (sdk) {
    if (!serviceLevel.isLoading && !serviceLevel.data) return null;
    return (
      <SectionCard title={M.serviceLevelTitle} minHeight={90} testId="service-level-card">
        <p data-testid="service-level" css={{ minHeight: '1.6em', margin: 0 }}>
          {serviceLevel.data ? <ThaiText>{serviceLevel.data.name_th}</ThaiText> : '…'}
        </p>
      </SectionCard>
    );
  }
  return (
    <SectionCard title={M.title} minHeight={140} testId="advisor">
      {advisor.isLoading ? (
        <SkeletonBlock height={120} label={M.title} />
      ) : hasAdvisor && a ? (
        <div data-testid="advisor-details">
          <p css={{ fontWeight: theme.font.weight.bold, margin: `0 0 ${theme.space.xs}` }}>{a.display_name_th}</p>
          <p css={{ margin: 0 }}>
            {M.license} {a.license_no}
          </p>
          {a.tel ? (
            <p css={{ margin: 0 }}>
              {M.tel} <a href={`tel:${a.tel}`}>{a.tel}</a>
            </p>
          ) : null}
          {a.email ? (
            // An address has no break opportunity: in a narrow column it wraps anywhere rather than widen the page.
            <p css={{ margin: 0, overflowWrap: 'anywhere' }}>
              {M.email} <a href={`mailto:${a.email}`}>{a.email}</a>
            </p>
          ) : null}
          {a.line_id ? (
            <p css={{ margin: 0 }}>
              {M.line} {a.line_id}
            </p>
          ) : null}
        </div>
      ) : (
        <p>
          <ThaiText>{M.noAdvisor}</ThaiText>
        </p>
      )}
      {/* No level, no line (issue 13 item 8: "ยังไม่มีระดับบริการ" tells a customer nothing); the
          line's height is kept so nothing below moves when the answer comes. */}
      <p data-testid="service-level" css={{ minHeight: '1.6em' }}>
        {serviceLevel.isLoading ? (
          `${M.serviceLevel}: …`
        ) : serviceLevel.data ? (
          <ThaiText>{`${M.serviceLevel}: ${serviceLevel.data.name_th}`}</ThaiText>
        ) : null}
      </p>
    </SectionCard>
  );
}
