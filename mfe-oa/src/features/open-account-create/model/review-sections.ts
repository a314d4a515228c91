import type { OaApplication } from '@port/shared/contracts/oa';
import {
  COUNTRIES,
  FUND_SOURCES,
  INCOME_RANGES,
  NO_TIN_REASONS,
  OCCUPATIONS,
  type OaStep,
} from '@port/shared/contracts/oa-steps';
import { ID_CARD_LIFETIME } from '@port/shared/domain/oa-identity';
import { allowedFundRiskText, suitabilityBand } from '@port/shared/domain/suitability';
import { formatDate } from '@port/shared/format/date';
import { suitabilityText } from '../../../components/suitability-messages';
import { identityText, openAccountCreateMessages as m, reviewText as t } from '../messages';

export type ReviewRow = [label: string, value: string];
export type ReviewSection = { step: OaStep; rows: ReviewRow[] };

/** Everything the customer will submit, by step, in Thai words (numbers masked as the server sends them). */
export function reviewSections(app: OaApplication): ReviewSection[] {
  const { identity, work, suitability, tax, bank } = app;
  const sections: ReviewSection[] = [];
  if (identity)
    sections.push({
      step: 'identity',
      rows: [
        [t.name, `${identity.first_name_th} ${identity.last_name_th}`],
        [t.nameEn, `${identity.first_name_en} ${identity.last_name_en}`],
        [t.idNumber, identity.id_number_masked],
        [t.birthDate, formatDate(identity.birth_date, { long: true })],
        [
          t.idCardExpiry,
          identity.id_card_expiry === ID_CARD_LIFETIME
            ? identityText.lifetimeShown
            : formatDate(identity.id_card_expiry, { long: true }),
        ],
        [t.mobile, identity.mobile.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3')],
        [t.email, identity.email],
        [t.address, `${identity.address} ${identity.province} ${identity.postcode}`],
      ],
    });
  if (work)
    sections.push({
      step: 'work',
      rows: [
        [t.occupation, OCCUPATIONS[work.occupation]],
        [t.income, INCOME_RANGES[work.income_range]],
        [t.sources, work.fund_sources.map((s) => FUND_SOURCES[s]).join(', ')],
        [t.incomeCountry, COUNTRIES[work.income_country]],
        [t.pep, work.is_pep ? m.yes : m.no],
      ],
    });
  if (suitability)
    sections.push({
      step: 'suitability',
      rows: [
        [
          t.risk,
          `${suitabilityText.level(suitability.risk_level, suitability.risk_level_name)} (${suitabilityText.score(suitability.score)})`,
        ],
        [t.allows, allowedFundRiskText(suitabilityBand(suitability.score))],
      ],
    });
  if (tax)
    sections.push({
      step: 'tax',
      rows: [
        [t.usPerson, tax.us_person ? m.yes : m.no],
        ...(tax.us_person
          ? [[t.usTin, tax.us_tin_masked ?? '–'] as ReviewRow, [t.w9, tax.w9_consent ? t.w9Given : t.w9Missing] as ReviewRow]
          : []),
        ...tax.tax_residences.map((r, i): ReviewRow => {
          const reason = r.no_tin_reason ? t.noTin(NO_TIN_REASONS[r.no_tin_reason]) : '';
          return [t.residence(i + 1), `${COUNTRIES[r.country]} · ${r.tin_masked ? t.tin(r.tin_masked) : reason}`];
        }),
      ],
    });
  if (bank)
    sections.push({
      step: 'bank',
      rows: [
        [t.bank, bank.bank_name],
        [t.accountNo, bank.account_no_masked],
        [t.accountName, bank.account_name],
        [t.ats, bank.ats ? t.atsOn : t.atsOff],
      ],
    });
  return sections;
}
