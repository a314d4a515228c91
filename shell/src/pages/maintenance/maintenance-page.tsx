import { useNavigate } from 'react-router-dom';
import { PageTitle } from '@port/shared/ui/page-title';
import { Button } from '@port/shared/ui/button';
import { clearMaintenance } from '../../guards/maintenance-state';
import { statusPageStyle } from '../status-page-style';
import { maintenanceMessages } from './messages';

/** Spec §2 /maintenance: fetches nothing; 'try again' lifts the client-side block and goes home. */
export function MaintenancePage() {
  const navigate = useNavigate();

  const retry = () => {
    clearMaintenance();
    navigate('/');
  };

  return (
    <section css={statusPageStyle}>
      <PageTitle>{maintenanceMessages.title}</PageTitle>
      <p>{maintenanceMessages.description}</p>
      <Button onClick={retry}>{maintenanceMessages.retry}</Button>
    </section>
  );
}
