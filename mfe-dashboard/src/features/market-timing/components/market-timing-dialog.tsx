import { useState } from 'react';
import { Button } from '@port/shared/ui/button';
import { Dialog } from '@port/shared/ui/dialog';
import { SectionError } from '@port/shared/ui/section-error';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { ThaiText } from '@port/shared/ui/thai-text';
import { useMarketTiming } from '../api/get-market-timing';
import { MARKET_TIMING_MESSAGES as M } from '../messages';
import { MarketTimingFunds } from './market-timing-detail';

/**
 * "ดูรายละเอียด" beside a plan's market-timing warning: a dialog with the server's detail (spec §7
 * GET market-timing/{id}; issue 22 item 3), asked when opened so that the warning's card costs nothing.
 */
export function MarketTimingDialog({ planId }: { planId: string }) {
  const [open, setOpen] = useState(false);
  const timing = useMarketTiming(open ? planId : null);
  const t = timing.data;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="market-timing-open">
        <ThaiText>{M.openDetail}</ThaiText>
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t?.title ?? M.openDetail} description={t?.sub_title}>
        {timing.error ? (
          <SectionError error={timing.error} title={M.loadFailed} onRetry={() => void timing.mutate()} />
        ) : !t ? (
          <SkeletonBlock height={160} label={M.loading} />
        ) : (
          <div data-testid="market-timing-detail">
            <MarketTimingFunds funds={t.hold_to ?? []} />
            {t.link ? <a href={t.link}>{M.readMore}</a> : null}
          </div>
        )}
      </Dialog>
    </>
  );
}
