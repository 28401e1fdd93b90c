import { productText } from '../../runtime/commerce/commerce-texts.js';
import type { ProductMeasurements as Measurements } from '../../runtime/commerce/product-measurements.js';

function MeasurementRow({ name, label, value }: { name: string; label: string; value: string | null }) {
  return value ? (
    <div>
      <dt>{label}</dt>
      <dd data-measurement={name}>{value}</dd>
    </div>
  ) : null;
}

/** The product's weight and dimensions in the store's measurement standard, when it has them. */
export function ProductMeasurements({ measurements }: { measurements: Measurements | null }) {
  if (!measurements || (!measurements.weight && !measurements.dimensions)) return null;
  return (
    <dl part="measurements" className="measurements">
      <MeasurementRow name="weight" label={productText('weight')} value={measurements.weight} />
      <MeasurementRow name="dimensions" label={productText('dimensions')} value={measurements.dimensions} />
    </dl>
  );
}
