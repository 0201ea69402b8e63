import { ContactBand } from '../features/contact/components/contact-band';
import { ProductDetails } from '../features/products/components/product-details';
import { ServiceList } from '../features/products/components/service-list';
import { ContentPageIntro } from '../ui/page-intro';

export function SolutionsPage() {
  return (
    <>
      <ContentPageIntro page="solutions" />
      <ProductDetails />
      <ServiceList />
      <ContactBand />
    </>
  );
}
