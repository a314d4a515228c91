// Partner mode, spec §6: a partner user is identified by the advisor's partner value in lower case.

export function partnerFromAdvisor(advisor: { partner?: string | null | undefined } | null | undefined): string | null {
  const partner = advisor?.partner?.trim().toLowerCase();
  return partner ? partner : null;
}
