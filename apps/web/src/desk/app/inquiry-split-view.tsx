import { useParams } from 'react-router';
import { InboxSideList } from '../features/inbox/components/inbox-side-list';
import { InquiryPage } from '../features/inquiry/components/inquiry-page';

/**
 * An open inquiry with the inbox it came from beside it on a desk-sized screen (decision 178). The two
 * features meet here, so neither imports the other.
 */
export function InquirySplitView() {
  const { id = '' } = useParams();
  return (
    <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-6">
      <InboxSideList currentId={id} />
      <InquiryPage />
    </div>
  );
}
