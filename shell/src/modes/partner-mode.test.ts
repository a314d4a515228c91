import { describe, expect, it } from 'vitest';
import { partnerFromAdvisor } from './partner-mode';

describe('partner identification (spec §6)', () => {
  it('uses the advisor partner value in lower case', () => {
    expect(partnerFromAdvisor({ partner: 'KKP' })).toBe('kkp');
    expect(partnerFromAdvisor({ partner: '  Siam-Validus ' })).toBe('siam-validus');
  });

  it('is not a partner user when the advisor has no partner or is the empty advisor', () => {
    expect(partnerFromAdvisor({ partner: null })).toBeNull();
    expect(partnerFromAdvisor({ partner: '' })).toBeNull();
    expect(partnerFromAdvisor({ partner: '   ' })).toBeNull();
    expect(partnerFromAdvisor(null)).toBeNull();
  });
});
