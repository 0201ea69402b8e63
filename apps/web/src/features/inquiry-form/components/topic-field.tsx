import type { TopicOption } from '@sitedesk/shared/inquiry-topics';
import type { FieldAria } from './field-frame';
import { NativeSelect } from './native-select';

/**
 * The topics editors offer (decision 245), a short list: a native select is the most accessible control for
 * that. A required select needs an empty first option (HTML's placeholder label option); it is disabled, as a
 * topic is always chosen. Each option names its place (`data-topic-group`), so the form without JavaScript
 * shows only the chosen topic's extra fields (main.css).
 */
export function TopicSelect({
  value,
  onChange,
  topics,
  placeholder,
  aria,
}: {
  value: string;
  onChange: (topic: string) => void;
  topics: readonly TopicOption[];
  placeholder: string;
  aria: FieldAria;
}) {
  return (
    <NativeSelect
      name="topic"
      isRequired
      value={value}
      onValueChange={(chosen) => {
        const topic = topics.find((known) => known.key === chosen);
        if (topic) onChange(topic.key);
      }}
      aria={aria}
    >
      <option value="" disabled>
        {placeholder}
      </option>
      {topics.map((topic, place) => (
        <option key={topic.key} value={topic.key} data-topic-group={place}>
          {topic.label}
        </option>
      ))}
    </NativeSelect>
  );
}
