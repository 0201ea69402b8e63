import { type InquiryTopic, inquiryTopics } from '@sitedesk/shared/inquiry-fields';
import type { FieldAria } from './field-frame';
import { NativeSelect } from './native-select';

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
    <NativeSelect
      name="topic"
      isRequired
      value={value}
      onValueChange={(chosen) => {
        const topic = inquiryTopics.find((known) => known === chosen);
        if (topic) onChange(topic);
      }}
      aria={aria}
    >
      <option value="" disabled>
        {placeholder}
      </option>
      {inquiryTopics.map((topic) => (
        <option key={topic} value={topic}>
          {labels[topic]}
        </option>
      ))}
    </NativeSelect>
  );
}
