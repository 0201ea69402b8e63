import { useSite } from '../../../app/site-context';
import { ContentIcon } from '../../../ui/content-icon';
import { Section } from '../../../ui/section';
import { useSectionLanguage } from '../../../ui/shown-language';

export function ServiceList() {
  const { content } = useSite();
  const { services } = content.products;
  const language = useSectionLanguage('products');
  return (
    <Section labelledBy="services-title" tone="white">
      <h2 id="services-title" {...language} className="text-4xl sm:text-5xl">
        {services.title}
      </h2>
      <p {...language} className="mt-4 max-w-2xl text-lg text-steel-700">
        {services.intro}
      </p>
      <ul {...language} className="mt-10 grid gap-8 sm:grid-cols-2">
        {services.items.map((service) => (
          <li key={service.title} className="flex gap-5">
            <ContentIcon name={service.icon} className="size-10 shrink-0 text-petrol-600" />
            <div>
              <h3 className="text-2xl">{service.title}</h3>
              <p className="mt-2 text-steel-700">{service.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
