import { TAX_TYPE_LABEL } from '@port/shared/domain/tax-rules';
import { ScrollRegion } from '@port/shared/ui/scroll-region';
import { theme } from '@port/shared/ui/theme';
import type { RoomResult } from '../model/room';
import { formatSatang } from '@port/shared/domain/satang';
import { reasonText, roomMessages as M } from '../messages';

const cell = { padding: `${theme.space.xs} ${theme.space.sm}`, textAlign: 'right' } as const;
/** Column headings with their alignment: names and reasons read left, amounts right. */
const COLUMNS = [
  [M.colType, 'left'],
  [M.colLimit, 'right'],
  [M.colBought, 'right'],
  [M.colRoom, 'right'],
  [M.colReason, 'left'],
] as const;

/** Per tax type: the most it may deduct, what is bought, and the room left (never below zero, with the reason). */
export function RoomTable({ result }: { result: RoomResult }) {
  return (
    <div>
      <ScrollRegion label={M.tableLabel}>
        <table css={{ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums', minWidth: '520px' }}>
          <thead>
            <tr css={{ color: theme.color.textMuted, fontSize: theme.font.size.sm }}>
              {COLUMNS.map(([label, align]) => (
                <th key={label} scope="col" css={{ ...cell, textAlign: align }}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.types.map((t) => (
              <tr key={t.taxType} css={{ borderTop: `1px solid ${theme.color.divider}` }}>
                <th scope="row" css={{ ...cell, textAlign: 'left' }}>
                  {TAX_TYPE_LABEL[t.taxType]}
                </th>
                <td css={cell}>{formatSatang(t.limitSatang)}</td>
                <td css={cell}>{formatSatang(t.boughtSatang)}</td>
                <td css={{ ...cell, fontWeight: theme.font.weight.bold }} data-testid={`tsf-room-${t.taxType}`}>
                  {formatSatang(t.roomSatang)}
                </td>
                <td
                  css={{ ...cell, textAlign: 'left', color: theme.color.textMuted, fontSize: theme.font.size.sm }}
                  data-testid={`tsf-room-reason-${t.taxType}`}
                >
                  {reasonText[t.reason]}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p data-testid="tsf-combined" css={{ margin: `${theme.space.sm} 0 0` }}>
        {M.combined(
          formatSatang(result.combinedCapSatang),
          formatSatang(result.combinedUsedSatang),
          formatSatang(result.combinedLeftSatang),
        )}
      </p>
      {result.ltfSwitchDeductionSatang > 0n ? (
        <p data-testid="tsf-ltf-part" css={{ margin: `${theme.space.xs} 0 0` }}>
          {M.ltfPart(formatSatang(result.ltfSwitchDeductionSatang))}
        </p>
      ) : null}
    </div>
  );
}
