import type { InquiryDetail } from '@sitedesk/shared/desk-api';
import { useSamePerson } from '../api/get-same-person';
import { SamePersonPanel } from './same-person-panel';

type Props = { detail: InquiryDetail; onMerged: () => void };

/** The inquiry page's panel of the person's other inquiries (decision 179). */
export function PersonInquiriesPanel({ detail }: Props) {
  const others = useSamePerson(detail.id);
  return <SamePersonPanel others={others} />;
}
