import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '@port/shared/ui/page-title';
import { Button } from '@port/shared/ui/button';
import { clearMaintenance, markMaintenance } from '../../guards/maintenance-state';
import { statusPageStyle } from '../status-page-style';
import { maintenanceMessages } from './messages';

/** Spec §2 /maintenance: fetches nothing; remembers maintenance so the guard blocks other routes. */
export function MaintenancePage() {
  const navigate = useNavigate();

  useEffect(() => {
    markMaintenance();
  }, []);

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
