import { PageTitle } from '@port/shared/ui/page-title';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { emit } from '@port/shared/bus/event-bus';
import { SectionBoundary } from '@port/shared/ui/section-boundary';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { errorMessage } from '@port/shared/http/http-error-info';
import { useAgentModel } from '../features/unitholder/api/get-agent-model';
import { useUnitholder } from '../features/unitholder/api/get-unitholder';
import { UnitholderHoldings } from '../features/unitholder/components/unitholder-holdings';
import { PAGE_MESSAGES } from './messages';
import { UNITHOLDER_MESSAGES as M } from '../features/unitholder/messages';
import { ModelPortfolioCard } from '../features/model-portfolio/components/model-portfolio-card';

/**
 * /unitholder/{agentAccountId} in the unitholder layout, which has only the error toast (spec §2):
 * failures are reported through the toast, the page keeps what did load.
 */
export default function UnitholderPage() {
  const { agentAccountId } = useParams();
  const unitholder = useUnitholder(agentAccountId);
  const model = useAgentModel(agentAccountId);

  useEffect(() => {
    if (unitholder.error) emit('ui/error-toast', { title: M.loadFailed, description: errorMessage(unitholder.error) });
  }, [unitholder.error]);

  // The unitholder layout has no header (spec §2): the way back and the title are on the page
  // (issue 13 item 12), also when the address names no agent account (issue 21 item 3).
  const heading = (
    <>
      <p css={{ margin: '0 0 8px' }}>
        <Link to="/dashboard" data-testid="unitholder-back">
          ← {M.back}
        </Link>
      </p>
      <PageTitle>{M.title}</PageTitle>
    </>
  );
  if (!agentAccountId)
    return (
      <div data-testid="unitholder-page">
        {heading}
        <p role="alert">{M.noAccount}</p>
      </div>
    );
  return (
    <div data-testid="unitholder-page">
      {heading}
      <SectionBoundary title={M.holdingsTitle}>
        {unitholder.data ? (
          <UnitholderHoldings view={unitholder.data} />
        ) : unitholder.error ? (
          <p>{M.loadFailed}</p>
        ) : (
          <SkeletonBlock height={160} label={M.holdingsTitle} />
        )}
      </SectionBoundary>
      {model.error ? null : (
        <SectionBoundary title={PAGE_MESSAGES.sections.modelPortfolio}>
          <ModelPortfolioCard model={model} onRetry={() => void model.mutate()} />
        </SectionBoundary>
      )}
    </div>
  );
}
