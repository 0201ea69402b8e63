import { useSite } from '../app/site-context';
import { ContactBand } from '../features/contact/components/contact-band';
import { ProductDetails } from '../features/products/components/product-details';
import { ServiceList } from '../features/products/components/service-list';
import { PageIntro } from '../ui/page-intro';
import { useSectionLanguage } from '../ui/shown-language';

export function SolutionsPage() {
  const { content } = useSite();
  return (
    <>
      <PageIntro {...content.pageIntros.solutions} textLanguage={useSectionLanguage('pageIntros')} />
      <ProductDetails />
      <ServiceList />
      <ContactBand />
    </>
  );
}
