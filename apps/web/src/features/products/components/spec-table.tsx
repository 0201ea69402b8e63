import type { ProductEntry } from '@sitedesk/shared/collections/entries';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useSite } from '../../../app/site-context';

/** A product's key specifications as a real table: a caption, column headers and a header per row. */
export function SpecTable({ product }: { product: ProductEntry }) {
  const { messages } = useSite();
  return (
    <table className="mt-6 w-full max-w-3xl border-collapse text-start">
      <caption className="sr-only">
        {formatMessage(messages.products.specsCaption, { name: product.name })}
      </caption>
      <thead>
        <tr className="border-b-2 border-petrol-700">
          <th scope="col" className="py-3 pe-6 text-start text-sm tracking-wide text-steel-700 uppercase">
            {messages.products.specColumn}
          </th>
          <th scope="col" className="py-3 text-start text-sm tracking-wide text-steel-700 uppercase">
            {messages.products.valueColumn}
          </th>
        </tr>
      </thead>
      <tbody>
        {product.specs.map((spec) => (
          <tr key={spec.label} className="border-b border-steel-200">
            <th scope="row" className="py-3 pe-6 text-start font-semibold">
              {spec.label}
            </th>
            <td className="py-3 font-display text-xl">
              {/* A `bdi` takes the value's own direction from its first letter (`dir="auto"`): "12–60 t/h" stays
                  in that order on an Arabic page, where its dash between two numbers would swap them. */}
              <bdi>{spec.unit ? `${spec.value}\u00a0${spec.unit}` : spec.value}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
