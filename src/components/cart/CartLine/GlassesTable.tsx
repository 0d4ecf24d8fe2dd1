import { useTranslate } from '../../../i18n/context';
import { glassesTableColumns, type GlassesTableColumn } from '../../../shop/cart';
import type { GlassesPrescriptionRow, PrescriptionLabels } from '../../../shop/prescription';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { Table } from './CartLine.styles';

/** Props of {@link GlassesTable}. */
export interface GlassesTableProps {
  /** The eyes' rows, from `glassesPrescriptionRows`. */
  rows: GlassesPrescriptionRow[];
  /** The prescription words (`prescriptionLabels(t)`). */
  labels: PrescriptionLabels;
}

/** A cart line's glasses prescription: one row per eye, abbreviated headers with their long names. */
export function GlassesTable({ rows, labels }: GlassesTableProps) {
  const t = useTranslate();
  const headers: Record<GlassesTableColumn, { short: string; long: string }> = {
    sphere: { short: t('cart.prescription.sphere'), long: t('cart.prescription.sphereLong') },
    cylinder: { short: labels.cylinder, long: t('cart.prescription.cylinderLong') },
    axis: { short: labels.axis, long: t('cart.prescription.axisLong') },
    addition: { short: labels.addition, long: t('cart.prescription.additionLong') },
    pupillaryDistance: { short: t('cart.prescription.pd'), long: t('cart.prescription.pdLong') },
  };
  // Cylinder, axis and addition columns only when an eye has one.
  const shown = glassesTableColumns(rows).map((key) => ({ key, ...headers[key] }));
  return (
    <Table>
      <caption>{t('cart.glassesPrescription')}</caption>
      <thead>
        <tr>
          <th scope="col">
            <VisuallyHidden>{t('cart.prescription.eye')}</VisuallyHidden>
          </th>
          {shown.map((column) => (
            <th key={column.key} scope="col">
              <abbr title={column.long}>{column.short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.eye}>
            <th scope="row">
              <abbr
                title={t(row.eye === 'right' ? 'cart.prescription.rightLong' : 'cart.prescription.leftLong')}
              >
                {row.label}
              </abbr>
            </th>
            {shown.map((column) => (
              <td key={column.key}>{row[column.key] || '–'}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
