import type { ReactNode } from 'react';
import { styled } from 'styled-components';

/** A column of an {@link AccountTable}. */
export interface AccountTableColumn<R> {
  key: string;
  /** The column's header text (also the label before the value on a phone). */
  header: string;
  cell: (row: R) => ReactNode;
  /** The cell names its row (a `th scope="row"`). */
  isRowHeader?: boolean;
  /** Amounts line up at the end. */
  align?: 'start' | 'end';
}

/** Props of {@link AccountTable}. */
export interface AccountTableProps<R> {
  /** What the table holds, read out as its name. */
  caption: string;
  /** Show the caption only to assistive technology (a heading above says it). */
  hideCaption?: boolean;
  rows: readonly R[];
  rowKey: (row: R) => string;
  columns: readonly AccountTableColumn<R>[];
  /** Optional footer rows (totals), in the same columns. */
  footer?: ReactNode;
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption {
    text-align: start;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    padding-bottom: ${({ theme }) => theme.space[1]};
  }
  caption[data-hidden='true'] {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[1]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
    text-align: start;
    vertical-align: top;
    /* Breaks a word only when it cannot fit a line of its own. "anywhere" also let the table size its
       columns as if any word could break, so at 1280 px amounts, dates and headers broke into 2 or 3
       characters a line ("kr 2 / 99"). */
    overflow-wrap: break-word;
  }
  thead th {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  [data-align='end'] {
    text-align: end;
  }
  tbody th {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  tfoot th,
  tfoot td {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    border-bottom: none;
  }
  /* A phone stacks each row into a card: header cells hidden, each value led by its column's name. */
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet - 1}px) {
    &,
    tbody,
    tfoot,
    tr,
    th,
    td {
      display: block;
    }
    thead tr {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tr {
      padding: ${({ theme }) => theme.space[1]} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
    }
    th,
    td {
      display: flex;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space[2]};
      padding: ${({ theme }) => theme.space[0.5]} 0;
      border-bottom: none;
      text-align: end;
      overflow-wrap: anywhere;
    }
    tbody [data-label]::before,
    tfoot [data-label]::before {
      content: attr(data-label);
      flex: none;
      text-align: start;
      color: ${({ theme }) => theme.colors.textMuted};
      font-weight: ${({ theme }) => theme.fontWeights.regular};
    }
    tbody th {
      justify-content: flex-start;
      text-align: start;
    }
    tbody th::before {
      display: none;
    }
  }
`;

/**
 * A data table of the account pages: a caption, column headers (`scope="col"`), a row header, and
 * the table role kept explicit so that on a phone, where each row becomes a stacked card with the column's
 * name before each value, assistive technology still reads a table.
 */
export function AccountTable<R>({
  caption,
  hideCaption,
  rows,
  rowKey,
  columns,
  footer,
}: AccountTableProps<R>) {
  return (
    <Table role="table">
      <caption data-hidden={hideCaption ? 'true' : undefined}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" data-align={column.align}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) =>
              column.isRowHeader ? (
                <th key={column.key} scope="row" data-align={column.align}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.key} data-label={column.header} data-align={column.align}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
      {footer ? <tfoot>{footer}</tfoot> : null}
    </Table>
  );
}
