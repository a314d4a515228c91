import { css } from '@emotion/react';
import { TAX_TYPE_LABEL, taxTypesByUsefulness, type TaxYearRules } from '@port/shared/domain/tax-rules';
import { buddhistYear } from '@port/shared/domain/tax-year';
import { formatSatang } from '@port/shared/domain/satang';
import { ScrollRegion } from '@port/shared/ui/scroll-region';
import { ThaiText } from '@port/shared/ui/thai-text';
import { labelledCells, NARROW } from '@port/shared/ui/stacked-table';
import { theme } from '@port/shared/ui/theme';
import type { RoomResult } from '@port/shared/domain/tax-room';
import { reasonText, roomMessages as M } from '../messages';
import { provisionalTag } from './rules-table';

/**
 * Wide screens: a table. Below 640 px each tax type is a stacked block: the type and the room left
 * (the number that matters) on the first line, then the limit, what is bought and the reason, each
 * with its label, so nothing is cut off at 390 px.
 */
const table = css`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${theme.space.xs} ${theme.space.sm};
    text-align: right;
  }
  .left {
    text-align: left;
  }
  .room {
    font-weight: ${theme.font.weight.bold};
  }
  .reason {
    color: ${theme.color.textMuted};
    font-size: ${theme.font.size.sm};
  }
  tbody tr {
    border-top: 1px solid ${theme.color.divider};
  }
  ${NARROW} {
    tbody,
    tr {
      display: grid;
    }
    tr {
      grid-template-columns: 1fr auto;
      padding: ${theme.space.sm} 0;
    }
    th,
    td {
      padding: 2px 0;
    }
    td {
      grid-column: 1 / -1;
    }
    ${labelledCells}
    td.room {
      grid-column: 2;
      grid-row: 1;
      font-size: ${theme.font.size.md};
    }
    td.reason:empty {
      display: none;
    }
    td.reason::before {
      content: none;
    }
  }
`;

/** Per tax type, most useful first: the most it may deduct, what is bought, the room left (never below zero, with the reason). */
export function RoomTable({ result, rules }: { result: RoomResult; rules: TaxYearRules }) {
  const byType = new Map(result.types.map((t) => [t.taxType, t]));
  const year = buddhistYear(result.year);
  return (
    <div>
      <ScrollRegion label={M.tableLabel}>
        <table css={table}>
          <thead>
            <tr css={{ color: theme.color.textMuted, fontSize: theme.font.size.sm }}>
              <th scope="col" className="left">
                {M.colType}
              </th>
              <th scope="col">{M.colLimit}</th>
              <th scope="col">{M.colBought}</th>
              <th scope="col">{M.colRoom}</th>
              <th scope="col" className="left">
                {M.colReason}
              </th>
            </tr>
          </thead>
          <tbody>
            {taxTypesByUsefulness(rules).map((type) => {
              const t = byType.get(type)!;
              return (
                <tr key={type} data-testid={`tsf-room-row-${type}`}>
                  <th scope="row" className="left">
                    {TAX_TYPE_LABEL[type]}
                    {rules.rules[type].provisional ? <span css={provisionalTag}>{M.provisional}</span> : null}
                  </th>
                  <td data-label={M.colLimit}>{formatSatang(t.limitSatang)}</td>
                  <td data-label={M.colBought}>{formatSatang(t.boughtSatang)}</td>
                  <td className="room" data-label={M.colRoom} data-testid={`tsf-room-${type}`}>
                    {formatSatang(t.roomSatang)}
                  </td>
                  <td className="reason left" data-testid={`tsf-room-reason-${type}`}>
                    <ThaiText>{reasonText(t.reason, year, t.boughtSatang > 0n)}</ThaiText>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <p data-testid="tsf-combined" css={{ margin: `${theme.space.sm} 0 0` }}>
        <ThaiText>
          {M.combined(
            formatSatang(result.combinedCapSatang),
            formatSatang(result.combinedUsedSatang),
            formatSatang(result.combinedLeftSatang),
          )}
        </ThaiText>
      </p>
      {result.ltfSwitchDeductionSatang > 0n ? (
        <p data-testid="tsf-ltf-part" css={{ margin: `${theme.space.xs} 0 0` }}>
          <ThaiText>{M.ltfPart(formatSatang(result.ltfSwitchDeductionSatang))}</ThaiText>
        </p>
      ) : null}
    </div>
  );
}
