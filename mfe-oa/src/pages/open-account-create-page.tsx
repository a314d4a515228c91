import { useSearchParams } from 'react-router-dom';
import { oaAccountKindSchema } from '@port/shared/contracts/oa';
import { CreateFlow } from '../features/open-account-create/components/create-flow';
import { openAccountCreateMessages as t } from '../features/open-account-create/messages';
import { OaPageHeader } from './oa-page-header';

/** `/oa-landing/create` (spec §2), `?account=segregate` for another can_oa kind (omnibus by default). */
export function OpenAccountCreatePage() {
  const [params] = useSearchParams();
  const parsed = oaAccountKindSchema.safeParse(params.get('account') ?? 'omnibus');
  const kind = parsed.success ? parsed.data : 'omnibus';
  return (
    <div>
      <OaPageHeader title={t.title} backTo="/oa-landing" backText={t.backToLanding} />
      <CreateFlow key={kind} kind={kind} />
    </div>
  );
}
