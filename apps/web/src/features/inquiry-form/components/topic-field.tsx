import { type InquiryTopic, inquiryTopics } from '@sitedesk/shared/inquiry-fields';
import { SiteIcon } from '../../../ui/site-icon';
import type { FieldAria } from './field-frame';
import { controlClass } from './field-styles';

/**
 * Seven fixed topics: a native select is the most accessible control for that. A required select needs an
 * empty first option (HTML's placeholder label option); it is disabled, as a topic is always chosen.
 */
export function TopicSelect({
  value,
  onChange,
  labels,
  placeholder,
  aria,
}: {
  value: InquiryTopic;
  onChange: (topic: InquiryTopic) => void;
  labels: Record<InquiryTopic, string>;
  placeholder: string;
  aria: FieldAria;
}) {
  return (
    <div className="relative">
      <select
        {...aria}
        name="topic"
        required
        value={value}
        onChange={(event) => {
          const topic = inquiryTopics.find((known) => known === event.target.value);
          if (topic) onChange(topic);
        }}
        className={`${controlClass} appearance-none pe-10`}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {inquiryTopics.map((topic) => (
          <option key={topic} value={topic}>
            {labels[topic]}
          </option>
        ))}
      </select>
      <SiteIcon
        name="chevron-down"
        className="pointer-events-none absolute top-3.5 end-3 size-5 text-steel-600"
      />
    </div>
  );
}
