import { Link, useNavigate } from 'react-router-dom';
import { PageTitle } from '@port/shared/ui/page-title';
import { Button } from '@port/shared/ui/button';
import { focusRing } from '../../app/tokens';
import { statusPageStyle } from '../status-page-style';
import { overCapacityMessages } from './messages';

/** Spec §2/§8 /over-capacity: where timeouts and error_code '92' send the browser. */
export function OverCapacityPage() {
  const navigate = useNavigate();
  // Back to the page whose call was refused; a fresh tab has nowhere to go back to.
  const retry = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));
  return (
    <section css={statusPageStyle}>
      <PageTitle>{overCapacityMessages.title}</PageTitle>
      <p>{overCapacityMessages.description}</p>
      <Button onClick={retry}>{overCapacityMessages.retry}</Button>
      <Link to="/" css={focusRing}>
        {overCapacityMessages.home}
      </Link>
    </section>
  );
}
