import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { MAX_PLAN_FUNDS } from '@port/shared/contracts/asset-list';
import type { Fund } from '@port/shared/contracts/fund';
import type { PlanFields } from '@port/shared/contracts/plan-detail';
import { errorMessage } from '@port/shared/http/http-error-info';
import { Button } from '@port/shared/ui/button';
import { SectionCard } from '@port/shared/ui/section-card';
import { focusRing, theme } from '@port/shared/ui/theme';
import { formStyles } from '../../../components/form-styles';
import { useSaveAssetList } from '../api/save-asset-list';
import {
  addFund,
  cartFromAssets,
  checkCart,
  removeFund,
  setWeight,
  spreadEvenly,
  type CartAsset,
  type CartLine,
} from '../model/fund-cart';
import { FUND_CART_MESSAGES as M } from '../messages';
import { FundCartPanel } from './fund-cart-panel';
import { FundCatalogue } from './fund-catalogue';

interface Props {
  plan: PlanFields;
  /** The plan's list as saved (its model), the cart's starting content. */
  current: readonly CartAsset[];
  funds: readonly Fund[];
}

type Outcome = { kind: 'saved' } | { kind: 'problem'; text: string } | null;

/** The plan's fund cart and the catalogue to fill it; saving makes the cart the plan's list (spec §7 asset/list). */
export function FundCartEditor({ plan, current, funds }: Props) {
  const [lines, setLines] = useState<CartLine[]>(() => cartFromAssets(current));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const save = useSaveAssetList(plan);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const focusNext = useRef<string | null>(null);
  const byCode = new Map(funds.map((f) => [f.fund_shortcode, f]));
  const change = (next: CartLine[]) => {
    setLines(next);
    setOutcome(null);
  };

  function inputRef(fundCode: string, element: HTMLInputElement | null) {
    if (!element) return void inputs.current.delete(fundCode);
    inputs.current.set(fundCode, element);
    // A fund just added: its weight is the next thing to type (keyboard users land on it).
    if (focusNext.current === fundCode) {
      focusNext.current = null;
      element.focus();
    }
  }

  async function submit() {
    const check = checkCart(lines);
    if (!check.ok) {
      setOutcome({ kind: 'problem', text: check.problem });
      if (check.fundCode) inputs.current.get(check.fundCode)?.focus();
      return;
    }
    setBusy(true);
    try {
      await save(check.assets);
      setOutcome({ kind: 'saved' });
    } catch (error) {
      setOutcome({ kind: 'problem', text: `${M.saveFailed}: ${errorMessage(error)}` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      css={{
        display: 'grid',
        gap: theme.space.md,
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
        alignItems: 'start',
      }}
    >
      <SectionCard
        title={M.cartTitle(lines.length)}
        testId="fund-cart-section"
        actions={
          lines.length > 1 ? (
            <Button variant="ghost" onClick={() => change(spreadEvenly(lines))}>
              {M.spread}
            </Button>
          ) : null
        }
      >
        <FundCartPanel
          plan={plan}
          lines={lines}
          funds={byCode}
          onWeight={(code, text) => change(setWeight(lines, code, text))}
          onRemove={(code) => change(removeFund(lines, code))}
          inputRef={inputRef}
        />
        <div css={{ display: 'grid', gap: theme.space.sm, marginTop: theme.space.md }}>
          <Button busy={busy} disabled={lines.length === 0} onClick={() => void submit()}>
            {M.save}
          </Button>
          <div aria-live="polite">
            {outcome?.kind === 'saved' ? (
              <p role="status" css={{ margin: 0 }} data-testid="fund-cart-saved">
                {M.saved}{' '}
                <Link to={`/dashboard/${plan.account_type}/${plan.plan_slot}`} css={focusRing}>
                  {M.backToPlan(plan.plan_name)}
                </Link>
              </p>
            ) : null}
          </div>
          {outcome?.kind === 'problem' ? (
            <p role="alert" css={formStyles.error} data-testid="fund-cart-problem">
              {outcome.text}
            </p>
          ) : null}
        </div>
      </SectionCard>
      <SectionCard title={M.catalogueTitle} testId="fund-catalogue-section">
        <FundCatalogue
          funds={funds}
          plan={plan}
          inCart={new Set(lines.map((l) => l.fund_code))}
          full={lines.length >= MAX_PLAN_FUNDS}
          onAdd={(code) => {
            focusNext.current = code;
            change(addFund(lines, code));
          }}
        />
      </SectionCard>
    </div>
  );
}
